"""Per-code broken fixtures: ``fixtures/<family>/<CODE>-<case>.yaml`` is one small
content file (its first line ``# content: PATH`` says where it goes in a content
folder) that breaks one rule, marked ``# expect: CODE`` on each line a finding must
point at. Each fixture is checked alone in an otherwise empty content folder, with the
rules of its family and strictly (a missing translation is an error), from a working
directory that holds only that content folder (a relative path in a fixture starts
there): exactly the marked findings, no other error.

A rule that reads several files gets a fixture folder ``<family>/<CODE>-<case>/``
instead: each of its ``.yaml`` files has its own ``# content: PATH`` line and marks, and
they are checked together in one content folder.

The Automa family keeps its own fixtures (tests/automa/fixtures, the same marks). The
families whose rules read whole documents, templates and layouts (timeline, turn,
multiplayer, sheets) have edits of the shipped files instead, first line ``# edit:
shipped`` (tests/checks/test_edit_fixtures.py); every code of every family with
fixtures, and of those four, has one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nrprint.checks.catalogue import checks
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.model.domains import DOMAINS
from nrprint.model.project import Project

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CONTENT = re.compile(r"^#\s*content:\s*(\S+)")
EDIT = re.compile(r"^#\s*edit:\s*shipped")  # fixtures of tests/checks/test_edit_fixtures.py
ALL = sorted(p for p in FIXTURES.glob("*/*-*") if p.suffix == ".yaml" or p.is_dir())
FILES = [p for p in ALL if p.is_dir() or not EDIT.match(p.read_text(encoding="utf-8"))]
# The families whose fixtures are edits of the shipped content and templates: every
# code of theirs has one too.
EDITED_FAMILIES = ("multiplayer", "sheets", "timeline", "turn")
EXPECT = re.compile(r"#\s*expect:\s*([A-Z0-9]+)")


def _family(fixture: Path) -> tuple[set[str], set[str]]:
    """The codes and the domains of the fixture's family."""
    mine = [c for c in checks() if c.name.split("-", 1)[0] == fixture.parent.name]
    return {code for c in mine for code in c.codes}, {d for c in mine for d in c.domains}


@pytest.mark.parametrize("fixture", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_reports_its_code_at_its_marks_and_nothing_else(tmp_path: Path, fixture: Path, monkeypatch):
    code = fixture.name.split("-", 1)[0]
    codes, domains = _family(fixture)
    assert code in codes, f"{code} is no code of the {fixture.parent.name} rules"
    marks = []
    for part in sorted(fixture.glob("*.yaml")) if fixture.is_dir() else [fixture]:
        text = part.read_text(encoding="utf-8")
        where = CONTENT.match(text)
        assert where, f"{part.name} does not say where it goes (# content: PATH)"
        shown = f"content/{where.group(1)}"
        marks += [
            (shown, n, m.group(1))
            for n, line in enumerate(text.splitlines(), 1)
            if (m := EXPECT.search(line))
        ]
        target = tmp_path / shown
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        # The family's domains and the fixture's own (a string rule reads the strings in scope).
        domains |= {n for n, d in DOMAINS.items() if where.group(1) in (d.file, *d.paths)}
    assert marks and {c for *_w, c in marks} == {code}, f"{fixture.name} marks no {code}"
    monkeypatch.chdir(tmp_path)
    project = Project(tmp_path / "content", display_path="content", strict=True)
    found = run_checks(project, only_domains=domains)
    errors = [d for d in found if d.code in codes or d.severity is Severity.ERROR]
    assert sorted({(d.path, d.line, d.code) for d in errors}) == sorted(marks), [d.format() for d in found]


def test_every_code_of_a_family_with_fixtures_has_one():
    families = {f.parent.name for f in ALL} | set(EDITED_FAMILIES)
    assert set(EDITED_FAMILIES) <= {f.parent.name for f in ALL}
    for family in sorted(families):
        codes, _domains = _family(FIXTURES / family / "x.yaml")
        covered = {f.name.split("-", 1)[0] for f in ALL if f.parent.name == family}
        assert sorted(codes - covered) == [], f"{family}: codes without a fixture"
