"""The competent Runner's decisions for events that hurt the Corp once a condition holds
(``CompetentRunner.decide`` asks here, after its run; the effects are
``nrprint.simulate.event_effects``).

- Mining Accident (``pay_or_bp``, ``needs_central``): played as soon as a successful central
  run this turn allows it and it can be paid: 5 credits off the Corp or a bad publicity
  that pays the Runner on every run after, either worth a click.
- Pinhole Threading (``root_access``): when a card in a server's root is worth accessing
  (``effects.runner_breach.root_choice``: one it would trash and can pay for, else one it has
  not seen), played on the cheapest other server it can get into, event paid on top.
- Hacktivist Meeting (``rez_hq_trash``, a current): played while no such current is in play,
  the Corp has an unrezzed card in a remote's root (a card it will want to rez) and the
  Runner keeps 2 credits after it (``current_click``).
- Femme Fatale (``chosen_ice``), when installed: the rezzed ice hardest to get through (one it
  cannot break first, then the dearest to break, then the most subroutines); with no rezzed
  ice, the outermost ice of the first server that has one (R&D, HQ, Archives, the remotes).
"""

from __future__ import annotations

from typing import Protocol

from nrprint.simulate import currents
from nrprint.simulate.effects.runner_breach import root_choice
from nrprint.simulate.event_effects import central_played
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.runs import plan_break
from nrprint.simulate.spend import can_pay
from nrprint.simulate.state import HQ, RD, Game, Installed, Server

KEEP = 2  # credits the Runner keeps after playing a current


class CompetentRunner(Protocol):
    """What these decisions ask of ``opponents.runner.CompetentRunner``."""

    def cost(self, game: Game, server: Server, bypass: bool = False) -> int | None: ...


def harm_click(game: Game) -> Click | None:
    if "pay_or_bp" not in game.present or not central_played(game):
        return None
    for c in game.runner.grip:
        if c.facts.pay_or_bp and can_pay(game, c.facts.cost, "event", c):
            return Click("play", c.uid, c.name)
    return None


def current_click(game: Game) -> Click | None:
    if "rez_hq_trash" not in game.present or currents.in_play(game, "rez_hq_trash"):
        return None
    if not any(not i.rezzed and i.card.type != "agenda" for s in game.corp.remotes() for i in s.root):
        return None
    for c in game.runner.grip:
        if c.facts.rez_hq_trash and can_pay(game, c.facts.cost + KEEP, "event", c):
            return Click("play", c.uid, c.name)
    return None


def pinhole_click(player: CompetentRunner, game: Game) -> Click | None:
    if "root_access" not in game.present:
        return None
    runner = game.runner
    events = [c for c in runner.grip if c.facts.root_access and c.facts.cost <= runner.credits]
    if not events or (wanted := root_choice(game, None)) is None:
        return None
    best: tuple[int, Server] | None = None
    for server in game.corp.servers:
        if wanted in server.root:
            continue
        cost = player.cost(game, server) if server.ice else 0
        if (
            cost is not None
            and cost + events[0].facts.cost <= runner.credits
            and (best is None or cost < best[0])
        ):
            best = (cost, server)
    return None if best is None else Click("run-event", best[1].index, events[0].name)


def chose_ice(game: Game, card: Installed) -> None:
    servers = game.corp.servers
    rezzed = [i for s in servers for i in s.ice if i.rezzed]
    if rezzed:

        def hard(ice: Installed) -> tuple[bool, int, int]:
            plan = plan_break(game, ice, 999, 0)
            return (plan is None, plan.cost if plan else 0, len(ice.facts.subs))

        card.target = max(rezzed, key=hard).card.uid
    else:
        order = [servers[RD], servers[HQ], *[s for s in servers if s.index not in (RD, HQ)]]
        first = next((s for s in order if s.ice), None)
        if first is None:
            return
        card.target = first.ice[-1].card.uid
    game.say(f"    {card.card.name}: chooses ice {card.target}")
