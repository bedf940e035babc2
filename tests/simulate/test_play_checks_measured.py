"""Play checks that can fail, on figures the engine measured (issue 35, "Tests that can fail").

``tests/automa/test_play_checks.py`` feeds hand-written figures; here every threshold of
``templates/play.yaml`` is moved off its shipped value to just either side of what a
real batch measured, and its rule must flip. SIM006's "never runs again into a server
that stopped it" is counted by the run itself (``runs.run``), so it fires when the skip
is off. ``check --play`` is run through the CLI with its cache, and every pairing must
be judged.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from nrprint.diagnostics import Pos
from nrprint.simulate.playcheck import (
    Subject,
    sim001_fallback,
    sim002_dead,
    sim003_difficulty,
    sim004_balance,
    sim005_length,
    sim006_shape,
)
from nrprint.simulate.rules import load_rules as load_play_rules
from tests.conftest import CONTENT, REPO, assert_no_crash, run_cli
from tests.simulate.conftest import rules

DECKS = REPO / "tests" / "fixtures" / "decklists"
GAMES = 120
EPS = 0.001


def _figures(deck: str, **clarifications) -> dict:
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match
    from nrprint.simulate.report import as_data

    discover()
    corp, runner = DECKS / "corp-auco.txt", DECKS / "runner-core.txt"
    mine, theirs = (corp, runner) if deck == "corp" else (runner, corp)
    played = rules(**clarifications)
    match = build_match(Project(Path(CONTENT)), deck, mine, theirs, rules=played)
    levels = ["easy", "standard", "hard"] if deck == "corp" else ["easy", "standard"]
    return as_data(match, run_batch(match, levels, GAMES, 5), 5, GAMES)


@pytest.fixture(scope="module")
def measured() -> dict[str, dict]:
    return {"corp": _figures("corp"), "runner": _figures("runner", skip_stopped_server=True)}


def _subject(data: dict, **settings) -> Subject:
    s = rules().checks.model_copy(update=settings)
    return Subject("real", data, Pos("deck.yaml", 3, 5), defaultdict(lambda: Pos("deck.yaml", 9, 9)), s)


def _fires(rule, data: dict, **settings) -> bool:
    return any(True for _ in rule(_subject(data, **settings)))


def _standard(data: dict) -> dict:
    return data["difficulties"]["standard"]


def _longest(data: dict) -> int:
    """The longest game at any level: the limit is checked at every level, not standard's alone."""
    return max(int(t) for d in data["difficulties"].values() for t in d["length"]["histogram"])


def _longest_share(data: dict, limit: int) -> float:
    return max(
        sum(n for t, n in d["length"]["histogram"].items() if int(t) > limit) / d["games"]
        for d in data["difficulties"].values()
    )


def _min_step(data: dict) -> float:
    rates = [d["win_rate"] for d in data["difficulties"].values()]
    return min(b - a for a, b in zip(rates, rates[1:], strict=False))


# Each threshold: (rule, deck, the setting that passes at the measured value, the one just past it)
CASES = {
    "fallback_rate": (
        sim001_fallback.rule,
        "corp",
        lambda d: {"fallback_rate": max(c["fallback_rate"] for c in _standard(d)["cards"])},
        lambda d: {"fallback_rate": max(c["fallback_rate"] for c in _standard(d)["cards"]) - EPS},
    ),
    "dead_rate": (
        sim002_dead.rule,
        "corp",
        lambda d: {
            "dead_rate": max(x["dead_rate"] for x in d["difficulties"].values()),
            "card_dead_rate": 1.0,
        },
        lambda d: {
            "dead_rate": max(x["dead_rate"] for x in d["difficulties"].values()) - EPS,
            "card_dead_rate": 1.0,
        },
    ),
    "card_dead_rate": (
        sim002_dead.rule,
        "corp",
        lambda d: {"dead_rate": 1.0, "card_dead_rate": _worst_card(d)},
        lambda d: {"dead_rate": 1.0, "card_dead_rate": _worst_card(d) - EPS},
    ),
    "win_range low": (
        sim004_balance.rule,
        "corp",
        lambda d: {"win_range": (_standard(d)["win_rate"], 1.0)},
        lambda d: {"win_range": (_standard(d)["win_rate"] + EPS, 1.0)},
    ),
    "win_range high": (
        sim004_balance.rule,
        "runner",
        lambda d: {"win_range": (0.0, _standard(d)["win_rate"])},
        lambda d: {"win_range": (0.0, _standard(d)["win_rate"] - EPS)},
    ),
    "long_games": (
        sim005_length.rule,
        "corp",
        lambda d: {"turn_limit": 12, "long_games": _longest_share(d, 12), "median_turns": (1, 500)},
        lambda d: {"turn_limit": 12, "long_games": _longest_share(d, 12) - EPS, "median_turns": (1, 500)},
    ),
    "turn_limit": (
        sim005_length.rule,
        "corp",
        lambda d: {"turn_limit": _longest(d), "long_games": 0.0, "median_turns": (1, 500)},
        lambda d: {"turn_limit": _longest(d) - 1, "long_games": 0.0, "median_turns": (1, 500)},
    ),
    "median_turns": (
        sim005_length.rule,
        "corp",
        lambda d: {"median_turns": (_standard(d)["length"]["median"],) * 2, "long_games": 1.0},
        lambda d: {"median_turns": (_standard(d)["length"]["median"] + 1, 500), "long_games": 1.0},
    ),
    "difficulty_step": (
        sim003_difficulty.rule,
        "corp",
        lambda d: {"difficulty_step": _min_step(d)},
        lambda d: {"difficulty_step": _min_step(d) + EPS},
    ),
    "remote_share": (
        sim006_shape.rule,
        "corp",
        lambda d: {"remote_share": _standard(d)["point_sources"].get("remote", 0.0), "iced_remotes": 0.0},
        lambda d: {
            "remote_share": _standard(d)["point_sources"].get("remote", 0.0) + EPS,
            "iced_remotes": 0.0,
        },
    ),
    "iced_remotes": (
        sim006_shape.rule,
        "corp",
        lambda d: {"iced_remotes": _standard(d)["remotes_iced_within_two_turns"], "remote_share": 0.0},
        lambda d: {"iced_remotes": _standard(d)["remotes_iced_within_two_turns"] + EPS, "remote_share": 0.0},
    ),
    "run_success": (
        sim006_shape.rule,
        "runner",
        lambda d: {"run_success": _standard(d)["successful_runs"]},
        lambda d: {"run_success": _standard(d)["successful_runs"] + EPS},
    ),
}


