"""The sheets' data (``templates/sheets.yaml``) and the shapes of a laid-out sheet:
slots, axes, the ruler, segments. Pure data and arithmetic, read by ``imposition`` (which
lays sheets out) and ``sheetmarks`` (which marks them)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from nrprint.layout.rect import Rect
from nrprint.source.templates import base, load_template
from nrprint.units import PT_PER_MM


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSize(_Strict):
    width_mm: float
    height_mm: float


class SheetSpec(_Strict):
    card: str
    cols: int
    rows: int


class GutterSpec(_Strict):
    preferred_mm: float = 4.0
    paper_preferred_mm: dict[str, float] = {}  # a paper whose margins need narrower gutters
    min_mm: float = 2.0
    step_mm: float = 0.5


class CropSpec(_Strict):
    offset_mm: float
    length_mm: float
    min_length_mm: float = 2.0
    line_width_pt: float = 0.3


class RulerSpec(_Strict):
    length_mm: float = 50.0
    tick_mm: float = 1.6
    clearance_mm: float = 1.5
    label_pt: float = 6.5


class LabelSpec(_Strict):
    size_pt: float = 6.5
    clearance_mm: float = 0.5


class Sheets(_Strict):
    """Schema of ``templates/sheets.yaml``."""

    cards: dict[str, CardSize]
    sheets: dict[str, SheetSpec]
    gutter: GutterSpec
    edge_mm: float
    paper_edge_mm: dict[str, float] = {}
    crop_marks: CropSpec
    ruler: RulerSpec
    label: LabelSpec


@cache
def sheets(folder: Path | None = None) -> Sheets:
    return load_template("sheets", Sheets, folder)


def edge_for(paper: str, data: Sheets | None = None) -> float:
    """Millimetres from the paper edge that marks (and, where ``paper_edge_mm`` names the
    paper, the cards) keep clear of."""
    data = data or sheets()
    return max(data.edge_mm, data.paper_edge_mm.get(paper, 0.0))


def paper_of(page_w: float, page_h: float) -> str | None:
    """The paper of ``base.yaml`` a page is (either way round), if any."""
    for name, paper in base().papers.items():
        w, h = paper.size
        if {round(w), round(h)} == {round(page_w), round(page_h)}:
            return name
    return None


def paper_size(paper: str) -> tuple[float, float]:
    """Portrait page size in points of a paper named in templates/base.yaml."""
    try:
        return base().papers[paper].size
    except KeyError:
        raise ValueError(f"unknown paper {paper!r}; known: {', '.join(base().papers)}") from None


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
class Axis:
    """How one direction of the grid fits the paper (points).

    ``gutter`` between neighbouring trims; ``bleed`` how far each card's artwork runs
    past its trim (half the gutter, or the asked bleed); ``margin`` from the paper edge
    to the outer trims; ``mark`` the length of the crop marks in that margin, or None
    when the margin cannot hold one ``edge_mm`` from the paper edge.
    """

    gutter: float
    bleed: float
    margin: float
    mark: float | None


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """A page of cards: size, slots, how each axis fits, and notes for the user.

    ``x`` fits the columns (left/right margins: marks of horizontal trim lines), ``y``
    the rows (top/bottom margins: marks of vertical trim lines). What is printed around
    the cards of one page (crop marks, ruler, label) is ``nrprint.layout.sheetmarks``.
    """

    page_w: float
    page_h: float
    slots: tuple[Slot, ...]
    cols: int
    rows: int
    x: Axis
    y: Axis
    notes: tuple[str, ...] = ()
    edge: float = 5 * PT_PER_MM  # nothing of the sheet nearer the paper edge (``edge_for``)
    safe: Rect | None = None  # where the cards must keep within (their bleed is cut to it)

    @property
    def per_page(self) -> int:
        return len(self.slots)

    @property
    def draw_bleed(self) -> float:
        """The bleed each card is drawn with (it is clipped to its slot's bleed box)."""
        return max(self.x.bleed, self.y.bleed)
