"""Schema of ``templates/setup-sheets.yaml``: sheet layouts as data."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from nrprint.templates import load_template


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSize(_Strict):
    width_mm: float = Field(gt=0)
    height_mm: float = Field(gt=0)


class Item(_Strict):
    """One thing in a row: a card outline, an area, a click track or the difficulty table."""

    zone: str
    kind: Literal["card", "area", "track", "table"]
    width_mm: float | None = Field(default=None, gt=0)  # None: share the row's free width
    height_mm: float | None = Field(default=None, gt=0)  # None: a card's height
    landscape: bool = False
    clicks: int = Field(default=0, ge=0, le=6)
    draw: bool = False
    text_pt: float | None = Field(default=None, gt=0)  # hint size when not the template's


class Row(_Strict):
    items: list[Item] = Field(min_length=1)


class Page(_Strict):
    orientation: Literal["portrait", "landscape"] = "portrait"
    rows: list[Row] = Field(min_length=1)


class SheetLayout(_Strict):
    colour: str
    pages: list[Page] = Field(min_length=1)


class SheetsTemplate(_Strict):
    card: CardSize
    paper: str = "a4"
    margin_mm: float = Field(ge=0)
    title_band_mm: float = Field(ge=0)
    footer_band_mm: float = Field(ge=0)
    label_band_mm: float = Field(gt=0)
    gap_mm: float = Field(ge=0)
    label_pt: float = Field(gt=0)
    hint_pt: float = Field(gt=0)
    min_hint_pt: float = Field(gt=0)
    outline_pt: float = Field(gt=0)
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
