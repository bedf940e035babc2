"""The manifest's page counts: read from the end of our own PDFs, pypdf for any other shape."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen.canvas import Canvas

from nrprint.pipeline.manifest import page_count, quick_page_count
from nrprint.render.streampdf import stream_pages


def _reportlab(path: Path, pages: int, streamed: bool = False) -> Path:
    canvas = Canvas(str(path))
    if streamed:
        canvas = stream_pages(canvas, str(path))
    for i in range(pages):
        canvas.drawString(72, 72, f"page {i + 1}")
        canvas.showPage()
    canvas.save()
    return path


@pytest.mark.parametrize("pages", [1, 3, 250])
@pytest.mark.parametrize("streamed", [False, True])
def test_our_pdfs_are_counted_without_pypdf(tmp_path: Path, pages: int, streamed: bool):
    path = _reportlab(tmp_path / "a.pdf", pages, streamed)
    with path.open("rb") as f:
        assert quick_page_count(f) == pages == len(PdfReader(path).pages)
    assert page_count(path) == pages


def test_other_shapes_are_refused_and_read_by_pypdf(tmp_path: Path):
    base = _reportlab(tmp_path / "a.pdf", 2)
    # An incremental update: a second xref section after the first.
    writer = PdfWriter(base, incremental=True)
    writer.add_blank_page(200, 200)
    updated = tmp_path / "b.pdf"
    with updated.open("wb") as f:
        writer.write(f)
    with updated.open("rb") as f, pytest.raises(ValueError):
        quick_page_count(f)
    assert page_count(updated) == 3 == len(PdfReader(updated).pages)
    for junk in (b"", b"%PDF-1.4\n", base.read_bytes()[:-40]):
        with pytest.raises(ValueError):
            quick_page_count(io.BytesIO(junk))
