"""Sheet layout: rows of items → rectangles in millimetres (pure arithmetic).

Coordinates are from the page's top-left corner, y downwards. The printable area
is the page less ``margin_mm`` on every side; the title band is at its top and the
footer band at its bottom. Each row is as tall as its tallest item plus the band
above the items: the label on its first line, then the reminder of each card and
area (never inside an outline: a deck or a pile put there would hide it). Rows are spread down the free height (first row under the
title, last row on the footer); items are spread across the width, the first and
last flush with the margin, or, when some items have no width, those share the
width left after the fixed items and ``gap_mm`` gaps. A single fixed-width item is
centred.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.setupsheets.template import SPACES, WRITE_MM, Item, Page, SheetsTemplate

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}


@dataclass(frozen=True, slots=True)
class TopDownMmRect:
    """A rectangle in millimetres from the page's top-left corner, y downwards.

    Not ``nrprint.layout.rect.Rect`` (points, y upwards): here ``bottom`` is ``y + h``.
    Converted to points only where the sheet is drawn (``draw._Painter.pt``).
    """

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def grown(self, d: float) -> TopDownMmRect:
        """The rectangle grown by ``d`` on every side."""
        return TopDownMmRect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def inset(self, d: float, top: float | None = None) -> TopDownMmRect:
        """The rectangle shrunk by ``d`` on each side (by ``top`` on the top side when given)."""
        t = d if top is None else top
        return TopDownMmRect(self.x + d, self.y + t, self.w - 2 * d, self.h - d - t)

    def overlaps(self, other: TopDownMmRect, eps: float = 1e-6) -> bool:
        return (
            self.x < other.right - eps
            and other.x < self.right - eps
            and self.y < other.bottom - eps
            and other.y < self.bottom - eps
        )

    def inside(self, other: TopDownMmRect, eps: float = 1e-6) -> bool:
        return (
            self.x >= other.x - eps
            and self.y >= other.y - eps
            and self.right <= other.right + eps
            and self.bottom <= other.bottom + eps
        )


@dataclass(frozen=True, slots=True)
class Box:
    """A placed item: its outline/box, the band above it (label, then reminder) and where
    its reminder goes (in the band for a space, inside the box for a panel)."""

    item: Item
    rect: TopDownMmRect
    label: TopDownMmRect  # the whole band above the outline
    hint: TopDownMmRect | None  # None: tracks and tables print no reminder


@dataclass(frozen=True, slots=True)
class PageLayout:
    width: float
    height: float
    printable: TopDownMmRect
    title: TopDownMmRect
    footer: TopDownMmRect
    boxes: tuple[Box, ...]
    overflow: float  # millimetres by which the rows exceed the page (0 when they fit)


def item_size(item: Item, tpl: SheetsTemplate) -> tuple[float | None, float]:
    """(width or None for "share the free width", height) of an item."""
    if item.kind == "card":
        w, h = tpl.card.width_mm, tpl.card.height_mm
        return (h, w) if item.landscape else (w, h)
    if item.kind == "write":  # the slot: the square, its reminder beside it
        return item.width_mm, write_side(item)
    return item.width_mm, item.height_mm if item.height_mm is not None else tpl.card.height_mm


def _xs(widths: list[float | None], x0: float, width: float, gap: float) -> list[tuple[float, float]]:
    fixed = sum(w for w in widths if w is not None)
    flexible = sum(1 for w in widths if w is None)
    n = len(widths)
    if flexible:
        share = (width - fixed - gap * (n - 1)) / flexible
        out, x = [], x0
        for w in widths:
            real = share if w is None else w
            out.append((x, real))
            x += real + gap
        return out
    if n == 1:
        return [(x0 + (width - fixed) / 2, fixed)]
    between = (width - fixed) / (n - 1)
    out, x = [], x0
    for w in widths:
        out.append((x, w))  # type: ignore[arg-type]
        x += w + between  # type: ignore[operator]
    return out


def layout_page(page: Page, tpl: SheetsTemplate) -> PageLayout:
    pw, ph = PAPERS[tpl.paper]
    if page.orientation == "landscape":
        pw, ph = ph, pw
    m = tpl.margin_mm
    printable = TopDownMmRect(m, m, pw - 2 * m, ph - 2 * m)
    title = TopDownMmRect(m, m, printable.w, tpl.title_band_mm)
    footer = TopDownMmRect(m, ph - m - tpl.footer_band_mm, printable.w, tpl.footer_band_mm)
    top, bottom = title.bottom, footer.y
    sizes = [[item_size(i, tpl) for i in row.items] for row in page.rows]
    bands = [row.band_mm or tpl.label_band_mm for row in page.rows]
    heights = [band + max(h for _w, h in row) for band, row in zip(bands, sizes, strict=True)]
    free = bottom - top - sum(heights)
    between = free / (len(heights) - 1) if len(heights) > 1 else 0.0
    between = max(between, 0.0)
    boxes: list[Box] = []
    y = top
    for row, band, row_sizes, row_h in zip(page.rows, bands, sizes, heights, strict=True):
        xs = _xs([w for w, _h in row_sizes], printable.x, printable.w, tpl.gap_mm)
        for item, (x, w), (_w, h) in zip(row.items, xs, row_sizes, strict=True):
            label = TopDownMmRect(x, y, w, band)
            rect = TopDownMmRect(x, y + band, h if item.kind == "write" else w, h)
            boxes.append(Box(item, rect, label, _hint_rect(item, rect, label, tpl)))
        y += row_h + between
    return PageLayout(pw, ph, printable, title, footer, tuple(boxes), max(0.0, -free))


def _hint_rect(
    item: Item, rect: TopDownMmRect, band: TopDownMmRect, tpl: SheetsTemplate
) -> TopDownMmRect | None:
    """Where a zone's reminder goes: for a card or an area, in the band under the label
    and ``hint_gap_mm`` above the outline (the height is 0 when the band holds only the
    label); for a panel, inside it 3 mm from its edges; for a write-in square, beside it
    in the rest of its slot. Tracks and tables have none."""
    if item.kind in ("card", "area"):
        top = band.y + tpl.label_line_mm
        return TopDownMmRect(band.x + 0.5, top, band.w - 1, max(0.0, band.bottom - tpl.hint_gap_mm - top))
    if item.kind == "panel":
        return rect.inset(3)
    if item.kind == "write":  # beside the square, in the rest of its slot
        return TopDownMmRect(
            rect.right + WRITE_GAP_MM, rect.y, band.right - rect.right - WRITE_GAP_MM, rect.h
        )
    return None


WRITE_GAP_MM = 3.0  # between a write-in square and its reminder


def write_side(item: Item) -> float:
    """The side of a write-in square (``write``): ``height_mm``, else ``WRITE_MM``."""
    return item.height_mm if item.height_mm is not None else WRITE_MM


def is_space(box: Box) -> bool:
    """A place for cards, tokens or a written number: nothing to read may lie inside it."""
    return box.item.kind in SPACES


TABLE_COLUMNS = (0.14, 0.07, 0.25, 0.21, 0.16, 0.17)  # level, HQ, agendas, operations, credits, points
TABLE_INSET_MM = 2.0  # left and right of the frame
# Above the header and below the note: less, so the height goes to the rows (a row must
# be 1.3 times its type, SHEET003; Letter's table is 24 mm for four rows and a note).
TABLE_INSET_Y_MM = 1.2
TABLE_NOTE_GAP_MM = 1.0  # between the last row's rule and the note


def table_cells(
    r: TopDownMmRect, rows: int, note_h: float
) -> tuple[list[list[TopDownMmRect]], TopDownMmRect]:
    """The difficulty table in box ``r``: ``rows`` rows of cells sharing the height left
    above a note ``note_h`` tall (its gap included), and the note's rectangle."""
    inner = TopDownMmRect(
        r.x + TABLE_INSET_MM, r.y + TABLE_INSET_Y_MM, r.w - 2 * TABLE_INSET_MM, r.h - 2 * TABLE_INSET_Y_MM
    )
    row_h = (inner.h - note_h) / rows
    cells: list[list[TopDownMmRect]] = []
    y = inner.y
    for _ in range(rows):
        x, row = inner.x, []
        for frac in TABLE_COLUMNS:
            w = inner.w * frac
            row.append(TopDownMmRect(x + 1.5, y, w - 3, row_h))
            x += w
        cells.append(row)
        y += row_h
    return cells, TopDownMmRect(inner.x, y + TABLE_NOTE_GAP_MM, inner.w, max(0.0, note_h - TABLE_NOTE_GAP_MM))


