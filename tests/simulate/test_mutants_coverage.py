"""How much of a set of decklists the engine plays, counted card use by card use.

Rules pinned here (each proven by the mutmut mutants it kills, docs/dev/mutation.md):
a card's status names the card and its type; a stand-in says which stand-in, a card with
text left out says what was left out (or that some was), a card whose facts the engine
does not all play lists every such fact; a use counts once per copy in a decklist, and
the most used cards come first (ties by name).
"""

from __future__ import annotations

from nrprint.deckprep.cards import CardType, Side
from nrprint.deckprep.decklist import Decklist, Entry
from nrprint.model.playfacts import PlayFacts
from nrprint.model.standins import stand_in
from nrprint.simulate.effects.coverage import Status, coverage, status
from nrprint.simulate.stats import Tally


def _facts(name: str, type_: str, **values) -> PlayFacts:
    side = "runner" if type_ in ("program", "hardware", "resource", "event") else "corp"
    return PlayFacts(name=name, type=type_, side=side, source="imported card data", **values)


def test_each_status_names_its_card_and_says_why_it_is_not_fully_played():
    assert status(stand_in("Unknown", "event", "runner")) == Status(
        "Unknown", "event", False, "a stand-in (a middling event)"
    )
    left_out = _facts("Short", "event", gain=3, modelled=False, stand_in="no run is made")
    assert status(left_out) == Status("Short", "event", False, "no run is made")
    assert status(_facts("Vague", "event", gain=3, modelled=False)) == Status(
        "Vague", "event", False, "part of its text is not played"
    )
    assert status(_facts("Rig", "hardware", extra_clicks=1, tags=1)) == Status(
        "Rig", "hardware", False, "the engine does not play its extra_clicks, tags"
    )
    assert status(_facts("Plain", "operation", cost=5, gain=9)) == Status("Plain", "operation", True, "")


class _Source:
    """Facts by name, as FactsSource.get answers them."""

    def __init__(self, *facts: PlayFacts):
        self.facts = {f.name: f for f in facts}
        self.asked: list[tuple[str, str, str]] = []

    def get(self, name: str, type_: str, side: str) -> PlayFacts:
        self.asked.append((name, type_, side))
        return self.facts[name]


def _deck(path: str, side: Side, *entries: tuple[str, int, CardType]) -> Decklist:
    return Decklist(path, "Id", [Entry(n, c, t, i + 1) for i, (n, c, t) in enumerate(entries)], side)


def test_coverage_counts_each_copy_and_ranks_the_most_used_cards_first():
    source = _Source(
        _facts("Hedge", "operation", cost=5, gain=9),
        stand_in("Wall", "ice", "corp"),
        _facts("Bolt", "event", gain=2, modelled=False),
    )
    decks = [
        _deck("a.txt", Side.CORP, ("Hedge", 3, CardType.OPERATION), ("Wall", 2, CardType.ICE)),
        _deck("b.txt", Side.CORP, ("Wall", 1, CardType.ICE), ("Hedge", 2, CardType.OPERATION)),
        _deck("c.txt", Side.RUNNER, ("Bolt", 3, CardType.EVENT)),
    ]
    out = coverage(decks, source)
    assert [(d.path, d.uses, d.full) for d in out.decks] == [
        ("a.txt", 5, 3),
        ("b.txt", 3, 2),
        ("c.txt", 3, 0),
    ]
    assert (out.total, out.full, out.share) == (11, 5, 5 / 11)
    assert [d.share for d in out.decks] == [3 / 5, 2 / 3, 0.0]
    assert source.asked[:2] == [("Hedge", "operation", "corp"), ("Wall", "ice", "corp")]
    assert [(s.name, s.full, n) for s, n in out.top(2)] == [("Hedge", True, 5), ("Bolt", False, 3)]
    assert [s.name for s, _ in out.top(3)] == ["Hedge", "Bolt", "Wall"]  # 3 and 3: by name
    assert coverage([], source).share == 0.0 and coverage([], source).decks == []


def test_the_modelled_share_is_per_side_or_over_both():
    t = Tally()
    t.card_uses.update({"ai": 10, "opponent": 30})
    t.stand_in_uses.update({"ai": 5, "opponent": 3})
    assert (t.modelled_share("ai"), t.modelled_share("opponent"), t.modelled_share()) == (0.5, 0.9, 0.8)
    assert Tally().modelled_share() == 1.0  # nothing used: nothing unplayed
