"""AUT008: every execution-order row has a location and target, or a condition with a
diversion (or both), all from the rulebook's vocabulary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import CONDITIONS, LOCATIONS, TARGETS, suggest, target_name
from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


def _row_problems(row):
    if row.condition is not None and row.condition not in CONDITIONS:
        yield (
            "condition",
            f"unknown condition '{row.condition}'{suggest(row.condition, CONDITIONS)}",
        )
    if row.location is not None and row.location not in LOCATIONS:
        yield "location", f"unknown location '{row.location}'{suggest(row.location, LOCATIONS)}"
    if row.target is not None and target_name(row.target) not in TARGETS:
        yield "target", f"unknown target '{row.target}'{suggest(row.target, TARGETS)}"
    if (row.condition is None) != (row.divert is None):
        yield (
            ("divert" if row.divert is not None else "condition"),
            ("a condition and the action it diverts to go together"),
        )
    if row.location == "remote" and row.target is None:
        yield "location", "a remote location needs a target (+R, -R, +A or -A) to pick the server"
    if row.target is not None and row.location is None:
        yield "target", "a target needs a location"
    if row.condition is None and row.location is None:
        yield None, "the row has neither a location and target nor a condition with a diversion"


@check(code="AUT008")
def rows(project: Project, deck: Deck, card: Card) -> Findings:
    """A row either sends the run somewhere or diverts the click; an empty row does nothing."""
    for i, click in enumerate(card.clicks):
        for r, row in enumerate(click.execution or []):
            for field, message in _row_problems(row):
                at = row.pos(field) if field else row.pos()
                yield error(at, f"{where(card, i)}, execution row {r + 1}: {message}")
