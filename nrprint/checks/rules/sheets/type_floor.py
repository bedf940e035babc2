"""SHEET004: no point size a sheet sets for words a player reads is under 6.5 pt."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import template_pos
from nrprint.model.project import Project
from nrprint.setupsheets.layout_rules import type_problems
from nrprint.setupsheets.template import FILES, default


@check(code="SHEET004")
def type_floor(project: Project) -> Findings:
    """No size a sheet template sets for words a player reads is under the type floor."""
    for paper in FILES:
        for msg in type_problems(default(paper)):
            key = msg.split(" is ", 1)[0].rsplit(" ", 1)[-1].removeprefix("type.")
            yield error(template_pos(paper, f"{key}:", f"{key}: "), msg)
