"""How many more cards a breach accesses (``effects.runner_runs.access_more``), each source
on the smallest table that shows it:

- each source counts only when its fact is in the game: an extra access on a named
  server (R&D Interface's kind), The Turning Wheel's counters, Medium's counters;
- the sources add up: a rig card's, Medium's counters past the first, The Turning
  Wheel's spent counters (whole spends only, the rest kept) and the run event's;
- the Runner AI does not spend The Turning Wheel: each wheel it could spend is counted
  as a stand-in use.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_runs
from nrprint.simulate.effects.runner_runs import RunEvent
from nrprint.simulate.state import RD
from tests.simulate.conftest import card, corp_game, rig, runner_game


def _interface(game):
    return rig(game, card("hardware", "R&D Interface", access_more=1, access_server="r&d"))


def _wheel(game, counters):
    wheel = rig(game, card("resource", "The Turning Wheel", wheel_spend=2))
    wheel.counters = counters
    return wheel


def test_each_source_of_more_accesses_counts_only_with_its_fact_in_the_game():
    """Kills the gate made ``None``, ``"wheel_spend"`` renamed or tested ``in``, and
    ``"counter_access"`` renamed or tested ``in``."""
    game = corp_game()
    rd = game.corp.servers[RD]
    _interface(game)
    game.present = frozenset({"run_take"})
    assert runner_runs.access_more(game, rd) == 0
    game.present = frozenset({"counter_access"})
    assert runner_runs.access_more(game, rd) == 1
    game.present = frozenset({"wheel_spend"})
    assert runner_runs.access_more(game, rd) == 1


def test_the_sources_add_up_and_the_wheel_spends_whole_pairs_of_counters():
    """Kills ``more -= more_accesses``, ``more =`` for ``more +=`` at the wheel and at the
    run event, and ``/`` for ``//``."""
    game = corp_game()
    rd = game.corp.servers[RD]
    _interface(game)
    rig(game, card("resource", "Medium", counter_access=True)).counters = 3
    wheel = _wheel(game, 5)
    game.run_event = RunEvent(card("event", "Jailbreak", access_more=1, access_server="attacked"), 5, False)
    more = runner_runs.access_more(game, rd)
    assert more == 1 + 2 + 2 + 1 and type(more) is int and wheel.counters == 1


def test_the_runner_ai_spends_no_wheel_and_counts_each_as_a_stand_in():
    """Kills ``break`` for ``continue`` after the first wheel's stand-in."""
    game = runner_game()
    first, second = _wheel(game, 2), _wheel(game, 4)
    assert runner_runs.access_more(game, game.corp.servers[RD]) == 0
    assert (first.counters, second.counters) == (2, 4)
    assert game.result.stand_ins["ai:The Turning Wheel"] == 2
