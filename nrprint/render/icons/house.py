"""The ``{houserule}`` icon: marks an amount that rests on a house rule, not the source.

A little house with an exclamation bar, drawn in the same 100-unit box as the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.render.icons.registry import hex_colour, icon, white

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

NAME = "houserule"


def _house(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    p = c.beginPath()
    p.moveTo(50, 98)
    p.lineTo(96, 56)
    p.lineTo(84, 56)
    p.lineTo(84, 2)
    p.lineTo(16, 2)
    p.lineTo(16, 56)
    p.lineTo(4, 56)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(white())
    c.rect(43, 30, 14, 34, stroke=0, fill=1)
    c.rect(43, 12, 14, 11, stroke=0, fill=1)


icon(NAME, "house rule: an amount the source does not give")(_house)
