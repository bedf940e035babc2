"""Quiet by default: notes are counted in one line, and a rebuild says what the first
build said, whether the cache answers it or not."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli
from tests.i18n.test_drafts import declare_spanish

HOUSE_RULES = "nrprint: 9 values are house rules, printed with the mark: `nrprint check --notes` lists them"


def test_house_rules_are_counted_and_check_notes_lists_them(content: Path):
    quiet = run_cli("check", "--content", str(content))
    assert quiet.code == 0, quiet.err
    assert HOUSE_RULES in quiet.err.splitlines()
    assert "MPV001" not in quiet.err and " warning " not in quiet.err
    listed = run_cli("check", "--notes", "--content", str(content))
    notes = [ln for ln in listed.err.splitlines() if " note MPV001: " in ln]
    assert listed.code == 0 and len(notes) == 9 and HOUSE_RULES not in listed.err
    assert all(ln.startswith(f"{content}/multiplayer/houserules.yaml:") for ln in notes)
    doc = json.loads(run_cli("check", "--json", "--content", str(content)).out)
    assert [d["severity"] for d in doc["diagnostics"] if d["code"] == "MPV001"] == ["note"] * 9


def _said(err: str) -> list[str]:
    """What a build says of the content: not its progress or its count of files."""
    return [ln for ln in err.splitlines() if not ln.startswith(("[", "nrprint: wrote"))]


def test_a_rebuild_says_what_the_first_build_said(turn_content: Path, tmp_path: Path):
    declare_spanish(turn_content)  # one warning: Spanish is a draft
    args = ("build", "turn-sequence", "--content", str(turn_content), "--out", str(tmp_path / "out"))
    first = run_cli(*args)
    assert first.code == 0 and "warning I18N006" in first.err, first.err
    cached = run_cli(*args)  # answered by the cache of whole builds
    assert "wrote 0 file(s)" in cached.err
    uncached = run_cli(*args, "--no-cache")  # the pipeline: the manifest says nothing to draw
    assert "wrote 0 file(s)" in uncached.err
    assert _said(cached.err) == _said(first.err) == _said(uncached.err)
