"""SHEET006: the starting credits and points to win on the Automa setup sheets are the
ones the engine plays.

The difficulty table prints the Corp AI's credits and the points to win from
``templates/play.yaml``; a row that still gives ``credits`` must equal
``game.corp_start_credits``, one that gives ``points`` (you, the AI)
``game.corp_opponent_points_to_win`` and ``game.corp_ai_points_to_win`` (the table is the
Corp AI's). The number printed before
``{credit}`` in the ``rai-credits`` reminder must equal ``game.runner_start_credits``,
in every language: a sheet that tells players one number while the simulator measures
the decks with another would make the play checks lie.
"""

import re

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

RUNNER_ZONE = "rai-credits"
AMOUNT = re.compile(r"(\d+)\s*\{credit\}")


@check(code="SHEET006")
def start_credits(project: Project) -> Findings:
    """Each printed starting amount and points-to-win matches ``game`` in play.yaml."""
    from nrprint.simulate.rules import load_rules

    sheets, game = project.get("setup-sheets"), load_rules().game
    for row in sheets.difficulty.rows:
        want = game.corp_start_credits.get(row.level)
        if want is not None and row.credits is not None and row.credits != want:
            yield error(
                row.pos("credits"),
                f"Corp AI starts with {row.credits} credits on {row.level} here, "
                f"but play.yaml's game.corp_start_credits.{row.level} is {want}",
            )
        points = tuple(reversed(game.points_needed("corp", row.level)))
        if row.points is not None and tuple(row.points) != points:
            yield error(
                row.pos("points"),
                f"the points to win on {row.level} are {row.points[0]} for you and {row.points[1]} for the AI"
                f" here, but play.yaml's game.corp_opponent_points_to_win and corp_ai_points_to_win give {points[0]} and {points[1]}",
            )
    zone = sheets.zones.get(RUNNER_ZONE)
    if zone is None or zone.hint is None:
        return
    for lang in project.langs():
        found = AMOUNT.search(zone.hint.get(lang))
        if found is None:
            yield error(
                zone.hint.where(lang),
                f"the {RUNNER_ZONE} reminder ({lang}) does not print the Runner AI's starting credits",
            )
        elif int(found.group(1)) != game.runner_start_credits:
            yield error(
                zone.hint.where(lang),
                f"the {RUNNER_ZONE} reminder ({lang}) starts the Runner AI with {found.group(1)} credits, "
                f"but play.yaml's game.runner_start_credits is {game.runner_start_credits}",
            )
