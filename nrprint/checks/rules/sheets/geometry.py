"""SHEET003: the sheet geometry holds in every language, both editions and both papers
(A4 and Letter layouts): true-size outlines, margins, ink ≥ 5 mm from the paper's
edge, no overlap, no reminder inside a space, every word fits where it goes, and
the difficulty table's rows are at least 1.3 times their type size.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import needles, template_pos, unknown_terms
from nrprint.model.project import Project
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.layout_rules import problems
from nrprint.setupsheets.template import FILES, default
from nrprint.setupsheets.textcheck import text_problems
from nrprint.setupsheets.words import EDITIONS, sheet_words


@check(code="SHEET003")
def geometry(project: Project) -> Findings:
    """Outlines are true size, ink stays 5 mm from the edge, nothing overlaps, no
    reminder lies inside a space, words fit."""
    content, terms = project.get("setup-sheets"), project.get("terms")
    if next(unknown_terms(project), None) is not None:
        return  # SHEET002 reports it; words cannot be built
    for paper in FILES:
        tpl = default(paper)
        for name, sheet in tpl.sheets.items():
            if name not in content.sheets or any(
                i.zone not in content.zones for p in sheet.pages for r in p.rows for i in r.items
            ):
                continue  # SHEET001 reports it
            pages = [layout_page(p, tpl) for p in sheet.pages]
            said: set[str] = set()
            for n, page in enumerate(pages, 1):
                for msg in problems(page, tpl):  # the geometry alone: once, not per language
                    said.add(msg)
                    where = template_pos(paper, *needles(msg))
                    yield error(where, f"{name} page {n} ({paper}): {msg}")
            for lang in project.langs():
                for edition in EDITIONS:
                    words = sheet_words(name, sheet, content, terms, edition, lang)
                    for n, page in enumerate(pages, 1):
                        for msg in text_problems(page, tpl, words, n, len(pages)):
                            if msg not in said:
                                yield error(
                                    template_pos(paper, *needles(msg)),
                                    f"{name} page {n} ({paper}, {lang}, {edition}): {msg}",
                                )
