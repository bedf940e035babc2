"""TURN003: an action phase's text says, in every language, the clicks the phase spends."""

import re

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

CLICKS_IN_TEXT = re.compile(r"(\d+)\s*\{click\}")


@check(code="TURN003")
def said_clicks(project: Project) -> Findings:
    for side in project.get("turn").sides:
        for phase in side.phases:
            if phase.clicks is None:
                continue
            for lang in project.langs():
                said = [int(n) for n in CLICKS_IN_TEXT.findall(phase.text.get(lang))]
                if said and said[0] != phase.clicks:
                    yield error(
                        phase.text.where(lang),
                        f"{side.id} action phase text says {said[0]} clicks ({lang}), budget is {phase.clicks}",
                    )
