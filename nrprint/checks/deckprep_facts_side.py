"""DPF003/DPF004: a card's type belongs to its side; economy is said only where it counts."""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.checks.registry import check
from nrprint.deckprep.cards import CORP_TYPES, CardType
from nrprint.diagnostics import Diagnostic
from nrprint.model.project import Project

# Types whose economy flag changes a deal or is meaningful to a reader of the file.
ECONOMY_TYPES = {"operation", "upgrade", "asset", "event", "resource"}


@check("deckprep-facts-side", codes=("DPF003", "DPF004"), domains=("card-facts",))
def facts_side(project: Project) -> Iterator[Diagnostic]:
    """A corp type has side corp and a runner type side runner (DPF003); ``economy: true``
    on an agenda, ice, program or hardware has no effect and is flagged (DPF004)."""
    for fact in project.get("card-facts").cards:
        if fact.type is None:
            continue
        side = "corp" if CardType(fact.type) in CORP_TYPES else "runner"
        if side != fact.side:
            yield fact.pos("side").error(
                "DPF003", f"'{fact.name}' is listed as side {fact.side} but {fact.type} is a {side} type"
            )
        if fact.economy and fact.type not in ECONOMY_TYPES:
            yield fact.pos("economy").warning(
                "DPF004", f"economy has no effect on a {fact.type} card in deck preparation"
            )
