"""AUT005: a run click has run data and either its own execution order or reuses the
execution order of another run on the same card, named by that run's colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT005")
def reuse(project: Project, deck: Deck, card: Card) -> Findings:
    """A reused run keeps its own data but needs a declared execution order to borrow."""
    if deck.kind != "runner":
        return
    declared = {c.run.colour for c in card.clicks if c.action == "run" and c.run is not None and c.execution}
    for i, click in enumerate(card.clicks):
        is_run = click.action == "run"
        if not is_run and (click.run is not None or click.execution or click.reuse):
            yield error(
                click.pos("action"),
                f"{where(card, i)}: run data, execution order or reuse on a click that is not a run",
            )
            continue
        if not is_run:
            continue
        if click.run is None:
            yield error(click.pos("action"), f"{where(card, i)}: a run click needs run data (run:)")
        if click.execution and click.reuse:
            yield error(
                click.pos("reuse"),
                f"{where(card, i)}: a run has its own execution order or reuses one, not both",
            )
        elif not click.execution and click.reuse is None:
            yield error(
                click.pos("action"), f"{where(card, i)}: a run needs an execution order or 'reuse: <colour>'"
            )
        elif click.reuse is not None and click.reuse not in declared:
            have = ", ".join(sorted(declared)) or "none"
            yield error(
                click.pos("reuse"),
                f"{where(card, i)}: reuses run '{click.reuse}', but no run of that colour on this card "
                f"declares an execution order (declared: {have})",
            )
