"""Icebreakers paid with their own counters (``runs.plan_break``,
``effects.runner_breakers.counter_cost``): Yusuf breaks and pumps with its virus counters
and takes one after every successful run; Cerberus "Lady" H1 breaks 2 barrier subroutines
for a power counter and pumps for credits; Propeller pumps with counters and breaks for
credits."""

from __future__ import annotations

from nrprint.simulate.played import unplayed
from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import HQ
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig


def _yusuf():
    facts = {"counter_break": True, "counter_pump": True, "success_counter": 1}
    return breaker("barrier", strength=3, break_cost=1, break_count=1, pump=1, pump_cost=1, **facts)


def _lady():
    return breaker(
        "barrier", strength=3, break_cost=1, break_count=2, pump=1, pump_cost=1, counter_break=True
    )


def _propeller():
    return breaker("barrier", strength=0, break_cost=1, break_count=1, pump=2, pump_cost=1, counter_pump=True)


def _wall(game, strength: int, subs: int):
    return put(game, HQ, ice(strength=strength, subs=("etr",) * subs), rezzed=True, ice=True)


def _planned(make, counters: int, strength: int, subs: int, credits: int):
    """A game with the breaker ``make()`` holding ``counters``, a wall on HQ, and its plan."""
    game = corp_game()
    inst = rig(game, make())
    inst.counters = counters
    wall = _wall(game, strength, subs)
    return game, inst, wall, plan_break(game, wall, credits, 0)


def test_yusuf_pays_its_pump_and_breaks_with_its_counters_and_only_with_enough():
    game = corp_game()
    yusuf = rig(game, _yusuf())
    wall = _wall(game, 4, 2)
    yusuf.counters = 2
    assert plan_break(game, wall, 10, 0) is None  # 1 for strength and 2 breaks: 3 counters
    yusuf.counters = 3
    plan = plan_break(game, wall, 0, 0)
    assert (plan.breaker, plan.cost, plan.own) == (yusuf, 0, 3)


def test_a_run_past_the_wall_spends_yusufs_counters_and_its_success_adds_one():
    game = corp_game()
    yusuf = rig(game, _yusuf())
    _wall(game, 4, 2)
    yusuf.counters, game.runner.credits = 4, 2
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert (yusuf.counters, game.runner.credits) == (4 - 3 + 1, 2)


def test_yusuf_takes_a_counter_after_a_successful_remote_run_only_with_its_gate_open():
    game = corp_game(remotes=1)
    yusuf = rig(game, _yusuf())
    assert game.opponent.make_run(game, game.corp.servers[3])
    assert yusuf.counters == 1
    put(game, 3, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)
    assert not game.opponent.make_run(game, game.corp.servers[3])  # stopped: nothing more
    assert yusuf.counters == 1
    game.present = set()  # no card of the game has the fact: the gate closes
    game.corp.servers[3].ice.clear()
    assert game.opponent.make_run(game, game.corp.servers[3]) and yusuf.counters == 1


def test_cerberus_breaks_two_subroutines_a_counter_and_pumps_for_credits():
    game, lady, wall, plan = _planned(_lady, 4, 4, 3, 1)
    assert (plan.cost, plan.own) == (1, 2)  # 1 credit of strength, 3 subroutines in 2 uses
    assert plan_break(game, wall, 0, 0) is None
    lady.counters = 1
    assert plan_break(game, wall, 9, 0) is None
    game.runner.credits = 1
    lady.counters = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert (lady.counters, game.runner.credits) == (2, 0)


def test_propeller_pumps_with_counters_and_breaks_for_credits():
    game, prop, wall, plan = _planned(_propeller, 2, 3, 2, 2)
    assert (plan.cost, plan.own) == (2, 2)  # 2 pumps of +2: 2 counters; 2 breaks: 2 credits
    prop.counters = 1
    assert plan_break(game, wall, 9, 0) is None


def test_counters_are_spent_before_credits_when_both_breakers_get_through():
    game = corp_game()
    paid = rig(game, breaker("barrier", strength=5, break_cost=1, break_count=1))
    yusuf = rig(game, _yusuf())
    yusuf.counters = 5
    plan = plan_break(game, _wall(game, 4, 2), 9, 0)
    assert plan.breaker is yusuf and plan.breaker is not paid and plan.cost == 0


def test_the_counters_such_a_breaker_is_installed_with_are_played():
    lady = card("program", "Lady", breaks="barrier", counters=4, counter_break=True)
    assert unplayed(lady.facts, "rig") == ()
    assert unplayed(card("program", "Plain", breaks="barrier", counters=4).facts, "rig") == ("counters",)
