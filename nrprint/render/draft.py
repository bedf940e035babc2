"""The draft band: every page of a document in a language still being translated.

A draft language prints the English of each missing string in italics
(``nrprint.lang.printed``); the band says so on the page itself, so a draft printed
and left on a table is not taken for the finished translation. It is drawn over each
page as the page ends (``open_canvas``): a pale diagonal "DRAFT" across the page, a
line under it in smaller type (no margin is free on every document). The build installs the draft languages before drawing (the
drawing workers inherit them, as they inherit the typography).
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import Color

from nrprint.lang.printed import unmark
from nrprint.render.fonts import FONT_NAMES

MARK = Color(0.8, 0.1, 0.1)
NOTE_PT = 11.0


class Drafts:
    __slots__ = ("names",)

    def __init__(self) -> None:
        self.names: dict[str, str] = {}  # tag -> the language's name

    def install(self, names: dict[str, str]) -> None:
        self.names = dict(names)

    def note(self, lang: str) -> str | None:
        """The band's line for ``lang``, or None when it is not a draft."""
        name = self.names.get(lang)
        if name is None:
            return None
        return f"{name} ({lang}) is not fully translated: the text in italics is the English"


DRAFTS = Drafts()


def banded(canvas: Any, lang: str, title: str) -> None:
    """Draw the band on each page of ``canvas`` before the page ends, and draw plain
    strings (headers, footers: no markup read) without the fallback's italics mark
    (nothing when ``lang`` is finished)."""
    note = DRAFTS.note(lang)
    if note is None:
        return
    show = canvas.showPage

    def show_page() -> None:
        draw_band(canvas, note)
        show()

    canvas.showPage = show_page
    for name in ("drawString", "drawRightString", "drawCentredString"):
        draw = getattr(canvas, name)
        setattr(canvas, name, lambda x, y, text, *a, _draw=draw, **k: _draw(x, y, unmark(text), *a, **k))
    canvas.setTitle(unmark(title))


def draw_band(c: Any, note: str) -> None:
    """A pale "DRAFT" across the page, the note in smaller type under it."""
    width, height = c._pagesize
    short = min(width, height)
    c.saveState()
    c.setFillColor(MARK)
    c.translate(width / 2, height / 2)
    c.rotate(35 if height >= width else 20)
    c.setFillAlpha(0.13)
    c.setFont(FONT_NAMES["bold"], short / 5)
    c.drawCentredString(0, 0, "DRAFT")
    c.setFillAlpha(0.4)
    c.setFont(FONT_NAMES["bold"], NOTE_PT)
    c.drawCentredString(0, -NOTE_PT * 1.6, note)
    c.restoreState()
