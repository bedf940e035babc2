"""Content domain ``setup-sheets``: zone labels, reminders and tables, in every language.

Strings may name a term of the shared terminology table (``content/terms.yaml``) as
``[[credit]]``; ``[[Credit]]`` capitalises it. The sheet's ``--edition`` picks the
1996 (classic) or Android word, so one text serves both vocabularies.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from nrprint.lang.printed import unmark
from nrprint.model.base import Node, Text
from nrprint.model.domains import Domain, register_domain

TERM_REF = re.compile(r"\[\[([A-Za-z][a-z0-9-]*)\]\]")


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
    credits: int = Field(ge=0, le=50)
    points: tuple[int, int]  # agenda points to win: (you, the AI)


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


def render_terms(text: str, word: callable) -> str:  # type: ignore[valid-type]
    """Replace ``[[term]]`` by ``word(term)``; ``[[Term]]`` capitalises the result."""

    # A string printed in English for want of a translation is marked as a whole: the
    # terms in it are English too, and carry no mark of their own.
    whole = text[:1] in ("*", "_") and text.rstrip()[-1:] == text[:1]

    def sub(m: re.Match[str]) -> str:
        ref = m.group(1)
        value = word(ref.lower())
        if whole:
            value = unmark(value)
        lead = len(value) - len(value.lstrip("*_"))  # "*remote server*": capitalise the r
        return (
            value[:lead] + value[lead : lead + 1].upper() + value[lead + 1 :] if ref[:1].isupper() else value
        )

    return TERM_REF.sub(sub, text)


register_domain(
    Domain(
        "setup-sheets",
        "setup sheet labels and reminders",
        file="setup-sheets.yaml",
        model=SetupSheets,
        required=False,
    )
)
