"""The turn-sequence template's model: ``templates/turn-sequence.yaml``, validated."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from nrprint.source.templates import Style


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Flowchart(_Strict):
    box_width: float
    box_padding: float
    id_width: float
    branch_row: float
    step_gap: float
    label_width: float
    lane_gap: float
    # outside: a condition is written on its arrow beside the box; inside: on the
    # jump's row in the box, before the target (room for two languages).
    labels: Literal["outside", "inside"] = "outside"
    end_width: float | None = None  # width of the successful ending (default box_width)


class Bilingual(_Strict):
    cost_width: float
    id_width: float
    row_gap: float
    # A side's turn is kept on one sheet: where it does not fit at ``row_gap`` without
    # adding a page (Letter), the gaps tighten by half points down to this.
    row_gap_min: float
    column_gap: float
    divider: float  # width of the rule between the two language columns
    heading_space: float  # extra space above a heading, except at the top of a page
    min_last_rows: int  # a final page holds at least this many rows, or none
    flowchart: Flowchart


class TurnTemplate(_Strict):
    margin: float
    column_gap: float
    cost_width: float
    row_gap: float
    section_gap: float
    header_band: float
    panel_padding: float
    changes_share: float
    min_size: float  # type floor of every printed string on these pages
    # The turn pages' own text styles (turn_body, turn_note, turn_intro), looked up
    # before base.yaml's shared ones, and the colour of their notes.
    styles: dict[str, Style] = {}
    note_colour: str = "ink"
    flowchart: Flowchart
    bilingual: Bilingual
