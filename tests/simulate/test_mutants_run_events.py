"""The Runner AI's run events (``runner.events``, ``runner.piles``) with the limits of the
run they make.

- Only an event with the run subtype makes a run; any other is played for what it gives.
- A run event revealed free is not paid for; one played from the grip is.
- The run has the trash and link limits of the AI card (0 and 0 with no run printed on
  it) and no click to break a bioroid with.
- A run that ends the game is not a successful run for the event.

Each test kills the mutants its docstring names (scripts/mutation.py), each proven by
applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.runner.events import play_run_event
from nrprint.simulate.runner.piles import economy, grip
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, card, ice, put, runner_game, where


def _run_event(**facts):
    return card("event", "Dash", subtypes=("run",), run_server="hq", **facts)


def _game(**kw):
    """A Runner AI game with an agenda in HQ: a server worth the run event's run."""
    game = runner_game(run_events=True, **kw)
    game.corp.piles["HQ"] = [agenda()]
    return game


def test_only_an_event_with_the_run_subtype_makes_a_run():
    """Kills ``runner.events.is_run_event`` 1 (``and`` made ``or``: a run subtype or any
    event makes a run)."""
    game = runner_game(run_events=True)
    game.corp.piles["R&D"] = [agenda()]  # where a run event with no run printed goes
    game.runner.piles["EC"] = [card("event", "Windfall", gain=3)]
    economy(game, None)
    assert (game.result.runs, game.runner.credits) == (0, 5 + 3)


def test_a_run_event_revealed_free_is_not_paid_and_one_from_the_grip_is():
    """Kills ``runner.piles._play`` 8 (``paid`` left out: a free reveal paid for) and 5
    (``paid`` made None: a grip play not paid for)."""
    game = runner_game(run_events=True)
    game.runner.piles["EC"] = [_run_event(cost=2)]
    economy(game, None)
    assert game.runner.credits == 5
    game.runner.grip.append(_run_event(cost=2))
    grip(game, None)
    assert game.runner.credits == 5 - 2


def test_a_run_event_with_no_run_on_its_ai_card_has_a_link_limit_of_zero():
    """Kills ``runner.events.play_run_event`` 36 (``link_limit`` made None: a trace of 2
    the AI could pay is beyond its link limit of 0, and ends the run)."""
    game = _game()
    put(game, 2, ice(subs=("trace-etr",), trace=2), ice=True, rezzed=True)
    assert not play_run_event(game, _run_event())
    assert game.runner.credits == 5


def test_a_run_event_with_no_run_on_its_ai_card_trashes_what_costs_nothing():
    """Kills ``runner.events.play_run_event`` 42 (``trash_limit`` made None: no limit of
    the AI card, and the Corp opponent, asked instead, never trashes). A limit of 0
    trashes a card whose trash cost is 0 and keeps one that costs 1."""
    game = _game(credits=9)
    free = put(game, 2, card("upgrade", "Free Grid", trash_cost=0), rezzed=True)
    dear = put(game, 2, card("upgrade", "Dear Grid", trash_cost=1), rezzed=True)
    assert play_run_event(game, _run_event())
    assert (where(game, free.card), where(game, dear.card)) == ("corp:Archives", "HQ:root")


def test_a_run_event_has_no_click_to_break_a_bioroid():
    """Kills ``runner.events.play_run_event`` 43 (the run given None for its clicks)."""
    game = _game()
    put(game, 2, ice(subtypes=("bioroid",)), ice=True, rezzed=True)
    assert not play_run_event(game, _run_event())


def test_a_run_that_ends_the_game_pays_no_credits_for_success():
    """Kills ``runner.events.play_run_event`` 38 (``ok`` True before the run: the event's
    credits for a successful run paid as the Runner flatlines)."""
    game = _game()
    put(game, 2, ice(subs=("net",), damage=3), ice=True, rezzed=True)
    with pytest.raises(GameOver):
        play_run_event(game, _run_event(gain=4, gain_after_run=True))
    assert game.runner.credits == 5
