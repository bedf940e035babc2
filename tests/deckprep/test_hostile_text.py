"""Plain-text decklists with numbers too long for int() (issue 26): a diagnostic at the
line and exit 1, never a traceback. Table: (case, decklist text, exit code, stderr)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import assert_no_crash, run_cli

HEAD = "Tester: Runner Identity\nEvent (3)\n"
CASES = [
    (
        "5,000-digit count",
        HEAD + "9" * 5000 + "x Sure Gamble\n",
        1,
        "deck.txt:3:1: error DECK003: count of 5000 digits is out of range 1-10",
    ),
    (
        "5,000-digit header count",
        "Event (" + "9" * 5000 + ")\n3x Sure Gamble\n",
        0,
        "",
    ),  # a count no list has: not checked
    (
        "5,000-digit advancement",
        "Agenda (3)\n3x Hostile Takeover [adv:" + "9" * 5000 + "]\n",
        1,
        "error DECK008: advancement requirement too large",
    ),
    ("5,000-digit total", HEAD + "3x Sure Gamble\n" + "9" * 5000 + " cards\n", 0, ""),
]


@pytest.mark.parametrize(("case", "text", "code", "stderr"), CASES, ids=[c[0] for c in CASES])
def test_hostile_decklist_text(tmp_path: Path, case: str, text: str, code: int, stderr: str):
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    r = run_cli("automa", "prepare", str(deck), "--no-pdf")
    assert_no_crash(r, code)
    assert stderr in r.err, r.err
