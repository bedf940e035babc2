"""Femme Fatale's bypass (``effects.runner_bypass.bypasses``), said: the Runner pays the
price per subroutine of the ice it chose, and the transcript names the price and the ice.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_bypass
from tests.simulate.conftest import breaker, corp_game, ice, put, rig
from tests.simulate.test_mutants_play import _logged


def test_a_bypass_is_paid_and_said_with_its_price_and_the_ice():
    """Kills ``bypasses``' line made ``None``."""
    game = _logged(corp_game(credits=5))
    wall = put(game, 1, ice(subs=("etr", "etr"), name="Wall"), ice=True, rezzed=True)
    rig(game, breaker("killer", name="Femme Fatale", bypass_pay=1)).target = wall.card.uid
    assert runner_bypass.bypasses(game, wall, None)
    assert game.runner.credits == 3
    assert game.log.lines == ["    pays 2 to bypass Wall"]
