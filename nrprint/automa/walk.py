"""Walk the loaded decks and the actions of a card, each with its place."""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.model.automa import Card, Deck, Decks, Step
from nrprint.model.base import Node
from nrprint.model.project import Project


def decks(project: Project) -> list[Deck]:
    loaded: Decks | None = project.get("automa-decks")
    return list(loaded.decks) if loaded is not None else []


def steps(card: Card) -> Iterator[tuple[Node, str, str | None]]:
    """Every (node, action, order) on a card: primaries, secondaries, behaviour entries."""
    for click in card.clicks:
        if click.action is not None:
            yield click, click.action, click.order
        if click.secondary is not None:
            yield click.secondary, click.secondary.action, click.secondary.order
    for side in (card.side_a, card.side_b):
        if side is not None:
            for step in side.actions:
                yield step, step.action, step.order


def where(card: Card, i: int | None = None) -> str:
    return f"card '{card.id}'" + (f", click {i + 1}" if i is not None else "")


__all__ = ["Step", "decks", "steps", "where"]
