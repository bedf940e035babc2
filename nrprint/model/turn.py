"""The turn sequence (setup, Corp and Runner turns) and the run timeline."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nrprint.model.base import Node, Text

Id = str


class Cost(Node):
    """What an action costs. ``clicks: X`` means a variable number (set by the card)."""

    clicks: int | Literal["X"]
    credits: int = 0


class Action(Node):
    id: Id
    cost: Cost
    text: Text
    notes: list[Text] = Field(default_factory=list)


class Phase(Node):
    id: Id
    title: Text
    text: Text
    clicks: int | None = None  # the click budget of an action phase
    actions: list[Action] = Field(default_factory=list)
    notes: list[Text] = Field(default_factory=list)
    mandatory_draw: int = 0  # cards drawn for free at the start (Corp draw phase)


class Side(Node):
    id: Literal["corp", "runner"]
    name: Text
    intro: Text
    click_budget: int
    mandatory_draw: int = 0
    phases: list[Phase]


class Setup(Node):
    starting_hand: int
    mulligans: int
    text: Text
    clicks_rule: Text


class TurnSequence(Node):
    title: Text
    document_title: Text | None = None  # the PDF's title; ``title`` when absent
    subtitle: Text
    setup: Setup
    sides: list[Side]


class Jump(Node):
    """A branch from a step: where it goes and under which condition.

    ``guard`` records what the branch depends on so loops can be proven to end:
    ``ice-remains`` (another ice still protects the server) or ``no-ice``.
    """

    to: Id
    when: Text
    guard: Literal["ice-remains", "no-ice"] | None = None


class SubStep(Node):
    id: Id
    text: Text
    jumps: list[Jump] = Field(default_factory=list)


class Step(Node):
    id: Id
    title: Text
    text: Text
    kind: Literal["start", "approach-ice", "encounter-ice", "approach-server", "end"] | None = None
    end: Literal["ended", "successful", "unsuccessful"] | None = None
    substeps: list[SubStep] = Field(default_factory=list)
    jumps: list[Jump] = Field(default_factory=list)


class RunTimeline(Node):
    title: Text
    intro: Text
    steps: list[Step]


class Change(Node):
    id: Id
    text: Text


class Changes(Node):
    """What changed since the 1996 game (the terminology itself is the ``terms`` domain)."""

    title: Text
    changes: list[Change]
