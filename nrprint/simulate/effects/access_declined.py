"""A Runner card that acts when an accessed card is left where it is (``access.access``
calls ``declined``).

- ``decline_hq_trash`` (Maw): the first time each turn the Runner accesses a card outside
  Archives and neither steals nor trashes it, the Corp trashes that many cards of HQ at
  random, for both Runners (no choice). The turn is the card's ``Installed.used_turn``.
"""

from __future__ import annotations

from nrprint.simulate.state import ARCHIVES, Game, Server


def declined(game: Game, server: Server) -> None:
    """An accessed card of ``server`` was neither stolen nor trashed."""
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
