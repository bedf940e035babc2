"""Ice subroutines that work on R&D and the players' cards, and damage for an ice not
fully broken (both Corps; ``effects.subroutines.fire`` and ``runs.encounter`` call these).

- ``arrange-rd``: the Corp looks at the top ``install_look`` cards of R&D and orders them:
  in a run on R&D the agendas go under the other cards (the Runner is about to access the
  top), elsewhere on top (the Corp draws them next; the Corp AI's refill scores a drawn
  agenda). The order within each group stays (Anansi).
- ``draw-pay``: the Corp draws up to ``sub_draw`` cards (``corp_ice.draws``: a human Corp
  keeping its hand, the Corp AI none), then the Runner pays ``pay`` credits to draw as
  many when it holds twice that and its stack is not empty (either Runner; Anansi).
- ``unbroken_damage``: net damage when an encounter the run survives ends with the ice's
  subroutines not all broken (``runs.encounter``; the engine's Runner breaks all or none).
- ``advanced_search``: an ``etr`` subroutine fired with ``advanced_at`` counters on the ice
  first adds up to that many cards of R&D to HQ, the agendas worth most first, then the
  costliest, and R&D is shuffled (``search``, from ``runs.encounter``; Hortum, both Corps).
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_ice
from nrprint.simulate.rig import draw
from nrprint.simulate.state import RD, Game, Installed

SUBS = ("arrange-rd", "draw-pay")


def fire(game: Game, inst: Installed, sub: str) -> bool:
    f, rd = inst.facts, game.corp.piles["R&D"]
    if sub == "arrange-rd":
        top = rd[: f.install_look]
        server = corp_ice.server_of(game, inst)
        hide = server is not None and server.index == RD
        agendas = [c for c in top if c.type == "agenda"]
        others = [c for c in top if c.type != "agenda"]
        rd[: len(top)] = others + agendas if hide else agendas + others
        game.say(f"    {inst.card.name}: {len(agendas)} agenda(s) " + ("under" if hide else "on top"))
        return True
    drawn = corp_ice.draws(game, f.sub_draw)
    runner = game.runner
    paid = runner.credits >= 2 * f.pay and bool(runner.stack)
    if paid:
        runner.credits -= f.pay
        for _ in range(f.sub_draw):
            draw(game)
    game.say(
        f"    {inst.card.name}: the Corp draws {drawn}"
        + (f", the Runner pays {f.pay} to draw" if paid else "")
    )
    return True


def search(game: Game, inst: Installed) -> None:
    rd = game.corp.piles["R&D"]
    picked = sorted(rd, key=lambda c: (-c.facts.points, -c.facts.cost))[: inst.facts.advanced_search]
    for card in picked:
        rd.remove(card)
        game.corp.piles["HQ"].append(card)
    game.rng.shuffle(rd)
    game.say(f"    {inst.card.name}: {len(picked)} card(s) of R&D added to HQ")
