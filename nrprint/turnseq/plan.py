"""Plan the turn-sequence documents as pages of drawing operations (no PDF yet)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from nrprint.layout.ops import Overflow, PagePlan
from nrprint.layout.textflow import Measure
from nrprint.model.project import Project, remembered
from nrprint.source.templates import base, load_template
from nrprint.turnseq import DOMAINS
from nrprint.turnseq.bilingual import bilingual_pages
from nrprint.turnseq.context import Ctx
from nrprint.turnseq.flow import flow_page
from nrprint.turnseq.page_turn import turn_page
from nrprint.turnseq.template import TurnTemplate

T = TypeVar("T")


@cache
def template() -> TurnTemplate:
    return load_template("turn-sequence", TurnTemplate)


def context(measure: Measure, paper: str) -> Ctx:
    """The layout context of the turn pages on ``paper``."""
    b = base()
    return Ctx(measure, b, template(), b.papers[paper].size)


def _once(project: Project, domains: tuple[str, ...], key: tuple[Any, ...], compute: Callable[[], T]) -> T:
    """Laid out once per check run: TYPO002 and TURN006 read the same 12 pages, TL006
    and TL007 the same flowcharts; laying them out twice would double that cost."""
    return remembered(project, domains, key, compute, also=(project.languages, template(), base()))


def language_pages(
    project: Project, lang: str, measure: Measure, paper: str = "a4"
) -> tuple[list[PagePlan], list[Overflow]]:
    """``lang``'s two pages (read them, do not change them: they are shared)."""
    return _once(
        project,
        DOMAINS,
        ("pages", lang, measure, paper),
        lambda: _language_pages(project, lang, measure, paper),
    )


def _language_pages(
    project: Project, lang: str, measure: Measure, paper: str
) -> tuple[list[PagePlan], list[Overflow]]:
    ctx = context(measure, paper)
    turn, timeline = project.get("turn"), project.get("timeline")
    changes, terms = project.get("changes"), project.get("terms")
    pages = [
        turn_page(ctx, turn, changes, terms, lang),
        flow_page(ctx, timeline, lang),
    ]
    return pages, ctx.overflows


def bilingual(
    project: Project, other: str, measure: Measure, paper: str = "a4"
) -> tuple[list[PagePlan], list[Overflow]]:
    """English and ``other`` side by side (shared pages, as ``language_pages``)."""
    return _once(
        project,
        DOMAINS,
        ("bilingual", other, measure, paper),
        lambda: _bilingual(project, other, measure, paper),
    )


def _bilingual(
    project: Project, other: str, measure: Measure, paper: str
) -> tuple[list[PagePlan], list[Overflow]]:
    ctx = context(measure, paper)
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


def bilingual_languages(project: Project) -> list[str]:
    """The translations printed side by side with the source language."""
    from nrprint.lang.tags import is_pseudo

    source = project.languages.source
    return [t for t in project.langs() if t != source and not is_pseudo(t)]


def flow_layouts(project: Project, measure: Measure) -> list[tuple[str, Any]]:
    """Every run flowchart the build draws: (language(s) and paper, layout)."""
    return _once(project, ("timeline",), ("flows", measure), lambda: list(_flow_layouts(project, measure)))


def _flow_layouts(project: Project, measure: Measure):
    from nrprint.turnseq.context import Voices
    from nrprint.turnseq.flow import flow_layout

    timeline = project.get("timeline")
    source = project.languages.source
    for paper in ("a4", "letter"):
        ctx = context(measure, paper)
        for lang in project.langs():
            yield f"{lang}, {paper}", flow_layout(ctx, timeline, Voices((lang,)))
        for other in bilingual_languages(project):
            voices = Voices((source, other))
            yield (
                f"{source}-{other}, {paper}",
                flow_layout(ctx, timeline, voices, ctx.tpl.bilingual.flowchart),
            )
