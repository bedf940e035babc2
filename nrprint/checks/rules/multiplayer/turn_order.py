"""MPT001: the printed turn order, derived from the seating data, is a valid round.

For every configured table size the seats are derived from ``table.team``; the first
round (role phases) and the later rounds (clockwise) must each list every player
exactly once, and in the first round no Agent may act before every Sponsor has had a
turn — that is the point of the rule (no Corp is run unprepared).
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.multiplayer.deck import valid_counts
from nrprint.multiplayer.seating import (
    first_round,
    first_round_problems,
    later_rounds,
    round_problems,
    seating,
    team_problems,
    teams_for,
)


@check(code="MPT001")
def turn_order(project: Project) -> Findings:
    """First and later rounds each list every seated player exactly once."""
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    table = rules.table
    for problem in team_problems(table.team):
        yield error(table.pos("team"), problem)
    for n in valid_counts(house):
        seats = seating(teams_for(n), table.team)
        for problem in first_round_problems(seats, first_round(seats, table.first_round)):
            yield error(table.pos("first_round"), f"first round with {n} players: {problem}")
        for problem in round_problems(seats, later_rounds(seats)):
            yield error(table.pos("later_rounds"), f"later rounds with {n} players: {problem}")
