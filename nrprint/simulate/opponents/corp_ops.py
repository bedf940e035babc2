"""A human Corp's choices for operations of session 6 (``opponents.corp_cards.operation_click``
asks these; what the operations do: ``effects.corp_operations``).

- An operation that costs more clicks (``click_cost``: Ultraviolet Clearance, Celebrity
  Gift) is played when the Corp has those clicks and it brings at least ``PER_CLICK``
  credits a click spent on it, a card drawn counted as a credit, its cost taken off: twice
  what a plain credit click brings. Its ``install_after`` (Ultraviolet Clearance) installs
  without a click (``free_install``): an agenda in the empty remote with most ice when that
  remote has some, else the ice of HQ with most end-the-run subroutines that the Corp can
  still rez after paying its install cost, on the server with the fewest ice among R&D, HQ
  and the remotes holding an agenda.
- An operation that does damage to a tagged Runner (``needs_tag``, ``needs_tags``: Scorched
  Earth, BOOM!) is played when it may be and the damage is more than the Runner's grip
  holds: the Runner is flatlined.
"""

from __future__ import annotations

from nrprint.simulate.corp.table import ice_cost, install, pay
from nrprint.simulate.effects import corp_operations
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.state import HQ, RD, Card, Game

PER_CLICK = 2  # credits (a card drawn counts as one) a click spent on a costly operation must bring


def worth(game: Game, card: Card) -> int:
    """The credits ``card`` brings, its cost taken off, a card drawn counted as a credit."""
    f, hq = card.f, game.corp.piles["HQ"]
    revealed = min(f.hq_reveal, len(hq) - (card in hq))  # it leaves HQ before the reveal
    return f.gain + f.gain_per_reveal * revealed + f.draw + f.install_after - f.cost


def may_play(game: Game, card: Card) -> bool:
    return card.f.cost <= game.corp.credits and corp_operations.may_play(game, card)


def click(game: Game) -> Click | None:
    """A costly operation or a flatline (see the module docstring), if one is to be played."""
    if (
        "click_cost" not in game.present
        and "needs_tag" not in game.present
        and "needs_tags" not in game.present
    ):
        return None
    runner = game.runner
    for card in game.corp.piles["HQ"]:
        f = card.f
        if card.type != "operation" or not may_play(game, card):
            continue
        if f.click_cost and worth(game, card) >= PER_CLICK * (1 + f.click_cost):
            return Click("play", card.uid, card.name)
        tagged = (f.needs_tag or f.needs_tags) and runner.tags
        if tagged and f.damage > len(runner.grip):
            return Click("play", card.uid, card.name)
    return None


def free_install(game: Game) -> None:
    """Install a card of HQ without a click (see the module docstring), if one is worth it."""
    corp = game.corp
    hq = corp.piles["HQ"]
    agenda = next((c for c in hq if c.type == "agenda"), None)
    empty = [s for s in corp.remotes() if not s.root and s.ice]
    if agenda is not None and empty:
        home = max(empty, key=lambda s: len(s.ice))
        hq.remove(agenda)
        install(game, home, agenda, ice=False)
        game.say(f"    installs {agenda.name} on {home.name}")
        return
    homes = [corp.servers[RD], corp.servers[HQ]]
    homes += [s for s in corp.remotes() if any(i.card.type == "agenda" for i in s.root)]
    server = min(homes, key=lambda s: len(s.ice))
    cost = ice_cost(game, server)
    ice = [c for c in hq if c.type == "ice" and c.f.cost + cost <= corp.credits]
    if not ice:
        return
    card = max(ice, key=lambda c: (c.f.etr_count, c.f.strength, -c.f.cost))
    pay(game, cost)
    hq.remove(card)
    install(game, server, card, ice=True)
    game.say(f"    installs {card.name} on {server.name}" + (f" ({cost})" if cost else ""))
