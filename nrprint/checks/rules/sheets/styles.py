"""SHEET005: each kind of outline (stroke, corner radius, dash) is the same on A4 and Letter."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import template_pos
from nrprint.model.project import Project
from nrprint.setupsheets.layout_rules import style_problems
from nrprint.setupsheets.template import default


@check(code="SHEET005")
def styles(project: Project) -> Findings:
    """A4 and Letter sheets draw each kind of outline alike."""
    for msg in style_problems(default("a4"), default("letter")):
        kind = msg.split("'")[1]
        yield error(template_pos("letter", f"  {kind}: ", "outlines:"), msg)
