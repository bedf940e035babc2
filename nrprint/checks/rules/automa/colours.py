"""AUT006: run colours are unique on a card and come from the printable palette."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import RUN_COLOURS, suggest
from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT006")
def colours(project: Project, deck: Deck, card: Card) -> Findings:
    """A card refers to a run by its colour, so two runs of one colour are ambiguous."""
    seen: dict[str, int] = {}
    for i, click in enumerate(card.clicks):
        if click.run is None:
            continue
        colour = click.run.colour
        if colour not in RUN_COLOURS:
            yield error(
                click.run.pos("colour"),
                f"{where(card, i)}: unknown run colour '{colour}'{suggest(colour, RUN_COLOURS)}",
            )
        elif colour in seen:
            yield error(
                click.run.pos("colour"),
                f"{where(card, i)}: run colour '{colour}' already used by click {seen[colour] + 1}",
            )
        else:
            seen[colour] = i
