"""AUT015: disposable and reserved marks are Runner AI marks, and exclusive."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT015")
def marks(project: Project, deck: Deck, card: Card) -> Findings:
    """A disposable click is dropped when another action needs clicks; a reserved click
    falls back to the lower instruction. One click cannot be both, and runs are the
    point of the turn, so a run is never disposable."""
    for i, click in enumerate(card.clicks):
        if deck.kind != "runner" and (click.disposable or click.reserved):
            key = "disposable" if click.disposable else "reserved"
            yield error(click.pos(key), f"{where(card, i)}: only Runner AI clicks are {key}")
        elif click.disposable and click.reserved:
            yield error(
                click.pos("reserved"), f"{where(card, i)}: a click is disposable or reserved, not both"
            )
        elif click.disposable and click.action == "run":
            yield error(click.pos("disposable"), f"{where(card, i)}: a run click cannot be disposable")
