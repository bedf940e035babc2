"""``automa prepare --expect``: the AI's simulated win rate per level on the player's own
decklist, the suggested level, and the cache that makes asking again free."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nrprint.simulate import expect
from tests.conftest import CONTENT, REPO

DECKS = REPO / "tests" / "fixtures" / "decklists"


@pytest.mark.parametrize(
    ("rates", "level"),
    [
        ({"easy": 0.1, "standard": 0.3, "hard": 0.45}, "hard"),
        ({"easy": 0.45, "standard": 0.62, "hard": 0.8}, "easy"),
        ({"easy": 0.3, "standard": 0.5, "hard": 0.7}, "standard"),
        ({"easy": 0.4, "standard": 0.6}, "easy"),  # a tie: the lower level
    ],
)
def test_the_suggested_level_is_the_nearest_to_an_even_game(rates, level):
    assert expect.suggest(rates) == level


def _project():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project

    discover()
    return Project(Path(CONTENT))


def test_the_expectation_is_played_per_level_then_read_from_the_cache(tmp_path, monkeypatch):
    from nrprint.simulate.rules import load_rules

    args = (_project(), "runner", DECKS / "runner-core.txt", DECKS / "corp-auco.txt", load_rules())
    first = expect.expectation(*args, cache=tmp_path, games=20)
    assert list(first["levels"]) == ["easy", "standard"]  # the Runner AI has no hard level
    assert first["games"] == 20 and first["suggested"] in first["levels"]
    lo, hi = first["levels"]["standard"]["win_interval_95"]
    assert lo <= first["levels"]["standard"]["win_rate"] <= hi
    assert len(list(tmp_path.glob("expect-*.json"))) == 1

    def no_games(*a, **k):
        raise AssertionError("played again instead of reading the cache")

    monkeypatch.setattr("nrprint.simulate.batch.run_batch", no_games)
    assert expect.expectation(*args, cache=tmp_path, games=20) == first
    with pytest.raises(AssertionError, match="played again"):  # another pairing is played
        expect.expectation(*args, cache=tmp_path, games=21)


def test_prepare_expect_with_a_decklist_of_the_ai_s_side_is_an_error(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "nrprint", "automa", "prepare", str(DECKS / "corp-auco.txt"), "--no-pdf",
         "--seed", "1", "--expect", str(DECKS / "standard-corp.txt"), "--content", str(CONTENT)],
        capture_output=True, text=True, cwd=tmp_path, env={"NRPRINT_NO_CACHE": "1", "PATH": ""},
    )  # fmt: skip
    assert run.returncode == 1
    assert "error SIM012: the opponent's decklist is a corp deck, like the AI's" in run.stderr + run.stdout
