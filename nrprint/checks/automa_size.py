"""AUT013: the deck size stated in a deck file matches its cards."""

from nrprint.automa.walk import decks
from nrprint.checks.registry import check


@check("automa-size", codes=("AUT013",), domains=("automa-decks",))
def stated_size(project):
    """The designer states the size so a lost or pasted-twice card is noticed."""
    for deck in decks(project):
        if deck.size != len(deck.cards):
            yield deck.pos("size").error(
                "AUT013", f"deck '{deck.id}' states {deck.size} cards but lists {len(deck.cards)}"
            )
