"""AUT018: a quick-reference text that would run off its page is an error at its line."""

from __future__ import annotations

import re
from pathlib import Path

from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import assert_no_crash, run_cli

AUTOMA = {"automa-decks", "automa-glossary", "automa-reference"}


def test_shipped_reference_pages_fit(content: Path):
    found = [d for d in run_checks(Project(content), only_domains=AUTOMA) if d.code == "AUT018"]
    assert found == []


def test_overlong_section_is_reported_and_nothing_is_built(content: Path, tmp_path: Path):
    ref = content / "automa" / "reference.yaml"
    lines = ref.read_text(encoding="utf-8").split("\n")
    # The last section text of the Runner page, made far too long in French.
    calibration = lines.index("calibration:")
    index = max(i for i, ln in enumerate(lines[:calibration]) if re.search(r'text: \{en: ".*", fr: "', ln))
    long = " ".join(["beaucoup trop long"] * 150)  # under the 4000-character limit
    lines[index] = re.sub(r'fr: "[^"]*"', f'fr: "{long}"', lines[index])
    ref.write_text("\n".join(lines), encoding="utf-8")
    found = [d for d in run_checks(Project(content), only_domains=AUTOMA) if d.code == "AUT018"]
    assert found and all(d.line == index + 1 for d in found)
    assert any("(fr, a4)" in d.message for d in found)
    out = tmp_path / "out"
    res = run_cli("build", "automa-reference", "--content", str(content), "--out", str(out))
    assert_no_crash(res, 1)
    assert "AUT018" in res.err and not out.exists()
