"""Runner cards that act on the score areas (``effects.score_areas``): Fan Site goes to the
Runner's score area, worth 0 points, when the Corp scores; Turntable swaps a stolen agenda
for a Corp's agenda worth more."""

from __future__ import annotations

import pytest

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.corp import table
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, card, corp_game, rig, runner_game, where


def _fan():
    return card("resource", "Fan", fan_site=True)


def _turntable():
    return card("hardware", "Table", cost=2, memory_bonus=1, steal_swap=True)


def test_fan_site_goes_to_the_runners_score_area_worth_nothing_when_the_corp_scores():
    game = corp_game()
    fan = rig(game, _fan())
    table.steal(game, agenda(points=1), "HQ")
    assert where(game, fan.card) == "runner:rig"  # a steal is no score
    table.score(game, agenda(points=2), "remote")
    assert where(game, fan.card) == "runner:scored" and game.runner.points == 1


def test_fan_site_stays_installed_while_its_gate_is_closed():
    game = runner_game()
    fan = rig(game, _fan())
    game.present = set()
    table.score(game, agenda(points=2), "remote")
    assert where(game, fan.card) == "runner:rig"


def test_turntable_swaps_a_stolen_agenda_for_the_corps_agenda_worth_most():
    game = corp_game()
    rig(game, _turntable())
    small, big, counted = agenda(points=1), agenda(points=3), agenda(points=3)
    game.corp.scored[:] = [small, big]
    stolen = agenda(points=2)
    table.steal(game, stolen, "HQ")
    assert game.runner.scored == [big] and game.corp.scored == [small, stolen]
    assert (game.runner.points, game.corp.points) == (3, 3)
    game.corp.scored[:] = [counted]
    game.agenda_counters[counted.uid] = 1
    table.steal(game, agenda(points=1), "HQ")
    assert counted in game.corp.scored  # its counters stay with the Corp


def test_turntable_keeps_a_stolen_agenda_worth_as_much():
    game = corp_game()
    rig(game, _turntable())
    theirs = agenda(points=2)
    game.corp.scored[:] = [theirs]
    mine = agenda(points=2)
    table.steal(game, mine, "HQ")
    assert game.runner.scored == [mine] and game.corp.scored == [theirs]


def test_a_swap_that_reaches_the_points_to_win_ends_the_game():
    game = corp_game()
    rig(game, _turntable())
    game.runner.scored[:] = [agenda(points=3), agenda(points=2)]
    game.corp.scored[:] = [agenda(points=3)]
    with pytest.raises(GameOver):
        table.steal(game, agenda(points=1), "HQ")  # 6 points, 8 with the swap
    assert game.runner.points == 8


def test_the_runner_ai_never_swaps_and_its_install_is_a_stand_in():
    game = runner_game()
    rig_verbs.install(game, _turntable())
    assert game.result.stand_in_uses["ai"] == 1
    theirs = agenda(points=3)
    game.corp.scored[:] = [theirs]
    mine = agenda(points=1)
    table.steal(game, mine, "HQ")
    assert game.runner.scored == [mine]


def test_no_swap_without_a_turntable_installed_its_gate_open_or_a_gain_to_the_runner():
    game = corp_game()
    theirs = agenda(points=3)
    game.corp.scored[:] = [theirs]
    table.steal(game, agenda(points=1), "HQ")
    assert game.corp.scored == [theirs]  # nothing installed
    rig(game, _turntable())
    game.present = set()
    table.steal(game, agenda(points=1), "HQ")
    assert game.corp.scored == [theirs]  # the gate closed
    game.present = {"steal_swap"}
    less = agenda(points=3, runner_points_less=1)  # worth 2 to the Runner
    game.corp.scored[:] = [less]
    table.steal(game, agenda(points=2), "HQ")
    assert game.corp.scored == [less]
