"""SHEET009: a write-in box for one number is a square at most 25 mm wide.

A ``write`` item of a setup sheet (e.g. the Corp AI's highest advancement requirement)
holds one handwritten number: laid out on A4 and on Letter, its box is at most
``WRITE_MAX_MM`` wide and tall, so the page's room goes to cards and captions, not to a
long empty box.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import template_pos
from nrprint.model.project import Project
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.template import FILES, SheetsTemplate, default

WRITE_MAX_MM = 25.0


def write_in_problems(tpl: SheetsTemplate) -> list[tuple[str, str]]:
    """(zone, finding) for each write-in box wider or taller than ``WRITE_MAX_MM``."""
    out = []
    for name, sheet in tpl.sheets.items():
        for n, page in enumerate(sheet.pages, 1):
            for box in layout_page(page, tpl).boxes:
                r = box.rect
                if box.item.kind == "write" and max(r.w, r.h) > WRITE_MAX_MM + 1e-6:
                    out.append(
                        (
                            box.item.zone,
                            f"{name} page {n}: the write-in box {box.item.zone} is {r.w:.0f} × {r.h:.0f} mm,"
                            f" more than {WRITE_MAX_MM:g} mm for one number",
                        )
                    )
    return out


@check(code="SHEET009")
def write_in(project: Project) -> Findings:
    """Every write-in box on both papers is at most 25 mm."""
    for paper in FILES:
        for zone, msg in write_in_problems(default(paper)):
            yield error(template_pos(paper, f"zone: {zone},"), f"{paper}: {msg}")
