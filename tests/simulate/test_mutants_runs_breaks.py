"""A run's breaks and its end, in ``simulate.runs``.

- Ice Carver's weakening lowers the strength a breaker must reach.
- Atman breaks only at its exact strength, counting the virus counters spent.
- Counters that break every subroutine (Endurance) make a plan of their own.
- Credits held for one kind of breaker pay that breaker's break before the pool.
- An unbroken tag subroutine gives its tag.
- The run-ended hooks (after ice, an upgrade on approach, a breach replaced) know whether
  the run failed and how many agendas were stolen
  before it (The Turning Wheel counts runs on HQ and R&D that stole none; John
  Masanori tags on the turn's first unsuccessful run).

Each test kills the mutants its docstring names (scripts/mutation.py), each proven by
applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate import runs
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig, where
from tests.simulate.test_card_effects import Clicks


def test_ice_carver_lowers_the_strength_a_breaker_must_reach():
    """Kills ``runs.plan_break`` 75 (the ``"ice_weaken"`` gate misspelt) and 100, 103
    (``short``'s floor made None or its argument left out)."""
    game = corp_game()
    wall = put(game, 1, ice(strength=3), ice=True, rezzed=True)
    rig(game, breaker("barrier", strength=1, pump=1, pump_cost=2, break_cost=1))
    assert runs.plan_break(game, wall, 10, 0).cost == 2 * 2 + 1  # two pumps and the break
    rig(game, card("resource", "Ice Carver", ice_weaken=1))
    assert runs.plan_break(game, wall, 10, 0).cost == 2 + 1  # one pump


def test_atman_breaks_at_its_exact_strength_with_the_counters_that_weaken():
    """Kills ``runs.plan_break`` 115 (``need - used`` made ``need + used``): an ice of
    strength 3 weakened by one virus counter meets Atman at strength 2."""
    game = corp_game()
    wall = put(game, 1, ice(strength=3), ice=True, rezzed=True)
    atman = rig(game, breaker("barrier", name="Atman", strength=2, exact_strength=True))
    rig(game, card("program", "Virus", weakens=True)).counters = 1
    plan = runs.plan_break(game, wall, 10, 0)
    assert plan is not None and plan.breaker is atman and plan.counters == 1


def test_counters_that_break_every_subroutine_make_the_plan():
    """Kills ``runs.plan_break`` 27 (``counters_spent`` given the subroutines alone)."""
    game = corp_game()
    wall = put(game, 1, ice(subs=("etr", "etr")), ice=True, rezzed=True)
    endurance = rig(game, card("program", "Endurance", counters_break=2))
    endurance.counters = 2
    plan = runs.plan_break(game, wall, 0, 0)
    assert plan is not None and (plan.breaker, plan.cost, plan.counters) == (endurance, 0, 2)


def test_credits_held_for_a_breakers_kind_pay_its_break_before_the_pool():
    """Kills ``runs.encounter`` 102 and 106 (``pay`` given None for the breaker, or not
    given it): the fracter's held credit pays, the pool keeps its own."""
    game = corp_game()
    game.runner.credits = 1
    kit = rig(game, card("hardware", "Fracter Kit", spend_on="break-fracter"))
    kit.hosted = 1
    rig(game, breaker("barrier", strength=3, break_cost=1, subtypes=("icebreaker", "fracter")))
    wall = put(game, 1, ice(strength=2), ice=True, rezzed=True)
    assert runs.encounter(game, wall, Clicks(0))
    assert (kit.hosted, game.runner.credits) == (0, 1)


def test_an_unbroken_tag_subroutine_gives_its_tag():
    """Kills ``runs.encounter`` 160 (``"tag"`` misspelt: the subroutine left to ``fire``,
    which plays it as a stand-in)."""
    game = corp_game()
    tagger = put(game, 1, ice(subs=("tag",)), ice=True, rezzed=True)
    assert runs.encounter(game, tagger, Clicks(0))
    assert game.runner.tags == 1
    assert not game.result.stand_ins


def test_the_turning_wheel_counts_a_stopped_run_and_a_successful_one_on_a_central():
    """Kills ``runs._run`` 36 (after the ice that stopped it) and 110 (after a breach
    replaced): ``run_ended`` given None for the agendas stolen before the run, so a run
    that stole none is not counted."""
    game = corp_game()
    wheel = rig(game, card("resource", "The Turning Wheel", wheel_counter=1))
    put(game, 2, ice(), ice=True, rezzed=True)  # HQ: stopped, nothing to break with
    assert not runs.run(game, game.corp.servers[2], trash_limit=None, clicks_left=Clicks(0))
    assert wheel.counters == 1
    assert runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))  # R&D, empty
    assert wheel.counters == 2
    rig(game, card("resource", "Contract", breach_gain=2)).target = 1  # pays instead of R&D's breach
    assert runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert wheel.counters == 3 and game.runner.credits == 5 + 2


def test_a_run_ended_by_an_upgrade_on_approach_is_unsuccessful_and_counted():
    """Kills ``runs._run`` 54 (``run_ended`` given None for the agendas stolen before),
    59 and 60 (``successful=False`` left out or made True) of the run an upgrade ends as
    the Runner approaches the server (Manegarm Skunkworks, unpaid)."""
    game = corp_game()
    game.runner.credits = 0
    wheel = rig(game, card("resource", "The Turning Wheel", wheel_counter=1))
    rig(game, card("resource", "John Masanori", first_fail_tags=1))
    put(game, 2, card("upgrade", "Manegarm", approach_pay=2), rezzed=True)
    assert not runs.run(game, game.corp.servers[2], trash_limit=None, clicks_left=Clicks(0))
    assert (game.runner.tags, wheel.counters) == (1, 1)


def test_an_encounter_effect_is_given_the_runs_clicks_and_damage():
    """Kills ``runs.encounter`` 41 and 42 (``fire`` given None for the clicks or for the
    damage): an ice that takes a click on encounter, and one whose unpaid encounter
    effect does net damage."""
    game = corp_game()
    clicks = Clicks(1)
    assert runs.encounter(
        game, put(game, 1, ice(subs=(), encounter="lose-click"), ice=True, rezzed=True), clicks
    )
    assert clicks.n == 0
    game.runner.credits = 0
    kept = card("event", "Kept")
    game.runner.grip.append(kept)
    toll = put(game, 2, ice(subs=(), encounter="net-pay", pay=2, damage=1), ice=True, rezzed=True)
    assert runs.encounter(game, toll, Clicks(0))
    assert where(game, kept) == "runner:heap"


def test_a_heap_breaker_is_tried_against_a_bioroid_the_runner_cannot_click_through():
    """Kills ``runs.encounter`` 63 (the heap's plan given None for the clicks: a bioroid
    compares its subroutines with the clicks left)."""
    game = corp_game()
    game.runner.credits = 5
    wall = put(game, 1, ice(strength=1, subtypes=("barrier", "bioroid")), ice=True, rezzed=True)
    spare = breaker("barrier", name="Spare", strength=2, heap_install=True)
    game.runner.heap.append(spare)
    assert runs.encounter(game, wall, Clicks(0))
    assert where(game, spare) == "runner:rig"
