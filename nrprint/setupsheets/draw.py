"""Draw setup sheets with reportlab from a page layout (millimetres) and the words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.textflow import fit
from nrprint.render.fonts import measure
from nrprint.render.icons import IconPainter
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.textdraw import draw_block
from nrprint.setupsheets.layout import (
    TABLE_INSET_MM,
    TABLE_NOTE_GAP_MM,
    Box,
    PageLayout,
    TopDownMmRect,
    furniture,
    scale_bar_y,
    table_cells,
    track_slots,
)
from nrprint.setupsheets.template import Outline, SheetsTemplate
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM, pt_to_mm


@dataclass(frozen=True, slots=True)
class SheetWords:
    """Every string of one sheet, already in one language and edition."""

    title: str
    subtitle: str
    join: str
    labels: dict[str, str]
    names: dict[str, str]
    hints: dict[str, str]
    table: list[list[str]]  # header row, then one row per difficulty level
    table_note: str
    scale: str
    page: str  # with {n} and {m}


class _Painter:
    def __init__(self, c: Canvas, page: PageLayout, tpl: SheetsTemplate, colour: str):
        self.c, self.page, self.tpl = c, page, tpl
        self.icons = IconPainter(c)
        b = base()
        self.ink, self.muted, self.rule = b.colour("ink"), b.colour("muted"), b.colour("rule")
        self.accent = b.colour(colour)
        self.light = b.colours.get(f"{colour}_light", b.colour("panel"))
        self.panel = b.colour("panel")
        self.floor = tpl.min_hint_pt  # no words under the type floor

    def pt(self, x: float, y: float) -> tuple[float, float]:
        """Page millimetres from the top-left → PDF points from the bottom-left."""
        return x * PT_PER_MM, (self.page.height - y) * PT_PER_MM

    def text(
        self,
        text: str,
        r: TopDownMmRect,
        size: float,
        style: str = "regular",
        colour: str | None = None,
        align: str = "left",
        min_size: float | None = None,
        middle: bool = False,
    ) -> bool:
        """Set ``text`` in ``r`` (shrunk no lower than the floor); ``middle`` centres it
        vertically, otherwise its first line is at the top."""
        block = fit(
            text,
            r.w * PT_PER_MM,
            r.h * PT_PER_MM,
            size,
            size * 1.2,
            measure,
            min_size=max(min_size or self.floor, self.floor),
            style=style,
        )
        y = r.y + max(0.0, r.h - pt_to_mm(block.height)) / 2 if middle else r.y
        x, top = self.pt(r.x, y)
        draw_block(self.c, self.icons, block, x, top, colour or self.ink, align=align)
        return block.fits

    def rect(
        self,
        r: TopDownMmRect,
        radius: float,
        stroke: str,
        fill: str | None,
        width: float,
        dash: tuple[float, ...] | None = None,
    ) -> None:
        c = self.c
        c.saveState()
        c.setStrokeColor(HexColor(stroke))
        c.setLineWidth(width)
        if dash:
            c.setDash(*dash)
        if fill:
            c.setFillColor(HexColor(fill))
        x, y = self.pt(r.x, r.bottom)
        c.roundRect(
            x, y, r.w * PT_PER_MM, r.h * PT_PER_MM, radius * PT_PER_MM, stroke=1, fill=1 if fill else 0
        )
        c.restoreState()

    def outline(self, r: TopDownMmRect, style: Outline) -> None:
        stroke = self.accent if style.stroke == "accent" else self.rule
        fill = {"light": self.light, "panel": self.panel, None: None}[style.fill]
        self.rect(r, style.radius_mm, stroke, fill, style.stroke_pt, style.dash)


def _draw_box(p: _Painter, box: Box, words: SheetWords) -> None:
    """The label on the band's first line, the outline in its kind's style, the reminder
    under the label (a card or an area) or inside the box (a panel)."""
    zone, r, tpl, band = box.item.zone, box.rect, p.tpl, box.label
    label = words.labels.get(zone, zone)
    line = TopDownMmRect(band.x + 0.5, band.y + 0.8, band.w - 1, tpl.label_line_mm - 0.8)
    p.text(label, line, tpl.label_pt, "bold", p.accent, min_size=tpl.label_pt)
    p.outline(r, tpl.outlines.of(box.item.kind))
    if box.item.kind == "track":
        _draw_track(p, box, words)
    elif box.item.kind == "table":
        _draw_table(p, r, words)
    hint = words.hints.get(zone, "")
    if hint and box.hint is not None:
        panel = box.item.kind == "panel"  # a panel's words, centred in it, are all it holds
        size = box.item.text_pt or tpl.hint_pt
        # A caption (the reminder of a card, an area or a write-in square) is read at the
        # table: near-black, never shrunk below its size; a panel's words may shrink.
        floor = None if panel else size
        middle = panel or box.item.kind == "write"
        p.text(hint, box.hint, size, colour=p.ink, min_size=floor, middle=middle)


def _draw_track(p: _Painter, box: Box, words: SheetWords) -> None:
    c, size, style = p.c, p.tpl.type.track, p.tpl.outlines.track
    slots = track_slots(box)
    if box.item.draw:
        (sq, caption), slots = slots[0], slots[1:]
        p.rect(sq, style.radius_mm, p.accent, None, style.stroke_pt)
        p.text(words.names.get(box.item.zone, ""), caption, size, "italic", p.muted, "center")
        p.icons.draw("click", *p.pt(sq.x + sq.w * 0.2, sq.y + sq.h * 0.7), sq.w * PT_PER_MM * 0.5, p.accent)
    for i, (sq, caption) in enumerate(slots, 1):
        d = sq.w
        cx, cy = p.pt(sq.x + d / 2, sq.y + d / 2)
        c.setStrokeColor(HexColor(p.accent))
        c.setLineWidth(style.stroke_pt)
        c.circle(cx, cy, d / 2 * PT_PER_MM, stroke=1, fill=0)
        p.icons.draw(
            "click", cx - d * PT_PER_MM * 0.25, cy - d * PT_PER_MM * 0.16, d * PT_PER_MM * 0.45, p.light
        )
        p.text(str(i), caption, size, "bold", p.muted, "center")


def note_height(text: str, width_mm: float, size: float, floor: float) -> float:
    """Millimetres the table's note takes across ``width_mm``, with its gap above (one
    blank line if empty)."""
    block = fit(text, width_mm * PT_PER_MM, 1e6, size, size * 1.2, measure, min_size=floor, style="italic")
    return pt_to_mm(block.height) + TABLE_NOTE_GAP_MM


def _draw_table(p: _Painter, r: TopDownMmRect, words: SheetWords) -> None:
    size = p.tpl.type.table
    inner_w = r.w - 2 * TABLE_INSET_MM
    note_h = note_height(words.table_note, inner_w, p.tpl.type.table_note, p.floor)
    cells, note = table_cells(r, len(words.table), note_h)
    for i, (row, texts) in enumerate(zip(cells, words.table, strict=True)):
        first, last = row[0], row[-1]
        left, right = first.x - 1.5, last.right + 1.5
        if i == 0:
            p.rect(TopDownMmRect(left, first.y, right - left, first.h), 1.0, p.light, p.light, 0.3)
        for j, (cell, text) in enumerate(zip(row, texts, strict=True)):
            style = "bold" if i == 0 or j == 0 else "regular"
            block = fit(
                text,
                cell.w * PT_PER_MM,
                cell.h * PT_PER_MM,
                size,
                size * 1.2,
                measure,
                min_size=p.floor,
                style=style,
            )
            top = cell.y + (cell.h - pt_to_mm(block.height)) / 2
            draw_block(p.c, p.icons, block, *p.pt(cell.x, top), p.ink)
        p.c.setStrokeColor(HexColor(p.rule))
        p.c.setLineWidth(0.4)
        p.c.line(*p.pt(left, first.bottom), *p.pt(right, first.bottom))
    p.text(words.table_note, note, p.tpl.type.table_note, "italic", p.muted)


def _draw_furniture(p: _Painter, words: SheetWords, n: int, m: int) -> None:
    ty, at = p.tpl.type, furniture(p.page)
    p.text(words.title, at["title"], ty.title, "bold", p.accent, min_size=10)
    if n == 1:  # later sheets of the same set: the title and the footer's "sheet n of m"
        p.text(words.subtitle, at["subtitle"], ty.subtitle, "regular", p.muted)
    f = p.page.footer
    c = p.c
    c.setStrokeColor(HexColor(p.ink))
    c.setLineWidth(0.6)
    y = scale_bar_y(p.page)
    c.line(*p.pt(f.x, y), *p.pt(f.x + 50, y))
    for dx in (0, 10, 20, 30, 40, 50):
        c.line(*p.pt(f.x + dx, y), *p.pt(f.x + dx, y - (1.6 if dx % 50 else 2.4)))
    p.text(words.scale, at["scale"], ty.footer, "regular", p.muted)
    p.text(page_note(words, n, m), at["note"], ty.footer, "italic", p.muted, "right")


def page_note(words: SheetWords, n: int, m: int) -> str:
    note = words.page.replace("<n>", str(n)).replace("<m>", str(m))
    return f"{note} · {words.join}" if m > 1 and words.join else note


def draw_sheet(
    path: Path,
    pages: list[PageLayout],
    tpl: SheetsTemplate,
    colour: str,
    words: SheetWords,
    lang: str,
    on_page: Callable[[int], None] | None = None,
) -> None:
    """Write every page of one sheet; the viewer is told to print without scaling."""
    first = pages[0]
    c = open_canvas(
        path,
        (first.width * PT_PER_MM, first.height * PT_PER_MM),
        PdfMeta(words.title, "Netrunner setup sheet", lang),
        no_scaling=True,
    )
    for n, page in enumerate(pages, 1):
        c.setPageSize((page.width * PT_PER_MM, page.height * PT_PER_MM))
        p = _Painter(c, page, tpl, colour)
        _draw_furniture(p, words, n, len(pages))
        for box in page.boxes:
            _draw_box(p, box, words)
        if on_page:
            on_page(n)
        c.showPage()
    c.save()
