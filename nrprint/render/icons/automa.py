"""Icons for the Automa cards: the four run conditions and the click marks.

Content writes them as tokens like ``{cond-credits}``.
Each draws in a 100 × 100 box like the shared icons. Conditions share a rounded square
badge so they read as "if …" at a glance. A threshold (fewer than 6, fewer than 4) is
not drawn inside the badge, where it would be 2 pt tall on a card: the card prints it
as text beside the icon (``compose.COND_NUMBER``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.render.icons.registry import ICONS, hex_colour, icon, white

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def _badge(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    c.roundRect(2, 2, 96, 92, 18, stroke=0, fill=1)


def _small(c: Canvas, name: str, x: float, y: float, side: float) -> None:
    """Another registered icon, in white, inside a badge."""
    c.saveState()
    c.translate(x, y)
    c.scale(side / 100, side / 100)
    ICONS[name](c, "#ffffff")
    c.restoreState()


def _strike(c: Canvas) -> None:
    c.setStrokeColor(white())
    c.setLineWidth(9)
    c.line(14, 14, 86, 82)


@icon("cond-credits", "condition: the Runner has fewer than 6 credits")
def _cond_credits(c: Canvas, colour: str) -> None:
    _badge(c, colour)
    _small(c, "credit", 16, 14, 68)  # the credit sign, white on the badge


@icon("cond-grip", "condition: fewer than 4 cards in the Runner's grip")
def _cond_grip(c: Canvas, colour: str) -> None:
    _badge(c, colour)
    # Three cards fanned in a hand, the front one white.
    c.setStrokeColor(white())
    c.setLineWidth(6)
    for i, (x, y) in enumerate(((14, 22), (32, 28), (50, 34))):
        c.setFillColor(hex_colour(colour) if i < 2 else white())
        c.rect(x, y, 30, 44, stroke=1, fill=1)


@icon("cond-breakers", "condition: the Runner has no icebreaker installed")
def _cond_breakers(c: Canvas, colour: str) -> None:
    _badge(c, colour)
    # A wall of ice with a crack (the icebreaker's work), crossed out: "no breaker".
    c.setFillColor(white())
    for row, y in enumerate((20, 42, 64)):
        for x in (16, 50) if row % 2 == 0 else (16, 33, 67):
            c.rect(x, y, 30 if row % 2 == 0 else 14 if x != 33 else 30, 18, stroke=0, fill=1)
    _strike(c)


@icon("cond-trasher", "condition: no installed Runner resource can trash cards")
def _cond_trasher(c: Canvas, colour: str) -> None:
    _badge(c, colour)
    _small(c, "trash", 22, 18, 58)
    _strike(c)


@icon("disposable", "disposable click: dropped first when an action needs more clicks")
def _disposable(c: Canvas, colour: str) -> None:
    # A click circle with an outgoing arrow: this click can be thrown away.
    c.setStrokeColor(hex_colour(colour))
    c.setFillColor(hex_colour(colour))
    c.setLineWidth(10)
    c.circle(40, 46, 30, stroke=1, fill=0)
    c.line(58, 46, 84, 46)
    p = c.beginPath()
    p.moveTo(98, 46)
    p.lineTo(78, 62)
    p.lineTo(78, 30)
    p.close()
    c.drawPath(p, stroke=0, fill=1)


@icon("reserved", "reserved click: if its action is impossible, use the lower instruction")
def _reserved(c: Canvas, colour: str) -> None:
    # A bookmark ribbon: this click is kept for one purpose.
    c.setFillColor(hex_colour(colour))
    p = c.beginPath()
    p.moveTo(22, 96)
    p.lineTo(78, 96)
    p.lineTo(78, 4)
    p.lineTo(50, 30)
    p.lineTo(22, 4)
    p.close()
    c.drawPath(p, stroke=0, fill=1)


# Run shapes: each run colour also has a shape (``templates/cards.yaml``), drawn under
# the run's badge so runs are told apart in greyscale and without colour vision. Filled
# with the run's colour and outlined in ink, so a light fill still shows on a light card.
_RUN_INK = "#1d1d1b"


def _shape(c: Canvas, colour: str, points: list[tuple[float, float]]) -> None:
    c.setFillColor(hex_colour(colour))
    c.setStrokeColor(hex_colour(_RUN_INK))
    c.setLineWidth(7)
    c.setLineJoin(1)
    p = c.beginPath()
    p.moveTo(*points[0])
    for pt in points[1:]:
        p.lineTo(*pt)
    p.close()
    c.drawPath(p, stroke=1, fill=1)


@icon("run-triangle", "run marker shape (red run)")
def _run_triangle(c: Canvas, colour: str) -> None:
    _shape(c, colour, [(50, 94), (95, 8), (5, 8)])


@icon("run-square", "run marker shape (blue run)")
def _run_square(c: Canvas, colour: str) -> None:
    _shape(c, colour, [(10, 10), (90, 10), (90, 90), (10, 90)])


@icon("run-diamond", "run marker shape (green run)")
def _run_diamond(c: Canvas, colour: str) -> None:
    _shape(c, colour, [(50, 96), (95, 50), (50, 4), (5, 50)])


@icon("run-star", "run marker shape (yellow run)")
def _run_star(c: Canvas, colour: str) -> None:
    from math import cos, pi, sin

    pts = []
    for k in range(10):
        r = 48 if k % 2 == 0 else 21
        a = pi / 2 + k * pi / 5
        pts.append((50 + r * cos(a), 46 + r * sin(a)))
    _shape(c, colour, pts)


@icon("run-cross", "run marker shape (violet run)")
def _run_cross(c: Canvas, colour: str) -> None:
    a, b = 33, 67  # a plus sign: arms a third of the box wide
    _shape(
        c,
        colour,
        [(a, 6), (b, 6), (b, a), (94, a), (94, b), (b, b), (b, 94), (a, 94), (a, b), (6, b), (6, a), (a, a)],
    )
