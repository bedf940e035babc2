"""AUT012: card ids are unique across all decks, deck ids unique across files."""

from nrprint.automa.walk import decks
from nrprint.checks.registry import check


@check("automa-ids", codes=("AUT012",), domains=("automa-decks",))
def unique_ids(project):
    """Ids name cards in messages, file names and tests; a duplicate hides a card."""
    seen_decks: dict[str, str] = {}
    seen_cards: dict[str, str] = {}
    for deck in decks(project):
        first = seen_decks.setdefault(deck.id, deck.pos("id").path)
        if first != deck.pos("id").path:
            yield deck.pos("id").error("AUT012", f"deck id '{deck.id}' is also used by {first}")
        for card in deck.cards:
            at = card.pos("id")
            where = f"{at.path}:{at.line}"
            first_card = seen_cards.setdefault(card.id, where)
            if first_card != where:
                yield at.error("AUT012", f"duplicate card id '{card.id}' (first at {first_card})")
