"""The rulings reference PDF, read back: pages, layout, text, outline, links, fonts."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.documents.rulings import render
from nrprint.rulings.links import ruling_anchor

A4 = (595.28, 841.89)


@pytest.fixture(scope="module")
def reader(pdf_path: Path) -> PdfReader:
    return PdfReader(str(pdf_path))


def test_pages_are_a4(reader):
    assert 15 <= len(reader.pages) <= 30
    for page in reader.pages:
        box = page.mediabox
        assert (round(float(box.width), 2), round(float(box.height), 2)) == A4


def test_order_and_headings(reader):
    text = "\n".join(p.extract_text() for p in reader.pages)
    at = text.index("Index of cards")
    for heading in ("General rulings", "Corp cards", "Runner cards"):
        at = text.index(heading, at + 1)  # each part after the previous one
    assert text.count("Rulings whose card name is missing in the source") == 63
    assert text.count("Section title missing in the source") == 3
    assert "[cut off in the source]" in text
    assert "The text names Datacomb" in text


def test_two_columns(reader):
    """Body pages set text in two columns: glyph x positions cluster left and right of the middle."""
    xs: list[float] = []
    reader.pages[8].extract_text(
        visitor_text=lambda t, cm, tm, fd, fs: xs.append(cm[4] + tm[4]) if t.strip() else None
    )
    mid = A4[0] / 2
    assert sum(x < mid - 20 for x in xs) > 20 and sum(x > mid + 5 for x in xs) > 20


def test_running_heads_name_the_card_range(reader):
    lines = [ln for p in reader.pages[3:] for ln in p.extract_text().split("\n")]
    assert any(ln.startswith("Corp: ") and " – " in ln for ln in lines)
    assert sum(ln == "Netrunner Rulings v1.70" for ln in lines) == len(reader.pages) - 3
    assert any(ln.startswith("Runner: ") for ln in lines)


def outline_titles(items):
    return [o.title for o in items if not isinstance(o, list)]


def test_outline_by_side_and_card(reader):
    top = reader.outline
    assert outline_titles(top) == [
        "Index of cards",
        "General rulings",
        "Corp cards",
        "Runner cards",
        "Preamble and notices",
    ]
    children = [o for o in top if isinstance(o, list)]
    assert [len(c) for c in children] == [22, 119, 145]
    corp = outline_titles(children[1])
    assert corp[1] == "AI Chief Financial Officer" and corp[0].startswith("(name missing)")
    assert "Startup Immolator" in outline_titles(children[2])


def test_index_links_and_named_destinations(reader, doc):
    dests = {k.lstrip("/") for k in reader.named_destinations}
    anchor = ruling_anchor("Startup Immolator", doc)
    assert anchor in dests and "corp-untitled-615" in dests
    links = [
        a.get_object()
        for page in reader.pages[:3]
        for a in page.get("/Annots", []) or []
        if a.get_object().get("/Subtype") == "/Link"
    ]
    assert len(links) > 300  # every index row links to its entry


def test_fonts_embedded(reader):
    fonts = set()
    for page in reader.pages[:4]:
        for f in page["/Resources"]["/Font"].values():
            f = f.get_object()
            fonts.add(str(f["/BaseFont"]))
            desc = (
                f["/DescendantFonts"][0].get_object()["/FontDescriptor"]
                if "/DescendantFonts" in f
                else f.get("/FontDescriptor")
            )
            assert desc is None or any(k in desc for k in ("/FontFile2", "/FontFile"))
    assert fonts and all("DejaVu" in name for name in fonts)  # no base-14 font sneaks in


def test_reproducible(doc, tmp_path, pdf_path):
    again = tmp_path / "again.pdf"
    render(doc, again)
    assert again.read_bytes() == pdf_path.read_bytes()


def test_metadata(reader):
    meta = reader.metadata
    assert meta.title.startswith("Netrunner Rulings v1.70") and meta.author == "Holger Janssen"
    assert str(reader.trailer["/Root"].get("/Lang")) == "en"


def test_typography_of_the_list(reader, pdf_path):
    """Read back: the list's ASCII conventions are set as print sets them. Single quotes
    open the right way (‘stored’, not ’stored’), double hyphens and spaced hyphens are
    dashes, (R) is ®, and the list's *ON* / *IN* emphasis is in italics, not asterisks."""
    import re

    import pypdfium2 as pdfium

    text = "\n".join(p.extract_text() for p in reader.pages)
    assert "‘stored" in text
    assert not re.search(r"(?:^|\s)’\w", text)  # a closing quote opening a word
    assert "--" not in text
    assert "1—and only 1—Net" in " ".join(text.split())
    assert "(R)" not in text and "Netrunner®" in text
    assert not re.search(r"\*[A-Z]+\*", text)
    doc = pdfium.PdfDocument(pdf_path)
    try:
        fonts = set()
        for page in doc:
            tp = page.get_textpage()
            full = tp.get_text_range()
            for m in re.finditer(r"installed\s+ON\s", full):
                i = m.start() + m.group(0).index("ON")
                buf = bytearray(128)
                pdfium.raw.FPDFText_GetFontInfo(
                    tp.raw, i, (pdfium.raw.c_ubyte * 128).from_buffer(buf), 128, None
                )
                fonts.add(bytes(buf).split(b"\0")[0].decode())
    finally:
        doc.close()
    assert fonts and all("Oblique" in f or "Italic" in f for f in fonts), fonts
