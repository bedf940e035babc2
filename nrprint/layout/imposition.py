"""Imposition: where each card goes on a printed sheet, as pure arithmetic.

Everything here is in PDF points with the origin at the bottom-left of the page, so the
renderer can use the numbers as they are. Nothing here imports the PDF library.

Rules (see docs/imposition.md):
- the grid of cards is centred on the paper with a gutter between neighbouring trims;
  per axis the widest gutter (``gutter:`` in templates/sheets.yaml) that still leaves
  the margin room for crop marks ``edge_mm`` from the paper edge;
- each card's artwork bleeds half a gutter past its trim (its bleed box), so a miscut
  shows the card's own colour, never the neighbour's;
- crop marks (``nrprint.layout.sheetmarks``) continue the trim lines of the cards that
  are really on the page, never closer than ``edge_mm`` to the paper edge;
- a back page is the front page mirrored about the axis the printer flips the sheet
  on (long edge of a portrait page: left↔right; short edge: top↔bottom), then shifted
  by the back offset, so each back lands behind its front;
- the single-card layout is one card per page: the page is the bleed box, the trim
  box sits ``bleed`` inside it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from nrprint.layout.rect import Rect  # card drawing modules import Rect from here
from nrprint.layout.sheetmarks import page_marks
from nrprint.layout.sheets import (  # noqa: F401  (re-exported: the imposition's interface)
    Axis,
    Ruler,
    Segment,
    SheetLayout,
    Sheets,
    SheetSpec,
    Slot,
    sheets,
)
from nrprint.source.templates import MM, base

Duplex = Literal["long-edge", "short-edge"]


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


def fit_axis(page: float, n: int, card: float, bleed: float, data: Sheets) -> Axis:
    """The widest gutter (preferred down to min) whose margin still holds crop marks.

    A mark starts ``offset`` outside the outer bleed edge and must end ``edge_mm`` from
    the paper edge, at least ``min_length`` long. The bleed is half the gutter, or the
    asked ``bleed`` when larger (the gutter then grows to twice it). When no gutter
    leaves room for marks, the minimum gutter is used and ``mark`` is None.
    """
    g, crop = data.gutter, data.crop_marks
    off, edge, least = crop.offset_mm * MM, data.edge_mm * MM, crop.min_length_mm * MM
    steps = round((g.preferred_mm - g.min_mm) / g.step_mm)
    chosen: Axis | None = None
    for k in range(steps + 1):
        gutter = max((g.preferred_mm - k * g.step_mm) * MM, 2 * bleed)
        margin = (page - n * card - (n - 1) * gutter) / 2
        b = max(gutter / 2, bleed)
        room = margin - b - off - edge
        axis = Axis(gutter, b, margin, min(crop.length_mm * MM, room) if room >= least - 1e-6 else None)
        if axis.mark is not None:
            return axis
        chosen = axis
    assert chosen is not None
    return chosen


def sheet_layout(paper: str, bleed_mm: float = 0.0, sheet: str = "poker-9up") -> SheetLayout:
    """Centre a ``cols × rows`` grid of cards on ``paper`` with gutters between them."""
    data = sheets()
    spec = data.sheets[sheet]
    page_w, page_h = paper_size(paper)
    cw, ch = card_size(spec, data)
    bleed = bleed_mm * MM
    ax = fit_axis(page_w, spec.cols, cw, bleed, data)
    ay = fit_axis(page_h, spec.rows, ch, bleed, data)
    x0, y_top = ax.margin, page_h - ay.margin
    slots = []
    for row in range(spec.rows):
        for col in range(spec.cols):
            trim = Rect(x0 + col * (cw + ax.gutter), y_top - ch - row * (ch + ay.gutter), cw, ch)
            slots.append(Slot(row * spec.cols + col, row, col, trim, trim.grown(ax.bleed, ay.bleed)))
    notes: list[str] = []
    if ax.margin - ax.bleed < -1e-6 or ay.margin - ay.bleed < -1e-6:
        notes.append(
            f"with {bleed_mm:g} mm bleed the outer bleed runs off the {paper} sheet; "
            "use less bleed or --layout single"
        )
    if ax.mark is None and ay.mark is None:
        notes.append(f"no margin of the {paper} sheet holds crop marks {data.edge_mm:g} mm from the edge")
    lay = SheetLayout(page_w, page_h, tuple(slots), spec.cols, spec.rows, ax, ay, tuple(notes))
    full = page_marks(lay, lay.per_page)
    if full.ruler is None:
        notes.append("no margin wide enough for the 50 mm ruler; print the calibration sheet")
    if full.label is None:
        notes.append("no margin wide enough for the sheet label")
    return SheetLayout(page_w, page_h, tuple(slots), spec.cols, spec.rows, ax, ay, tuple(notes))


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
        out.append(Slot(s.index, s.row, s.col, trim, trim.grown(s.trim.x - s.bleed.x, s.trim.y - s.bleed.y)))
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
