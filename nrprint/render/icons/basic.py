"""The basic game icons: click, credit, memory, link, trash, tag, agenda, subroutine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.render.icons.registry import hex_colour, icon, white

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


@icon("click", "one click (action)")
def _click(c: Canvas, colour: str) -> None:
    # A clockwise arrow around a hub: the "spend an action" symbol.
    c.setStrokeColor(hex_colour(colour))
    c.setFillColor(hex_colour(colour))
    c.setLineWidth(13)
    c.arc(16, 12, 84, 80, startAng=115, extent=-290)
    p = c.beginPath()
    p.moveTo(22, 96)
    p.lineTo(47, 72)
    p.lineTo(14, 62)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.circle(50, 46, 9, stroke=0, fill=1)


@icon("credit", "one credit")
def _credit(c: Canvas, colour: str) -> None:
    # A heavy open "C" crossed by a vertical bar (a cent sign): at 3 mm the open side
    # and the bar still show, where a filled coin reads as a dot.
    c.setStrokeColor(hex_colour(colour))
    c.setLineWidth(15)
    c.setLineCap(1)
    c.arc(14, 10, 86, 82, startAng=45, extent=270)
    c.setLineWidth(11)
    c.line(52, 0, 52, 92)
    c.setLineCap(0)


@icon("mu", "one unit of memory")
def _mu(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    c.setStrokeColor(hex_colour(colour))
    c.roundRect(18, 14, 64, 64, 8, stroke=0, fill=1)
    c.setLineWidth(7)
    for x in (30, 50, 70):
        c.line(x, 2, x, 14)
        c.line(x, 78, x, 92)
    c.setFillColor(white())
    c.roundRect(34, 30, 32, 32, 4, stroke=0, fill=1)


@icon("link", "one link")
def _link(c: Canvas, colour: str) -> None:
    c.setStrokeColor(hex_colour(colour))
    c.setLineWidth(11)
    c.roundRect(6, 30, 52, 34, 17, stroke=1, fill=0)
    c.roundRect(42, 30, 52, 34, 17, stroke=1, fill=0)


@icon("trash", "trash")
def _trash(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    p = c.beginPath()
    p.moveTo(22, 70)
    p.lineTo(30, 4)
    p.lineTo(70, 4)
    p.lineTo(78, 70)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.rect(14, 76, 72, 9, stroke=0, fill=1)
    c.rect(40, 85, 20, 8, stroke=0, fill=1)
    c.setStrokeColor(white())
    c.setLineWidth(5)
    for x in (40, 50, 60):
        c.line(x, 14, x, 60)


@icon("tag", "one tag")
def _tag(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    p = c.beginPath()
    p.moveTo(6, 60)
    p.lineTo(40, 92)
    p.lineTo(94, 92)
    p.lineTo(94, 28)
    p.lineTo(40, 28)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(white())
    c.circle(34, 60, 8, stroke=0, fill=1)


@icon("agenda", "agenda point")
def _agenda(c: Canvas, colour: str) -> None:
    c.setFillColor(hex_colour(colour))
    p = c.beginPath()
    p.moveTo(50, 94)
    p.lineTo(90, 46)
    p.lineTo(50, 0)
    p.lineTo(10, 46)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(white())
    c.circle(50, 46, 12, stroke=0, fill=1)


@icon("sub", "subroutine")
def _sub(c: Canvas, colour: str) -> None:
    c.setStrokeColor(hex_colour(colour))
    c.setFillColor(hex_colour(colour))
    c.setLineWidth(11)
    c.line(22, 90, 22, 40)
    c.line(22, 40, 66, 40)
    p = c.beginPath()
    p.moveTo(62, 64)
    p.lineTo(94, 40)
    p.lineTo(62, 16)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
