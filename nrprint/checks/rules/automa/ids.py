"""AUT012: card ids are unique across all decks, deck ids unique across files."""

from typing import TYPE_CHECKING

from nrprint.automa.walk import decks
from nrprint.checks.rule import Findings, check, error
from nrprint.model.base import item_ids
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Deck


@check(code="AUT012")
def ids(project: Project) -> Findings:
    """Ids name cards in messages, file names and tests; a duplicate hides a card."""
    seen_decks: dict[str, str] = {}
    seen_cards: dict[str, tuple[Deck, int]] = {}  # id -> (deck, index) of its first card
    for deck in decks(project):
        first = seen_decks.setdefault(deck.id, deck.source_path)
        if first != deck.source_path:
            yield error(deck.pos("id"), f"deck id '{deck.id}' is also used by {first}")
        # Ids are kept beside the packed cards: only a duplicate's cards are built.
        for i, card_id in enumerate(item_ids(deck.cards)):
            first_deck, first_i = seen_cards.setdefault(card_id, (deck, i))
            if first_deck is not deck or first_i != i:
                at, was = deck.cards[i].pos("id"), first_deck.cards[first_i].pos("id")
                yield error(at, f"duplicate card id '{card_id}' (first at {was.path}:{was.line})")
