"""AUT003: special orders are the rulebook's (-R, +R, +REMOTE, -H, +H, -A, +A) and qualify
only actions that choose a server or card (install resource, install ice, advance)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import ORDERS_FOR, SPECIAL_ORDERS, suggest
from nrprint.automa.walk import steps
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT003")
def orders(project: Project, deck: Deck, card: Card) -> Findings:
    """An unknown or misplaced special order is an error."""
    if deck.kind == "runner":
        for node, _action, order in steps(card):
            if order is not None:
                yield error(node.pos("order"), f"card '{card.id}': special orders are for Corp actions only")
        return
    for node, action, order in steps(card):
        if order is None:
            continue
        if order not in SPECIAL_ORDERS:
            yield error(
                node.pos("order"),
                f"unknown special order '{order}' on card '{card.id}'{suggest(order, SPECIAL_ORDERS)}",
            )
        elif order not in ORDERS_FOR.get(action, ()):
            allowed = ", ".join(ORDERS_FOR.get(action, ())) or "none"
            yield error(
                node.pos("order"), f"special order '{order}' cannot qualify '{action}' (allowed: {allowed})"
            )
