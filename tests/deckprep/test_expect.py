"""``automa prepare --versus``: the AI's odds at every level against the player's deck."""

from __future__ import annotations

import json
import shutil

import pytest

import nrprint.simulate.expect as expect_module
from nrprint.cli import main
from nrprint.simulate.expect import Expectation, LevelOdds, levels_for

from .conftest import DECKS


def odds(*rates: int, games: int = 100) -> Expectation:
    names = ("easy", "standard", "hard")
    return Expectation(
        "competent", 1, tuple(LevelOdds(n, games, r) for n, r in zip(names, rates, strict=False))
    )


@pytest.mark.parametrize(
    "rates,suggested",
    [
        ((20, 45, 70), "standard"),  # nearest 50 %
        ((52, 80, 90), "easy"),
        ((10, 20, 47), "hard"),
        ((40, 60, 90), "standard"),  # 40 and 60 are as near: the harder level
    ],
)
def test_the_suggested_level_is_nearest_an_even_game_and_ties_go_harder(rates, suggested):
    assert odds(*rates).suggested == suggested


def test_data_round_trips_and_states_the_interval():
    found = odds(20, 45, 70)
    data = found.as_data()
    assert Expectation.from_data(json.loads(json.dumps(data))) == found
    easy = data["levels"][0]
    assert easy["win_rate"] == 0.2 and easy["win_interval_95"][0] < 0.2 < easy["win_interval_95"][1]
    assert data["suggested"] == "standard"


def test_both_ais_have_three_levels_the_runner_ai_s_hard_being_ours():
    assert levels_for("runner") == levels_for("corp") == ("easy", "standard", "hard")


def prepare(content, *args):
    deck = DECKS / "corp-auco.txt"
    return main(["automa", "prepare", str(deck), "--content", str(content), "--no-pdf", "--seed", "1", *args])


def test_versus_plays_every_level_prints_the_odds_and_reads_them_back_from_the_cache(
    content, tmp_path, monkeypatch, capsys
):
    monkeypatch.setitem(expect_module.GAMES, "competent", 24)
    played = []
    real = expect_module.expect
    monkeypatch.setattr(expect_module, "expect", lambda *a, **k: played.append(1) or real(*a, **k))
    versus = tmp_path / "mine.txt"
    shutil.copy(DECKS / "runner-core.txt", versus)

    assert prepare(content, "--versus", str(versus), "--json") == 0
    first = json.loads(capsys.readouterr().out)["expectation"]
    assert [o["level"] for o in first["levels"]] == ["easy", "standard", "hard"]
    assert all(o["games"] == 24 for o in first["levels"])
    assert first["opponent"] == "competent" and first["suggested"] in ("easy", "standard", "hard")
    assert played == [1]

    assert prepare(content, "--versus", str(versus)) == 0  # the same inputs: read, not played
    text = capsys.readouterr().out
    assert played == [1]
    assert "What to expect" in text and f"Suggested level: {first['suggested']}" in text
    for o in first["levels"]:
        assert f"AI wins {o['win_rate']:4.0%}" in text

    versus.write_text(versus.read_text() + "1x Sure Gamble\n")  # another deck: played again
    assert prepare(content, "--versus", str(versus), "--json") == 0
    capsys.readouterr()
    assert played == [1, 1]


def test_the_player_strength_picks_the_opponent(content, tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(expect_module.GAMES, "casual", 12)
    rc = prepare(
        content, "--versus", str(DECKS / "runner-core.txt"), "--player", "casual", "--json", "--no-cache"
    )
    assert rc == 0
    assert json.loads(capsys.readouterr().out)["expectation"]["opponent"] == "casual"
