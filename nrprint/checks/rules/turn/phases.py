"""TURN004: a side's phases make its compulsory draws, and exactly one of them is the
action phase, with a click budget."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="TURN004")
def phases(project: Project) -> Findings:
    for side in project.get("turn").sides:
        phase_draws = sum(p.mandatory_draw for p in side.phases)
        if phase_draws != side.mandatory_draw:
            yield error(
                side.pos("phases"),
                f"{side.id} phases draw {phase_draws} card(s) for free, the side says {side.mandatory_draw}",
            )
        if len([p for p in side.phases if p.clicks is not None]) != 1:
            yield error(side.pos("phases"), f"{side.id} needs exactly one action phase with a click budget")
