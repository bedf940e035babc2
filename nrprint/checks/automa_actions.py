"""AUT002: every action is a word of the rulebook's vocabulary for that deck's side."""

from nrprint.automa.vocab import CORP_ACTIONS, RUNNER_ACTIONS, STRATAGEM_ONLY, suggest
from nrprint.automa.walk import steps
from nrprint.checks.registry import card_check


@card_check("automa-actions", codes=("AUT002",))
def known_actions(project, deck, card):
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
            yield node.pos(field).error(
                "AUT002",
                f"unknown {deck.kind} action '{action}' on card '{card.id}'{suggest(action, vocab)}",
            )
        elif action in STRATAGEM_ONLY and deck.kind == "corp" and not deck.stratagem:
            yield node.pos(field).error(
                "AUT002",
                f"'{action}' on card '{card.id}' needs a deck that uses the Stratagem deck "
                "(set 'stratagem: true')",
            )
