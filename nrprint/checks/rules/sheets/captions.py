"""SHEET008: setup-sheet captions are read at the table: at least 9 pt, never shrunk.

The caption of a card outline, an area or a write-in square (its reminder, ``hint_pt``
in both sheet templates) is set at 9 pt or more; the drawing never shrinks a caption
below its size (SHEET003 reports one that does not fit its band at that size) and sets
it in ink (near-black). The 9 pt is held here, not in the template.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import template_pos
from nrprint.model.project import Project
from nrprint.setupsheets.template import FILES, SheetsTemplate, default

CAPTION_PT = 9.0


def caption_problems(tpl: SheetsTemplate) -> list[str]:
    """The template's caption size, if it is under ``CAPTION_PT``."""
    if tpl.hint_pt < CAPTION_PT - 1e-9:
        return [
            f"captions (hint_pt) are {tpl.hint_pt:g} pt, under {CAPTION_PT:g} pt: hard to read at the table"
        ]
    return []


@check(code="SHEET008")
def captions(project: Project) -> Findings:
    """Captions of both papers' sheets are at least 9 pt."""
    for paper in FILES:
        for msg in caption_problems(default(paper)):
            yield error(template_pos(paper, "hint_pt:"), f"{paper}: {msg}")
