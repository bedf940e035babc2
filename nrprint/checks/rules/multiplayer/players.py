"""MPP001: every table size in houserules.yaml is even and at least 4.

The Big Sell-Out pairs players into teams of one Sponsor and one Agent, and needs at
least two teams: an odd count leaves a player without a partner.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.multiplayer import HouseRules
from nrprint.model.project import Project


@check(code="MPP001")
def players(project: Project) -> Findings:
    """Each configured player count is an even whole number of at least 4."""
    house: HouseRules = project.get("multiplayer-houserules")
    if not house.player_counts:
        yield error(house.pos("player_counts"), "player_counts is empty; list 4, 6 or 8")
    for i, n in enumerate(house.player_counts):
        where = house.pos("player_counts", i)
        if not isinstance(n, int) or isinstance(n, bool):
            yield error(where, f"player count {n!r} is not a whole number")
        elif n % 2:
            yield error(where, f"{n} players is odd; teams are pairs (Sponsor + Agent)")
        elif n < 4:
            yield error(where, f"{n} players is too few; the variant needs at least 2 teams (4 players)")
