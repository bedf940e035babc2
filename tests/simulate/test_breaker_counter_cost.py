"""``effects.runner_breakers.counter_cost``: what a breaker paid (in part) with its own
counters spends to get ``short`` strength and break ``subs`` subroutines, in credits and in
counters. A breaker with no pump cannot make up strength (999 pumps, never affordable) but
needs none when it is strong enough; the pump and the break are each paid in credits or in
counters, as the card says, and added up.

Kills ``counter_cost`` 3, 7, 9-14, 26, 27, 30 (scripts/mutation.py), each seen failing with
the mutant applied.
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.effects.runner_breakers import counter_cost


def _breaker(**facts) -> PlayFacts:
    return PlayFacts("Breaker", "program", "runner", **facts)


def test_a_breaker_without_a_pump_strong_enough_pays_only_its_break():
    assert counter_cost(_breaker(pump=0, pump_cost=2, break_count=1, break_cost=1), 0, 1) == (1, 0)


def test_a_breaker_without_a_pump_too_weak_cannot_make_up_the_strength():
    assert counter_cost(_breaker(pump=0, pump_cost=2, break_count=1, break_cost=1), 2, 1) == (999 * 2 + 1, 0)


def test_pump_and_break_are_added_up_in_credits_or_in_counters_as_the_card_says():
    f = dict(pump=1, pump_cost=2, break_count=1, break_cost=3)
    assert counter_cost(_breaker(**f), 3, 2) == (12, 0)
    assert counter_cost(_breaker(**f, counter_break=True), 3, 2) == (6, 6)
    assert counter_cost(_breaker(**f, counter_pump=True), 3, 2) == (6, 6)
    assert counter_cost(_breaker(**f, counter_pump=True, counter_break=True), 3, 2) == (0, 12)
