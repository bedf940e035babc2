"""``FastCanvas`` writes the same bytes as reportlab's ``Canvas`` for the same drawing.

Its string drawing remembers runs and looks up characters already in a font's first
subset, and it remembers fill colour operators (``nrprint.render.fastcanvas``); every
document here is drawn by both canvases and the files must be equal, byte for byte.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from reportlab.lib.colors import CMYKColor, Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.render.fastcanvas import FastCanvas
from nrprint.render.fonts import font_name, register_fonts

# Past 256 distinct characters a font's codes go to a second subset, and back again.
MANY = "".join(chr(c) for c in (*range(0x100, 0x17F), *range(0x391, 0x3C9), *range(0x410, 0x450)))
STRINGS = [
    "Hello, world",
    "Hello, world",  # again: a remembered run
    "Hello",  # only known characters: the table lookup
    "",
    "nbsp\xa0between",
    "parens (and) back\\slash",
    "é à ç — “quotes” …",
    MANY,
    "after the second subset: Hello é",
    MANY[::-1] + " mixed Hello",
    "\u2603 a glyph the font may not have",
]


def _draw(cls: type[Canvas], path: Path, body: Callable[[Canvas], None]) -> bytes:
    register_fonts()
    c = cls(
        str(path), pagesize=(400, 400), invariant=1, pageCompression=0, initialFontName=font_name("regular")
    )
    body(c)
    c.showPage()
    c.save()
    return path.read_bytes()


def _strings(c: Canvas) -> None:
    y = 380.0
    for style in ("regular", "bold", "regular"):
        for size in (9, 7.5):
            c.setFont(font_name(style), size)
            for text in STRINGS:
                c.drawString(10.25, y, text)
                c.drawRightString(390, y, text)
                c.drawCentredString(200.125, y, text)
                y -= 1.5
    c.setFont(font_name("italic"), 8, leading=11)
    c.drawRightString(300, 20, "Leading given")
    c.drawString(10, 10, "charSpace", charSpace=0.5)  # reportlab's own path
    c.drawCentredString(100, 10, "mode", mode=2)


def _colours(c: Canvas) -> None:
    for colour in (
        HexColor("#1a2b3c"),
        HexColor("#1a2b3c"),  # again: the remembered operator
        Color(0.5, 0, 1, alpha=0.4),
        Color(-0.0, 0.25, 1.0, alpha=None),
        CMYKColor(0.1, 0.2, 0.3, 0.4),
        (0.2, 0.3, 0.4),
        "red",
    ):
        c.setFillColor(colour)
        c.rect(10, 10, 20, 20, stroke=0, fill=1)
    c.setFillColor(HexColor("#445566"), alpha=0.5)
    c.drawString(10, 40, "after colours")


def _in_form(c: Canvas) -> None:
    c.beginForm("f")
    c.setFont(font_name("bold"), 10)
    c.drawString(1, 1, "in a form Hello")
    c.endForm()
    c.doForm("f")
    c.setFont(font_name("bold"), 10)
    c.drawString(5, 50, "in a form Hello")
    c.setFont("Helvetica", 10)  # a standard font goes through reportlab's text object
    c.drawString(5, 80, "standard (font)")
    c.drawString(5, 90, "standard (font)")


@pytest.mark.parametrize("body", [_strings, _colours, _in_form])
def test_same_bytes_as_reportlab(tmp_path: Path, body: Callable[[Canvas], None]) -> None:
    plain = _draw(Canvas, tmp_path / "plain.pdf", body)
    fast = _draw(FastCanvas, tmp_path / "fast.pdf", body)
    assert fast == plain


def test_remembered_runs_are_bounded_and_the_bytes_stay_the_same(tmp_path: Path, monkeypatch) -> None:
    """A big deck's unique titles: the document's remembered runs never pass the bound."""
    import nrprint.render.fastcanvas as fastcanvas

    monkeypatch.setattr(fastcanvas, "_RUNS_MAX", 16)
    seen: list[int] = []

    def many(c: Canvas) -> None:
        c.setFont(font_name("regular"), 8)
        for i in range(60):
            c.drawString(10, 10 + i * 6, f"Card {i} Hello")  # unique strings
            c.drawRightString(390, 10 + i * 6, "Hello")  # and one that comes back
            if isinstance(c, FastCanvas):
                seen.append(len(c._runs))

    plain = _draw(Canvas, tmp_path / "plain.pdf", many)
    fast = _draw(FastCanvas, tmp_path / "fast.pdf", many)
    assert fast == plain and max(seen) <= 16


def test_whole_documents_are_the_same_with_reportlab_alone(tmp_path: Path, monkeypatch) -> None:
    """Drawn with reportlab's own canvas and formatting helpers, every document of a
    build must come out byte for byte the same as with ours."""
    from nrprint.render import pdf, pdfformat
    from tests.conftest import run_cli

    def build(out: Path) -> dict[str, bytes]:
        args = ("build", "turn-sequence", "automa-corp", "multiplayer-cards", "setup-sheets", "--lang", "fr")
        assert run_cli(*args, "--jobs", "1", "-q", "--no-cache", "--out", str(out)).code == 0
        return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.pdf"))}

    monkeypatch.setattr(pdf, "FastCanvas", Canvas)
    monkeypatch.setattr(pdfformat, "install", pdfformat.uninstall)
    plain = build(tmp_path / "plain")
    monkeypatch.undo()
    fast = build(tmp_path / "fast")
    assert len(fast) >= 6 and fast == plain
