"""Reading NetrunnerDB plain-text decklists: what is tolerated, what is refused."""

from __future__ import annotations

import pytest

from nrprint.deckprep.cards import CardType, Side, card_key
from nrprint.deckprep.decklist import parse_decklist, read_decklist
from nrprint.diagnostics import ContentError

from .conftest import DECKS


def test_netrunnerdb_export_reads_whole():
    deck = read_decklist(DECKS / "corp-auco.txt", "corp-auco.txt")
    assert deck.side is Side.CORP
    assert deck.identity == "AU Co.: The Gold Standard in Clones"
    assert deck.size == 49
    assert deck.count(CardType.ICE) == 13  # Barrier + Code Gate + Sentry headers
    assert deck.warnings == []
    names = [e.name for e in deck.entries]
    assert "Humanoid Resources" in names and "Scatter Field" in names  # influence dots dropped
    fujii = next(e for e in deck.entries if e.name == "Fujii Asset Retrieval")
    assert (fujii.count, fujii.advancement, fujii.line) == (3, 3, 6)


@pytest.mark.parametrize(
    "line,name,count",
    [
        ("3x Sure Gamble", "Sure Gamble", 3),
        ("3 Sure Gamble", "Sure Gamble", 3),
        ("3 x Sure Gamble", "Sure Gamble", 3),
        ("2X Sure Gamble", "Sure Gamble", 2),
        ("1x Sure Gamble (System Gateway) ●●", "Sure Gamble", 1),
        ("1x Xanadu", "Xanadu", 1),
        ("1 15 Minutes", "15 Minutes", 1),
        ("  2x   Sure   Gamble  ", "Sure Gamble", 2),
    ],
)
def test_card_line_forms(line, name, count):
    deck = parse_decklist(f"Event\n{line}\n", "d.txt")
    assert [(e.name, e.count) for e in deck.entries] == [(name, count)]


def test_headers_comments_footers_and_tags():
    text = """# my deck
// another comment
Kate: Digital Tinker

Icebreakers (2)
2x Corroder
Events:
1x Sure Gamble [noecon]
1x Windfall [econ]

2 cards (min 40)
Cards up to Elevation
Decklist published on https://netrunnerdb.com.
"""
    deck = parse_decklist(text, "d.txt")
    assert deck.side is Side.RUNNER and deck.identity == "Kate: Digital Tinker"
    assert [(e.name, e.type, e.economy) for e in deck.entries] == [
        ("Corroder", CardType.PROGRAM, None),
        ("Sure Gamble", CardType.EVENT, False),
        ("Windfall", CardType.EVENT, True),
    ]
    assert [w.code for w in deck.warnings] == ["DECK102"]  # "2 cards" but 4 listed


def test_every_error_is_reported_at_once():
    text = "Agenda (3)\n0x A\nGadget (1)\nnot a card\n99x B\n"
    with pytest.raises(ContentError) as exc:
        parse_decklist(text, "d.txt")
    found = [(d.code, d.line) for d in exc.value.diagnostics]
    assert found == [("DECK003", 2), ("DECK002", 3), ("DECK004", 4), ("DECK003", 5)]


def test_side_flag_is_checked_against_the_headers():
    with pytest.raises(ContentError) as exc:
        parse_decklist("Hardware\n1x Desperado\n", "d.txt", Side.CORP)
    assert [(d.code, d.line) for d in exc.value.diagnostics] == [("DECK006", 1)]
    assert parse_decklist("Hardware\n1x Desperado\n", "d.txt", Side.RUNNER).side is Side.RUNNER


def test_duplicate_card_lines_warn():
    deck = parse_decklist("Event\n2x Sure Gamble\n1x sure gamble\n", "d.txt")
    assert [(w.code, w.line) for w in deck.warnings] == [("DECK103", 3)]


def test_card_key_ignores_case_quotes_and_accents():
    assert card_key("Aesop’s  Pawnshop") == card_key("aesop's pawnshop")
    assert card_key("Phật Gioan Baotixita") == card_key("phat gioan baotixita")
