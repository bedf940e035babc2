"""Content domain for the Automa rules booklet (``content/automa/rules.yaml``).

The booklet is a list of sections, each a list of blocks: paragraphs, list items,
sub-headings and marked clarifications (where the Automa rulebook is vague or
contradicts itself, the answer nrprint prints and ``nrprint automa simulate`` plays;
each ``key`` is listed with its reason in docs/automa-rules.md).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nrprint.model.base import Node, Text

BlockKind = Literal["text", "item", "heading", "clarification", "key", "card", "table"]


class Callout(Node):
    """One lettered note on a pictured AI card: the part it points at and what it says."""

    part: Literal[
        "title",
        "click",
        "order",
        "secondary",
        "run",
        "condition",
        "execution",
        "reuse",
        "disposable",
        "lower",
    ]
    text: Text


class Pile(Node):
    """One place on a table-layout diagram: a pile (solid) or a zone (dashed), ``span``
    card widths wide; ``you`` marks the human player's own area."""

    label: Text
    zone: bool = False
    you: bool = False
    span: float = Field(default=1.0, gt=0, le=8)


class Block(Node):
    kind: BlockKind = "text"
    # A paragraph's words; the caption of a ``card`` or ``table`` picture.
    text: Text
    # A clarification's name: a setting of templates/play.yaml, or another choice of ours.
    key: str | None = None
    # ``card``: the printed AI card drawn (``deck-id/card-id``) and its lettered callouts.
    card: str | None = Field(default=None, pattern=r"^[a-z0-9-]+/[a-z0-9-]+$")
    callouts: list[Callout] = Field(default_factory=list)
    # ``table``: the table layout, rows from the far side of the table to your side.
    rows: list[list[Pile]] = Field(default_factory=list)


class Section(Node):
    id: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")
    title: Text
    new_page: bool = False
    blocks: list[Block] = Field(default_factory=list)


class RulesBooklet(Node):
    version: Literal[1] = 1
    title: Text
    subtitle: Text
    authorship: Text
    clarification_label: Text
    sections: list[Section]