def _worst_card(data: dict) -> float:
    return max(c["dead_rate"] for d in data["difficulties"].values() for c in d["cards"])


def test_every_threshold_of_play_yaml_has_a_case():
    """A threshold added to CheckSettings without a flip test fails here."""
    settings = set(type(rules().checks).model_fields) - {"games", "seed", "opponent", "pairings"}
    assert settings == {name.split()[0] for name in CASES}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_threshold_flips_its_check_on_measured_figures(measured, name):
    """The rule is quiet with the threshold at the measured figure and fires just past
    it: a rule that ignored its threshold (a shipped value written into the code, say)
    fails one side or the other."""
    rule, deck, passes, fails = CASES[name]
    data = measured[deck]
    assert not _fires(rule, data, **passes(data)), passes(data)
    assert _fires(rule, data, **fails(data)), fails(data)


def test_sim006_measures_runs_into_a_server_that_stopped_the_ai(measured):
    """The repeat-run figure is counted by runs.run whatever chose the server: with the
    skip on it is 0 and SIM006 is quiet about it; with the skip off the same games run
    back into stopping servers and SIM006 fires (the old counter, kept inside the skip's
    own filter, could not move)."""
    assert _standard(measured["runner"])["repeat_runs"] == 0
    assert not _fires(sim006_shape.rule, measured["runner"], run_success=0.0)
    unskipped = _figures("runner", skip_stopped_server=False)
    assert _standard(unskipped)["repeat_runs"] > 0
    found = list(sim006_shape.rule(_subject(unskipped, run_success=0.0)))
    assert [d.code for d in found] == ["SIM006"]
    assert "runs into a server that stopped it" in found[0].message


def _small_rules(games: int = 12):
    # play.yaml's own game (the documents state its clarifications: VOC003), fewer games
    base = load_play_rules()
    pairings = [p for p in base.checks.pairings if p.deck in ("corp", "runner")]
    checks = base.checks.model_copy(update={"games": games, "pairings": pairings, "win_range": (1.0, 1.0)})
    return base.model_copy(update={"checks": checks})


def test_the_play_check_judges_every_pairing(tmp_path: Path):
    """With a win range no deck meets (100 %), every pairing must be named in a finding:
    judging only the first pairing (or skipping one) fails."""
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.playcheck.run import play_checks

    discover()
    small = _small_rules()
    found = play_checks(Project(Path(CONTENT)), small, REPO, tmp_path, jobs=1)
    named = {p.deck for p in small.checks.pairings if any(f"; {p.deck}" in d.message for d in found)}
    assert len(small.checks.pairings) == 2
    assert named == {"corp", "runner"}


def test_check_play_through_the_cli_answers_from_its_cache_until_a_deck_changes(
    content: Path, tmp_path: Path, monkeypatch
):
    """``nrprint check --play``: the second run is answered from the cache (no game
    played) with the same diagnostics; a changed AI deck is played again."""
    import nrprint.simulate.batch as batch
    import nrprint.simulate.rules as rules_module

    monkeypatch.setenv("NRPRINT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(rules_module, "load_rules", lambda folder=None: _small_rules())
    played: list[str] = []
    real = batch.run_batch
    monkeypatch.setattr(
        batch, "run_batch", lambda match, *a, **k: played.append(match.deck) or real(match, *a, **k)
    )

    first = run_cli("check", "--play", "--content", str(content))
    assert_no_crash(first, 1)
    assert "SIM004" in first.err
    assert sorted(played) == ["corp", "runner"]
    again = run_cli("check", "--play", "--content", str(content))
    assert (again.code, again.err) == (first.code, first.err)
    assert sorted(played) == ["corp", "runner"]  # nothing played: answered from the cache
    deck = content / "automa" / "decks" / "runner.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("title:", "title:  ", 1), encoding="utf-8")
    run_cli("check", "--play", "--content", str(content))
    assert len(played) == 4  # the changed deck is not answered from the cache
