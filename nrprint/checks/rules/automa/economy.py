"""AUT014 (warning): an AI deck has at least one economy action."""

from nrprint.automa.vocab import RUNNER_ECONOMY
from nrprint.automa.walk import decks
from nrprint.checks.rule import Findings, check, warning
from nrprint.model.project import Project


def has_economy(deck) -> bool:
    """Corp: a card whose lower instruction gains credits. Runner: a credit or economy
    action (primary, secondary or diversion) or a credits lower instruction."""
    for card in deck.cards:
        if card.lower is not None and card.lower.kind == "credits":
            return True
        if deck.kind == "runner":
            for click in card.clicks:
                acts = {click.action, click.secondary.action if click.secondary else None}
                acts |= {row.divert for row in click.execution or []}
                if acts & set(RUNNER_ECONOMY):
                    return True
    return False


@check(code="AUT014")
def economy(project: Project) -> Findings:
    """An AI that never gains credits stalls: it cannot rez, pay or trash."""
    for deck in decks(project):
        if deck.kind != "behaviour" and deck.cards and not has_economy(deck):
            yield warning(deck.pos("id"), f"deck '{deck.id}' has no economy action")
