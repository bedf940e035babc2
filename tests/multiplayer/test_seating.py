"""Seating and turn order derived from the seating data (pure functions)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from nrprint.multiplayer.seating import (
    Seat,
    first_round,
    first_round_problems,
    later_rounds,
    round_problems,
    seating,
    team_problems,
)

TEAM = ("sponsor", "agent")


def names(order):
    return [s.short() for s in order]


def test_three_teams_orders():
    seats = seating(3, TEAM)
    assert names(seats) == ["S1", "A1", "S2", "A2", "S3", "A3"]
    assert names(first_round(seats, TEAM)) == ["S1", "S2", "S3", "A1", "A2", "A3"]
    assert names(later_rounds(seats)) == ["S1", "A1", "S2", "A2", "S3", "A3"]


@given(st.integers(min_value=2, max_value=12))
def test_every_table_size_gives_valid_rounds(teams):
    seats = seating(teams, TEAM)
    assert first_round_problems(seats, first_round(seats, TEAM)) == []
    assert round_problems(seats, later_rounds(seats)) == []


def test_round_missing_and_twice_are_reported():
    seats = seating(2, TEAM)
    order = [seats[0], seats[0], seats[1], seats[2]]
    problems = round_problems(seats, order)
    assert "S1 takes 2 turns" in problems
    assert "A2 never takes a turn" in problems


def test_stranger_is_reported():
    seats = seating(2, TEAM)
    assert "S9 is not seated at the table" in round_problems(seats, [*seats, Seat(9, "sponsor")])


def test_agent_before_a_sponsor_is_reported():
    seats = seating(2, TEAM)
    problems = first_round_problems(seats, first_round(seats, ("agent", "sponsor")))
    assert problems == ["A1 acts before S1, S2 has had a turn"]


def test_team_must_be_one_sponsor_and_one_agent():
    assert team_problems(["sponsor", "agent"]) == []
    assert team_problems(["sponsor", "sponsor"])
    assert team_problems(["sponsor", "agent", "agent"])
