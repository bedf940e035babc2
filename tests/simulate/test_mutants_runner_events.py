"""Where a run event the Runner AI plays runs (``runner.events.target``), on the smallest
tables that show it:

- with no AI card being resolved the event runs the server it names, with no limits;
- an AI card whose clicks print no run lends the run on its lower line, with that run's
  trash and link limits, which decide whether a remote is worth it;
- a server that stopped the AI is skipped only when the clarification says so;
- a server the event names is worth a run by the printed trash limit (a rezzed upgrade in
  Archives the limit cannot pay to trash is not).

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step
from nrprint.simulate.runner.events import target
from nrprint.simulate.state import ARCHIVES, HQ
from tests.simulate.conftest import agenda, card, put, runner_game


def _event(run_server):
    return card("event", "Legwork", subtypes=("run",), run_server=run_server)


def test_with_no_ai_card_resolved_the_event_runs_the_server_it_names():
    """Kills ``_printed_run``'s ``if ai_discard or True`` (the last card of an empty pile)."""
    game = runner_game(run_events=True)
    game.corp.piles["HQ"] = [agenda()]
    server, trash, link = target(game, _event("hq"))
    assert (server.index, trash, link) == (HQ, 0, 0)


def test_an_ai_card_without_a_click_run_lends_its_lower_lines_run_and_limits():
    """Kills ``_printed_run``'s lower line made ``None`` and ``location(game, row, None)``."""
    game = runner_game(run_events=True, remotes=1)
    lower = RunSpec("red", 2, 3, (Row(None, None, "remote", None),))
    game.ai_discard = [AICard("nc-x", "Test", (AIClick(Step("credit")),), "run", lower_run=lower)]
    put(game, 3, card("asset", "PAD Campaign", trash_cost=2), rezzed=True)
    server, trash, link = target(game, _event("any"))
    assert (server.index, trash, link) == (3, 3, 2)


def test_a_server_that_stopped_the_ai_is_skipped_only_when_the_clarification_says_so():
    """Kills ``target``'s ``skip_stopped_server or True``."""
    game = runner_game(run_events=True, skip_stopped_server=False)
    game.corp.piles["HQ"] = [agenda()]
    game.stopped_by = {HQ}
    assert target(game, _event("hq"))[0].index == HQ


def test_a_named_server_is_worth_a_run_by_the_printed_trash_limit():
    """Kills ``target``'s ``valid(game, server, None)``."""
    game = runner_game(run_events=True)
    put(game, ARCHIVES, card("upgrade", "Ash", trash_cost=1), rezzed=True)
    assert target(game, _event("archives")) is None
