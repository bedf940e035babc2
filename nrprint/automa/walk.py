"""Walk the loaded decks: every card, every click, every action with its place."""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.model.automa import Card, Click, Deck, Decks, Step
from nrprint.project import Project


def decks(project: Project) -> list[Deck]:
    loaded: Decks | None = project.get("automa-decks")
    return list(loaded.decks) if loaded is not None else []


def cards(project: Project) -> Iterator[tuple[Deck, Card]]:
    for deck in decks(project):
        for card in deck.cards:
            yield deck, card


def clicks(project: Project) -> Iterator[tuple[Deck, Card, int, Click]]:
    for deck, card in cards(project):
        for i, click in enumerate(card.clicks):
            yield deck, card, i, click


def steps(card: Card) -> Iterator[tuple[object, str, str | None]]:
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


__all__ = ["Step", "cards", "clicks", "decks", "steps", "where"]
