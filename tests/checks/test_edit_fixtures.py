"""Per-code broken fixtures for the rules that read whole documents, templates and
layouts (the families timeline, turn, multiplayer and sheets): a copy of the shipped
content and templates with one defect, checked through the same path as a build.

``fixtures/<family>/<CODE>-<case>.yaml`` whose first line is ``# edit: shipped`` holds
``edits``, each a text in one shipped file (``content/…`` or ``templates/…``, found
exactly once) and what to put in its place on the same lines, marked ``# expect: CODE``
on each line a finding must point at (an edit may only add a mark); ``also`` names the
codes of another family that the same defect necessarily fires too (said why in the
fixture). ``layout`` names a
defect of the drawn run flowchart instead (``arrow-lost``, ``heads-stacked``): the
flowcharts the checks read are the real ones with it. The family's rules and every
other rule of its domains run strictly on the copy; the findings of the family's codes
and every error, less those of the unedited copy (the shipped content has notes of its
own, MPV001), must be exactly the marked ones.

A copy with an edited template is checked in a process of its own with
``NRPRINT_TEMPLATES`` pointing at it, as a user's edited templates are read (the
templates are loaded once per process)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from nrprint.checks.catalogue import checks
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.layout.ops import PagePlan, PathOp
from nrprint.model.domains import DOMAINS
from nrprint.model.project import Project
from nrprint.turnseq import plan

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
EDIT = re.compile(r"^#\s*edit:\s*shipped")
EXPECT = re.compile(r"#\s*expect:\s*([A-Z0-9]+)")
EDITED = sorted(p for p in FIXTURES.glob("*/*-*.yaml") if EDIT.match(p.read_text(encoding="utf-8")))
Found = set[tuple[str, int, str]]
# Runs the checks in a fresh process and prints the findings (path, line, code, severity).
CHILD = """\
import json, sys
from pathlib import Path
from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
root, domains = Path(sys.argv[1]), set(sys.argv[2:])
found = run_checks(Project(root, display_path="content", strict=True), only_domains=domains)
print(json.dumps([[d.path, d.line, d.code, d.severity.value] for d in found]))
"""


def family(name: str) -> tuple[set[str], set[str]]:
    """The codes and the domains of a family's rules."""
    mine = [c for c in checks() if c.name.split("-", 1)[0] == name]
    return {code for c in mine for code in c.codes}, {d for c in mine for d in c.domains}


def _copy(tmp: Path) -> None:
    shutil.copytree(REPO / "content", tmp / "content", ignore=shutil.ignore_patterns("cards", "rulings"))
    shutil.copytree(REPO / "templates", tmp / "templates")


def _broken_flowcharts(defect: str):
    """``plan.flow_layouts`` with ``defect`` in every flowchart it lays out."""
    real = plan.flow_layouts

    def flow_layouts(project, measure):
        for where, layout in real(project, measure):
            arrows = [op for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
            page = PagePlan(layout.page.width, layout.page.height)
            if defect == "arrow-lost":  # the last arrow drawn is not on the page
                page.ops = [op for op in layout.page.ops if op is not arrows[-1]]
            else:  # "heads-stacked": a second arrowhead 3 pt from the first
                x, y = arrows[0].points[-1]
                page.ops = [*layout.page.ops, PathOp(((x + 30, y + 3), (x + 2, y + 3)), "#000", arrow=True)]
            yield where, replace(layout, page=page)

    return flow_layouts


def _findings(tmp: Path, domains: set[str], codes: set[str], own_templates: bool) -> Found:
    """The family's findings and every error of the copy in ``tmp``."""
    if own_templates:
        env = {**os.environ, "NRPRINT_TEMPLATES": str(tmp / "templates"), "NRPRINT_NO_CACHE": "1"}
        res = subprocess.run(
            [sys.executable, "-c", CHILD, str(tmp / "content"), *sorted(domains)],
            cwd=tmp,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert res.returncode == 0, res.stderr[-3000:]
        rows = json.loads(res.stdout)
    else:
        project = Project(tmp / "content", display_path="content", strict=True)
        rows = [[d.path, d.line, d.code, d.severity.value] for d in run_checks(project, only_domains=domains)]
    return {(p, line, c) for p, line, c, sev in rows if c in codes or sev == Severity.ERROR.value}


@pytest.mark.parametrize("fixture", EDITED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_edit_fixture_reports_its_code_at_its_marks_and_nothing_else(
    tmp_path: Path, fixture: Path, monkeypatch: pytest.MonkeyPatch
):
    code = fixture.name.split("-", 1)[0]
    codes, domains = family(fixture.parent.name)
    assert code in codes, f"{code} is no code of the {fixture.parent.name} rules"
    spec = yaml.safe_load(fixture.read_text(encoding="utf-8"))
    edits = spec.get("edits", [])
    for edit in edits:  # the edited files' domains are checked too
        domains |= {
            n for n, d in DOMAINS.items() if edit["file"].removeprefix("content/") in (d.file, *d.paths)
        }
    monkeypatch.chdir(tmp_path)
    _copy(tmp_path)
    before = _findings(tmp_path, domains, codes, own_templates=False)
    if spec.get("layout"):
        monkeypatch.setattr(plan, "flow_layouts", _broken_flowcharts(spec["layout"]))
    for edit in edits:
        file = tmp_path / edit["file"]
        text = file.read_text(encoding="utf-8")
        assert text.count(edit["find"]) == 1, f"{edit['find']!r} is not once in the shipped {edit['file']}"
        assert edit["find"].count("\n") == edit["put"].count("\n"), "an edit keeps the lines where they are"
        file.write_text(text.replace(edit["find"], edit["put"]), encoding="utf-8")
    marks: Found = set()
    for name in {edit["file"] for edit in edits}:
        lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
        marks |= {(name, n, m.group(1)) for n, line in enumerate(lines, 1) if (m := EXPECT.search(line))}
    assert marks and {c for *_w, c in marks} == {code}, f"{fixture.name} marks no {code}"
    own_templates = any(edit["file"].startswith("templates/") for edit in edits)
    found = _findings(tmp_path, domains, codes, own_templates)
    new = found - before
    also = set(spec.get("also", []))  # another family's code the same defect must fire too
    assert {c for *_w, c in new} >= also, f"{fixture.name}: {sorted(also)} did not fire"
    assert sorted(f for f in new if f[2] not in also) == sorted(marks), sorted(new)
