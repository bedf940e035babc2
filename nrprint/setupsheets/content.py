"""Content domain ``setup-sheets``: zone labels, reminders and tables, in every language.

Strings may name a term of the shared terminology table (``content/terms.yaml``) as
``[[credit]]``; ``[[Credit]]`` capitalises it. The sheet's ``--edition`` picks the
1996 (classic) or Android word, so one text serves both vocabularies; any other
``[[term]]`` prints the set's word from ``content/glossary-terms.yaml`` (``Text.get``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nrprint.model.base import Node, Text


class Zone(Node):
    """One labelled place on a sheet: its label and its reminder (above the outline;
    inside a text panel, where no card goes)."""

    label: Text
    name: Text | None = None  # longer name, used by the deck-preparation checklist
    hint: Text | None = None


class Sheet(Node):
    title: Text
    subtitle: Text | None = None
    join: Text | None = None  # how the pages of a multi-page sheet fit together


class DifficultyRow(Node):
    level: Literal["easy", "standard", "hard"]
    name: Text
    hq: int = Field(ge=1, le=9)
    agendas: Text
    operations: Text
    # The Corp AI's starting credits and the agenda points to win (you, the AI) print
    # from templates/play.yaml (the engine's numbers); given here, they must agree
    # with it (SHEET006).
    credits: int | None = Field(default=None, ge=0, le=50)
    points: tuple[int, int] | None = None


class DifficultyTable(Node):
    columns: list[Text] = Field(min_length=6, max_length=6)
    rows: list[DifficultyRow] = Field(min_length=3, max_length=3)
    note: Text


class SetupSheets(Node):
    version: Literal[1] = 1
    sheets: dict[str, Sheet]
    zones: dict[str, Zone]
    difficulty: DifficultyTable
    words: dict[str, Text]  # sheet furniture: scale bar, page numbers
    checklist: dict[str, Text]  # words of the deck-preparation checklist
