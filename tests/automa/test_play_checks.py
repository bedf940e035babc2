"""Play checks SIM001-SIM006: each fires on a broken fixture, stays quiet on good figures,
reads its thresholds from the data, and an unchanged run comes from the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.diagnostics import Pos
from nrprint.simulate.playcheck import Subject, judge
from nrprint.simulate.rules import load_rules
from tests.conftest import REPO

IDLE_DECK = """\
version: 1
id: corp
kind: corp
title: {en: "Idle"}
design_notes: {en: "Every click advances the least advanced card, which never exists."}
size: 15
cards:
"""


def _figures(
    win: dict[str, float],
    dead: float = 0.05,
    fallback: float = 0.1,
    longest: int = 20,
    card_dead: float = 0.05,
    median: int = 14,
    ai: str = "corp",
    remote: float = 0.45,
    iced: float = 0.65,
    runs_ok: float = 0.5,
    repeat: float = 0.0,
) -> dict:
    return {
        "ai": ai,
        "difficulties": {
            level: {
                "games": 100,
                "win_rate": rate,
                "win_interval_95": [max(0, rate - 0.1), min(1, rate + 0.1)],
                "dead_rate": dead,
                "length": {"median": median, "histogram": {"10": 50, str(longest): 50}},
                "cards": [{"id": "x-01", "reveals": 40, "fallback_rate": fallback, "dead_rate": card_dead}],
                "point_sources": {"remote": remote, "hq-refill": 1 - remote},
                "remotes_iced_within_two_turns": iced,
                "successful_runs": runs_ok,
                "repeat_runs": repeat,
            }
            for level, rate in win.items()
        },
    }


def _subject(data: dict, **settings) -> Subject:
    s = load_rules().checks.model_copy(update=settings)
    return Subject("test", data, Pos("deck.yaml", 3, 5), {"x-01": Pos("deck.yaml", 12, 9)}, s)


def codes(subject: Subject) -> list[str]:
    return sorted(d.code for d in judge(subject))


GOOD = {"easy": 0.3, "standard": 0.45, "hard": 0.6}


def test_good_figures_pass():
    assert codes(_subject(_figures(GOOD))) == []


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (_figures(GOOD, fallback=0.31), "SIM001"),
        (_figures(GOOD, dead=0.081), "SIM002"),
        (_figures(GOOD, card_dead=0.201), "SIM002"),
        (_figures({"easy": 0.4, "standard": 0.4, "hard": 0.6}), "SIM003"),
        (_figures({"easy": 0.38, "standard": 0.45, "hard": 0.6}), "SIM003"),
        (_figures({"easy": 0.3, "standard": 0.39, "hard": 0.6}), "SIM004"),
        (_figures({"easy": 0.4, "standard": 0.61, "hard": 0.8}), "SIM004"),
        (_figures(GOOD, longest=41), "SIM005"),
        (_figures(GOOD, median=9), "SIM005"),
        (_figures(GOOD, median=21), "SIM005"),
        (_figures(GOOD, remote=0.39), "SIM006"),
        (_figures(GOOD, iced=0.49), "SIM006"),
        (_figures({"easy": 0.3, "standard": 0.45}, ai="runner", runs_ok=0.33), "SIM006"),
        (_figures({"easy": 0.3, "standard": 0.45}, ai="runner", repeat=0.01), "SIM006"),
    ],
)
def test_each_rule_fires_just_past_its_threshold(data, code):
    found = judge(_subject(data))
    assert code in {d.code for d in found}
    assert all(d.severity.name == "ERROR" for d in found)


def test_a_card_finding_points_at_the_card():
    (diag,) = judge(_subject(_figures(GOOD, fallback=0.9)))
    assert (diag.path, diag.line, diag.col) == ("deck.yaml", 12, 9)
    assert "x-01 falls back in 90% of its reveals" in diag.message


def test_a_few_long_games_are_tolerated_up_to_the_share():
    data = _figures(GOOD, longest=41)  # 50 of 100 games are 41 turns long
    assert codes(_subject(data, long_games=0.5)) == []
    assert codes(_subject(data, long_games=0.49)) == ["SIM005"] * 3


def test_the_median_is_held_at_standard_only():
    data = _figures(GOOD, median=9)
    assert [d.message for d in judge(_subject(data))] == [
        "the median game lasts 9 AI turns (test, standard; 10-20 wanted)"
    ]


def test_thresholds_are_data():
    data = _figures(GOOD, dead=0.2, fallback=0.5, longest=30, median=25, remote=0.2)
    relaxed = {"card_dead_rate": 0.5, "median_turns": (10, 30), "remote_share": 0.1}
    assert codes(_subject(data, dead_rate=0.25, fallback_rate=0.6, turn_limit=30, **relaxed)) == []
    assert codes(_subject(data, dead_rate=0.15, fallback_rate=0.6, turn_limit=29, **relaxed)) == [
        "SIM002",
        "SIM002",
        "SIM002",
        "SIM005",
        "SIM005",
        "SIM005",
    ]


def test_sim003_leaves_out_a_level_that_was_not_played():
    assert codes(_subject(_figures({"easy": 0.3, "standard": 0.5}, ai="runner"))) == []


@pytest.fixture
def idle_content(content: Path) -> Path:
    cards = "".join(
        f'  - id: id-{n:02d}\n    title: {{en: "Idle {n}"}}\n    clicks:\n'
        + '      - {action: advance, order: "-A"}\n' * 3
        + "    lower: {kind: credits}\n"
        for n in range(1, 16)
    )
    (content / "automa" / "decks" / "corp.yaml").write_text(IDLE_DECK + cards, encoding="utf-8")
    return content


def test_a_deck_that_never_acts_fires_every_play_check(idle_content: Path, tmp_path: Path):
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.playcheck.run import play_checks

    discover()
    rules = load_rules()
    checks = rules.checks.model_copy(
        update={"games": 30, "turn_limit": 3, "pairings": rules.checks.pairings[:1]}
    )
    rules = rules.model_copy(update={"checks": checks})
    found = play_checks(Project(idle_content), rules, REPO, tmp_path / "cache", jobs=1)
    assert {d.code for d in found} == {"SIM001", "SIM002", "SIM003", "SIM004", "SIM005", "SIM006"}
    deck_file = str(idle_content / "automa" / "decks" / "corp.yaml").removeprefix(str(idle_content))
    assert all(d.path.endswith(deck_file) for d in found)
    # the same inputs again: read from the cache, the same findings
    assert list(tmp_path.joinpath("cache").glob("play-*.json"))
    again = play_checks(Project(idle_content), rules, REPO, tmp_path / "cache", jobs=1)
    assert again == found


@pytest.mark.slow
@pytest.mark.slow
@pytest.mark.xfail(
    strict=True,
    reason="needs the deck redesign of issue 36: the shipped decks miss the play targets against the competent opponent and the printed "
    "game (docs/simulate.md: Harbour Grid 22 %, Quiet Ledger 19-25 %); the deck redesign (issue 36) "
    "makes this pass, and strict=True fails the run the day it does",
)
def test_the_shipped_decks_pass_the_play_checks(tmp_path: Path):
    """The shipped AI decks meet every play target of templates/play.yaml (issue 24), at
    the checks' own seed and number of games: `nrprint check --play` in the test run."""
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.playcheck.run import play_checks
    from tests.conftest import CONTENT

    discover()
    found = play_checks(Project(CONTENT), load_rules(), REPO, tmp_path / "cache", jobs=2)
    assert [d.format() for d in found] == []
