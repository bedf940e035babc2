"""A Runner event's modes and the cards it turns over (``event_effects.modes``,
``event_effects._turn_over``, through ``rig.play_event``).

- Wildcat Strike (``corp_mode``): the Corp gives the credits to a Runner who already has
  as many (no card drawn), else the cards.
- An event that only trashes the top of the Runner AI's stack (``mill``, no
  ``heap_to_stack``) shuffles nothing of the heap back.

Kills ``modes`` 8 and ``_turn_over`` 12 (docs/dev/mutation.md), each seen failing with
the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.rig import play_event
from tests.simulate.conftest import card, cards, corp_game, runner_game


def _wildcat():
    return card("event", "Wildcat", cost=0, gain=6, draw=2, corp_mode=True)


def test_the_corp_gives_cards_to_a_runner_short_of_the_credits_else_the_credits():
    game = corp_game()
    game.runner.credits = 5
    game.runner.stack[:] = cards("event", 3)
    play_event(game, _wildcat())
    assert (game.runner.credits, len(game.runner.grip)) == (5, 2)
    game = corp_game()
    game.runner.credits = 6
    game.runner.stack[:] = cards("event", 3)
    play_event(game, _wildcat())
    assert (game.runner.credits, len(game.runner.grip)) == (12, 0)


def test_a_mill_event_of_the_runner_ai_shuffles_none_of_the_heap_back():
    game = runner_game()
    old = card("event", "Old")
    game.runner.heap[:] = [old]
    game.runner.stack[:] = cards("event", 4)
    mill = card("event", "Mill", cost=0, mill=2)
    play_event(game, mill)
    assert len(game.runner.stack) == 2
    assert len(game.runner.heap) == 4 and old in game.runner.heap and mill in game.runner.heap
