"""Runner AI: conditions, the pile verbs, the grip choice, the stack, reserved clicks.

Rulebook: "Conditions", "Conditions in clicks", "Economy deck cards" (never paid for),
"Stack and grip" (heap reshuffled on normal, a loss on easy), "Reserved clicks" and
"Lower instruction of the card".
"""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step
from nrprint.simulate.outcome import DONE, FAIL
from nrprint.simulate.runner.conditions import CONDITIONS
from nrprint.simulate.runner.piles import grip_choice
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import breaker, card, cards, ice, put, rig, runner_do, runner_game, where

# -- Conditions --------------------------------------------------------------------------


@pytest.mark.parametrize(("credits", "met"), [(5, True), (6, False)])
def test_low_credits_is_fewer_than_six(credits, met):
    assert CONDITIONS["low-credits"](runner_game(credits=credits)) is met


@pytest.mark.parametrize(("grip", "met"), [(3, True), (4, False)])
def test_small_grip_is_fewer_than_four_cards(grip, met):
    game = runner_game()
    game.runner.piles["GR"] = cards("event", grip)
    assert CONDITIONS["small-grip"](game) is met


@pytest.mark.parametrize(
    ("setting", "rig_breaks", "met"),
    [
        ("any-breaker", None, True),
        ("any-breaker", "barrier", False),  # any breaker at all will do
        ("for-ice", "barrier", True),  # none for the rezzed sentry
        ("for-ice", "sentry", False),
        ("for-ice", "any", False),
        ("for-ice", None, True),
    ],
)
def test_no_breakers_under_both_settings(setting, rig_breaks, met):
    game = runner_game(breaker_condition=setting)
    put(game, 2, ice(subtypes=("sentry",)), ice=True, rezzed=True)
    put(game, 1, ice(subtypes=("code gate",)), ice=True)  # face down: not counted
    if rig_breaks:
        rig(game, breaker(rig_breaks))
    assert CONDITIONS["no-breakers"](game) is met


def test_no_trasher():
    game = runner_game()
    rig(game, card("resource", click_gain=1))
    assert CONDITIONS["no-trasher"](game) is True
    rig(game, card("resource", trasher=True))
    assert CONDITIONS["no-trasher"](game) is False


# -- Pile verbs --------------------------------------------------------------------------


def test_economy_cards_are_never_paid_for():
    game = runner_game(credits=0)
    gamble, job = (
        card("event", cost=5, gain=9, economy=True),
        card("resource", cost=3, click_gain=2, economy=True),
    )
    game.runner.piles["EC"] = [gamble, job]
    assert runner_do(game, "economy") == DONE
    assert (game.runner.credits, where(game, gamble)) == (9, "runner:heap")
    assert runner_do(game, "economy") == DONE
    assert (game.runner.credits, where(game, job)) == (9, "runner:rig")
    assert runner_do(game, "economy") == FAIL


def test_program_is_paid_for_and_an_unaffordable_one_stays_on_top():
    game = runner_game(credits=5)
    first, second = card("program", cost=3, memory=1), card("program", cost=3, memory=1)
    game.runner.piles["PRO"] = [first, second]
    assert runner_do(game, "program") == DONE
    assert (game.runner.credits, where(game, first)) == (2, "runner:rig")
    assert runner_do(game, "program") == FAIL
    assert game.runner.piles["PRO"] == [second] and game.runner.credits == 2


def test_a_program_without_free_memory_stays_on_top():
    game = runner_game(credits=9)
    rig(game, card("program", memory=4))
    game.runner.piles["PRO"] = [card("program", cost=1, memory=1)]
    assert runner_do(game, "program") == FAIL
    rig(game, card("hardware", memory_bonus=1))
    assert runner_do(game, "program") == DONE


def test_resource_deck_installs_or_plays_paid():
    game = runner_game(credits=5)
    res, ev = card("resource", cost=2), card("event", cost=1, gain=3)
    game.runner.piles["RE"] = [res, ev]
    runner_do(game, "resource")
    runner_do(game, "resource")
    assert (where(game, res), where(game, ev)) == ("runner:rig", "runner:heap")
    assert game.runner.credits == 5 - 2 - 1 + 3
    assert runner_do(game, "resource") == FAIL


def test_grip_choice_order():
    game = runner_game(credits=5)
    put(game, 2, ice(subtypes=("sentry",)), ice=True, rezzed=True)
    rig(game, breaker("code gate"))
    event = card("event", cost=0)
    resource = card("resource", cost=1)
    hardware = card("hardware", cost=2)
    program = card("program", cost=1)
    money = card("event", cost=1, gain=4)
    sentry_breaker = breaker("sentry", cost=3)
    barrier_breaker = breaker("barrier", cost=1)  # no rezzed barrier: just a program
    gate_breaker = breaker("code gate", cost=0)  # the rig breaks code gates already
    too_dear = card("event", cost=9, gain=14)
    game.runner.piles["GR"] = [
        event, resource, hardware, program, money, sentry_breaker, barrier_breaker, gate_breaker, too_dear,
    ]  # fmt: skip
    order = []
    while (chosen := grip_choice(game)) is not None:
        order.append(chosen)
        game.runner.grip.remove(chosen)
    assert order == [sentry_breaker, money, gate_breaker, program, barrier_breaker, hardware, resource, event]
    assert game.runner.grip == [too_dear]


