"""``--format png``: any target's PDFs, one image per page (a deck: one per card face).

A target's PDFs are drawn once, in memory, when the build plans its outputs (a page
count is needed to name the files); each page then becomes its own output, rasterised
by a worker like any PDF. Forked workers inherit the drawn PDF, so it is not drawn again.

Names: ``<lang>/<document>/page-001.png`` for page documents; a deck target is drawn
with ``--layout single`` (one card a page, bleed as asked) and its images are named by
the faces' page labels, ``<lang>/<deck>/001-front.png`` and ``001-back.png``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from nrprint.layout.raster import page_stem
from nrprint.render.outputs import Output
from nrprint.render.raster import page_labels, pdf_bytes, write_page_png

if TYPE_CHECKING:
    from nrprint.model.project import Project
    from nrprint.render.outputs import BuildOptions


def image_folder(relpath: str) -> str:
    """``en/automa-corp-single.pdf`` → ``en/automa-corp``; ``en/turn-sequence.pdf`` → ``en/turn-sequence``."""
    stem = relpath.removesuffix(".pdf")
    return stem.removesuffix("-single")


def single_options(options: BuildOptions) -> BuildOptions:
    """A deck drawn one card a page: the layout print services and images need."""
    return replace(options, cards=replace(options.cards, layout="single"))


def drawn_pages(pdf: Output) -> tuple[bytes, list[str]]:
    """Draw one PDF output in memory; its bytes and page labels."""
    import pypdfium2 as pdfium

    data = pdf_bytes(pdf.draw)
    doc = pdfium.PdfDocument(data)
    try:
        return data, page_labels(doc)
    finally:
        doc.close()


def png_outputs(
    plan: Callable[[Project, BuildOptions], list[Output]],
    cards: bool,
    project: Project,
    options: BuildOptions,
) -> list[Output]:
    """The images of a target's PDFs (``plan``: the target's; ``cards``: a deck)."""
    dpi = options.images.dpi
    plan_options = single_options(options) if cards else options
    out: list[Output] = []
    for pdf in plan(project, plan_options):
        data, labels = drawn_pages(pdf)
        folder = image_folder(pdf.relpath)
        for i, label in enumerate(labels):
            rel = f"{folder}/{page_stem(i, label)}.png"
            out.append(Output(rel, partial(write_page_png, data, i, dpi), pdf.lang))
    return out
