"""A Runner card that acts when an accessed card is left where it is (``access.access``
calls ``declined``).

- ``decline_hq_trash`` (Maw): the first time each turn the Runner accesses a card outside
  Archives and neither steals nor trashes it, the Corp trashes that many cards of HQ at
  random, for both Runners (no choice). The turn is the card's ``Installed.used_turn``.
- ``decline_gain`` (Aeneas Informant): each card with a trash cost accessed outside Archives
  and left where it is gives those credits, for both Runners (the "may" always taken). The
  card being accessed is noted as its access begins (``noted``), in ``Installed.target``.
"""

from __future__ import annotations

from nrprint.simulate.rig import runner_gain
from nrprint.simulate.state import ARCHIVES, Card, Game, Server


def noted(game: Game, card: Card, archives: bool) -> None:
    """``card`` is being accessed (``effects.access.accessed``): each ``decline_gain`` card keeps
    its uid in ``Installed.target`` while it has a trash cost and is not in Archives."""
    if "decline_gain" not in game.present:
        return
    keep = card.uid if card.facts.trash_cost is not None and not archives else -1
    for inst in game.runner.rig:
        if inst.facts.decline_gain:
            inst.target = keep


def declined(game: Game, server: Server) -> None:
    """An accessed card of ``server`` was neither stolen nor trashed."""
    if "decline_gain" in game.present:
        for inst in game.runner.rig:
            if inst.facts.decline_gain and inst.target != -1:
                inst.target = -1
                runner_gain(game, inst.facts.decline_gain)
                game.say(f"    {inst.card.name}: gains {inst.facts.decline_gain}")
    if "decline_hq_trash" not in game.present or server.index == ARCHIVES:
        return
    for inst in game.runner.rig:
        if not inst.facts.decline_hq_trash or inst.used_turn == game.turn:
            continue
        inst.used_turn = game.turn
        hq = game.corp.piles["HQ"]
        for _ in range(min(inst.facts.decline_hq_trash, len(hq))):
            card = hq.pop(game.rng.randrange(len(hq)))
            game.corp.piles["Archives"].append(card)
            game.say(f"    {inst.card.name}: the Corp trashes {card.name} from HQ")
