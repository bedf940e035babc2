"""Runner cards with one small effect each (``effects.runner_extras``, ``event_effects``):
Unity's pump, Mayfly's one-run breaks, Joshua B.'s click, Wildcat Strike's Corp choice."""

from __future__ import annotations

from nrprint.simulate.effects import runner_hoard
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.rig import install, play_event
from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import RD
from tests.simulate.conftest import breaker, card, cards, corp_game, ice, put, rig, runner_game, where


def test_unity_pumps_by_the_number_of_installed_icebreaker_programs():
    game = corp_game()
    unity = rig(
        game, breaker("code gate", strength=1, pump_per_breaker=True, subtypes=("icebreaker", "decoder"))
    )
    gate = put(game, RD, ice(strength=4, subtypes=("code gate",)), rezzed=True, ice=True)
    assert plan_break(game, gate, 10, 0).cost == 3 + 1  # one icebreaker: +1 a pump, three pumps
    rig(game, breaker("barrier", subtypes=("icebreaker", "fracter")))
    rig(game, card("hardware", "Gear", subtypes=("icebreaker",)))  # not a program: not counted
    rig(game, card("program", "Virus", subtypes=("virus",)))  # not an icebreaker
    assert plan_break(game, gate, 10, 0).cost == 2 + 1  # two: +2 a pump (+3 would need one pump)
    assert plan_break(game, gate, 10, 0).breaker is unity


def test_mayfly_is_trashed_when_a_run_it_broke_in_ends_and_kept_as_a_last_resort():
    game = corp_game()
    mayfly = rig(game, breaker("any", strength=1, cost=1, trash_after_run=True, pump=1, pump_cost=1))
    put(game, RD, ice(strength=1), rezzed=True, ice=True)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert where(game, mayfly.card) == "runner:heap"
    game = corp_game()
    mayfly = rig(game, breaker("any", strength=1, cost=1, trash_after_run=True))
    wall = put(game, RD, ice(strength=1), rezzed=True, ice=True)
    dearer = rig(
        game, breaker("barrier", strength=1, break_cost=2)
    )  # 2 credits, kept: cheaper than a reinstall
    assert plan_break(game, wall, 10, 0).breaker is dearer
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert mayfly in game.runner.rig


def test_mayfly_unused_in_a_run_stays():
    game = corp_game()
    mayfly = rig(game, breaker("any", strength=1, cost=1, trash_after_run=True))
    assert game.opponent.make_run(game, game.corp.servers[RD])  # no ice: nothing broken
    assert mayfly in game.runner.rig


def test_joshua_b_gives_an_untagged_human_runner_a_click_and_a_tag_as_the_turn_ends():
    game = corp_game()
    rig(game, card("resource", "Joshua", cost=1, turn_click_tag=True))
    game.runner.clicks = 4
    turn_begins(game)
    assert game.runner.clicks == 5 and game.runner.tags == 0
    runner_hoard.turn_ends(game)
    assert game.runner.tags == 1
    game.turn += 1
    game.runner.clicks = 4
    turn_begins(game)  # tagged: no click taken, no tag at the end
    runner_hoard.turn_ends(game)
    assert game.runner.clicks == 4 and game.runner.tags == 1


def test_joshua_b_installed_by_the_runner_ai_is_a_stand_in():
    game = runner_game()
    install(game, card("resource", "Joshua", turn_click_tag=True), paid=False)
    assert game.result.stand_in_uses["ai"] == 1
    game.runner.clicks = 0
    turn_begins(game)  # its rulebook gives it no such click
    runner_hoard.turn_ends(game)
    assert game.runner.clicks == 0 and game.runner.tags == 0


def test_wildcat_strike_the_corp_gives_a_poor_runner_cards_and_a_rich_one_credits():
    game = corp_game()
    game.runner.stack[:] = cards("event", 6)
    wildcat = card("event", "Wildcat", cost=2, gain=6, draw=4, corp_mode=True)
    game.runner.credits = 5
    play_event(game, wildcat)
    assert game.runner.credits == 3 and len(game.runner.grip) == 4
    game.runner.credits = 8
    play_event(game, card("event", "Wildcat", cost=2, gain=6, draw=4, corp_mode=True))
    assert game.runner.credits == 6 + 6 and len(game.runner.grip) == 4
