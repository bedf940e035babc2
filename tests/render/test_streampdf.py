"""Pages written as they are finished make the same document as reportlab's own save.

``nrprint.render.streampdf`` writes each finished page (content stream and dictionary)
to the file at once. The result must render and read exactly like the PDF reportlab
writes from the same drawing, with a correct cross-reference table, and no page may
stay in memory once it is written.
"""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader
from reportlab.lib.colors import HexColor
from reportlab.pdfbase import pdfdoc

import nrprint.render.pdf as pdf_module
from nrprint.render.fonts import font_name
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.streampdf import StreamingDocument
from nrprint.system.atomic import write_atomic

META = PdfMeta("Stream test", "pages written as they go", "en")
PAGES = 7


def draw(path: Path, pages: int = PAGES, fail_at: int | None = None) -> list[int]:
    """A document with text, a reused form, bookmarks and a link; bytes written per page."""
    c = open_canvas(path, (300, 400), META)
    sizes = []
    for n in range(1, pages + 1):
        if n == fail_at:
            raise RuntimeError("drawing failed")
        if not c.hasForm("badge"):
            c.beginForm("badge")
            c.setFillColor(HexColor("#aa3311"))
            c.circle(20, 20, 15, stroke=0, fill=1)
            c.endForm()
        c.doForm("badge")
        c.setFont(font_name("bold"), 14)
        c.drawString(40, 350, f"Page {n} — éàç")
        c.setFont(font_name("regular"), 9)
        c.drawString(40, 330, "x" * n)
        c.bookmarkPage(f"p{n}")
        c.addOutlineEntry(f"Page {n}", f"p{n}", level=0)
        if n > 1:
            c.linkRect("", "p1", (40, 300, 120, 320), relative=0)
        c.showPage()
        sink = getattr(c._doc, "_sink", None)  # what was handed to the file so far
        sizes.append(sink.offset if sink is not None else 0)
    c.save()
    return sizes


@pytest.fixture
def both(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    streamed = tmp_path / "streamed.pdf"
    draw(streamed)
    monkeypatch.setattr(pdf_module, "stream_pages", lambda c, path: c)  # reportlab's own save
    held = tmp_path / "held.pdf"
    draw(held)
    return streamed, held


def test_pages_reach_the_file_as_they_are_finished(tmp_path: Path):
    sizes = draw(tmp_path / "a.pdf")
    assert sizes[0] > 0 and all(b > a for a, b in zip(sizes, sizes[1:], strict=False))


def test_streamed_pdf_reads_and_renders_like_reportlabs(both: tuple[Path, Path]):
    streamed, held = both
    a, b = PdfReader(str(streamed), strict=True), PdfReader(str(held), strict=True)
    assert len(a.pages) == len(b.pages) == PAGES
    assert [p.extract_text() for p in a.pages] == [p.extract_text() for p in b.pages]
    assert [p.mediabox for p in a.pages] == [p.mediabox for p in b.pages]
    assert (
        [o.title for o in a.outline]
        == [o.title for o in b.outline]
        == [f"Page {n}" for n in range(1, PAGES + 1)]
    )
    assert a.metadata == b.metadata
    fonts = lambda r: sorted({str(f) for p in r.pages for f in p["/Resources"]["/Font"]})  # noqa: E731
    assert fonts(a) == fonts(b)
    assert a.pages[3]["/Annots"][0].get_object()["/Subtype"] == "/Link"
    da, db = pdfium.PdfDocument(str(streamed)), pdfium.PdfDocument(str(held))
    for i in range(PAGES):
        ia = da[i].render(scale=1).to_pil()
        ib = db[i].render(scale=1).to_pil()
        assert ia.tobytes() == ib.tobytes(), f"page {i + 1} differs"


def test_every_cross_reference_points_at_its_object(tmp_path: Path):
    path = tmp_path / "a.pdf"
    draw(path)
    data = path.read_bytes()
    start = int(re.search(rb"startxref\s+(\d+)", data).group(1))
    assert data[start:].startswith(b"xref")
    count = int(re.match(rb"xref\s+0 (\d+)", data[start:]).group(1))
    entries = re.findall(rb"(\d{10}) (\d{5}) ([nf])", data[start:])[:count]
    used = [(n, int(off)) for n, (off, _gen, kind) in enumerate(entries) if kind == b"n"]
    assert len(used) == count - 1
    for n, off in used:
        assert data[off:].startswith(f"{n} 0 obj".encode()), n


def test_the_same_drawing_gives_the_same_bytes(tmp_path: Path):
    draw(tmp_path / "a.pdf")
    draw(tmp_path / "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_no_page_stays_in_memory_once_written(tmp_path: Path):
    c = open_canvas(tmp_path / "a.pdf", (300, 400), META)
    doc = c._doc
    assert isinstance(doc, StreamingDocument)
    for n in range(5):
        c.drawString(10, 10, f"page {n}")
        c.showPage()
        assert all(isinstance(p, pdfdoc.PDFObjectReference) for p in doc.Pages.pages)
        assert not any(isinstance(o, pdfdoc.PDFPage | pdfdoc.PDFStream) for o in doc.idToObject.values())
    c.save()
    assert len(PdfReader(str(tmp_path / "a.pdf")).pages) == 5


def test_a_drawing_that_fails_half_way_leaves_nothing(tmp_path: Path):
    target = tmp_path / "out" / "deck.pdf"
    target.parent.mkdir()
    target.write_bytes(b"previous")
    with pytest.raises(RuntimeError):
        write_atomic(target, lambda p: draw(p, fail_at=4))
    assert target.read_bytes() == b"previous"
    assert [p.name for p in target.parent.iterdir()] == ["deck.pdf"]


def test_a_streaming_canvas_saves_only_to_its_own_file(tmp_path: Path):
    c = open_canvas(tmp_path / "a.pdf", (300, 400), META)
    c.showPage()
    with pytest.raises(ValueError, match="saves only to"):
        c._doc.SaveToFile(str(tmp_path / "b.pdf"), c)
