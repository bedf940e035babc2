"""Reproducible PDF canvases with metadata, language and viewer preferences."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from nrprint import __version__
from nrprint.render.draft import banded
from nrprint.render.fastcanvas import FastCanvas
from nrprint.render.fonts import FONT_NAMES, register_fonts
from nrprint.render.streampdf import stream_pages

AUTHOR = "nrprint contributors"


@dataclass(frozen=True, slots=True)
class PdfMeta:
    title: str
    subject: str
    lang: str  # BCP 47: "en", "fr", or "en-GB"... ; bilingual documents use the first
    author: str = AUTHOR
    keywords: str = "Netrunner"


def open_canvas(path: Path, pagesize: tuple[float, float], meta: PdfMeta, no_scaling: bool = False) -> Canvas:
    """A canvas in invariant mode: the same drawing gives the same bytes.

    Dates come from ``SOURCE_DATE_EPOCH`` when set, otherwise a fixed date, so builds
    are byte-identical; reportlab subsets and embeds the TrueType fonts it uses. Pages
    go to the file as they are finished (``nrprint.render.streampdf``), so memory does
    not grow with the page count.
    """
    register_fonts()
    # The initial font is ours, so no unembedded standard font appears in the resources.
    c = FastCanvas(
        str(path),
        pagesize=pagesize,
        invariant=1,
        pageCompression=1,
        lang=meta.lang,
        initialFontName=FONT_NAMES["regular"],
        initialFontSize=9,
    )
    stream_pages(c, str(path))
    c.setTitle(meta.title)
    c.setSubject(meta.subject)
    c.setAuthor(meta.author)
    c.setKeywords(meta.keywords)
    c.setCreator(f"nrprint {__version__}")
    c.setProducer(f"nrprint {__version__} (reportlab)")
    c.setViewerPreference("DisplayDocTitle", "true")
    if no_scaling:
        c.setViewerPreference("PrintScaling", "None")
    banded(c, meta.lang, meta.title)  # a language still being translated: the draft band on each page
    return c
