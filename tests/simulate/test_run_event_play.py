"""A run event the Runner AI plays from its piles (``runner.events.play_run_event``): paid
for unless told it is free, its run counted once among the runs and, when it succeeds,
among the successful runs; with no server to run (run events off) it is played for
nothing and reports no successful run.

Kills ``play_run_event`` 1, 12, 15, 16, 20, 24, 32, 55 (scripts/mutation.py), each seen
failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.runner.events import play_run_event
from tests.simulate.conftest import agenda, card, runner_game


def _event():
    return card("event", "Legwork", subtypes=("run",), run_server="hq", cost=2)


def _game(**kw):
    game = runner_game(credits=5, **kw)
    game.corp.piles["HQ"] = [agenda()]  # worth a run
    game.result.runs, game.result.successful_runs = 3, 2
    return game


def test_a_run_event_is_paid_for_and_its_successful_run_counted_once():
    game = _game(run_events=True)
    assert play_run_event(game, _event())
    assert (game.runner.credits, game.result.runs, game.result.successful_runs) == (3, 4, 3)


def test_a_free_run_event_costs_nothing():
    game = _game(run_events=True)
    assert play_run_event(game, _event(), paid=False)
    assert (game.runner.credits, game.result.runs) == (5, 4)


def test_with_no_server_to_run_the_event_is_played_paid_and_no_run_succeeds():
    game = _game(run_events=False)
    assert play_run_event(game, _event()) is False
    assert (game.runner.credits, game.result.runs) == (3, 3)
    game = _game(run_events=False)
    play_run_event(game, _event(), paid=False)
    assert game.runner.credits == 5
