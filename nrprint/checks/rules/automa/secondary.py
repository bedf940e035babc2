"""AUT004: a secondary click sits to the right of a primary click; a click is never empty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT004")
def secondary(project: Project, deck: Deck, card: Card) -> Findings:
    """The secondary is tried only when the primary cannot be done, so it needs one."""
    for i, click in enumerate(card.clicks):
        if click.action is None and click.secondary is not None:
            yield error(
                click.pos("secondary"),
                f"{where(card, i)}: a secondary click without a primary action beside it",
            )
        elif click.action is None:
            yield error(click.pos(), f"{where(card, i)}: the click has no action")
