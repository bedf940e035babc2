"""Drawing the two-page overview (A4 or Letter): diagrams, every rule, the house rules.

Geometry comes from ``overview_geometry`` (page 1: title, one seating diagram per
configured table size with its two derived orders, the rules in two columns; page 2:
the rules continued, then the table of house rules, the note and the credit); this
module only paints it.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.colors import HexColor

from nrprint.layout.textflow import ASCENT, layout
from nrprint.model.multiplayer import HouseRules, MultiplayerRules
from nrprint.multiplayer.cardlayout import IconMark
from nrprint.multiplayer.diagram import diagram
from nrprint.multiplayer.draw import draw_diagram, draw_mark
from nrprint.multiplayer.overview_geometry import STRIP_GAP, OverviewPlan, order_block, panel_width, plan
from nrprint.multiplayer.style import style
from nrprint.render.fonts import measure
from nrprint.render.icons import IconPainter
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.textdraw import draw_block
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM


def draw_overview(path: Path, rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> None:
    st = style()
    ov = st.overview
    p = plan(rules, house, lang, paper)
    title = rules.title.get(lang)
    c = open_canvas(
        path,
        (p.pw, p.ph),
        PdfMeta(f"{title} — {rules.labels['overview'].get(lang)}", rules.subtitle.get(lang), lang),
    )
    icons = IconPainter(c)
    ink, muted = base().colour("ink"), base().colour("muted")
    inner = p.pw - 2 * p.m
    head = layout(title, inner, ov.title_size, ov.title_size * 1.1, measure, style="bold")
    y = draw_block(c, icons, head, p.m, p.ph - p.m, st.colour("team"))
    sub = layout(rules.subtitle.get(lang), inner, 10, 12, measure)
    draw_block(c, icons, sub, p.m, y - 1.5, muted)
    _strip(c, icons, p, rules, lang)
    draw_block(c, icons, p.legend, p.m, p.legend_top, muted)
    for page in range(p.pages):
        if page:
            c.showPage()
        for fb in p.flow.blocks:
            if fb.page == page:
                colour = st.colour(fb.side) if fb.role == "heading" else ink
                draw_block(c, icons, fb.block, fb.x, fb.top, colour, icon_colour=st.colour("house"))
        _page_number(c, p, page, title)
    if p.table.cells[1:]:
        _house_table(c, icons, p)
    draw_block(c, icons, p.credit, p.m, p.credit_top, muted)
    c.showPage()
    c.save()


def _page_number(c, p: OverviewPlan, page: int, title: str) -> None:
    from nrprint.render.fonts import font_name

    c.setFillColor(HexColor(base().colour("muted")))
    c.setFont(font_name("regular"), 8)
    c.drawRightString(p.pw - p.m, p.m - 3.5 * PT_PER_MM, f"{title} · {page + 1}/{p.pages}")


def _house_table(c, icons: IconPainter, p: OverviewPlan) -> None:
    """The table's heading, header row and rows on a pale panel; the note under it."""
    st = style()
    house, ink = st.colour("house"), base().colour("ink")
    t = p.table
    top = p.table_top + 1.5 * PT_PER_MM + p.table_heading.height
    draw_block(c, icons, p.table_heading, p.m, top, house)
    c.setFillColor(HexColor(base().colour("panel")))
    c.rect(
        p.m - 1.5 * PT_PER_MM,
        p.table_top - t.height - 1.0 * PT_PER_MM,
        t.width + 3 * PT_PER_MM,
        t.height + 2.0 * PT_PER_MM,
        stroke=0,
        fill=1,
    )
    c.setStrokeColor(HexColor(base().colour("rule")))
    for i, y in enumerate(t.rules_y[:-1]):
        c.setLineWidth(0.8 if i == 0 else 0.4)
        c.line(p.m, p.table_top - y, p.m + t.width, p.table_top - y)
    for cell in t.cells:
        colour = house if cell.header else ink
        draw_block(c, icons, cell.block, p.m + cell.x, p.table_top - cell.top, colour, icon_colour=house)
    if p.note is not None:
        side = st.card.icon_mm * PT_PER_MM
        size = p.note.size
        baseline = p.note_top - size * ASCENT
        draw_mark(c, icons, IconMark("houserule", p.m, baseline + size * 0.36 - side / 2, side), house)
        draw_block(c, icons, p.note, p.m + p.note_indent, p.note_top, house)


def _strip(c, icons: IconPainter, p: OverviewPlan, rules: MultiplayerRules, lang: str) -> None:
    """One panel per configured table size: heading, diagram, first and later rounds."""
    st = style()
    if not p.specs:
        return
    width = p.pw - 2 * p.m
    pw = panel_width(width, len(p.specs))
    dh = st.overview.diagram_mm * PT_PER_MM
    top, height = p.strip_top, p.strip_h
    for i, spec in enumerate(p.specs):
        px = p.m + i * (pw + STRIP_GAP)
        c.setFillColor(HexColor(base().colour("panel")))
        c.roundRect(px, top - height, pw, height, 2 * PT_PER_MM, stroke=0, fill=1)
        label = f"{spec.players}\u00a0{rules.nouns['player'].say(lang, spec.players)}"
        head = layout(label, pw - 4 * PT_PER_MM, 10, 11, measure, style="bold")
        draw_block(c, icons, head, px + 2 * PT_PER_MM, top - 1.8 * PT_PER_MM, st.colour("team"))
        d = diagram(spec.seats, px + 2 * PT_PER_MM, top - 5.5 * PT_PER_MM - dh, pw - 4 * PT_PER_MM, dh)
        draw_diagram(c, icons, d, st)
        y = top - 6 * PT_PER_MM - dh
        for text in spec.orders:
            y = (
                draw_block(
                    c,
                    icons,
                    order_block(text, pw - 4 * PT_PER_MM),
                    px + 2 * PT_PER_MM,
                    y,
                    base().colour("ink"),
                )
                - 1.0
            )
