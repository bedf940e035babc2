"""Card backs, made to survive a double-sided print that drifts by a millimetre or two.

A back is a field over the whole bleed box with one mark in the middle and its name
below: no thin frame near the edge (a frame shows every tenth of a millimetre of duplex
drift as a lopsided border), no hairlines that break up at low resolution. Each kind of
back has its own colour *and* its own silhouette, so decks stay apart in greyscale too:
Corp AI a diamond, Runner AI a disc, The Big Sell-Out a wide band.

How much ink it spends is ``CardCanvas.back_style`` (``nrprint.layout.backstyle``):
``full`` (solid deck colour), ``light`` (the mark on a pale tint) or ``outline`` (the
mark's outline on white). Each back is drawn once per PDF as a form (``CardCanvas.reuse``).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.backstyle import OUTLINE_WIDTH, BackStyle, tint
from nrprint.layout.imposition import Rect
from nrprint.render.cardsheet import CardCanvas
from nrprint.render.fonts import font_name, measure
from nrprint.units import PT_PER_MM

WHITE = "#ffffff"


@dataclass(frozen=True, slots=True)
class Inks:
    """The three colours of a back in one style: field, mark, words on the mark."""

    field: str | None  # None: bare paper
    mark: str
    on_mark: str
    words: str  # the name under the mark, on the field
    filled: bool  # the mark solid (full, light) or stroked (outline)


def inks(style: BackStyle, dark: str, light: str) -> Inks:
    """``dark``: the deck colour; ``light``: what full backs print on it."""
    if style == "light":
        return Inks(tint(dark), dark, tint(dark), dark, True)
    if style == "outline":
        return Inks(None, dark, dark, dark, False)
    return Inks(dark, light, dark, light, True)


def _field(c: Canvas, w: float, h: float, b: float, colour: str | None) -> None:
    if colour is None:
        return
    c.setFillColor(HexColor(colour))
    c.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)


def _fitted(c: Canvas, text: str, face: str, size: float, x: float, y: float, width: float) -> None:
    """Centred text, made smaller (not below 7 pt) when it is wider than ``width``."""
    while size > 7 and measure(text, face, size) > width:
        size -= 0.5
    c.setFont(font_name(face), size)
    c.drawCentredString(x, y, text)


def _paint(c: Canvas, ink: Inks) -> tuple[int, int]:
    """Set fill or stroke for the mark; the (stroke, fill) flags to draw it with."""
    if ink.filled:
        c.setFillColor(HexColor(ink.mark))
        return 0, 1
    c.setStrokeColor(HexColor(ink.mark))
    c.setLineWidth(OUTLINE_WIDTH)
    c.setLineJoin(1)
    return 1, 0


def draw_ai_back(
    ctx: CardCanvas,
    kind: str,
    dark: str,
    light: str,
    label: str,
    key: str,
    trim: Rect,
    bleed: float,
    mark: str = "AI",
) -> None:
    """An Automa AI deck back: ``kind`` "corp" (diamond) or "runner" (disc), with ``mark``
    (the page language's abbreviation of "AI") in the middle."""
    ink = inks(ctx.back_style, dark, light)

    def art(c: Canvas, w: float, h: float, b: float) -> None:
        _field(c, w, h, b, ink.field)
        cx, cy, r = w / 2, h / 2 + 4 * PT_PER_MM, 19 * PT_PER_MM
        stroke, fill = _paint(c, ink)
        if kind == "runner":
            c.circle(cx, cy, r, stroke=stroke, fill=fill)
        else:
            p = c.beginPath()
            p.moveTo(cx, cy + r * 1.15)
            p.lineTo(cx + r * 1.15, cy)
            p.lineTo(cx, cy - r * 1.15)
            p.lineTo(cx - r * 1.15, cy)
            p.close()
            c.drawPath(p, stroke=stroke, fill=fill)
        c.setFillColor(HexColor(ink.on_mark))
        c.setFont(font_name("bold"), 30)
        c.drawCentredString(cx, cy - 10.5, mark)
        c.setFillColor(HexColor(ink.words))
        _fitted(c, label, "bold", 13, cx, 16 * PT_PER_MM, w - 12 * PT_PER_MM)

    ctx.reuse(f"back_{key}_{ctx.back_style}_{trim.w:.1f}_{bleed:.2f}", trim, bleed, art)


def draw_team_back(
    ctx: CardCanvas, colour: str, ink_colour: str, title: str, subtitle: str, trim: Rect, bleed: float
) -> None:
    """A Big Sell-Out reference card back: a wide band across the team colour (light:
    a white band across a tint; outline: the band's two edges on white)."""
    style = ctx.back_style

    def art(c: Canvas, w: float, h: float, b: float) -> None:
        band, low = 26 * PT_PER_MM, h / 2 - 13 * PT_PER_MM
        words = colour
        if style == "full":
            _field(c, w, h, b, colour)
            c.setFillColor(HexColor(ink_colour))
            c.rect(-b, low, w + 2 * b, band, stroke=0, fill=1)
        elif style == "light":
            _field(c, w, h, b, tint(colour))
            c.setFillColor(HexColor(WHITE))
            c.rect(-b, low, w + 2 * b, band, stroke=0, fill=1)
        else:
            c.setStrokeColor(HexColor(colour))
            c.setLineWidth(OUTLINE_WIDTH)
            for y in (low, low + band):
                c.line(-b, y, w + b, y)
        c.setFillColor(HexColor(words))
        _fitted(c, title, "bold", 15, w / 2, h / 2 + 1.5 * PT_PER_MM, w - 10 * PT_PER_MM)
        _fitted(c, subtitle, "regular", 8.5, w / 2, h / 2 - 6 * PT_PER_MM, w - 10 * PT_PER_MM)

    # One back per PDF (one language per file), so size, bleed and style identify the form.
    ctx.reuse(f"bso_back_{style}_{trim.w:.1f}_{bleed:.2f}", trim, bleed, art)
