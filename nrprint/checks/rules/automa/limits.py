"""AUT007: a run's link limit and trash limit are non-negative whole numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.walk import where
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT007")
def limits(project: Project, deck: Deck, card: Card) -> Findings:
    """Limits are counts (link strength, credits), so 0, 1, 2… and nothing else."""
    for i, click in enumerate(card.clicks):
        if click.run is None:
            continue
        for field in ("link_limit", "trash_limit"):
            value = getattr(click.run, field)
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
            if not ok:
                shown = "missing" if value is None else repr(value)
                yield error(
                    click.run.pos(field),
                    f"{where(card, i)}: {field.replace('_', ' ')} must be a whole number ≥ 0, got {shown}",
                )
