"""Issue 36: Night Courier draws before it runs with a thin grip. Damage trashes grip
cards and more damage than the grip holds flatlines the Runner AI (rulebook, "Damage"),
so every run the shipped deck makes comes after a draw when the grip is small: a
"fewer than 4 cards: Draw 1" row in its run order, or a draw click above the run on its
card. Without those rows, 279 of 500 games on the play checks' reference pairing ended
in a flatline (docs/automa.md, "Night Courier, session 8")."""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import AICard
from nrprint.simulate.runner.turn import runner_ai_turn
from tests.simulate.conftest import card, cards, runner_game, shipped_ai_cards, where


@pytest.fixture(scope="module")
def night_courier() -> dict[str, AICard]:
    return shipped_ai_cards("runner")


def _draws_first(order) -> bool:
    """A small-grip draw row comes before the order's first server."""
    for row in order.rows:
        if row.location is not None:
            return False
        if row.condition == "small-grip" and row.divert == "draw":
            return True
    return False


def test_every_run_of_the_shipped_deck_comes_after_a_draw_when_the_grip_is_thin(night_courier):
    for cid, ai in night_courier.items():
        drawn = False  # a draw click above this one on the card
        for n, click in enumerate(ai.clicks):
            if click.run is not None:
                assert drawn or _draws_first(click.run), f"{cid} click {n + 1}"
            drawn = (
                drawn
                or click.step.action == "draw"
                or (click.secondary is not None and click.secondary.action == "draw")
            )
        if ai.lower == "run":
            assert drawn or _draws_first(ai.lower_run), f"{cid} lower instruction"


@pytest.mark.parametrize(("grip", "ran"), [(3, False), (4, True)])
def test_a_run_order_with_a_thin_grip_draws_instead_of_running(night_courier, grip, ran):
    game = runner_game(credits=9)
    game.corp.piles["R&D"] = cards("operation", 3)
    game.runner.piles["GR"] = cards("event", grip, cost=9)
    game.runner.piles["STA"] = [top := card("event", "Top of the stack")]
    ai = night_courier["nc-05"]
    game.ai_deck = [AICard(ai.id, ai.title, (ai.clicks[1],), "credits")]  # the blue run alone
    runner_ai_turn(game)
    assert game.result.runs == int(ran)
    assert where(game, top) == ("runner:STA" if ran else "runner:GR")
