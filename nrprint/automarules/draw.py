"""Write the Automa rules booklet: the planned pages drawn by the shared op renderer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol

from nrprint.automarules.pictures import Picture
from nrprint.model.automa_rules import RulesBooklet


class PaintedPicture(Picture, Protocol):
    """A picture that can paint itself: (canvas, x, y, scale)."""

    @property
    def paint(self) -> Callable[..., None]: ...


def write_booklet(
    path: Path,
    booklet: RulesBooklet,
    lang: str,
    paper: str = "a4",
    pictures: Mapping[str, PaintedPicture] | None = None,
) -> None:
    from nrprint.automarules.layout import plan_booklet
    from nrprint.render.fonts import measure
    from nrprint.render.ops import render_pages
    from nrprint.render.pdf import PdfMeta

    pictures = pictures or {}
    pages, _ = plan_booklet(booklet, lang, measure, paper, pictures)
    meta = PdfMeta(booklet.title.get(lang), booklet.subtitle.get(lang), lang)
    render_pages(path, pages, meta, {key: p.paint for key, p in pictures.items()})