def test_grip_plays_the_chosen_card_and_pays_for_it():
    game = runner_game(credits=5)
    money = card("event", cost=1, gain=4)
    game.runner.piles["GR"] = [card("resource", cost=1), money]
    assert runner_do(game, "grip") == DONE
    assert (where(game, money), game.runner.credits) == ("runner:heap", 8)
    game.runner.piles["GR"] = []
    assert runner_do(game, "grip") == FAIL


# -- Stack and grip ----------------------------------------------------------------------


def test_standard_reshuffles_the_heap_into_an_empty_stack():
    game = runner_game()
    a, b = cards("event", 2)
    game.runner.piles["heap"] = [a, b]
    assert runner_do(game, "draw") == DONE
    assert len(game.runner.grip) == 1 and len(game.runner.stack) == 1 and game.runner.heap == []
    assert {game.runner.grip[0], game.runner.stack[0]} == {a, b}


def test_standard_with_no_stack_and_no_heap_cannot_draw():
    assert runner_do(runner_game(), "draw") == FAIL


def test_easy_loses_when_the_stack_is_empty():
    game = runner_game(difficulty="easy")
    game.runner.piles["heap"] = cards("event", 2)
    with pytest.raises(GameOver) as over:
        runner_do(game, "draw")
    assert (over.value.end, over.value.ai_won) == ("stack-empty", False)


# -- Clicks with conditions, reserved clicks, the lower instruction ---------------------


def _turn(game, clicks, lower="credits", lower_run=None):
    game.ai_deck = [AICard("t-1", "Test", tuple(clicks), lower, lower_run)]
    runner_ai_turn(game)
    return game.result.cards["t-1"]


@pytest.mark.parametrize(("grip", "drew", "credits"), [(2, True, 8), (5, False, 9)])
def test_a_click_condition_not_met_does_the_secondary(grip, drew, credits):
    game = runner_game(credits=5)
    game.runner.piles["GR"] = cards("event", grip)
    game.runner.piles["STA"] = cards("event", 1)
    click = AIClick(Step("draw"), secondary=Step("credit"), condition="small-grip")
    _turn(game, [click] + [AIClick(Step("credit"))] * 3)
    assert (len(game.runner.grip) == grip + 1, game.runner.credits) == (drew, credits)


def test_reserved_clicks_fall_to_the_lower_instruction():
    game = runner_game(credits=10)  # not short of money: the lower credits are dead
    game.runner.tags = 1
    clicks = [AIClick(Step("remove-tag"), reserved=True)] * 2 + [
        AIClick(Step("click-ability"), reserved=True)
    ]
    figures = _turn(game, clicks + [AIClick(Step("credit"))])
    assert (game.runner.tags, game.runner.credits) == (0, 10 - 2 + 1 + 2)
    assert (figures.clicks, figures.dead) == (4, 2)


def test_click_ability_uses_a_resource_that_gives_credits():
    game = runner_game(credits=0)
    job = rig(game, card("resource", click_gain=2, hosted=3))
    assert runner_do(game, "click-ability") == DONE
    assert runner_do(game, "click-ability") == DONE
    assert game.runner.credits == 3
    assert where(game, job.card) == "runner:heap"  # empty, trashed
    assert runner_do(game, "click-ability") == FAIL


def test_the_lower_run_is_made_once_per_available_click():
    game = runner_game()
    game.corp.piles["R&D"] = cards("asset", 3)
    spec = RunSpec("red", 1, 0, (Row(None, None, "R&D", None),))
    figures = _turn(game, [AIClick(Step("remove-tag"), reserved=True)] * 4, lower="run", lower_run=spec)
    assert (game.result.runs, game.result.successful_runs) == (4, 4)
    assert (figures.clicks, figures.dead) == (4, 0)


def test_grip_choice_a_program_with_a_click_ability_is_no_money_card():
    """Walk of a printed Night Courier game (docs/automa.md): Play from grip took Magnum
    Opus (5) before Corroder (2), though the AI never uses a program's click ability (fails
    when grip_choice ranks any click_gain card as one that gains more than it costs)."""
    game = runner_game(credits=5)
    opus = card("program", cost=5, click_gain=2)
    cheap = card("program", cost=2)
    game.runner.piles["GR"] = [opus, cheap]
    assert grip_choice(game) is cheap
    bank = card("resource", cost=3, click_gain=2)
    game.runner.piles["GR"] = [opus, cheap, bank]
    assert grip_choice(game) is bank
