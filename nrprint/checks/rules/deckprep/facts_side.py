"""DPF003/DPF004: a card's type belongs to its side; economy is said only where it counts."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check
from nrprint.deckprep.cards import CORP_TYPES, CardType
from nrprint.model.project import Project

WRONG_SIDE = "DPF003"
NO_ECONOMY = "DPF004"

# Types whose economy flag changes a deal or is meaningful to a reader of the file.
ECONOMY_TYPES = {"operation", "upgrade", "asset", "event", "resource"}


@check(codes=(WRONG_SIDE, NO_ECONOMY))
def facts_side(project: Project) -> Findings:
    """A corp type has side corp and a runner type side runner (DPF003); ``economy: true``
    on an agenda, ice, program or hardware has no effect and is flagged (DPF004)."""
    for fact in project.get("card-facts").cards:
        if fact.type is None:
            continue
        side = "corp" if CardType(fact.type) in CORP_TYPES else "runner"
        if side != fact.side:
            yield fact.pos("side").error(
                WRONG_SIDE, f"'{fact.name}' is listed as side {fact.side} but {fact.type} is a {side} type"
            )
        if fact.economy and fact.type not in ECONOMY_TYPES:
            yield fact.pos("economy").warning(
                NO_ECONOMY, f"economy has no effect on a {fact.type} card in deck preparation"
            )
