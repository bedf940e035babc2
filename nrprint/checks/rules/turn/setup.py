"""TURN005: the setup deals a positive starting hand and allows no negative mulligans."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="TURN005")
def setup(project: Project) -> Findings:
    turn = project.get("turn")
    if turn.setup.starting_hand <= 0 or turn.setup.mulligans < 0:
        yield error(
            turn.setup.pos("starting_hand"), "starting hand must be positive and mulligans not negative"
        )
