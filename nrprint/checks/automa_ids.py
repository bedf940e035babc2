"""AUT012: card ids are unique across all decks, deck ids unique across files."""

from nrprint.automa.walk import decks
from nrprint.checks.registry import check


@check("automa-ids", codes=("AUT012",), domains=("automa-decks",))
def unique_ids(project):
    """Ids name cards in messages, file names and tests; a duplicate hides a card."""
    seen_decks: dict[str, str] = {}
    seen_cards: dict[str, object] = {}  # id -> first card; positions only for a duplicate
    for deck in decks(project):
        first = seen_decks.setdefault(deck.id, deck.source_path)
        if first != deck.source_path:
            yield deck.pos("id").error("AUT012", f"deck id '{deck.id}' is also used by {first}")
        for card in deck.cards:
            first_card = seen_cards.setdefault(card.id, card)
            if first_card is not card:
                at, was = card.pos("id"), first_card.pos("id")
                yield at.error("AUT012", f"duplicate card id '{card.id}' (first at {was.path}:{was.line})")
