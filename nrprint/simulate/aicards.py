"""The AI cards as the engine reads them: the deck files' content, frozen and small.

Built once per batch from the content model (``nrprint.model.automa``), so a deck an
author writes plays with no code change, and the workers receive plain tuples. A run
that reuses another run's execution order gets that order here, with its own limits.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.model.automa import Card as ContentCard
from nrprint.model.automa import Deck


@dataclass(frozen=True, slots=True)
class Step:
    action: str
    order: str | None = None


@dataclass(frozen=True, slots=True)
class Row:
    condition: str | None
    divert: str | None
    location: str | None
    target: str | None


@dataclass(frozen=True, slots=True)
class RunSpec:
    colour: str
    link_limit: int
    trash_limit: int
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class AIClick:
    step: Step
    secondary: Step | None = None
    condition: str | None = None
    run: RunSpec | None = None
    disposable: bool = False
    reserved: bool = False


@dataclass(frozen=True, slots=True)
class AICard:
    id: str
    title: str
    clicks: tuple[AIClick, ...]
    lower: str  # credits | behaviour | run
    lower_run: RunSpec | None = None


@dataclass(frozen=True, slots=True)
class BehaviourCard:
    id: str
    title: str
    side_a: tuple[Step, ...]
    side_b: tuple[Step, ...]


def _rows(rows) -> tuple[Row, ...]:
    return tuple(Row(r.condition, r.divert, r.location, r.target) for r in rows or ())


def ai_card(card: ContentCard) -> AICard:
    declared = {c.run.colour: _rows(c.execution) for c in card.clicks if c.run is not None and c.execution}
    runs: dict[str, RunSpec] = {}
    clicks = []
    for c in card.clicks:
        spec = None
        if c.run is not None:
            rows = declared.get(c.run.colour) or declared.get(c.reuse or "", ())
            spec = RunSpec(c.run.colour, int(c.run.link_limit or 0), int(c.run.trash_limit or 0), rows)
            runs.setdefault(c.run.colour, spec)
        step = Step(c.action or "", c.order)
        second = Step(c.secondary.action, c.secondary.order) if c.secondary is not None else None
        clicks.append(AIClick(step, second, c.condition, spec, c.disposable, c.reserved))
    lower = card.lower.kind if card.lower is not None else "credits"
    lower_run = runs.get(card.lower.run or "") if card.lower is not None else None
    return AICard(card.id, card.title.en, tuple(clicks), lower, lower_run)


def behaviour_card(card: ContentCard) -> BehaviourCard:
    def side(s) -> tuple[Step, ...]:
        return tuple(Step(a.action, a.order) for a in (s.actions if s is not None else ()))

    return BehaviourCard(card.id, card.title.en, side(card.side_a), side(card.side_b))


def ai_deck(deck: Deck) -> tuple[AICard, ...]:
    return tuple(ai_card(c) for c in deck.cards)
