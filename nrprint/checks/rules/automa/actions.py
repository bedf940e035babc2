"""AUT002: every action is a word of the rulebook's vocabulary for that deck's side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import CORP_ACTIONS, RUNNER_ACTIONS, STRATAGEM_ONLY, suggest
from nrprint.automa.walk import steps
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


@check(code="AUT002")
def actions(project: Project, deck: Deck, card: Card) -> Findings:
    """Corp and behaviour cards use Corp actions (play-stratagem only in a Stratagem deck);
    Runner cards use Runner actions, including the actions a condition diverts to."""
    vocab = RUNNER_ACTIONS if deck.kind == "runner" else CORP_ACTIONS
    found = [(node, "action", action) for node, action, _ in steps(card)]
    for click in card.clicks:
        for row in click.execution or []:
            if row.divert is not None:
                found.append((row, "divert", row.divert))
    for node, field, action in found:
        if action not in vocab:
            yield error(
                node.pos(field),
                f"unknown {deck.kind} action '{action}' on card '{card.id}'{suggest(action, vocab)}",
            )
        elif action in STRATAGEM_ONLY and deck.kind == "corp" and not deck.stratagem:
            yield error(
                node.pos(field),
                f"'{action}' on card '{card.id}' needs a deck that uses the Stratagem deck "
                "(set 'stratagem: true')",
            )
