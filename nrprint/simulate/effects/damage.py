"""What a card does when damage trashes it from the grip (``damage.damage`` calls
``trashed``): ``damage_draw`` cards drawn when net or meat damage trashed it, once all the
damage is done."""

from __future__ import annotations

from nrprint.simulate.effects.runner_turn import trashed_from_grip
from nrprint.simulate.rig import draw
from nrprint.simulate.state import Card, Game


def trashed(game: Game, cards: list[Card], kind: str) -> None:
    trashed_from_grip(game, cards)  # effects.runner_turn: any damage
    if kind not in ("net", "meat"):
        return
    for card in cards:
        for _ in range(card.facts.damage_draw):
            if not draw(game):
                break
