"""Drawing the reference cards: faces, backs and the seating diagram (reportlab).

Geometry comes from ``cardlayout`` and ``diagram``; this module only paints it. Card
callbacks follow ``nrprint.render.cardsheet``: ``draw(ctx, trim, bleed)``.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor, white
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.imposition import Rect
from nrprint.multiplayer.cardlayout import CardLayout, IconMark, layout_card
from nrprint.multiplayer.deck import CardSpec
from nrprint.multiplayer.diagram import Diagram, diagram
from nrprint.multiplayer.style import MultiplayerStyle, style
from nrprint.render.cardsheet import CardCanvas
from nrprint.render.fonts import font_name, measure
from nrprint.render.icons import IconPainter
from nrprint.render.textdraw import draw_block
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM

ROLE_COLOUR = {
    "kicker": "#ffffff",
    "title": "#ffffff",
    "order": "ink",
    "legend": "muted",
    "rule": "ink",
    "source": "muted",
    "rulings": "muted",
    "footnote": "house",
}


def card_layout(spec: CardSpec, w: float, h: float) -> CardLayout:
    return layout_card(spec, w, h, style().card, measure)


def _hex(st: MultiplayerStyle, name: str) -> str:
    return name if name.startswith("#") else st.colour(name)


def draw_face(ctx: CardCanvas, trim: Rect, bleed: float, spec: CardSpec) -> None:
    """Paint one card face inside ``trim`` (band and background bleed off the edges)."""
    st = style()
    c = ctx.c
    lay = card_layout(spec, trim.w, trim.h)
    side = st.colour(spec.side)
    c.saveState()
    c.translate(trim.x, trim.y)
    c.setFillColor(white)
    c.rect(-bleed, -bleed, trim.w + 2 * bleed, trim.h + 2 * bleed, stroke=0, fill=1)
    c.setFillColor(HexColor(side))
    c.rect(-bleed, lay.band.y, trim.w + 2 * bleed, lay.band.h + bleed, stroke=0, fill=1)
    if lay.diagram is not None:
        draw_diagram(
            c,
            ctx.icons,
            diagram(spec.seats, lay.diagram.x, lay.diagram.y, lay.diagram.w, lay.diagram.h),
            st,
        )
    if lay.pill is not None:
        # The house-rule label sits on a light pill so it reads on any band colour.
        p = lay.pill
        c.setFillColor(white)
        c.roundRect(p.x, p.y, p.w, p.h, min(1.2 * PT_PER_MM, p.h / 2), stroke=0, fill=1)
    for mark in lay.marks:
        draw_mark(c, ctx.icons, mark, st.colour("house"))
    for pb in lay.blocks:
        if pb.role == "house":
            draw_block(c, ctx.icons, pb.block, pb.x, pb.top, st.colour("house"))
            continue
        colour = _hex(st, ROLE_COLOUR.get(pb.role, "ink"))
        icon_colour = st.colour("house")
        draw_block(
            c,
            ctx.icons,
            pb.block,
            pb.x,
            pb.top,
            colour,
            align=pb.align,
            icon_colour=icon_colour if pb.role in ("rule", "footnote") else None,
        )
    c.restoreState()


def draw_back(ctx: CardCanvas, trim: Rect, bleed: float, title: str, subtitle: str) -> None:
    """The shared card back (``nrprint.render.backs``): a band on the team colour."""
    from nrprint.render.backs import draw_team_back

    draw_team_back(ctx, style().colour("team"), "#ffffff", title, subtitle, trim, bleed)


def draw_mark(c: Canvas, icons: IconPainter, mark: IconMark, colour: str) -> None:
    """An icon drawn on its own, ``mark.side`` points square (icons are 100-unit forms)."""
    key = icons.form_name(mark.name, colour)
    c.saveState()
    c.translate(mark.x, mark.y)
    c.scale(mark.side / 100, mark.side / 100)
    c.doForm(key)
    c.restoreState()


def draw_diagram(c: Canvas, icons: IconPainter, d: Diagram, st: MultiplayerStyle) -> None:
    """Oval table, team brackets, seats S/A with their numbers, clockwise arrow."""
    ink = HexColor(base().colour("ink"))
    c.saveState()
    c.setStrokeColor(HexColor(base().colour("rule")))
    c.setFillColor(HexColor(base().colour("panel")))
    c.setLineWidth(0.8)
    c.ellipse(d.cx - d.table_rx, d.cy - d.table_ry, d.cx + d.table_rx, d.cy + d.table_ry, stroke=1, fill=1)
    # Clockwise arrow: an arc and a head at its end.
    a = d.arrow
    c.setStrokeColor(HexColor(base().colour("muted")))
    c.setLineWidth(0.9)
    c.arc(a.cx - a.rx, a.cy - a.ry, a.cx + a.rx, a.cy + a.ry, a.start, a.extent)
    _arrow_head(c, a.cx, a.cy, a.rx, a.ry, a.start + a.extent, base().colour("muted"))
    c.setStrokeColor(HexColor(st.colour("team")))
    c.setLineWidth(1.6)
    for arc in d.arcs:
        c.arc(
            arc.cx - arc.rx,
            arc.cy - arc.ry,
            arc.cx + arc.rx,
            arc.cy + arc.ry,
            arc.start,
            arc.extent,
        )
    for mark in d.seats:
        role = mark.seat.role
        c.setFillColor(HexColor(st.colour(f"seat_{role}")))
        c.setStrokeColor(HexColor(st.colour(role)))
        c.setLineWidth(1.0)
        c.circle(mark.x, mark.y, mark.r, stroke=1, fill=1)
        c.setFillColor(ink)
        size = mark.label_size
        c.setFont(font_name("bold"), size)
        c.drawCentredString(mark.x, mark.y - size * 0.36, mark.seat.short())
    c.restoreState()


def _arrow_head(c: Canvas, cx: float, cy: float, rx: float, ry: float, end: float, colour: str) -> None:
    import math

    t = math.radians(end)
    x, y = cx + rx * math.cos(t), cy + ry * math.sin(t)
    # Tangent of a clockwise ellipse traversal at angle t.
    dx, dy = rx * math.sin(t), -ry * math.cos(t)
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    s = 3.2
    p = c.beginPath()
    p.moveTo(x + dx * s, y + dy * s)
    p.lineTo(x - dx * s * 0.4 - dy * s * 0.8, y - dy * s * 0.4 + dx * s * 0.8)
    p.lineTo(x - dx * s * 0.4 + dy * s * 0.8, y - dy * s * 0.4 - dx * s * 0.8)
    p.close()
    c.setFillColor(HexColor(colour))
    c.drawPath(p, stroke=0, fill=1)