def furniture(page: PageLayout) -> dict[str, TopDownMmRect]:
    """Where the title, subtitle, scale-bar caption and page note are set; the footer's
    words and the scale bar (``scale_bar_y``) sit at the bottom of its band."""
    t, f = page.title, page.footer
    words = f.bottom - 5.5
    return {
        "title": TopDownMmRect(t.x, t.y, t.w, 7),
        "subtitle": TopDownMmRect(t.x, t.y + 7.2, t.w, 5),
        "scale": TopDownMmRect(f.x + 52, words, 60, 5.5),
        "note": TopDownMmRect(f.x + 115, words, f.w - 115, 5.5),
    }


def scale_bar_y(page: PageLayout) -> float:
    """The line of the 50 mm scale bar (its ticks rise 1.6–2.4 mm from it)."""
    return page.footer.bottom - 1.5


def track_slots(box: Box) -> list[tuple[TopDownMmRect, TopDownMmRect]]:
    """A click track's slots left to right, the mandatory-draw box first when it has one:
    (the slot's square, its caption under it)."""
    r, item = box.rect, box.item
    slots = item.clicks + (1 if item.draw else 0)
    d = min(18.0, (r.w - 6) / max(slots, 1) - 3, r.h - 12)
    gap = (r.w - slots * d) / (slots + 1)
    cy = r.y + r.h / 2 - 2
    out, x = [], r.x + gap
    for i in range(slots):
        wide = gap / 2 if item.draw and i == 0 else 0.0  # "draw" may use half the gaps
        out.append(
            (TopDownMmRect(x, cy - d / 2, d, d), TopDownMmRect(x - wide, cy + d / 2 + 1.5, d + 2 * wide, 5))
        )
        x += d + gap
    return out
