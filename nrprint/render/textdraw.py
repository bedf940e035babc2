"""Draw laid-out text blocks (from ``layout.textflow``) with fonts and inline icons."""

from __future__ import annotations

from functools import cache

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.textflow import ASCENT, TextBlock
from nrprint.render.fonts import font_name
from nrprint.render.icons import IconPainter


@cache
def colour_of(hex_colour: str) -> Color:
    return HexColor(hex_colour)


def draw_block(
    c: Canvas,
    icons: IconPainter,
    block: TextBlock,
    x: float,
    top: float,
    colour: str = "#000000",
    align: str = "left",
    icon_colour: str | None = None,
) -> float:
    """Draw ``block`` with its first line's top at ``top``; return the y below the block."""
    y = top - block.size * ASCENT
    fill = colour_of(colour)
    c.setFillColor(fill)
    current_font = None
    for line in block.lines:
        dx = {
            "left": 0.0,
            "center": (block.width - line.width) / 2,
            "right": block.width - line.width,
        }[align]
        for item in line.items:
            piece = item.piece
            if piece.icon is not None:
                icons.draw(piece.icon, x + dx + item.x, y, block.size, icon_colour or colour)
            else:
                font = font_name(piece.style)
                if current_font != font:  # icons reset nothing, so set the font once per run
                    c.setFont(font, block.size)
                    current_font = font
                c.drawString(x + dx + item.x, y, piece.text)
        y -= block.leading
    return top - block.height
