"""The clicks of a Corp AI turn that an operation changes (``corp.turn.corp_ai_turn``).

- Extra clicks an operation gave count among the clicks still to come, so a later
  operation with an additional click cost may be played with them.
- A click owed to an operation's additional cost and not taken in the action phase is
  taken from the lower instruction's clicks.
- An operation that brought nothing gains 1 credit; when it cost 1, the AI ends on the
  credits it had: not a needed credit, a dead click.

Kills ``corp_ai_turn`` 43, 105 and 122 (docs/dev/mutation.md), each seen failing with
the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp.turn import corp_ai_turn
from tests.simulate.conftest import card, corp_game


def _turn(*verbs, **kw):
    game = corp_game(**kw)
    game.ai_deck = [AICard("t-1", "Test", tuple(AIClick(Step(v)) for v in verbs), "credits")]
    return game


def test_extra_clicks_pay_a_later_operations_click_cost():
    game = _turn("play-stratagem", "play-operation")
    game.corp.piles["ST"] = [card("operation", "More Clicks", cost=0, extra_clicks=2)]
    game.corp.piles["OP"] = [card("operation", "Costly", cost=0, gain=3, click_cost=2)]
    corp_ai_turn(game)
    assert (game.result.actions["play-stratagem"], game.result.actions["play-operation"]) == (1, 1)
    assert game.corp.credits == 8


def test_a_click_owed_to_an_operation_is_taken_from_the_lower_instruction():
    game = _turn("advance", "play-operation")
    game.corp.piles["OP"] = [card("operation", "Costly", cost=0, gain=2, click_cost=1)]
    corp_ai_turn(game)
    assert game.result.actions["play-operation"] == 1
    assert game.corp.credits == 7


def test_an_operation_that_cost_its_one_credit_back_is_a_dead_click_not_a_needed_one():
    game = _turn("play-operation", credits=1)
    game.corp.piles["OP"] = [card("operation", "Nothing", cost=1)]
    corp_ai_turn(game)
    assert game.corp.credits == 1
    assert (game.result.needed_credits, game.result.dead_clicks) == (0, 1)
