"""A card listed under another type's header is dealt as the type its facts give it
(``deckprep.facts.resolve``, DECK206): an event filed under "Resource" goes with the events."""

from __future__ import annotations

from nrprint.deckprep.cards import CardType
from nrprint.deckprep.decklist import parse_decklist
from nrprint.deckprep.facts import resolve


class _Data:
    """Imported card data with two cards (the shape ``cards.names.CardIndex.find`` returns)."""

    CARDS = {
        "hostage": {"side": "runner", "type": "event", "economy": False, "advancement": None},
        "hedge fund": {"side": "corp", "type": "operation", "economy": True, "advancement": None},
        "daily casts": {"side": "runner", "type": "resource", "economy": True, "advancement": None},
    }

    def find(self, name):
        return self.CARDS.get(name.lower())

    def suggest(self, name, n=3):
        return []


def test_an_event_listed_as_a_resource_is_dealt_as_an_event_with_a_warning():
    deck = parse_decklist("Resource (5)\n2x Hostage\n3x Daily Casts\n", "d.txt")
    got = resolve(deck, None, imported=_Data())
    assert [c.type for c in got.cards] == [CardType.EVENT] * 2 + [CardType.RESOURCE] * 3
    assert [(w.code, w.line) for w in got.warnings] == [("DECK206", 2)]
    assert "listed under a resource header but the imported card data makes it an event" in (
        got.warnings[0].message
    )


def test_a_card_of_the_other_side_keeps_its_header_type():
    # the other side's card is DECK203's to report; its header type stays
    got = resolve(parse_decklist("Event (1)\n1x Hedge Fund\n", "d.txt"), None, imported=_Data())
    assert [c.type for c in got.cards] == [CardType.EVENT]
    assert [w.code for w in got.warnings] == ["DECK203"]


def test_the_simulator_plays_the_card_as_its_data_types_it_whatever_the_header():
    from nrprint.simulate.lookup import FactsSource

    source = FactsSource(None, _Data())
    assert source.get("Hostage", "resource", "runner").type == "event"
    assert source.get("Hedge Fund", "event", "runner").type == "event"  # the other side's: as listed
    assert source.get("Unknown Card", "resource", "runner").type == "resource"
