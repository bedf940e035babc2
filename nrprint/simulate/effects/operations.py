"""What an operation asks and does beyond the facts ``corp/effects.play_effect`` plays
(it and ``play_operation.paid_or_bottom`` call these):

- ``needs_tag``: the operation can be played only while the Runner is tagged; the Corp AI
  treats it as one it cannot pay for (under its deck, the click gains credits instead);
- ``gain_per_grip``: the Corp gains that many credits for each card in the Runner's grip;
- ``runner_loses_all``: the Runner loses every credit in its pool.
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Card, Game


def playable(game: Game, card: Card) -> bool:
    if card.facts.needs_tag and not game.runner.tags:
        game.say(f"    {card.name} needs a tagged Runner")
        return False
    return True


def played(game: Game, card: Card) -> bool:
    """Resolve the effects above; True when one did something."""
    f, benefit = card.facts, False
    if f.gain_per_grip:
        amount = f.gain_per_grip * len(game.runner.grip)
        gained(game, amount)  # a card ability's credits (PAD Tap)
        game.corp.credits += amount
        if game.ai == "corp":
            game.result.credits_gained += amount
        game.say(f"    gains {amount} credits ({len(game.runner.grip)} card(s) in the grip)")
        benefit = amount > 0
    if f.runner_loses_all:
        benefit = benefit or game.runner.credits > 0
        game.say(f"    the Runner loses its {game.runner.credits} credit(s)")
        game.runner.credits = 0
    return benefit
