"""Schema of ``templates/sheets.yaml`` (card formats, grids, gutter, marks) and the
papers' edges: what ``nrprint.layout.imposition`` lays out with. Pure data, no PDF."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from nrprint.templates import base, load_template


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
