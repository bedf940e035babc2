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
from nrprint.setupsheets.layout import Box, PageLayout, Rect, hint_rect, inset
from nrprint.setupsheets.template import SheetsTemplate
from nrprint.templates import MM, base

CORNER_MM = 3.0  # real cards have rounded corners of about this radius


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

    def pt(self, x: float, y: float) -> tuple[float, float]:
        """Page millimetres from the top-left → PDF points from the bottom-left."""
        return x * MM, (self.page.height - y) * MM

    def text(
        self,
        text: str,
        r: Rect,
        size: float,
        style: str = "regular",
        colour: str | None = None,
        align: str = "left",
        min_size: float | None = None,
    ) -> bool:
        block = fit(
            text,
            r.w * MM,
            r.h * MM,
            size,
            size * 1.2,
            measure,
            min_size=min_size or self.tpl.min_hint_pt,
            style=style,
        )
        x, top = self.pt(r.x, r.y)
        draw_block(self.c, self.icons, block, x, top, colour or self.ink, align=align)
        return block.fits

    def rect(
        self,
        r: Rect,
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
        c.roundRect(x, y, r.w * MM, r.h * MM, radius * MM, stroke=1, fill=1 if fill else 0)
        c.restoreState()


def _draw_box(p: _Painter, box: Box, words: SheetWords) -> None:
    zone, r, tpl = box.item.zone, box.rect, p.tpl
    label = words.labels.get(zone, zone)
    p.text(
        label,
        Rect(box.label.x + 0.5, box.label.y + 1.2, box.label.w - 1, box.label.h - 1.2),
        tpl.label_pt,
        "bold",
        p.accent,
        min_size=tpl.label_pt,
    )
    hint = words.hints.get(zone, "")
    if box.item.kind == "card":
        p.rect(r, CORNER_MM, p.accent, p.light, tpl.outline_pt)
        if hint:
            p.text(hint, hint_rect(box), box.item.text_pt or tpl.hint_pt, colour=p.muted, align="center")
        return
    p.rect(
        r,
        2.0,
        p.rule if box.item.kind == "area" else p.accent,
        None,
        0.6,
        dash=(3, 2) if box.item.kind == "area" else None,
    )
    if box.item.kind == "track":
        _draw_track(p, box, words)
    elif box.item.kind == "table":
        _draw_table(p, r, words)
    elif hint:
        p.text(hint, hint_rect(box), box.item.text_pt or tpl.hint_pt, colour=p.muted)


def _draw_track(p: _Painter, box: Box, words: SheetWords) -> None:
    r, item = box.rect, box.item
    slots = item.clicks + (1 if item.draw else 0)
    d = min(18.0, (r.w - 6) / max(slots, 1) - 3, r.h - 12)
    gap = (r.w - slots * d) / (slots + 1)
    cy = r.y + r.h / 2 - 2
    x = r.x + gap
    c = p.c
    if item.draw:
        p.rect(Rect(x, cy - d / 2, d, d), 1.5, p.accent, None, 0.8)
        name = words.names.get(item.zone, "")
        p.text(name, Rect(x - gap / 2, cy + d / 2 + 1.5, d + gap, 5), 7, "italic", p.muted, "center", 6)
        p.icons.draw("click", *p.pt(x + d * 0.2, cy + d * 0.2), d * MM * 0.5, p.accent)
        x += d + gap
    for i in range(item.clicks):
        cx, cyy = p.pt(x + d / 2, cy)
        c.setStrokeColor(HexColor(p.accent))
        c.setLineWidth(0.8)
        c.circle(cx, cyy, d / 2 * MM, stroke=1, fill=0)
        p.icons.draw("click", cx - d * MM * 0.25, cyy - d * MM * 0.16, d * MM * 0.45, p.light)
        p.text(str(i + 1), Rect(x, cy + d / 2 + 1.5, d, 5), 7, "bold", p.muted, "center", 6)
        x += d + gap


def _draw_table(p: _Painter, r: Rect, words: SheetWords) -> None:
    inner = inset(r, 3)
    fractions = (0.16, 0.1, 0.28, 0.24, 0.22)
    rows = words.table
    note_h = 12.0
    row_h = (inner.h - note_h) / len(rows)
    y = inner.y
    for i, row in enumerate(rows):
        if i == 0:
            p.rect(Rect(inner.x, y, inner.w, row_h), 1.0, p.light, p.light, 0.3)
        x = inner.x
        for frac, cell in zip(fractions, row, strict=True):
            w = inner.w * frac
            p.text(
                cell,
                Rect(x + 1.5, y + row_h / 2 - 2.6, w - 3, row_h),
                8.5,
                "bold" if i == 0 or x == inner.x else "regular",
                p.ink,
                min_size=6,
            )
            x += w
        y += row_h
        p.c.setStrokeColor(HexColor(p.rule))
        p.c.setLineWidth(0.4)
        p.c.line(*p.pt(inner.x, y), *p.pt(inner.right, y))
    p.text(words.table_note, Rect(inner.x, y + 1.5, inner.w, note_h - 1.5), 7, "italic", p.muted, min_size=6)


def _draw_furniture(p: _Painter, words: SheetWords, n: int, m: int) -> None:
    page = p.page
    t = page.title
    p.text(words.title, Rect(t.x, t.y, t.w, 7), 15, "bold", p.accent, min_size=10)
    p.text(words.subtitle, Rect(t.x, t.y + 7.2, t.w, 5), 8, "regular", p.muted, min_size=6)
    f = page.footer
    c = p.c
    c.setStrokeColor(HexColor(p.ink))
    c.setLineWidth(0.6)
    y = f.y + f.h - 1.5
    c.line(*p.pt(f.x, y), *p.pt(f.x + 50, y))
    for dx in (0, 10, 20, 30, 40, 50):
        c.line(*p.pt(f.x + dx, y), *p.pt(f.x + dx, y - (1.6 if dx % 50 else 2.4)))
    p.text(words.scale, Rect(f.x + 52, f.y + 1.5, 60, 5), 6.5, "regular", p.muted, min_size=6)
    note = words.page.replace("<n>", str(n)).replace("<m>", str(m))
    if m > 1 and words.join:
        note = f"{note} · {words.join}"
    p.text(note, Rect(f.x + 115, f.y, f.w - 115, f.h), 6.5, "italic", p.muted, "right", 5.5)


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
        (first.width * MM, first.height * MM),
        PdfMeta(words.title, "Netrunner setup sheet", lang),
        no_scaling=True,
    )
    for n, page in enumerate(pages, 1):
        c.setPageSize((page.width * MM, page.height * MM))
        p = _Painter(c, page, tpl, colour)
        _draw_furniture(p, words, n, len(pages))
        for box in page.boxes:
            _draw_box(p, box, words)
        if on_page:
            on_page(n)
        c.showPage()
    c.save()
