"""Turn-sequence summary: ``<lang>/turn-sequence.pdf`` and ``turn-sequence.en-fr.pdf``."""

from __future__ import annotations

from pathlib import Path

from nrprint.documents.registry import BuildOptions, Output, Target, register_target
from nrprint.project import Project
from nrprint.turnseq.plan import DOMAINS

TITLES = {
    "en": "Android: Netrunner — turn sequence",
    "fr": "Android: Netrunner — déroulement du tour",
}


def _language(project: Project, lang: str, paper: str):
    def draw(path: Path) -> None:
        from nrprint.render.fonts import measure
        from nrprint.render.ops import render_pages
        from nrprint.render.pdf import PdfMeta
        from nrprint.turnseq.plan import language_pages

        pages, _ = language_pages(project, lang, measure, paper)
        subject = project.get("turn").subtitle.get(lang)
        render_pages(path, pages, PdfMeta(TITLES[lang], subject, lang))

    return draw


def _bilingual(project: Project, paper: str):
    def draw(path: Path) -> None:
        from nrprint.render.fonts import measure
        from nrprint.render.ops import render_pages
        from nrprint.render.pdf import PdfMeta
        from nrprint.turnseq.plan import bilingual

        pages, _ = bilingual(project, measure, paper)
        render_pages(
            path,
            pages,
            PdfMeta(f"{TITLES['en']} / {TITLES['fr']}", "English and French side by side", "en"),
        )

    return draw


def plan_language(project: Project, options: BuildOptions) -> list[Output]:
    return [
        Output(f"{lang}/turn-sequence.pdf", _language(project, lang, options.paper), lang)
        for lang in options.langs
    ]


def plan_bilingual(project: Project, options: BuildOptions) -> list[Output]:
    if not {"en", "fr"} <= set(options.langs):
        return []
    return [Output("turn-sequence.en-fr.pdf", _bilingual(project, options.paper))]


register_target(
    Target(
        "turn-sequence",
        "the turn sequence and run flowchart, one PDF per language",
        DOMAINS,
        plan_language,
    )
)
register_target(
    Target(
        "turn-sequence-bilingual",
        "English and French side by side, rows aligned",
        DOMAINS,
        plan_bilingual,
    )
)
