"""Geometry and colours of the reference cards and overview (``templates/multiplayer.yaml``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from nrprint.source.templates import base, load_template


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardStyle(_Strict):
    margin_mm: float
    header_mm: float
    title_size: float
    kicker_size: float
    body_size: float
    rule_gap: float
    rule_gap_max: float
    foot_size: float
    icon_mm: float
    diagram_mm: float
    order_size: float


class OverviewStyle(_Strict):
    margin_mm: float
    columns: int
    gap_mm: float
    title_size: float
    heading_size: float
    body_size: float
    body_min: float
    diagram_mm: float
    order_size: float
    foot_size: float
    table_size: float


class MultiplayerStyle(_Strict):
    card: CardStyle
    colours: dict[str, str]
    overview: OverviewStyle

    def colour(self, name: str) -> str:
        """A colour by role: this template's entry, resolved through base.yaml's names."""
        value = self.colours.get(name, name)
        return value if value.startswith("#") else base().colour(value)


@cache
def style(folder: Path | None = None) -> MultiplayerStyle:
    return load_template("multiplayer", MultiplayerStyle, folder)


READ_FLOOR = 9.0  # points: the rules of the cards and of the overview (MPX004)
