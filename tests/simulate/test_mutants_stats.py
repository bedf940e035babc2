"""The figures a tally reports, on counts small enough to work out by hand.

Rules pinned here (each proven by the mutmut mutants it kills, docs/dev/mutation.md):
the win interval is the 95 % Wilson score interval (textbook values: 5 of 10 gives
0.2366-0.7634, none of 10 gives 0-0.2775), clipped to 0..1 and 0..1 itself with no game;
a quantile of a histogram is the lower value at a boundary; the mean AI points after
turn t count a game that already ended at its final points; per-card rates are 0 for a
card never seen; two tallies merge by adding every count.
"""

from __future__ import annotations

from collections import Counter

import pytest

from nrprint.simulate.result import CardFigures, GameResult
from nrprint.simulate.stats import Tally, quantile, wilson


def test_the_win_interval_is_wilsons_score_interval():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 10)[0] >= 0.0 and wilson(10, 10)[1] <= 1.0
    assert wilson(1, 4) == pytest.approx((0.0456, 0.6994), abs=1e-4)
    assert wilson(5, 10, z=1.0) == pytest.approx((0.3492, 0.6508), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    assert Tally(games=10, ai_wins=5).win_interval() == wilson(5, 10)


def test_a_quantile_is_the_lower_value_at_a_boundary():
    four = Counter({1: 1, 2: 1, 3: 1, 4: 1})
    assert [quantile(four, q) for q in (0.0, 0.25, 0.5, 0.75, 1.0)] == [1, 1, 2, 3, 4]
    skewed = Counter({10: 3, 20: 1})  # 10 10 10 20
    assert [quantile(skewed, q) for q in (0.5, 0.75, 0.99, 1.0)] == [10, 10, 10, 20]
    assert quantile(Counter(), 0.5) == 0
    assert Tally(lengths=Counter({5: 1, 7: 2, 9: 1})).length_quartiles() == (5, 7, 7)


def test_the_mean_points_after_each_turn_keep_a_finished_games_final_points():
    t = Tally(games=2)
    # a game of 2 turns ending on 3 points, one of 3 turns ending on 4
    t.lengths.update({2: 1, 3: 1})
    t.points_by_turn.update({1: 1 + 0, 2: 3 + 2, 3: 4})
    t.final_by_length.update({2: 3, 3: 4})
    assert t.mean_points_by_turn() == [0.5, 2.5, 3.5]
    assert Tally().mean_points_by_turn() == []
    # games of 1, 2 and 3 turns ending on 2, 4 and 6: at turn 3 both finished games count
    t = Tally(games=3, lengths=Counter({1: 1, 2: 1, 3: 1}), final_by_length=Counter({1: 2, 2: 4, 3: 6}))
    t.points_by_turn.update({1: 2 + 1 + 1, 2: 4 + 2, 3: 6})
    assert t.mean_points_by_turn() == [4 / 3, 8 / 3, 12 / 3]


def test_per_card_rates_are_shares_of_that_cards_reveals_and_clicks():
    t = Tally(
        card_reveals=Counter(a=4),
        card_fallbacks=Counter(a=1),
        card_clicks=Counter(a=5),
        card_dead=Counter(a=2),
    )
    assert (t.card_fallback_rate("a"), t.card_dead_rate("a")) == (0.25, 0.4)
    assert (t.card_fallback_rate("never"), t.card_dead_rate("never")) == (0.0, 0.0)


def test_two_tallies_merge_by_adding_every_count():
    a = Tally(games=1, ai_wins=1, clicks=7, lengths=Counter({3: 1}), card_uses=Counter(ai=4))
    b = Tally(games=2, clicks=5, lengths=Counter({3: 1, 5: 1}), card_uses=Counter(ai=1, opponent=2))
    a.merge(b)
    assert a == Tally(
        games=3, ai_wins=1, clicks=12, lengths=Counter({3: 2, 5: 1}), card_uses=Counter(ai=5, opponent=2)
    )
    assert b == Tally(games=2, clicks=5, lengths=Counter({3: 1, 5: 1}), card_uses=Counter(ai=1, opponent=2))


def _game(won: bool, end: str, turns: int, points: list[int], **figures) -> GameResult:
    return GameResult(
        "s",
        "deck",
        "standard",
        "competent",
        "corp",
        won,
        end,
        turns,
        points[-1],
        1,
        points_by_turn=points,
        **figures,
    )


def test_a_tally_adds_every_figure_of_each_game():
    a = _game(
        True,
        "ai-points",
        2,
        [3, 7],
        clicks=6,
        dead_clicks=2,
        fallback_credits=1,
        credits_gained=9,
        cards={"c1": CardFigures(1, 3, 1, 1, 1)},
        actions=Counter(advance=2),
        point_sources=Counter(remote=7),
        runs=1,
        successful_runs=1,
        steals=0,
        repeat_runs=1,
        remotes_made=2,
        remotes_iced=1,
        stand_ins=Counter({"corp:X": 1}),
        card_uses=Counter(ai=5),
        stand_in_uses=Counter(ai=1),
        unplayed_facts=Counter({"X: draw": 1}),
    )
    b = _game(
        False,
        "turn-limit",
        3,
        [0, 1, 2],
        clicks=9,
        dead_clicks=3,
        fallback_credits=2,
        credits_gained=4,
        cards={"c1": CardFigures(2, 4, 2, 0, 2), "c2": CardFigures(1, 1, 0, 0, 0)},
        actions=Counter(advance=1, refill=1),
        point_sources=Counter(remote=1, discard=1),
        runs=2,
        successful_runs=0,
        steals=1,
        repeat_runs=0,
        remotes_made=1,
        remotes_iced=1,
        stand_ins=Counter({"corp:X": 2}),
        card_uses=Counter(ai=3, opponent=4),
        stand_in_uses=Counter(opponent=2),
        unplayed_facts=Counter({"X: draw": 2}),
    )
    t = Tally()
    t.add(a)
    t.add(b)
    assert t == Tally(
        games=2, ai_wins=1, undecided=1, lengths=Counter({2: 1, 3: 1}),
        ends=Counter({"ai-points": 1, "turn-limit": 1}), clicks=15, dead=5, fallback_credits=3,
        card_reveals=Counter(c1=3, c2=1), card_clicks=Counter(c1=7, c2=1), card_dead=Counter(c1=3, c2=0),
        card_fallbacks=Counter(c1=1, c2=0), card_fallback_credits=Counter(c1=3, c2=0),
        actions=Counter(advance=3, refill=1), credits_gained=13, turns=5,
        points_by_turn=Counter({1: 3, 2: 8, 3: 2}), games_at_turn=Counter({1: 2, 2: 2, 3: 1}),
        final_by_length=Counter({2: 7, 3: 2}), point_sources=Counter(remote=8, discard=1),
        ai_points=9, opponent_points=2, runs=3, successful_runs=1, steals=1, repeat_runs=1,
        remotes_made=3, remotes_iced=2, stand_ins=Counter({"corp:X": 3}), card_uses=Counter(ai=8, opponent=4),
        stand_in_uses=Counter(ai=1, opponent=2), unplayed_facts=Counter({"X: draw": 3}),
        rd_iced=Counter({0: 2}),  # neither game iced R&D
    )  # fmt: skip
    twice = Tally()
    twice.add(b)
    twice.add(b)
    assert (twice.undecided, twice.ai_wins, twice.final_by_length) == (2, 0, Counter({3: 4}))
    assert (twice.lengths, twice.ends, twice.steals) == (Counter({3: 2}), Counter({"turn-limit": 2}), 2)


def test_a_tally_adds_the_needed_credits_and_counts_dry_and_idle_games():
    """Kills ``add``'s ``needed_credits =`` and ``-=``, ``dry_games =`` and ``idle_games
    =``; and ``rd_iced_by`` with no game made ``or True`` (a division by zero) or ``1.0``."""
    t = Tally()
    assert t.rd_iced_by(3) == 0.0
    for needed, dry, idle in ((2, 3, 0), (3, 0, 4), (0, 5, 5)):
        t.add(_game(True, "ai-points", 2, [7], needed_credits=needed, longest_dry=dry, longest_idle=idle))
    assert (t.needed_credits, t.dry_games, t.idle_games) == (5, 2, 2)
