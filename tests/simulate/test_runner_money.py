"""Issue 36 (session 7): Night Courier's money clicks pay out only while the AI is short of
money. The shipped deck's economy clicks and its credit clicks (but the disposable ones) read "with fewer than 6 credits:
Economy / Gain 1 credit; otherwise: Play from grip / Remove 1 tag", and most run orders
open with "fewer than 6 credits: Economy", so its credits neither pile up unspent nor run
dry (rulebook, "Conditions in clicks": an unmet condition does the secondary click)."""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import AICard
from nrprint.simulate.runner.turn import runner_ai_turn
from tests.simulate.conftest import card, cards, runner_game, shipped_ai_cards, where


@pytest.fixture(scope="module")
def night_courier() -> dict[str, AICard]:
    return shipped_ai_cards("runner")


def _one_click(ai: AICard, n: int) -> AICard:
    """``ai`` with only its click ``n`` (0-based); the lower instruction then takes the
    click if it stays available, so the test reads what that one click did."""
    return AICard(ai.id, ai.title, (ai.clicks[n],), "credits")


def _economy_turn(ai: AICard, credits: int):
    game = runner_game(credits=credits)
    money = card("event", "Windfall", gain=9, economy=True)
    gear = card("hardware", "Gear", cost=2)
    game.runner.piles["EC"] = [money]
    game.runner.piles["GR"] = [gear]
    game.ai_deck = [_one_click(ai, 0)]
    runner_ai_turn(game)
    return game, money, gear


def test_every_money_click_of_the_shipped_deck_pays_out_only_when_short(night_courier):
    money = [
        (cid, c)
        for cid, ai in night_courier.items()
        for c in ai.clicks
        # A card whose lower instruction gains credits keeps them: a click that cannot be
        # done falls to a credit there anyway. nc-01 stays as booklet section 7 plays it; a
        # disposable credit is the first to go.
        if ai.lower == "run" and cid != "nc-01"
        if c.step.action == "economy" or (c.step.action == "credit" and not c.disposable)
    ]
    assert len(money) >= 10
    for cid, click in money:
        assert click.condition == "low-credits", cid
        assert click.secondary is not None and click.secondary.action in ("grip", "remove-tag"), cid


@pytest.mark.parametrize(("credits", "economy"), [(3, True), (12, False)])
def test_an_economy_click_reveals_economy_when_short_else_plays_from_the_grip(
    night_courier, credits, economy
):
    game, money, gear = _economy_turn(night_courier["nc-03"], credits)
    if economy:
        assert where(game, money) == "runner:heap" and game.runner.credits == credits + 9
        assert where(game, gear) == "runner:GR"
    else:
        assert where(game, money) == "runner:EC"  # kept for a poorer turn
        assert where(game, gear) == "runner:rig" and game.runner.credits == credits - 2


@pytest.mark.parametrize(("credits", "tags", "after"), [(3, 1, (4, 1)), (8, 1, (6, 0))])
def test_a_credit_click_gains_a_credit_when_short_else_removes_a_tag(night_courier, credits, tags, after):
    game = runner_game(credits=credits)
    game.runner.tags = tags
    game.ai_deck = [_one_click(night_courier["nc-02"], 3)]
    runner_ai_turn(game)
    assert (game.runner.credits, game.runner.tags) == after


def test_most_run_orders_take_economy_before_running_when_short(night_courier):
    orders = [c.run for ai in night_courier.values() for c in ai.clicks if c.run is not None and c.run.rows]
    short = [
        r for r in orders if any(row.condition == "low-credits" and row.divert == "economy" for row in r.rows)
    ]
    assert len(short) * 2 > len(orders)


def test_a_run_order_short_of_money_takes_economy_instead_of_running(night_courier):
    game = runner_game(credits=2)
    game.corp.piles["R&D"] = cards("operation", 3)
    game.runner.piles["EC"] = [money := card("event", "Windfall", gain=9, economy=True)]
    game.runner.piles["GR"] = cards("event", 5, cost=9)
    ai = night_courier["nc-05"]
    game.ai_deck = [_one_click(ai, 1)]  # the blue run: "fewer than 6 credits: Economy" first
    runner_ai_turn(game)
    assert game.result.runs == 0 and where(game, money) == "runner:heap"
