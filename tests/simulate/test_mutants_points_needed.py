"""The points each side needs (``rules.GameNumbers.points_needed``): a level the
opponent's table leaves out falls back to ``points_to_win``, like the AI's own.

Kills ``points_needed`` 23 and 25 (the opponent's fallback made None or left out), each
proven by applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.rules import load_rules


def test_a_level_left_out_of_both_tables_needs_points_to_win_on_each_side():
    base = load_rules().game
    numbers = base.model_copy(
        update={
            "points_to_win": 9,
            "runner_ai_points_to_win": {},
            "runner_opponent_points_to_win": {},
            "corp_ai_points_to_win": {},
            "corp_opponent_points_to_win": {},
        }
    )
    assert numbers.points_needed("runner", "standard") == (9, 9)
    assert numbers.points_needed("corp", "easy") == (9, 9)
