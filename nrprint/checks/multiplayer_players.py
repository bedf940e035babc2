"""MPP001: every table size in houserules.yaml is even and at least 4.

The Big Sell-Out pairs players into teams of one Sponsor and one Agent, and needs at
least two teams: an odd count leaves a player without a partner.
"""

from nrprint.checks.registry import check
from nrprint.model.multiplayer import HouseRules


@check("multiplayer-players", codes=("MPP001",), domains=("multiplayer-houserules",))
def player_counts(project):
    """Each configured player count is an even whole number of at least 4."""
    house: HouseRules = project.get("multiplayer-houserules")
    if not house.player_counts:
        yield house.pos("player_counts").error("MPP001", "player_counts is empty; list 4, 6 or 8")
    for i, n in enumerate(house.player_counts):
        where = house.pos("player_counts", i)
        if not isinstance(n, int) or isinstance(n, bool):
            yield where.error("MPP001", f"player count {n!r} is not a whole number")
        elif n % 2:
            yield where.error("MPP001", f"{n} players is odd; teams are pairs (Sponsor + Agent)")
        elif n < 4:
            yield where.error(
                "MPP001", f"{n} players is too few; the variant needs at least 2 teams (4 players)"
            )
