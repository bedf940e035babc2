"""AUT016: a condition written in a click is one of the rulebook's condition icons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import CONDITIONS, suggest
from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT016")
def conditions(project: Project, deck: Deck, card: Card) -> Findings:
    """Conditions are printed as icons; a word we cannot draw cannot be printed.
    Corporation cards have no conditions."""
    for i, click in enumerate(card.clicks):
        if click.condition is None:
            continue
        if deck.kind != "runner":
            yield error(click.pos("condition"), f"{where(card, i)}: conditions are Runner AI marks")
        elif click.condition not in CONDITIONS:
            hint = suggest(click.condition, CONDITIONS)
            yield error(
                click.pos("condition"), f"{where(card, i)}: unknown condition '{click.condition}'{hint}"
            )
