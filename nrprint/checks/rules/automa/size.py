"""AUT013: the deck size stated in a deck file matches its cards."""

from nrprint.automa.walk import decks
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="AUT013")
def size(project: Project) -> Findings:
    """The designer states the size so a lost or pasted-twice card is noticed."""
    for deck in decks(project):
        if deck.size != len(deck.cards):
            yield error(
                deck.pos("size"), f"deck '{deck.id}' states {deck.size} cards but lists {len(deck.cards)}"
            )
