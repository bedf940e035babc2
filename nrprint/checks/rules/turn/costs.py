"""TURN002: no action of the turn sequence costs less than nothing, or more clicks than a
turn has."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="TURN002")
def costs(project: Project) -> Findings:
    for side in project.get("turn").sides:
        for phase in side.phases:
            if phase.clicks is None:
                continue
            for action in phase.actions:
                cost = action.cost
                if (cost.clicks != "X" and cost.clicks < 0) or cost.credits < 0:
                    yield error(action.pos("cost"), f"action {side.id}/{action.id} has a negative cost")
                elif cost.clicks != "X" and cost.clicks > side.click_budget:
                    yield error(
                        action.pos("cost"),
                        f"action {side.id}/{action.id} costs {cost.clicks} clicks, "
                        f"more than a turn's {side.click_budget}",
                    )
