"""Determinism: a batch's figures depend on its seed only, not on ``--jobs`` or the log.

``nrprint/simulate/batch.py``: game ``i`` is seeded ``"<seed>:<difficulty>:<i>"`` and
tallies merge by addition, so one process and two give equal tallies.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.simulate import batch
from nrprint.simulate.game import play_one
from tests.conftest import CONTENT, REPO
from tests.simulate.conftest import rules

DECKS = REPO / "tests" / "fixtures" / "decklists"


@pytest.fixture(scope="module", params=["corp", "runner"])
def match(request):
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    corp, runner = DECKS / "standard-corp.txt", DECKS / "runner-core.txt"
    mine, theirs = (corp, runner) if request.param == "corp" else (runner, corp)
    return build_match(Project(Path(CONTENT)), request.param, mine, theirs, rules=rules())


def test_one_process_and_two_give_equal_tallies(match, monkeypatch):
    monkeypatch.setattr(batch, "CHUNK", 20)  # several tasks, so two workers share them
    levels = ["easy", "standard"]
    one = batch.run_batch(match, levels, games=60, seed=7, jobs=1)
    two = batch.run_batch(match, levels, games=60, seed=7, jobs=2)
    again = batch.run_batch(match, levels, games=60, seed=7, jobs=1)
    assert one == two == again
    assert all(one[d].games == 60 for d in levels)


def test_another_seed_gives_other_tallies(match):
    a = batch.run_batch(match, ["standard"], games=40, seed=7)
    b = batch.run_batch(match, ["standard"], games=40, seed=8)
    assert a != b


def test_a_game_is_the_same_with_or_without_its_transcript(match):
    for i in range(5):
        quiet, _ = play_one(match, "standard", f"det:{i}")
        logged, game = play_one(match, "standard", f"det:{i}", log=True)
        assert quiet == logged
        assert game.log is not None
