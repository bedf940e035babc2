"""Draw laid-out text blocks (from ``layout.textflow``) with fonts and inline icons."""

from __future__ import annotations

from functools import cache
from typing import Protocol

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.textflow import ASCENT, ICON_SCALE, TextBlock, icon_side
from nrprint.render.fonts import FONT_NAMES, register_fonts


class Icons(Protocol):
    """What text drawing asks of an icon painter (``nrprint.render.icons.IconPainter``,
    or one that wraps it)."""

    def draw(self, name: str, x: float, baseline: float, size: float, colour: str) -> None: ...


@cache
def colour_of(hex_colour: str) -> Color:
    return HexColor(hex_colour)


def draw_block(
    c: Canvas,
    icons: Icons,
    block: TextBlock,
    x: float,
    top: float,
    colour: str = "#000000",
    align: str = "left",
    icon_colour: str | None = None,
) -> float:
    """Draw ``block`` with its first line's top at ``top``; return the y below the block."""
    y = top - block.size * ASCENT
    c.setFillColor(colour_of(colour))
    register_fonts()  # FONT_NAMES below name registered fonts
    if align not in ("left", "center", "right"):
        raise ValueError(f"unknown alignment {align!r}")
    size, width = block.size, block.width
    current_font = None
    for line in block.lines:
        # Alignment shifts each line by part of its slack (a dict per line cost more).
        dx = 0.0 if align == "left" else (width - line.width) / 2 if align == "center" else width - line.width
        for item in line.items:
            piece = item.piece
            if piece.icon is not None:
                _icon(icons, piece.icon, x + dx + item.x, y, size, icon_colour or colour)
            else:
                font = FONT_NAMES[piece.style]
                if current_font != font:  # icons reset nothing, so set the font once per run
                    c.setFont(font, size)
                    current_font = font
                c.drawString(x + dx + item.x, y, piece.text)
        y -= block.leading
    return top - block.height


def _icon(icons: Icons, name: str, x: float, baseline: float, size: float, colour: str) -> None:
    """An in-line icon at least ``ICON_MIN_PT`` tall, centred where a text-sized one
    would be (its box starts at ``x``; see ``textflow.icon_width``)."""
    side = icon_side(size)
    big = side / 0.95  # the painter's size argument that draws this side
    centre = baseline - size * 0.14 + size * 0.95 / 2
    left = x + size * (ICON_SCALE - 0.95) / 2
    icons.draw(name, left - big * (ICON_SCALE - 0.95) / 2, centre - side / 2 + big * 0.14, big, colour)
