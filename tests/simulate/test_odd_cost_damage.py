"""An ice whose net damage ends the run when the card it trashes has an odd printed cost
(Diviner)."""

from __future__ import annotations

from nrprint.simulate import runs
from tests.simulate.conftest import card, put, runner_game
from tests.simulate.test_card_effects import Clicks


def _encounter(grip_cost: int) -> tuple[bool, object]:
    game = runner_game()
    game.runner.grip[:] = [card("event", cost=grip_cost), card("event", cost=grip_cost)]
    diviner = put(game, 1, card("ice", strength=3, subs=("net-odd-etr",), damage=1), ice=True, rezzed=True)
    return runs.encounter(game, diviner, Clicks(0)), game


def test_an_odd_cost_ends_the_run_an_even_one_does_not():
    goes_on, game = _encounter(3)
    assert goes_on is False and len(game.runner.grip) == 1 and len(game.runner.heap) == 1
    goes_on, game = _encounter(0)  # 0 is not odd
    assert goes_on is True and len(game.runner.grip) == 1
    goes_on, game = _encounter(2)
    assert goes_on is True
