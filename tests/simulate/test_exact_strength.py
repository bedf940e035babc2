"""Atman (``x_counters``, ``exact_strength``): counters bought as it is installed, +1
strength each, and it breaks only ice of exactly its strength."""

from __future__ import annotations

from nrprint.simulate.opponents.runner_cards import after_play
from nrprint.simulate.rig import install
from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig, runner_game


def _atman():
    facts = {"breaks": "any", "break_cost": 1, "break_count": 1, "strength_per_counter": 1}
    return card("program", "Atman", cost=3, memory=1, x_counters=True, exact_strength=True, **facts)


def _installed(game):
    atman = _atman()
    inst = install(game, atman)
    after_play(game.opponent, game, atman)
    return inst


def test_it_buys_the_strength_most_common_among_rezzed_ice_its_other_breakers_miss():
    game = corp_game(credits=5)
    game.runner.credits = 10
    rig(game, breaker("barrier"))
    for strength in (3, 7, 3):
        put(game, RD, ice(strength=strength, subtypes=("sentry",)), rezzed=True, ice=True)
    for strength in (5, 5, 5):
        put(game, HQ, ice(strength=strength, subtypes=("barrier",)), rezzed=True, ice=True)
    for _ in range(3):
        put(game, HQ, ice(strength=2, subtypes=("code gate",)), ice=True)  # unrezzed
    inst = _installed(game)
    assert inst.counters == 3 and game.runner.credits == 10 - 3 - 3


def test_without_rezzed_ice_it_takes_the_default_as_its_credits_allow():
    game = corp_game()
    game.runner.credits = 5
    assert _installed(game).counters == 2  # 4 wanted, 2 credits left after the install
    game = corp_game()
    game.runner.credits = 20
    put(game, RD, ice(strength=6, subtypes=("barrier",)), rezzed=True, ice=True)
    rig(game, breaker("barrier"))
    assert _installed(game).counters == 6  # no ice its breakers miss: all rezzed ice counts


def test_it_breaks_only_ice_of_exactly_its_strength():
    game = corp_game()
    atman = rig(game, _atman())
    atman.counters = 3
    equal = put(game, RD, ice(strength=3, subs=("etr", "etr")), rezzed=True, ice=True)
    weaker = put(game, HQ, ice(strength=2), rezzed=True, ice=True)
    stronger = put(game, HQ, ice(strength=4), rezzed=True, ice=True)
    plan = plan_break(game, equal, 10, 0)
    assert plan is not None and plan.breaker is atman and plan.cost == 2
    assert plan_break(game, weaker, 10, 0) is None and plan_break(game, stronger, 10, 0) is None


def test_the_runner_ais_install_buys_nothing_and_is_a_stand_in():
    game = runner_game(credits=10)
    inst = install(game, _atman())
    assert inst.counters == 0 and game.result.stand_ins["ai:Atman"] == 1
