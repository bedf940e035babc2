"""Imposition: where each card goes on a printed sheet, as pure arithmetic.

Everything here is in PDF points with the origin at the bottom-left of the page, so the
renderer can use the numbers as they are. Nothing here imports the PDF library.

Rules (see docs/imposition.md; API: docs/dev/imposition-api.md):
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
    edge_for,
    paper_of,
    paper_size,
    sheets,
)
from nrprint.units import PT_PER_MM, pt_to_mm

Duplex = Literal["long-edge", "short-edge"]


@dataclass(frozen=True, slots=True)
class SingleLayout:
    """One card per page: the page (= bleed box) and the trim box inside it."""

    page_w: float
    page_h: float
    trim: Rect
    bleed: Rect


def card_size(spec: SheetSpec, data: Sheets | None = None) -> tuple[float, float]:
    card = (data or sheets()).cards[spec.card]
    return card.width_mm * PT_PER_MM, card.height_mm * PT_PER_MM


def fit_axis(
    page: float,
    n: int,
    card: float,
    bleed: float,
    data: Sheets,
    edge: float | None = None,
    cards_clear: bool = False,
    paper: str | None = None,
) -> Axis:
    """The widest gutter (preferred down to min) whose margin still holds crop marks.

    A mark starts ``offset`` outside the outer bleed edge and must end ``edge`` (points;
    default ``edge_mm``) from the paper edge, at least ``min_length`` long. The bleed is
    half the gutter, or the asked ``bleed`` when larger (the gutter then grows to twice
    it). With ``cards_clear`` the outer trims must also be ``edge`` from the paper edge:
    wider gutters that break it are passed over, and the gutter narrows below ``min_mm``
    (down to one step) when that is what it takes. When no gutter leaves room for marks,
    the widest acceptable one is used and ``mark`` is None.
    """
    g, crop = data.gutter, data.crop_marks
    off, least = crop.offset_mm * PT_PER_MM, crop.min_length_mm * PT_PER_MM
    edge = data.edge_mm * PT_PER_MM if edge is None else edge
    low = g.step_mm if cards_clear else g.min_mm
    top = g.paper_preferred_mm.get(paper, g.preferred_mm) if paper else g.preferred_mm
    steps = round((top - low) / g.step_mm)
    chosen: Axis | None = None
    for k in range(steps + 1):
        mm = top - k * g.step_mm
        gutter = max(mm * PT_PER_MM, 2 * bleed)
        margin = (page - n * card - (n - 1) * gutter) / 2
        if cards_clear and margin < edge - 1e-6:
            continue  # the outer cards would come too near the edge: narrower
        b = max(gutter / 2, bleed)
        room = margin - b - off - edge
        axis = Axis(
            gutter, b, margin, min(crop.length_mm * PT_PER_MM, room) if room >= least - 1e-6 else None
        )
        if axis.mark is not None:
            return axis
        chosen = axis
        if mm <= g.min_mm + 1e-9:
            break  # under min_mm only to keep the cards clear of the edge
    if chosen is None:  # nothing clears the edge: the narrowest gutter
        gutter = max(low * PT_PER_MM, 2 * bleed)
        margin = (page - n * card - (n - 1) * gutter) / 2
        chosen = Axis(gutter, max(gutter / 2, bleed), margin, None)
    return chosen


def sheet_layout(paper: str, bleed_mm: float = 0.0, sheet: str = "poker-9up") -> SheetLayout:
    """Centre a ``cols × rows`` grid of cards on ``paper`` with gutters between them."""
    data = sheets()
    spec = data.sheets[sheet]
    page_w, page_h = paper_size(paper)
    cw, ch = card_size(spec, data)
    bleed = bleed_mm * PT_PER_MM
    edge, clear = edge_for(paper, data) * PT_PER_MM, paper in data.paper_edge_mm
    ax = fit_axis(page_w, spec.cols, cw, bleed, data, edge, clear, paper)
    ay = fit_axis(page_h, spec.rows, ch, bleed, data, edge, clear, paper)
    x0, y_top = ax.margin, page_h - ay.margin
    # Where the cards must clear the edge and do, their outer bleed stops there too.
    safe = Rect(edge, edge, page_w - 2 * edge, page_h - 2 * edge) if clear else None
    slots = []
    for row in range(spec.rows):
        for col in range(spec.cols):
            trim = Rect(x0 + col * (cw + ax.gutter), y_top - ch - row * (ch + ay.gutter), cw, ch)
            box = trim.grown(ax.bleed, ay.bleed)
            slots.append(Slot(row * spec.cols + col, row, col, trim, clip(box, safe, trim)))
    notes: list[str] = []
    if ax.margin - ax.bleed < -1e-6 or ay.margin - ay.bleed < -1e-6:
        notes.append(
            f"with {bleed_mm:g} mm bleed the outer bleed runs off the {paper} sheet; "
            "use less bleed or --layout single"
        )
    if ax.mark is None and ay.mark is None:
        notes.append(f"no margin of the {paper} sheet holds crop marks {pt_to_mm(edge):g} mm from the edge")
    lay = SheetLayout(page_w, page_h, tuple(slots), spec.cols, spec.rows, ax, ay, tuple(notes), edge, safe)
    full = page_marks(lay, lay.per_page)
    if full.ruler is None:
        notes.append("no margin wide enough for the 50 mm ruler; print the calibration sheet")
    if full.label is None:
        notes.append("no margin wide enough for the sheet label")
    return SheetLayout(page_w, page_h, tuple(slots), spec.cols, spec.rows, ax, ay, tuple(notes), edge, safe)


def clip(box: Rect, safe: Rect | None, trim: Rect) -> Rect:
    """``box`` cut to ``safe`` (when given and the trim lies inside it)."""
    if safe is None or not safe.contains(trim):
        return box
    x0, y0 = max(box.x, safe.x), max(box.y, safe.y)
    x1, y1 = min(box.right, safe.right), min(box.top, safe.top)
    return Rect(x0, y0, x1 - x0, y1 - y0)


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
    dx, dy = offset_mm[0] * PT_PER_MM, offset_mm[1] * PT_PER_MM
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
        box = trim.grown(layout.x.bleed, layout.y.bleed)
        out.append(Slot(s.index, s.row, s.col, trim, clip(box, layout.safe, trim)))
    return tuple(out)


def single_layout(bleed_mm: float = 0.0, card: str = "poker") -> SingleLayout:
    """One card per page: page = bleed box; trim box inset by the bleed."""
    size = sheets().cards[card]
    bleed = bleed_mm * PT_PER_MM
    w, h = size.width_mm * PT_PER_MM, size.height_mm * PT_PER_MM
    page = Rect(0.0, 0.0, w + 2 * bleed, h + 2 * bleed)
    return SingleLayout(page.w, page.h, Rect(bleed, bleed, w, h), page)


def chunks(n_cards: int, per_page: int) -> list[range]:
    """Card indices on each sheet: ``[range(0, 9), range(9, 18), ...]``."""
    return [range(i, min(i + per_page, n_cards)) for i in range(0, n_cards, per_page)]
