"""Ice Carver (``ice_weaken``): every encountered ice has less strength; Passport
(``central_only``): a breaker that breaks no ice protecting a remote server. Both read by
``runs.plan_break``."""

from __future__ import annotations

from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import RD
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig


def test_ice_carver_takes_strength_off_every_encountered_ice():
    game = corp_game()
    rig(game, breaker("barrier", strength=2, pump=1, pump_cost=1, break_cost=1))
    wall = put(game, RD, ice(strength=4), rezzed=True, ice=True)
    assert plan_break(game, wall, 10, 0).cost == 2 + 1  # two pumps, one break
    rig(game, card("resource", "Carver", cost=3, ice_weaken=1))
    assert plan_break(game, wall, 10, 0).cost == 1 + 1
    rig(game, card("resource", "Carver", cost=3, ice_weaken=1))
    rig(game, card("resource", "Carver", cost=3, ice_weaken=1))
    assert plan_break(game, wall, 10, 0).cost == 1  # strength 1, no lower than 0
    game.present = set()
    assert plan_break(game, wall, 10, 0).cost == 3  # its gate closed


def test_passport_breaks_central_ice_only():
    game = corp_game(remotes=1)
    passport = rig(
        game, breaker("code gate", strength=2, pump=2, pump_cost=2, break_cost=1, central_only=True)
    )
    central = put(game, RD, ice(strength=2, subtypes=("code gate",)), rezzed=True, ice=True)
    remote = put(game, 3, ice(strength=2, subtypes=("code gate",)), rezzed=True, ice=True)
    assert plan_break(game, central, 10, 0).breaker is passport
    assert plan_break(game, remote, 10, 0) is None
    other = rig(game, breaker("code gate", strength=2, break_cost=2))
    assert plan_break(game, remote, 10, 0).breaker is other


def test_no_ice_falls_below_strength_0():
    game = corp_game()
    for _ in range(3):
        rig(game, card("resource", "Carver", cost=3, ice_weaken=1))
    exact = rig(game, breaker("any", strength=0, break_cost=1, exact_strength=True))
    low = put(game, RD, ice(strength=2), rezzed=True, ice=True)
    assert plan_break(game, low, 10, 0).breaker is exact  # 2 - 3 is 0, its strength
