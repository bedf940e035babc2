"""Damage to the Runner: a card of the grip trashed at random per point; more damage
than cards in the grip flatlines the Runner (the ordinary game's rule, and the Runner
AI's too: the rulebook keeps its loss by damage)."""

from __future__ import annotations

from nrprint.simulate.effects.damage import trashed
from nrprint.simulate.effects.runner_protect import prevent_meat
from nrprint.simulate.result import End
from nrprint.simulate.state import Game, GameOver


def damage(game: Game, amount: int, kind: str = "net") -> None:
    if kind == "meat" and game.runner.rig:
        amount = prevent_meat(game, amount)  # Plascrete Carapace's counters
    grip = game.runner.grip
    if amount > len(grip):
        game.say(f"    {amount} {kind} damage with {len(grip)} card(s) in the grip: flatline")
        raise GameOver(End.FLATLINE, game.ai == "corp")
    gone = []
    for _ in range(amount):
        card = grip.pop(game.rng.randrange(len(grip)))
        game.runner.heap.append(card)
        gone.append(card)
        game.say(f"    {kind} damage trashes {card.name} from the grip")
    trashed(game, gone, kind)
    if kind == "brain":
        game.runner.brain += amount
