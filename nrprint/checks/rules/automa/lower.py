"""AUT010: every AI card has a lower instruction that its side can use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import CORP_LOWER, RUNNER_LOWER, suggest
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT010")
def lower(project: Project, deck: Deck, card: Card) -> Findings:
    """Clicks that cannot be resolved are spent on the lower instruction: Corp cards gain
    1 credit per click or use the behaviour card; Runner cards gain credits or repeat a
    run of the card, named by its colour. Behaviour cards have none."""
    if deck.kind == "behaviour":
        if card.lower is not None:
            yield error(
                card.pos("lower"), f"behaviour card '{card.id}': behaviour cards have no lower instruction"
            )
        return
    if card.lower is None:
        yield error(card.pos("id"), f"card '{card.id}' has no lower instruction (lower:)")
        return
    allowed = CORP_LOWER if deck.kind == "corp" else RUNNER_LOWER
    kind = card.lower.kind
    if kind not in allowed:
        yield error(
            card.lower.pos("kind"),
            f"card '{card.id}': unknown lower instruction '{kind}'{suggest(kind, allowed)}",
        )
    elif kind == "run":
        colours = {c.run.colour for c in card.clicks if c.run is not None}
        if card.lower.run not in colours:
            yield error(
                card.lower.pos("run" if card.lower.run else "kind"),
                f"card '{card.id}': the lower instruction must name a run of this card "
                f"(one of: {', '.join(sorted(colours)) or 'none'})",
            )
    elif card.lower.run is not None:
        yield error(card.lower.pos("run"), f"card '{card.id}': only a 'run' lower instruction names a run")
