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
from nrprint.model.domains import Domain, register_domain

BlockKind = Literal["text", "item", "heading", "clarification"]


class Block(Node):
    kind: BlockKind = "text"
    text: Text
    # A clarification's name: a setting of templates/play.yaml, or another choice of ours.
    key: str | None = None


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


register_domain(
    Domain(
        "automa-rules",
        "the Automa rules booklet (automa/rules.yaml)",
        file="automa/rules.yaml",
        model=RulesBooklet,
        required=False,
    )
)
