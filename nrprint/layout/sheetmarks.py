"""What is printed around the cards of one sheet: crop marks, ruler, label (pure arithmetic).

Only the cards really on the page get marks: a last, partial sheet is marked around its
own cards. Every mark, the ruler and the label stay ``edge_for(paper)`` from the paper edge.

- A trim line that reaches a margin is continued there by a crop mark when that margin
  holds one (``Axis.mark``); a line that ends at an empty slot is continued into it.
- When a margin cannot hold marks (Letter is 15.4 mm taller than three cards), the trim
  lines of that direction are marked by short ticks across the gutters instead: they
  lie on the waste between two cards, are drawn over the bleed, and line up in pairs.
- The 50 mm ruler sits in the bottom margin under one card, between that card's marks,
  or else in the left margin beside one row; its "50 mm" label beside it.
- The sheet label sits in the top margin over the middle card, between its marks, or
  else up the right margin beside the middle row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from nrprint.layout.sheets import Ruler, Segment, SheetLayout, Slot, sheets
from nrprint.units import PT_PER_MM


@dataclass(frozen=True, slots=True)
class Label:
    """A line of text: baseline origin (its start, or its middle when ``centred``),
    rotation (90: reading upwards), the room it may take along the baseline, its size."""

    x: float
    y: float
    angle: Literal[0, 90]
    width: float
    size: float
    centred: bool = False


@dataclass(frozen=True, slots=True)
class PageMarks:
    """What one sheet prints besides its cards.

    ``crop_marks`` are drawn before the cards (they never touch a bleed box);
    ``gutter_ticks`` after them (they lie on the bleed between two cards).
    """

    crop_marks: tuple[Segment, ...]
    gutter_ticks: tuple[Segment, ...]
    ruler: Ruler | None
    ruler_label: Label | None
    label: Label | None


def page_marks(lay: SheetLayout, used: int) -> PageMarks:
    """Marks, ruler and label for a sheet whose first ``used`` slots hold cards."""
    cards = lay.slots[: max(0, min(used, lay.per_page))]
    if not cards:
        return PageMarks((), (), None, None, None)
    marks, ticks = _crop_marks(lay, cards)
    marks, ticks = _inside(lay, marks), _inside(lay, ticks)
    ruler = _ruler(lay, cards)
    return PageMarks(tuple(marks), tuple(ticks), ruler, _ruler_label(lay, ruler), _label(lay))


def _inside(lay: SheetLayout, segments: list[Segment]) -> list[Segment]:
    """Segments cut to the area ``lay.edge`` inside the paper; none shorter than 1 mm kept
    (with a large bleed on Letter, the top row's trims come closer than that)."""
    edge = lay.edge
    out = []
    for x1, y1, x2, y2 in segments:
        lo, hi = edge, lay.page_w - edge
        bot, top = edge, lay.page_h - edge
        if x1 == x2 and not lo <= x1 <= hi or y1 == y2 and not bot <= y1 <= top:
            continue
        seg = (min(max(x1, lo), hi), min(max(y1, bot), top), min(max(x2, lo), hi), min(max(y2, bot), top))
        if abs(seg[2] - seg[0]) + abs(seg[3] - seg[1]) >= 1 * PT_PER_MM - 1e-6:
            out.append(seg)
    return out


def _crop_marks(lay: SheetLayout, cards: tuple[Slot, ...]) -> tuple[list[Segment], list[Segment]]:
    data = sheets()
    off, inner = data.crop_marks.offset_mm * PT_PER_MM, data.crop_marks.length_mm * PT_PER_MM
    marks: list[Segment] = []
    ticks: list[Segment] = []
    grid_top = lay.page_h - lay.y.margin + lay.y.bleed
    grid_bottom = lay.y.margin - lay.y.bleed
    grid_left = lay.x.margin - lay.x.bleed
    grid_right = lay.page_w - lay.x.margin + lay.x.bleed
    for col in sorted({s.col for s in cards}):
        column = [s for s in cards if s.col == col]
        last = max(column, key=lambda s: s.row)
        for x in (column[0].trim.x, column[0].trim.right):
            if lay.y.mark is not None:
                marks.append((x, grid_top + off, x, grid_top + off + lay.y.mark))
            else:
                for s in column:  # ticks across the gutter below each card of the column
                    if s.row + 1 < lay.rows:
                        below = lay.slots[(s.row + 1) * lay.cols + col]
                        ticks.append((x, below.trim.top, x, s.trim.y))
            if last.row + 1 == lay.rows:
                if lay.y.mark is not None:
                    marks.append((x, grid_bottom - off - lay.y.mark, x, grid_bottom - off))
            else:  # into the empty slot below the column's last card
                marks.append((x, last.bleed.y - off - inner, x, last.bleed.y - off))
    for row in sorted({s.row for s in cards}):
        line = [s for s in cards if s.row == row]
        last = max(line, key=lambda s: s.col)
        for y in (line[0].trim.y, line[0].trim.top):
            if lay.x.mark is not None:
                marks.append((grid_left - off - lay.x.mark, y, grid_left - off, y))
            else:
                for s in line:
                    if s.col + 1 < lay.cols:
                        right = lay.slots[row * lay.cols + s.col + 1]
                        ticks.append((s.trim.right, y, right.trim.x, y))
            if last.col + 1 == lay.cols:
                if lay.x.mark is not None:
                    marks.append((grid_right + off, y, grid_right + off + lay.x.mark, y))
            else:  # into the empty slot right of the row's last card
                marks.append((last.bleed.right + off, y, last.bleed.right + off + inner, y))
    return marks, ticks


def _ruler(lay: SheetLayout, cards: tuple[Slot, ...]) -> Ruler | None:
    """The 50 mm ruler: bottom margin under one card, else left margin beside one row."""
    data = sheets()
    r = data.ruler
    length, tick, clear, edge = (
        r.length_mm * PT_PER_MM,
        r.tick_mm * PT_PER_MM,
        r.clearance_mm * PT_PER_MM,
        lay.edge,
    )
    label_w = 3.6 * r.label_pt  # "50 mm" in the regular face is about 2.9 em
    grid_bottom = lay.y.margin - lay.y.bleed
    base_y = grid_bottom - clear - tick
    col = min(lay.cols // 2, max(s.col for s in cards))
    span = lay.slots[(lay.rows - 1) * lay.cols + col].trim
    room = span.w - 2 * clear
    if base_y >= edge - 1e-6 and length + 1.2 * PT_PER_MM + label_w <= room:
        x = span.x + (span.w - (length + 1.2 * PT_PER_MM + label_w)) / 2
        return Ruler(x, base_y, "h", length, tick)
    grid_left = lay.x.margin - lay.x.bleed
    base_x = grid_left - clear - tick
    row = min(lay.rows // 2, max(s.row for s in cards))
    span = lay.slots[row * lay.cols].trim
    if base_x >= edge - 1e-6 and length + 1.2 * PT_PER_MM + label_w <= span.h - 2 * clear:
        return Ruler(base_x, span.y + (span.h - length - 1.2 * PT_PER_MM - label_w) / 2, "v", length, tick)
    return None


def _ruler_label(lay: SheetLayout, ruler: Ruler | None) -> Label | None:
    """Where "50 mm" goes: after the ruler's end, on its baseline (reading up when vertical)."""
    if ruler is None:
        return None
    size = sheets().ruler.label_pt
    if ruler.direction == "h":
        return Label(ruler.x + ruler.length + 1.2 * PT_PER_MM, ruler.y, 0, 3.6 * size, size)
    # Rotated text grows towards -x from its baseline: keep the glyphs off the paper edge.
    return Label(
        ruler.x + size + 0.2 * PT_PER_MM, ruler.y + ruler.length + 1.2 * PT_PER_MM, 90, 3.6 * size, size
    )


def _label(lay: SheetLayout) -> Label | None:
    """The sheet label: top margin over the middle column, else up the right margin."""
    data = sheets()
    size, clear, edge = data.label.size_pt, data.label.clearance_mm * PT_PER_MM, lay.edge
    # A line of text needs about one em: ascent above the baseline, descent below.
    top_band = (lay.page_h - lay.y.margin + lay.y.bleed + clear, lay.page_h - edge)
    mid = lay.slots[lay.cols // 2].trim
    if top_band[1] - top_band[0] >= size:
        y = (top_band[0] + top_band[1]) / 2 - 0.3 * size
        return Label(mid.x + mid.w / 2, y, 0, mid.w - 4 * PT_PER_MM, size, centred=True)
    right_band = (lay.page_w - lay.x.margin + lay.x.bleed + clear, lay.page_w - edge)
    if right_band[1] - right_band[0] >= size:
        row = lay.slots[(lay.rows // 2) * lay.cols].trim
        x = (right_band[0] + right_band[1]) / 2 + 0.3 * size  # glyphs grow towards -x
        return Label(x, row.y + row.h / 2, 90, row.h - 4 * PT_PER_MM, size, centred=True)
    return None
