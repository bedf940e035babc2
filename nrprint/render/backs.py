"""Card backs, made to survive a double-sided print that drifts by a millimetre or two.

A back is a flat colour over the whole bleed box with one solid mark in the middle and
its name below: no thin frame near the edge (a frame shows every tenth of a millimetre
of duplex drift as a lopsided border), no hairlines that break up at low resolution.
Each kind of back has its own colour *and* its own silhouette, so decks stay apart in
greyscale too: Corp AI a diamond, Runner AI a disc, The Big Sell-Out a wide band.
Each back is drawn once per PDF as a form (``CardCanvas.reuse``).
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.imposition import Rect
from nrprint.render.cardsheet import CardCanvas
from nrprint.render.fonts import font_name, measure
from nrprint.source.templates import MM


def _field(c: Canvas, w: float, h: float, b: float, colour: str) -> None:
    c.setFillColor(HexColor(colour))
    c.rect(-b, -b, w + 2 * b, h + 2 * b, stroke=0, fill=1)


def _fitted(c: Canvas, text: str, face: str, size: float, x: float, y: float, width: float) -> None:
    """Centred text, made smaller (not below 7 pt) when it is wider than ``width``."""
    while size > 7 and measure(text, face, size) > width:
        size -= 0.5
    c.setFont(font_name(face), size)
    c.drawCentredString(x, y, text)


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

    def art(c: Canvas, w: float, h: float, b: float) -> None:
        _field(c, w, h, b, dark)
        cx, cy, r = w / 2, h / 2 + 4 * MM, 19 * MM
        c.setFillColor(HexColor(light))
        if kind == "runner":
            c.circle(cx, cy, r, stroke=0, fill=1)
        else:
            p = c.beginPath()
            p.moveTo(cx, cy + r * 1.15)
            p.lineTo(cx + r * 1.15, cy)
            p.lineTo(cx, cy - r * 1.15)
            p.lineTo(cx - r * 1.15, cy)
            p.close()
            c.drawPath(p, stroke=0, fill=1)
        c.setFillColor(HexColor(dark))
        c.setFont(font_name("bold"), 30)
        c.drawCentredString(cx, cy - 10.5, mark)
        c.setFillColor(HexColor(light))
        _fitted(c, label, "bold", 13, cx, 16 * MM, w - 12 * MM)

    ctx.reuse(f"back_{key}_{trim.w:.1f}_{bleed:.2f}", trim, bleed, art)


def draw_team_back(
    ctx: CardCanvas, colour: str, ink: str, title: str, subtitle: str, trim: Rect, bleed: float
) -> None:
    """A Big Sell-Out reference card back: a wide solid band across the team colour."""

    def art(c: Canvas, w: float, h: float, b: float) -> None:
        _field(c, w, h, b, colour)
        band = 26 * MM
        c.setFillColor(HexColor(ink))
        c.rect(-b, h / 2 - band / 2, w + 2 * b, band, stroke=0, fill=1)
        c.setFillColor(HexColor(colour))
        _fitted(c, title, "bold", 15, w / 2, h / 2 + 1.5 * MM, w - 10 * MM)
        _fitted(c, subtitle, "regular", 8.5, w / 2, h / 2 - 6 * MM, w - 10 * MM)

    # One back per PDF (one language per file), so size and bleed identify the form.
    ctx.reuse(f"bso_back_{trim.w:.1f}_{bleed:.2f}", trim, bleed, art)
