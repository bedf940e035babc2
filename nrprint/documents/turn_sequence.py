"""Turn-sequence summary: ``<lang>/turn-sequence.pdf`` and ``turn-sequence.en-<lang>.pdf``."""

from __future__ import annotations

from pathlib import Path

from nrprint.documents.registry import Target
from nrprint.lang.tags import is_pseudo
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output
from nrprint.turnseq import DOMAINS


def _title(project: Project, lang: str) -> str:
    turn = project.get("turn")
    return (turn.document_title or turn.title).get(lang)


def _language(project: Project, lang: str, paper: str):
    def draw(path: Path) -> None:
        from nrprint.render.fonts import measure
        from nrprint.render.ops import render_pages
        from nrprint.render.pdf import PdfMeta
        from nrprint.turnseq.plan import language_pages

        pages, _ = language_pages(project, lang, measure, paper)
        subject = project.get("turn").subtitle.get(lang)
        render_pages(path, pages, PdfMeta(_title(project, lang), subject, lang))

    return draw


def _bilingual(project: Project, other: str, paper: str):
    def draw(path: Path) -> None:
        from nrprint.render.fonts import measure
        from nrprint.render.ops import render_pages
        from nrprint.render.pdf import PdfMeta
        from nrprint.turnseq.plan import bilingual

        languages = project.languages
        source = languages.source
        pages, _ = bilingual(project, other, measure, paper)
        title = f"{_title(project, source)} / {_title(project, other)}"
        subject = f"{languages.name(source)} · {languages.name(other)}"
        render_pages(path, pages, PdfMeta(title, subject, source))

    return draw


def plan_language(project: Project, options: BuildOptions) -> list[Output]:
    return [
        Output(f"{lang}/turn-sequence.pdf", _language(project, lang, options.paper), lang)
        for lang in options.langs
    ]


def plan_bilingual(project: Project, options: BuildOptions) -> list[Output]:
    """One side-by-side summary for each translation printed with its source."""
    source = project.languages.source
    if source not in options.langs:
        return []
    return [
        Output(f"turn-sequence.{source}-{lang}.pdf", _bilingual(project, lang, options.paper))
        for lang in options.langs
        if lang != source and not is_pseudo(lang)
    ]


# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    Target(
        "turn-sequence",
        "the turn sequence and run flowchart, one PDF per language",
        DOMAINS,
        plan_language,
        weight=3.0,
    ),
    Target(
        "turn-sequence-bilingual",
        "English and each translation side by side, rows aligned",
        DOMAINS,
        plan_bilingual,
        weight=3.0,
    ),
)
