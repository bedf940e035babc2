"""PDF pages → pixels (pypdfium2) → PNG files (pillow), reproducibly.

Images are never drawn twice: each is a page of the PDF that nrprint's own drawing code
wrote, rasterised here, so a PNG and its PDF page match within anti-aliasing.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.layout.raster import MM_PER_INCH, px

if TYPE_CHECKING:  # imported when a page is rasterised: every build registers this module
    import pypdfium2 as pdfium
    from PIL import Image

# Fixed encoder settings: the same pixels give the same bytes. pillow writes no tIME or
# text chunk unless asked; the pHYs chunk carries the resolution. Level 3: much faster
# than the default 6 for a few more bytes ("PNG compression level", bench/README.md).
PNG_OPTIONS = {"compress_level": 3, "optimize": False}
PT_PER_INCH = 72.0


def pdf_bytes(draw: Callable[[Path], None]) -> bytes:
    """Run a PDF drawing function into a temporary file and return the file's bytes."""
    with tempfile.TemporaryDirectory(prefix="nrprint-raster-") as folder:
        path = Path(folder) / "doc.pdf"
        draw(path)
        return path.read_bytes()


def page_pixels(width_pt: float, height_pt: float, dpi: int) -> tuple[int, int]:
    """The image size of a page (the rounding rule of ``nrprint.layout.raster``)."""
    return px(width_pt / PT_PER_INCH * MM_PER_INCH, dpi), px(height_pt / PT_PER_INCH * MM_PER_INCH, dpi)


def render_page(pdf: pdfium.PdfDocument, index: int, dpi: int) -> Image.Image:
    """Page ``index`` as an RGB image of exactly ``page_pixels`` size on white.

    pypdfium2's ``render(scale=)`` rounds the size up; here the page is mapped onto a
    bitmap of the computed size, so the rounding rule alone decides the pixel count.
    """
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    page = pdf[index]
    try:
        w, h = page_pixels(page.get_width(), page.get_height(), dpi)
        bitmap = pdfium.PdfBitmap.new_native(w, h, format=pdfium_c.FPDFBitmap_BGR, rev_byteorder=True)
        bitmap.fill_rect((255, 255, 255, 255), 0, 0, w, h)
        flags = pdfium_c.FPDF_ANNOT | pdfium_c.FPDF_REVERSE_BYTE_ORDER
        pdfium_c.FPDF_RenderPageBitmap(bitmap, page, 0, 0, w, h, 0, flags)
        image = bitmap.to_pil().convert("RGB")  # a copy: the bitmap's buffer is freed below
        bitmap.close()
        return image
    finally:
        page.close()


def page_labels(pdf: pdfium.PdfDocument) -> list[str]:
    return [pdf.get_page_label(i) or "" for i in range(len(pdf))]


def png_bytes(image: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    image.save(buf, "PNG", dpi=(dpi, dpi), **PNG_OPTIONS)
    return buf.getvalue()


def write_png(path: Path, image: Image.Image, dpi: int) -> None:
    path.write_bytes(png_bytes(image, dpi))


_OPEN: list[tuple[int, bytes, pdfium.PdfDocument]] = []


def _document(data: bytes) -> pdfium.PdfDocument:
    """The PDF ``data`` opened once per process: a fresh document walks its page tree
    again for every page, so rendering a page would take longer the further into the
    deck it is. Only the last document stays open (holding its bytes, so ``is`` cannot be
    fooled by a recycled id); a forked worker opens its own."""
    if _OPEN and _OPEN[0][0] == os.getpid() and _OPEN[0][1] is data:
        return _OPEN[0][2]
    import pypdfium2 as pdfium

    if _OPEN and _OPEN[0][0] == os.getpid():
        _OPEN[0][2].close()
    _OPEN[:] = [(os.getpid(), data, pdfium.PdfDocument(data))]
    return _OPEN[0][2]


def write_page_png(data: bytes, index: int, dpi: int, path: Path) -> None:
    """Rasterise page ``index`` of the PDF ``data`` at ``dpi`` into ``path``."""
    write_png(path, render_page(_document(data), index, dpi), dpi)


def read_dpi(image: Image.Image) -> float | None:
    """The resolution a PNG records (pHYs stores dots per metre: 300 dpi reads 299.9994)."""
    dpi = image.info.get("dpi")
    return round(float(dpi[0]), 1) if dpi else None
