"""Imposition: where each card goes on a printed sheet, as pure arithmetic.

Everything here is in PDF points with the origin at the bottom-left of the page, so the
renderer can use the numbers as they are. Nothing here imports the PDF library.

Rules (see docs/imposition.md):
- the grid of cards is centred on the paper; neighbouring trims are ``gap_mm`` apart,
  or at least twice the bleed so every card's artwork (its bleed box) is its own;
- crop marks continue every trim edge in the page margin, starting ``offset_mm``
  outside the outermost bleed edge: they never enter a card's trim or bleed area;
- a back page is the front page mirrored about the axis the printer flips the sheet
  on (long edge of a portrait page: left↔right; short edge: top↔bottom), then shifted
  by the back offset, so each back lands behind its front;
- the single-card layout is one card per page: the page is the bleed box, the trim
  box sits ``bleed`` inside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from nrprint.templates import MM, base, load_template

Duplex = Literal["long-edge", "short-edge"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSize(_Strict):
    width_mm: float
    height_mm: float


class SheetSpec(_Strict):
    card: str
    cols: int
    rows: int
    gap_mm: float = 0.0


class CropSpec(_Strict):
    offset_mm: float
    length_mm: float
    min_length_mm: float = 1.0
    line_width_pt: float = 0.3


class RulerSpec(_Strict):
    length_mm: float = 50.0
    tick_mm: float = 1.6
    clearance_mm: float = 2.0


class Sheets(_Strict):
    """Schema of ``templates/sheets.yaml``."""

    cards: dict[str, CardSize]
    sheets: dict[str, SheetSpec]
    crop_marks: CropSpec
    ruler: RulerSpec


@cache
def sheets(folder: Path | None = None) -> Sheets:
    return load_template("sheets", Sheets, folder)


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in points; (x, y) is its bottom-left corner."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def contains(self, other: Rect, tol: float = 1e-6) -> bool:
        return (
            other.x >= self.x - tol
            and other.y >= self.y - tol
            and other.right <= self.right + tol
            and other.top <= self.top + tol
        )

    def intersects_segment(self, x1: float, y1: float, x2: float, y2: float) -> bool:
        """True when an axis-aligned segment enters the open interior of the rectangle."""
        lo_x, hi_x = sorted((x1, x2))
        lo_y, hi_y = sorted((y1, y2))
        return lo_x < self.right and hi_x > self.x and lo_y < self.top and hi_y > self.y


@dataclass(frozen=True, slots=True)
class Slot:
    """One card position: index (row-major from the top-left), row, column, boxes."""

    index: int
    row: int
    col: int
    trim: Rect
    bleed: Rect


Segment = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Ruler:
    """A scale bar: start point, direction ('h' or 'v'), length, tick length (points)."""

    x: float
    y: float
    direction: Literal["h", "v"]
    length: float
    tick: float


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """A page of cards: size, slots, crop-mark segments, ruler, and notes for the user."""

    page_w: float
    page_h: float
    slots: tuple[Slot, ...]
    crop_marks: tuple[Segment, ...]
    ruler: Ruler | None
    notes: tuple[str, ...] = ()

    @property
    def per_page(self) -> int:
        return len(self.slots)


@dataclass(frozen=True, slots=True)
class SingleLayout:
    """One card per page: the page (= bleed box) and the trim box inside it."""

    page_w: float
    page_h: float
    trim: Rect
    bleed: Rect


def paper_size(paper: str) -> tuple[float, float]:
    """Portrait page size in points of a paper named in templates/base.yaml."""
    try:
        return base().papers[paper].size
    except KeyError:
        raise ValueError(f"unknown paper {paper!r}; known: {', '.join(base().papers)}") from None


def card_size(spec: SheetSpec, data: Sheets | None = None) -> tuple[float, float]:
    card = (data or sheets()).cards[spec.card]
    return card.width_mm * MM, card.height_mm * MM


def sheet_layout(paper: str, bleed_mm: float = 0.0, sheet: str = "poker-9up") -> SheetLayout:
    """Centre a ``cols × rows`` grid of cards on ``paper``; crop marks in the margin."""
    data = sheets()
    spec = data.sheets[sheet]
    page_w, page_h = paper_size(paper)
    cw, ch = card_size(spec, data)
    bleed = bleed_mm * MM
    gap = max(spec.gap_mm * MM, 2 * bleed)
    grid_w = spec.cols * cw + (spec.cols - 1) * gap
    grid_h = spec.rows * ch + (spec.rows - 1) * gap
    x0 = (page_w - grid_w) / 2
    y_top = (page_h + grid_h) / 2
    slots = []
    for row in range(spec.rows):
        for col in range(spec.cols):
            trim = Rect(x0 + col * (cw + gap), y_top - ch - row * (ch + gap), cw, ch)
            slots.append(Slot(row * spec.cols + col, row, col, trim, trim.inset(-bleed)))
    marks, notes = _crop_marks(slots, page_w, page_h, bleed, data.crop_marks)
    if grid_w + 2 * bleed > page_w + 1e-6 or grid_h + 2 * bleed > page_h + 1e-6:
        notes.append(
            f"with {bleed_mm:g} mm bleed the outer bleed runs off the {paper} sheet; "
            "use less bleed or --layout single"
        )
    ruler = _ruler(slots, page_w, page_h, bleed, data)
    if ruler is None:
        notes.append("no margin wide enough for the 50 mm ruler; print the calibration sheet")
    return SheetLayout(page_w, page_h, tuple(slots), tuple(marks), ruler, tuple(notes))


def _crop_marks(
    slots: Sequence[Slot], page_w: float, page_h: float, bleed: float, spec: CropSpec
) -> tuple[list[Segment], list[str]]:
    """Marks continuing each distinct trim edge into the four margins."""
    left = min(s.bleed.x for s in slots)
    right = max(s.bleed.right for s in slots)
    bottom = min(s.bleed.y for s in slots)
    top = max(s.bleed.top for s in slots)
    off, want, least = spec.offset_mm * MM, spec.length_mm * MM, spec.min_length_mm * MM
    notes: list[str] = []
    # Longest mark that still fits between the bleed edge (+offset) and the paper edge.
    len_v = min(want, bottom - off, page_h - top - off)
    len_h = min(want, left - off, page_w - right - off)
    marks: list[Segment] = []
    xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
    ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.top)})
    if len_v >= least:
        for x in xs:
            marks.append((x, top + off, x, top + off + len_v))
            marks.append((x, bottom - off - len_v, x, bottom - off))
    else:
        notes.append("top and bottom margins too small for crop marks")
    if len_h >= least:
        for y in ys:
            marks.append((left - off - len_h, y, left - off, y))
            marks.append((right + off, y, right + off + len_h, y))
    else:
        notes.append("left and right margins too small for crop marks")
    return marks, notes


def _ruler(slots: Sequence[Slot], page_w: float, page_h: float, bleed: float, data: Sheets) -> Ruler | None:
    """A 50 mm ruler in the widest margin, between two crop marks, clear of the cards."""
    r = data.ruler
    length, tick, clear = r.length_mm * MM, r.tick_mm * MM, r.clearance_mm * MM
    left = min(s.bleed.x for s in slots)
    bottom = min(s.bleed.y for s in slots)
    need = tick + clear + 2.5 * MM  # ticks, a label, and a printable edge
    # Bottom margin first (reads naturally); else the left margin, running upwards.
    if bottom >= need + clear:
        mid = sorted(slots, key=lambda s: (s.row, s.col))
        span = mid[len(mid) // 2].trim if len(mid) > 1 else mid[0].trim
        return Ruler(span.x + (span.w - length) / 2, bottom - clear - tick, "h", length, tick)
    if left >= need + clear:
        span = sorted(slots, key=lambda s: s.trim.y)[len(slots) // 2].trim
        return Ruler(left - clear - tick, span.y + (span.h - length) / 2, "v", length, tick)
    return None


def back_rect(
    front: Rect,
    page_w: float,
    page_h: float,
    duplex: Duplex,
    offset_mm: tuple[float, float] = (0.0, 0.0),
) -> Rect:
    """Where to draw the back of a card whose front is at ``front``.

    Long-edge duplex on a portrait page turns the sheet about its vertical axis, so x
    is mirrored; short-edge turns it about the horizontal axis, so y is mirrored. The
    offset (mm, +x right, +y up, as seen on the back page) corrects printer drift.
    """
    dx, dy = offset_mm[0] * MM, offset_mm[1] * MM
    if duplex == "long-edge":
        mirrored = Rect(page_w - front.right, front.y, front.w, front.h)
    elif duplex == "short-edge":
        mirrored = Rect(front.x, page_h - front.top, front.w, front.h)
    else:
        raise ValueError(f"unknown duplex edge {duplex!r}")
    return mirrored.shifted(dx, dy)


def back_slots(
    layout: SheetLayout, duplex: Duplex, offset_mm: tuple[float, float] = (0.0, 0.0)
) -> tuple[Slot, ...]:
    """The back page's slots: slot i holds the back of front slot i (same index)."""
    out = []
    for s in layout.slots:
        trim = back_rect(s.trim, layout.page_w, layout.page_h, duplex, offset_mm)
        pad = s.trim.x - s.bleed.x
        out.append(Slot(s.index, s.row, s.col, trim, trim.inset(-pad)))
    return tuple(out)


def single_layout(bleed_mm: float = 0.0, card: str = "poker") -> SingleLayout:
    """One card per page: page = bleed box; trim box inset by the bleed."""
    size = sheets().cards[card]
    bleed = bleed_mm * MM
    w, h = size.width_mm * MM, size.height_mm * MM
    page = Rect(0.0, 0.0, w + 2 * bleed, h + 2 * bleed)
    return SingleLayout(page.w, page.h, Rect(bleed, bleed, w, h), page)


def chunks(n_cards: int, per_page: int) -> list[range]:
    """Card indices on each sheet: ``[range(0, 9), range(9, 18), ...]``."""
    return [range(i, min(i + per_page, n_cards)) for i in range(0, n_cards, per_page)]
