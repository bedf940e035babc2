"""Seating and turn order of The Big Sell-Out, derived from the seating data (pure).

The variant seats each team together, teams in order round the table (clockwise):
Sponsor 1, Agent 1, Sponsor 2, Agent 2, ... The first round goes by role — every
Sponsor in team order, then every Agent — so no Corp is run before it has had a turn to
prepare; every later round simply follows the seats clockwise from Sponsor 1.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Seat:
    """One player: team number (1-based) and role (``sponsor`` or ``agent``)."""

    team: int
    role: str

    def label(self, names: dict[str, str]) -> str:
        """``Sponsor 2`` in the language of ``names`` (role → word)."""
        return f"{names.get(self.role, self.role)} {self.team}"

    def short(self) -> str:
        """``S2`` / ``A2``: the diagram's seat marker."""
        return f"{self.role[0].upper()}{self.team}"


def seating(teams: int, team_roles: Sequence[str]) -> list[Seat]:
    """Seats clockwise from Sponsor 1: each team's roles in order, team after team."""
    return [Seat(t, role) for t in range(1, teams + 1) for role in team_roles]


def first_round(seats: Sequence[Seat], phases: Sequence[str]) -> list[Seat]:
    """The first round: for each role phase in turn, every player of that role by seat."""
    return [seat for role in phases for seat in seats if seat.role == role]


def later_rounds(seats: Sequence[Seat]) -> list[Seat]:
    """Every later round: the seats clockwise, starting with the first seat (Sponsor 1)."""
    return list(seats)


def round_problems(seats: Sequence[Seat], order: Sequence[Seat]) -> list[str]:
    """Why ``order`` is not a valid round: someone missing or someone acting twice."""
    problems: list[str] = []
    have = Counter(order)
    for seat in seats:
        if have[seat] == 0:
            problems.append(f"{seat.short()} never takes a turn")
        elif have[seat] > 1:
            problems.append(f"{seat.short()} takes {have[seat]} turns")
    for seat in have:
        if seat not in seats:
            problems.append(f"{seat.short()} is not seated at the table")
    return problems


def first_round_problems(seats: Sequence[Seat], order: Sequence[Seat]) -> list[str]:
    """The variant's reason for the first round: no Agent acts before every Sponsor has."""
    problems = round_problems(seats, order)
    sponsors = {s for s in seats if s.role == "sponsor"}
    seen: set[Seat] = set()
    for seat in order:
        if seat.role == "agent" and sponsors - seen:
            waiting = ", ".join(s.short() for s in sorted(sponsors - seen))
            problems.append(f"{seat.short()} acts before {waiting} has had a turn")
            break
        seen.add(seat)
    return problems


def team_problems(team_roles: Sequence[str]) -> list[str]:
    """A team is exactly one Sponsor (Corp) and one Agent (Runner)."""
    if sorted(team_roles) != ["agent", "sponsor"]:
        return [f"a team must be one sponsor and one agent, not {list(team_roles)}"]
    return []


def teams_for(players: int) -> int:
    """Players pair into teams of two."""
    return players // 2
