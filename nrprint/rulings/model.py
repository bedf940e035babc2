"""Typed form of ``content/rulings/rulings.yaml`` (written by ``nrprint import rulings``).

Every ruling keeps its full text; citations and "see" pointers are spans over that
text (``start``/``end`` character offsets), so nothing is cut out of it. ``line``
fields are lines of the imported source list, for finding a ruling in the original.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from pydantic import Field

from nrprint.model.base import Node

Part = Literal["general", "corp", "runner"]


class DateText(Node):
    """A date as written, its ISO reading, the order used, and the other reading if any."""

    text: str
    iso: str | None = None
    order: str = ""
    alternative: str | None = None


class Citation(Node):
    text: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    line: int
    col: int
    author: str | None = None
    via: str | None = None
    about: str | None = None
    venue: str | None = None
    pages: str | None = None
    extra: list[str] = Field(default_factory=list)
    date: DateText | None = None
    truncated: bool = False
    broken: bool = False


class SeeRef(Node):
    """A "see X" pointer: the target as written and the anchor it resolved to (or None)."""

    target: str
    start: int = Field(ge=0)
    anchor: str | None = None


class Ruling(Node):
    line: int
    end_line: int
    text: str
    citations: list[Citation] = Field(default_factory=list)
    see: list[SeeRef] = Field(default_factory=list)
    blank_lines: list[int] = Field(default_factory=list)
    stray: bool = False


class Group(Node):
    """A general section or a card; ``name`` is None when the source lost its header."""

    line: int
    gap_before: int = 0
    name: str | None = None
    display: str | None = None
    written: str | None = None
    anchor: str
    hints: list[str] = Field(default_factory=list)
    rulings: list[Ruling]

    @property
    def untitled(self) -> bool:
        return self.name is None

    @property
    def shown(self) -> str:
        return self.display or self.name or ""


class Paragraph(Node):
    line: int
    text: str


class Preamble(Node):
    title: str | None = None
    version: str | None = None
    date: DateText | None = None
    editor: str | None = None
    paragraphs: list[Paragraph] = Field(default_factory=list)


class SourceInfo(Node):
    file: str
    path: str
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    bytes: int
    lines: int
    encoding: str
    rulings: int = Field(ge=0)
    imported_by: str


class Boundaries(Node):
    corp_start_line: int | None = None
    corp_evidence: str | None = None
    runner_start_line: int | None = None
    runner_evidence: str | None = None


class AnomalyRecord(Node):
    line: int
    col: int
    code: str
    kind: str
    message: str
    source: str = ""


class RulingsDoc(Node):
    format: Literal[1]
    source: SourceInfo
    preamble: Preamble
    boundaries: Boundaries
    general: list[Group]
    corp: list[Group]
    runner: list[Group]
    trailer: list[Paragraph] = Field(default_factory=list)
    anomalies: list[AnomalyRecord] = Field(default_factory=list)
    summary: dict[str, object] = Field(default_factory=dict)

    def parts(self) -> Iterator[tuple[Part, list[Group]]]:
        yield "general", self.general
        yield "corp", self.corp
        yield "runner", self.runner

    def groups(self) -> Iterator[tuple[Part, Group]]:
        for part, groups in self.parts():
            for g in groups:
                yield part, g

    def rulings(self) -> Iterator[tuple[Part, Group, Ruling]]:
        for part, g in self.groups():
            for r in g.rulings:
                yield part, g, r

    def anchors(self) -> dict[str, Group]:
        return {g.anchor: g for _, g in self.groups()}
