"""Each rules-model check on a deal fires on a broken deal, with its code."""

from __future__ import annotations

import pytest

from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card, CardType
from nrprint.deckprep.corp import split_corp
from nrprint.deckprep.runner import split_runner
from nrprint.deckprep.verify import verify
from nrprint.diagnostics import Pos

POS = Pos("deck.txt")


def corp_deck() -> list[Card]:
    spec = [
        (CardType.AGENDA, 9, False),
        (CardType.ASSET, 6, False),
        (CardType.UPGRADE, 3, False),
        (CardType.OPERATION, 6, False),
        (CardType.OPERATION, 6, True),
        (CardType.ICE, 15, False),
    ]
    cards = []
    for t, n, econ in spec:
        for _ in range(n):
            cards.append(Card(len(cards), f"{t.value}{len(cards)}", t, len(cards) + 1, econ))
    return cards


def runner_deck() -> list[Card]:
    spec = [
        (CardType.PROGRAM, 8, False),
        (CardType.HARDWARE, 4, False),
        (CardType.EVENT, 6, True),
        (CardType.EVENT, 9, False),
        (CardType.RESOURCE, 8, False),
        (CardType.RESOURCE, 3, True),
    ]
    cards = []
    for t, n, econ in spec:
        for _ in range(n):
            cards.append(Card(len(cards), f"{t.value}{len(cards)}", t, len(cards) + 1, econ))
    return cards


def codes(deck, split) -> set[str]:
    return {d.code for d in verify(deck, split, POS)}


def test_good_deals_pass():
    deck = corp_deck()
    assert verify(deck, split_corp(deck, Difficulty.HARD, True, 3), POS) == []
    deck = runner_deck()
    assert verify(deck, split_runner(deck, Difficulty.EASY, 3), POS) == []


def test_lost_card_is_not_a_partition():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, False, 1)
    lost = split.piles["R&D"].pop()
    found = verify(deck, split, POS)
    assert {"DPS001", "DPS002"} <= {d.code for d in found}
    assert any(d.code == "DPS001" and d.line == lost.line for d in found)


def test_doubled_card_is_not_a_partition():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, False, 1)
    split.piles["R&D"].append(split.piles["ICE"][0])
    assert {"DPS001", "DPS002"} <= codes(deck, split)


def test_foreign_card_is_reported():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, False, 1)
    split.piles["R&D"][0] = Card(999, "Stranger", CardType.ICE, 1)
    assert "DPS001" in codes(deck, split)


def test_wrong_rounding_is_reported():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, False, 1)
    split.piles["R&D"].append(split.piles["ICE"].pop())  # 7 ice instead of 8 (half of 15, up)
    assert codes(deck, split) == {"DPS003"}


def test_cap_is_reported():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, False, 1)
    agenda = next(c for c in split.piles["R&D"] if c.type is CardType.AGENDA)
    split.piles["R&D"].remove(agenda)
    split.piles["RE"].append(agenda)  # 6 agendas in RE: above the cap of 5
    assert "DPS003" in codes(deck, split)


def test_economy_card_in_stratagem_is_reported():
    deck = corp_deck()
    split = split_corp(deck, Difficulty.STANDARD, True, 1)
    econ = next(c for c in split.piles["OP"] if c.economy)
    split.piles["OP"].remove(econ)
    split.piles["ST"][0], moved = econ, split.piles["ST"][0]
    split.piles["OP"].append(moved)
    assert "DPS003" in codes(deck, split)


@pytest.mark.parametrize("difficulty,size", [(Difficulty.EASY, 5), (Difficulty.STANDARD, 3)])
def test_hq_size_must_match_difficulty(difficulty, size):
    deck = corp_deck()
    split = split_corp(deck, difficulty, False, 1)
    pool = split.piles["R&D"] + split.piles["HQ"]
    split.piles["HQ"], split.piles["R&D"] = pool[:size], pool[size:]
    assert codes(deck, split) == {"DPS004"}


def test_runner_pile_rules_are_checked():
    deck = runner_deck()
    split = split_runner(deck, Difficulty.STANDARD, 1)
    split.piles["STA"].append(split.piles["EC"].pop())
    assert "DPS003" in codes(deck, split)
    split = split_runner(deck, Difficulty.STANDARD, 1)
    split.piles["STA"].append(split.piles["GR"].pop())
    assert codes(deck, split) == {"DPS004"}
    split = split_runner(deck, Difficulty.STANDARD, 1)
    split.piles["STA"].append(split.piles["PRO"].pop())
    assert codes(deck, split) == {"DPS003"}
