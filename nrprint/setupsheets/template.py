"""Schema of ``templates/setup-sheets.yaml``: sheet layouts, type sizes and outline styles."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from nrprint.source.templates import load_template

Kind = Literal["card", "area", "track", "table", "panel", "write"]
# Spaces are where cards, tokens or a number go: nothing to read may sit inside them.
SPACES: frozenset[str] = frozenset({"card", "area", "track", "write"})
WRITE_MM = 20.0  # side of a write-in square for one number (``write``) unless height_mm says


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSize(_Strict):
    width_mm: float = Field(gt=0)
    height_mm: float = Field(gt=0)


class Item(_Strict):
    """One thing in a row: a card outline, an area, a click track, the difficulty table or
    a panel of text (a reminder with no space for cards)."""

    zone: str
    kind: Kind
    width_mm: float | None = Field(default=None, gt=0)  # None: share the row's free width
    height_mm: float | None = Field(default=None, gt=0)  # None: a card's height
    landscape: bool = False
    clicks: int = Field(default=0, ge=0, le=6)
    draw: bool = False
    text_pt: float | None = Field(default=None, gt=0)  # size of a panel's text when not hint_pt


class Row(_Strict):
    items: list[Item] = Field(min_length=1)
    # Height of the band above the row's outlines: the label, then the reminders of the
    # row's cards and areas. None: label_band_mm (a label and no reminder).
    band_mm: float | None = Field(default=None, gt=0)


class Page(_Strict):
    orientation: Literal["portrait", "landscape"] = "portrait"
    rows: list[Row] = Field(min_length=1)


class SheetLayout(_Strict):
    colour: str
    pages: list[Page] = Field(min_length=1)


class Outline(_Strict):
    """How one kind of item is drawn: stroke width, corner radius, dash, colours."""

    stroke_pt: float = Field(gt=0)
    radius_mm: float = Field(ge=0)
    dash: tuple[float, float] | None = None  # on, off in points; None: solid
    stroke: Literal["accent", "rule"]
    fill: Literal["light", "panel"] | None = None


class Outlines(_Strict):
    """One style per kind of item, the same on every sheet."""

    card: Outline
    area: Outline
    track: Outline
    table: Outline
    panel: Outline
    write: Outline

    def of(self, kind: str) -> Outline:
        return getattr(self, kind)


class TypeSizes(_Strict):
    """Point sizes of the sheet furniture (labels and reminders are label_pt, hint_pt)."""

    title: float = Field(gt=0)
    subtitle: float = Field(gt=0)
    footer: float = Field(gt=0)
    track: float = Field(gt=0)
    table: float = Field(gt=0)
    table_note: float = Field(gt=0)


class SheetsTemplate(_Strict):
    card: CardSize
    paper: str = "a4"
    margin_mm: float = Field(ge=0)
    title_band_mm: float = Field(ge=0)
    footer_band_mm: float = Field(ge=0)
    label_band_mm: float = Field(gt=0)
    label_line_mm: float = Field(gt=0)  # the label's line at the top of the band
    hint_gap_mm: float = Field(ge=0)  # between a reminder and the outline below it
    gap_mm: float = Field(ge=0)
    label_pt: float = Field(gt=0)
    hint_pt: float = Field(gt=0)
    min_hint_pt: float = Field(gt=0)
    type: TypeSizes
    outlines: Outlines
    sheets: dict[str, SheetLayout]


# One layout per paper: the outlines are true size on both, so the rows differ.
FILES = {"a4": "setup-sheets", "letter": "setup-sheets-letter"}


def load(folder: Path | None = None, paper: str = "a4") -> SheetsTemplate:
    tpl = load_template(FILES[paper], SheetsTemplate, folder)
    if tpl.paper != paper:
        raise ValueError(f"templates/{FILES[paper]}.yaml is laid out for {tpl.paper}, not {paper}")
    return tpl


@cache
def default(paper: str = "a4") -> SheetsTemplate:
    return load(paper=paper)
