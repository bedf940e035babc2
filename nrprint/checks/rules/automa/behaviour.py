"""AUT009: a behaviour card has side A and side B, each with at least one action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT009")
def behaviour(project: Project, deck: Deck, card: Card) -> Findings:
    """The card flips after every action it resolves, so both sides must say something;
    sides belong to behaviour cards only."""
    if deck.kind != "behaviour":
        for key in ("side_a", "side_b"):
            if getattr(card, key) is not None:
                yield error(card.pos(key), f"card '{card.id}': only behaviour cards have sides")
        return
    for key, name in (("side_a", "A"), ("side_b", "B")):
        side = getattr(card, key)
        if side is None:
            yield error(card.pos("id"), f"behaviour card '{card.id}' has no side {name} ({key}:)")
        elif not side.actions:
            yield error(card.pos(key), f"behaviour card '{card.id}': side {name} has no action")
