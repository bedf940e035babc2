"""Plan the turn-sequence documents as pages of drawing operations (no PDF yet)."""

from __future__ import annotations

from functools import cache

from nrprint.layout.ops import Overflow, PagePlan
from nrprint.layout.textflow import Measure
from nrprint.project import Project
from nrprint.templates import base, load_template
from nrprint.turnseq.bilingual import bilingual_pages
from nrprint.turnseq.flow import flow_page
from nrprint.turnseq.geometry import Ctx, TurnTemplate
from nrprint.turnseq.page_turn import turn_page

DOMAINS = ("turn", "timeline", "changes", "terms")


@cache
def template() -> TurnTemplate:
    return load_template("turn-sequence", TurnTemplate)


def _ctx(measure: Measure, paper: str) -> Ctx:
    b = base()
    return Ctx(measure, b, template(), b.papers[paper].size)


def language_pages(
    project: Project, lang: str, measure: Measure, paper: str = "a4"
) -> tuple[list[PagePlan], list[Overflow]]:
    ctx = _ctx(measure, paper)
    turn, timeline = project.get("turn"), project.get("timeline")
    changes, terms = project.get("changes"), project.get("terms")
    pages = [turn_page(ctx, turn, changes, terms, lang), flow_page(ctx, timeline, lang)]
    return pages, ctx.overflows


def bilingual(
    project: Project, other: str, measure: Measure, paper: str = "a4"
) -> tuple[list[PagePlan], list[Overflow]]:
    """English and ``other`` side by side."""
    ctx = _ctx(measure, paper)
    names = project.languages
    source = names.source
    pages = bilingual_pages(
        ctx,
        project.get("turn"),
        project.get("timeline"),
        project.get("changes"),
        project.get("terms"),
        ((source, names.name(source)), (other, names.name(other))),
    )
    return pages, ctx.overflows
