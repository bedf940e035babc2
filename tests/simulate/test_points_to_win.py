"""The points each side needs, per AI and level (play.yaml ``game.corp_*`` and ``runner_*``).

The Corp AI's and the Runner AI's points-to-win tables are apart, so one AI's hard level
can move without the other's; the shared form of earlier play.yaml files is an error that
names the keys to write instead.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nrprint.diagnostics import ContentError
from nrprint.simulate.rules import load_rules
from nrprint.simulate.state import GameOver
from nrprint.source.templates import default_dir

from .conftest import agenda, corp_game, runner_game

APART = {
    "corp_ai_points_to_win": {"easy": 8, "standard": 7, "hard": 6},
    "corp_opponent_points_to_win": {"easy": 5, "standard": 7, "hard": 9},
    "runner_ai_points_to_win": {"easy": 8, "standard": 7, "hard": 5},
    "runner_opponent_points_to_win": {"easy": 5, "standard": 7, "hard": 8},
}


def _apart(game):
    game.rules = game.rules.model_copy(update={"game": game.rules.game.model_copy(update=APART)})
    return game


def test_each_ai_needs_its_own_tables_points():
    corp = _apart(corp_game(difficulty="hard"))
    runner = _apart(runner_game(difficulty="hard"))
    assert corp.rules.game.points_needed("corp", "hard") == (6, 9)
    assert runner.rules.game.points_needed("runner", "hard") == (5, 8)
    corp.runner.scored = [agenda(points=4), agenda(points=4)]
    corp.check_points()  # against the Corp AI, 8 points are not yet 9
    runner.corp.scored = [agenda(points=4), agenda(points=4)]
    with pytest.raises(GameOver) as over:
        runner.check_points()  # against the Runner AI they are
    assert (over.value.end, over.value.ai_won) == ("opponent-points", False)
    runner.corp.scored, runner.runner.scored = [], [agenda(points=5)]
    with pytest.raises(GameOver) as over:
        runner.check_points()
    assert (over.value.end, over.value.ai_won) == ("ai-points", True)


def test_a_level_the_table_leaves_out_needs_points_to_win():
    game = corp_game()
    numbers = game.rules.game.model_copy(update={"corp_ai_points_to_win": {}, "points_to_win": 4})
    assert numbers.points_needed("corp", "standard") == (4, 7)


@pytest.mark.parametrize("key", ["ai_points_to_win", "opponent_points_to_win"])
def test_the_old_shared_points_key_is_an_error_naming_the_per_ai_keys(tmp_path: Path, key: str):
    folder = tmp_path / "templates"
    shutil.copytree(default_dir(), folder)
    play = folder / "play.yaml"
    lines = play.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(f"  corp_{key}:"))
    lines[at] = lines[at].replace(f"corp_{key}", key)
    play.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_rules(folder)
    said = str(error.value)
    assert f"play.yaml:{at + 1}:" in said
    assert f"write corp_{key} and runner_{key}" in said
