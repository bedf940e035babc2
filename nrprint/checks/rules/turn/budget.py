"""TURN001: each side's click budget and compulsory draws are the game's, and its action
phase spends exactly that budget.

The Corp has 3 clicks plus a compulsory draw, the Runner 4 clicks (seed 004).
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

EXPECTED = {"corp": (3, 1), "runner": (4, 0)}  # (clicks, compulsory draws), seed 004


@check(code="TURN001")
def budget(project: Project) -> Findings:
    for side in project.get("turn").sides:
        clicks, draws = EXPECTED[side.id]
        if side.click_budget != clicks:
            yield error(
                side.pos("click_budget"),
                f"{side.id} has {clicks} clicks per turn, content says {side.click_budget}",
            )
        if side.mandatory_draw != draws:
            yield error(
                side.pos("mandatory_draw"),
                f"{side.id} makes {draws} compulsory draw(s) per turn, content says {side.mandatory_draw}",
            )
        for phase in side.phases:
            if phase.clicks is not None and phase.clicks != side.click_budget:
                yield error(
                    phase.pos("clicks"),
                    f"{side.id} action phase spends {phase.clicks} clicks, the budget is {side.click_budget}",
                )
