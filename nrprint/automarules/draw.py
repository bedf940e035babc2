"""Write the Automa rules booklet: the planned pages drawn by the shared op renderer."""

from __future__ import annotations

from pathlib import Path

from nrprint.model.automa_rules import RulesBooklet


def write_booklet(path: Path, booklet: RulesBooklet, lang: str, paper: str = "a4") -> None:
    from nrprint.automarules.layout import plan_booklet
    from nrprint.render.fonts import measure
    from nrprint.render.ops import render_pages
    from nrprint.render.pdf import PdfMeta

    pages, _ = plan_booklet(booklet, lang, measure, paper)
    meta = PdfMeta(booklet.title.get(lang), booklet.subtitle.get(lang), lang)
    render_pages(path, pages, meta)
