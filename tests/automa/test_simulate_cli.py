"""`nrprint automa simulate`: the command's answers, from a table of (arguments, exit
code, what stderr says), then what a good run prints and writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO, assert_no_crash, run_cli

DECKS = REPO / "tests" / "fixtures" / "decklists"
CORP = str(DECKS / "standard-corp.txt")
RUNNER = str(DECKS / "runner-core.txt")


@pytest.fixture(scope="module")
def no_ice(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("decks") / "no-ice.txt"
    text = (DECKS / "standard-corp.txt").read_text(encoding="utf-8")
    path.write_text(text.split("Ice (9)")[0], encoding="utf-8")
    return str(path)


CASES = [
    (["--deck", "nope", CORP, "--games", "5"], 1, "SIM010: no AI deck with id 'nope'"),
    (
        ["--deck", "corp", RUNNER, "--versus", CORP, "--games", "5"],
        1,
        "SIM012: a runner decklist for the corp AI deck",
    ),
    ([CORP, "--versus", CORP, "--games", "5"], 1, "SIM012: the opponent's decklist is a corp deck"),
    ([CORP, "--games", "0"], 1, "--games must be between 1 and 1,000,000"),
    ([CORP, "--games", "1000000000"], 1, "--games must be between 1 and 1,000,000"),
    ([CORP, "--seed", "-3"], 1, "--seed must be 0 or more"),
    ([CORP, "--jobs", "0"], 2, "argument -j/--jobs: must be 1 or more"),
    ([CORP, "--games", "5", "--log", "9"], 1, "--log must name a game from 1 to 5"),
    ([CORP, "--plot", "profile.svg"], 1, "--plot FILE must end in .png or .pdf"),
    (["missing.txt", "--games", "5"], 1, "SIM011: decklist not found"),
    (
        [CORP, "--deck", "corp-stratagem", "--behaviour", "bh-nope", "--games", "5"],
        1,
        "SIM013: no behaviour card 'bh-nope'",
    ),
    ([CORP, "--difficulty", "impossible"], 2, "invalid choice: 'impossible'"),
]


@pytest.mark.parametrize(("args", "code", "says"), CASES, ids=[c[2][:40] for c in CASES])
def test_bad_input_gets_a_clear_answer(args, code, says):
    r = run_cli("automa", "simulate", *args)
    assert_no_crash(r, code)
    assert says in r.err


def test_a_deck_that_leaves_a_pile_empty_is_refused(no_ice):
    r = run_cli("automa", "simulate", no_ice, "--games", "5")
    assert r.code == 1
    assert "SIM014: this decklist leaves the AI's ICE pile(s) empty" in r.err


def test_help_names_every_option():
    r = run_cli("automa", "simulate", "--help")
    assert r.code == 0
    for option in (
        "--deck",
        "--versus",
        "--games",
        "--seed",
        "--difficulty",
        "--opponent",
        "--jobs",
        "--json",
        "--log",
        "--plot",
    ):
        assert option in r.out


def _json(*args: str) -> dict:
    r = run_cli("automa", "simulate", *args, "--json")
    assert r.code == 0, r.err
    return json.loads(r.out)


def test_the_report_has_every_figure():
    data = _json(CORP, "--games", "40", "--difficulty", "all", "--jobs", "1")
    assert set(data["difficulties"]) == {"easy", "standard", "hard"}
    d = data["difficulties"]["standard"]
    assert d["games"] == 40 and 0 <= d["win_rate"] <= 1
    lo, hi = d["win_interval_95"]
    assert lo <= d["win_rate"] <= hi
    assert d["length"]["q1"] <= d["length"]["median"] <= d["length"]["q3"]
    assert sum(d["length"]["histogram"].values()) == 40
    assert sum(c["clicks"] for c in d["cards"]) == d["clicks"]
    assert sum(c["dead"] for c in d["cards"]) == d["dead_clicks"]
    assert {c["id"] for c in d["cards"]} == {f"hg-{n:02d}" for n in range(1, 16)}
    assert "remotes_iced_within_two_turns" in d and "install-ice" in d["actions_per_game"]


def test_runner_ai_report_counts_runs():
    d = _json(RUNNER, "--games", "30", "--jobs", "1")["difficulties"]["standard"]
    assert d["runs_per_turn"] > 0 and 0 <= d["successful_runs"] <= 1
    assert "steals_per_game" in d


def test_same_seed_same_figures_whatever_the_jobs():
    one = _json(CORP, "--games", "250", "--seed", "9", "--jobs", "1")
    two = _json(CORP, "--games", "250", "--seed", "9", "--jobs", "2")
    other = _json(CORP, "--games", "250", "--seed", "10", "--jobs", "2")
    assert one == two
    assert one["difficulties"] != other["difficulties"]


def test_log_prints_one_game_click_by_click():
    r = run_cli("automa", "simulate", CORP, "--games", "3", "--log", "2", "--jobs", "1")
    assert r.code == 0, r.err
    transcript = r.out.split("Game 2 (standard):", 1)[1]
    assert "AI turn 1: hg-" in transcript
    assert "  c1 " in transcript and "  c3 " in transcript
    assert "Game over after" in transcript


@pytest.mark.slow
def test_plot_writes_a_picture(tmp_path: Path):
    target = tmp_path / "profile.png"
    r = run_cli(
        "automa",
        "simulate",
        CORP,
        "--games",
        "30",
        "--difficulty",
        "all",
        "--plot",
        str(target),
        "--jobs",
        "1",
    )
    assert r.code == 0, r.err
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PIL import Image

    with Image.open(target) as im:
        assert im.size[0] > 1000


def test_pool_workers_end_quietly():
    """The pool ends its workers with SIGTERM; a worker must not inherit the command's
    handler for it and print a traceback (it did, once builds handled SIGTERM)."""
    import subprocess
    import sys

    from tests.conftest import REPO

    res = subprocess.run(
        [sys.executable, "-m", "nrprint", "automa", "simulate", "tests/fixtures/decklists/corp-auco.txt"]
        + ["--games", "200", "--jobs", "2", "--difficulty", "all"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert_no_crash(res, 0)
