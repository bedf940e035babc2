"""Property tests: for every deck composition the deal is a partition obeying the rules."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from nrprint.deckprep import arith
from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import CORP_TYPES, RUNNER_TYPES, Card, CardType
from nrprint.deckprep.corp import split_corp
from nrprint.deckprep.runner import split_runner
from nrprint.deckprep.verify import verify
from nrprint.diagnostics import Pos

POS = Pos("deck.txt")


def _deck(draw, types) -> list[Card]:
    cards: list[Card] = []
    for t in types:
        n = draw(st.integers(0, 16))
        for _ in range(n):
            cards.append(Card(len(cards), f"{t.value}-{len(cards) % 5}", t, 1, draw(st.booleans())))
    return cards


@st.composite
def corp_decks(draw):
    return _deck(draw, CORP_TYPES)


@st.composite
def runner_decks(draw):
    return _deck(draw, RUNNER_TYPES)


def _uids(split) -> list[int]:
    return sorted(c.uid for pile in split.piles.values() for c in pile)


@settings(max_examples=300, deadline=None)
@given(corp_decks(), st.sampled_from(list(Difficulty)), st.booleans(), st.integers(0, 2**32))
def test_corp_split_is_a_partition_with_rulebook_counts(deck, difficulty, stratagem, seed):
    split = split_corp(deck, difficulty, stratagem, seed)
    assert _uids(split) == [c.uid for c in deck]
    assert verify(deck, split, POS) == []
    assert len(split.piles["HQ"]) == min(
        arith.hq_size(difficulty),
        len(deck) - sum(len(split.piles[k]) for k in split.piles if k not in ("HQ", "R&D")),
    )
    re = Counter(c.type for c in split.piles["RE"])
    assert re[CardType.AGENDA] <= 5 and re[CardType.UPGRADE] <= 8 and re[CardType.ASSET] <= 8
    assert not any(c.economy for c in split.piles.get("ST", []))
    assert ("ST" in split.piles) == stratagem


@settings(max_examples=300, deadline=None)
@given(runner_decks(), st.sampled_from([Difficulty.EASY, Difficulty.STANDARD]), st.integers(0, 2**32))
def test_runner_split_is_a_partition_with_rulebook_counts(deck, difficulty, seed):
    split = split_runner(deck, difficulty, seed)
    assert _uids(split) == [c.uid for c in deck]
    assert verify(deck, split, POS) == []
    assert len(split.piles["GR"]) == min(5, len(split.piles["STA"]) + len(split.piles["GR"]))
    assert len(split.piles["RE"]) <= 10


@settings(max_examples=50, deadline=None)
@given(corp_decks(), st.integers(0, 2**32))
def test_same_seed_same_deal(deck, seed):
    a = split_corp(deck, Difficulty.STANDARD, True, seed)
    b = split_corp(deck, Difficulty.STANDARD, True, seed)
    assert {k: [c.uid for c in v] for k, v in a.piles.items()} == {
        k: [c.uid for c in v] for k, v in b.piles.items()
    }


def test_tiny_and_empty_decks():
    assert verify([], split_corp([], Difficulty.EASY, True, 1), POS) == []
    one = [Card(0, "Hedge Fund", CardType.OPERATION, 1, True)]
    split = split_corp(one, Difficulty.STANDARD, True, 1)
    assert split.counts() == {"ST": 0, "ICE": 0, "OP": 1, "RE": 0, "R&D": 0, "HQ": 0}
    assert verify(one, split, POS) == []
