"""Runner AI: the execution order of a run click, its targets, reused runs, disposable clicks.

Rulebook: "Execution order" (rows top to bottom; a met condition diverts), "Location and
target", "Valid target evaluation subroutine", "Reusing runs" (each run keeps its own
limits), "Run data" (trash limit), "Disposable clicks" (dropped top to bottom), and
``impossible_diversion`` in templates/play.yaml.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step, ai_card
from nrprint.simulate.outcome import DEAD, DONE, FAIL
from nrprint.simulate.runner.run import location, run_click
from nrprint.simulate.runner.turn import VERBS, Disposable, runner_ai_turn
from tests.conftest import CONTENT
from tests.simulate.conftest import agenda, card, cards, ice, put, runner_game, where

LOW_CREDITS_ECONOMY = Row("low-credits", "economy", None, None)
RD_ROW = Row(None, None, "R&D", None)


def _run(game, *rows, trash_limit=0):
    spec = RunSpec("red", 1, trash_limit, tuple(rows))
    return run_click(game, Step("run"), spec, Disposable((), 0), VERBS)


def test_a_met_condition_diverts_the_click():
    game = runner_game(credits=3)
    game.corp.piles["R&D"] = cards("asset", 2)
    game.runner.piles["EC"] = [money := card("event", gain=3)]
    assert _run(game, LOW_CREDITS_ECONOMY, RD_ROW) == DONE
    assert (game.runner.credits, where(game, money), game.result.runs) == (6, "runner:heap", 0)


def test_a_condition_not_met_runs_the_row_location():
    game = runner_game(credits=6)
    game.corp.piles["R&D"] = cards("asset", 2)
    game.runner.piles["EC"] = [card("event", gain=3)]
    assert _run(game, LOW_CREDITS_ECONOMY, RD_ROW) == DONE
    assert (game.runner.credits, game.result.runs) == (6, 1)


@pytest.mark.parametrize(("setting", "outcome", "runs"), [("next-row", DONE, 1), ("dead", DEAD, 0)])
def test_an_impossible_diversion(setting, outcome, runs):
    game = runner_game(credits=3, impossible_diversion=setting)
    game.corp.piles["R&D"] = cards("asset", 2)  # EC is empty: the economy card cannot be played
    assert _run(game, LOW_CREDITS_ECONOMY, RD_ROW) == outcome
    assert game.result.runs == runs


def _remotes():
    """Remote 1: two face-down cards, 1 token in all; Remote 2: one card with 3 tokens."""
    game = runner_game(remotes=2)
    put(game, 3, card("asset"), tokens=1)
    put(game, 3, card("asset"))
    put(game, 4, card("asset"), tokens=3)
    return game


@pytest.mark.parametrize(("target", "chosen"), [("+A", 4), ("-A", 3), ("+R", 3), ("-R", 4), (None, 3)])
def test_remote_target(target, chosen):
    game = _remotes()
    assert location(game, Row(None, None, "remote", target), 0).index == chosen


def test_remote_target_tie_goes_to_the_oldest_remote():
    game = runner_game(remotes=2)
    put(game, 3, card("asset"))
    put(game, 4, card("asset"))
    assert location(game, Row(None, None, "remote", "+A"), 0).index == 3


def test_valid_target_skips_hq_without_agendas_and_empty_piles():
    game = runner_game()
    hq_row = Row(None, None, "HQ", None)
    game.corp.piles["HQ"] = cards("asset", 3)
    assert location(game, hq_row, 9) is None
    assert location(game, RD_ROW, 9) is None  # R&D is empty
    game.corp.piles["HQ"].append(agenda())
    assert location(game, hq_row, 9).index == 2
    assert _run(game, RD_ROW) == FAIL  # no row left: the click stays available


def test_valid_target_skips_an_empty_remote_and_one_with_nothing_to_steal_or_trash():
    game = runner_game(remotes=1)
    row = Row(None, None, "remote", "+A")
    put(game, 3, ice(), ice=True)
    assert location(game, row, 9) is None  # only ice
    put(game, 3, card("asset", trash_cost=3), rezzed=True)
    assert location(game, row, 2) is None  # a known asset above the trash limit
    assert location(game, row, 3).index == 3


@pytest.mark.parametrize(("skip", "chosen"), [(False, 3), (True, None)])
def test_skip_stopped_server_passes_over_a_remote_that_stopped_the_ai(skip, chosen):
    game = runner_game(remotes=1, skip_stopped_server=skip)
    put(game, 3, card("asset"))
    game.stopped_by = {3}
    found = location(game, Row(None, None, "remote", "+A"), 0)
    assert (found.index if found else None) == chosen


def test_an_hq_run_row_that_fails_falls_to_the_next_row():
    game = runner_game()
    game.corp.piles["HQ"] = cards("asset", 3)
    game.corp.piles["R&D"] = [plan := agenda(points=1)]
    assert _run(game, Row(None, None, "HQ", None), RD_ROW) == DONE
    assert where(game, plan) == "runner:scored"


def test_reused_runs_keep_their_own_limits_in_the_shipped_deck():
    discover()
    decks = Project(Path(CONTENT)).get("automa-decks")
    deck = next(d for d in decks.decks if d.id == "runner")
    nc02 = ai_card(next(c for c in deck.cards if c.id == "nc-02"))
    red, blue = nc02.clicks[1].run, nc02.clicks[2].run
    assert (red.colour, red.link_limit, red.trash_limit) == ("red", 2, 4)
    assert (blue.colour, blue.link_limit, blue.trash_limit) == ("blue", 1, 1)
    assert blue.rows == red.rows and len(red.rows) == 5
    assert nc02.lower_run == red


@pytest.mark.parametrize(("limit", "trashed"), [(0, False), (1, False), (2, True)])
def test_the_trash_limit_of_each_run_caps_trashing(limit, trashed):
    game = runner_game(credits=5, remotes=1)
    asset = put(game, 3, card("asset", trash_cost=2))
    _run(game, Row(None, None, "remote", None), trash_limit=limit)
    assert where(game, asset.card) == ("corp:Archives" if trashed else "Remote 1:root")
    assert game.runner.credits == (3 if trashed else 5)


def test_the_runner_cannot_trash_beyond_its_credits():
    game = runner_game(credits=1, remotes=1)
    asset = put(game, 3, card("asset", trash_cost=2))
    _run(game, Row(None, None, "remote", None), trash_limit=5)
    assert where(game, asset.card) == "Remote 1:root"


# -- Disposable clicks -------------------------------------------------------------------


def _bioroid_turn(subs: int):
    """Run a remote behind a rezzed bioroid with ``subs`` end-the-run subroutines and no
    breaker; then a disposable credit, a disposable draw and a plain credit."""
    game = runner_game(credits=5, remotes=1)
    put(game, 3, ice(subtypes=("barrier", "bioroid"), subs=("etr",) * subs), ice=True, rezzed=True)
    put(game, 3, card("asset"))
    game.runner.piles["STA"] = [drawn := card("event")]
    spec = RunSpec("red", 1, 0, (Row(None, None, "remote", None),))
    clicks = (
        AIClick(Step("run"), run=spec),
        AIClick(Step("credit"), disposable=True),
        AIClick(Step("draw"), disposable=True),
        AIClick(Step("credit")),
    )
    game.ai_deck = [AICard("t-1", "Test", clicks, "credits")]
    runner_ai_turn(game)
    return game, drawn


@pytest.mark.parametrize(
    ("subs", "success", "credits", "drew", "clicks"),
    [
        (1, 1, 6, True, 3),  # one click spent: the first disposable click (credit) is dropped
        (2, 1, 6, False, 2),  # two: both disposable clicks dropped, top to bottom
        (3, 0, 7, True, 4),  # three: not enough disposable clicks; the run ends, nothing dropped
    ],
)
def test_disposable_clicks_pay_for_breaking_a_bioroid(subs, success, credits, drew, clicks):
    game, drawn = _bioroid_turn(subs)
    assert game.result.successful_runs == success
    assert game.runner.credits == credits
    assert (where(game, drawn) == "runner:GR") is drew
    assert game.result.cards["t-1"].clicks == clicks
