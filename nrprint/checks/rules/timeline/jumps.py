"""TL001: every jump of the run timeline lands on an existing step; ids are unique (TL005)."""

from collections import Counter

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.model.timeline_graph import nodes

NOWHERE = "TL001"
ID_TWICE = "TL005"


@check(codes=(NOWHERE, ID_TWICE))
def jumps(project: Project) -> Findings:
    timeline = project.get("timeline")
    known = nodes(timeline)
    for node_id, count in Counter(known).items():
        if count > 1:
            yield timeline.pos("steps").error(ID_TWICE, f"step id {node_id} is used {count} times")
    for step in timeline.steps:
        for owner in [step, *step.substeps]:
            for i, jump in enumerate(owner.jumps):
                if jump.to not in known:
                    yield owner.pos("jumps", i, "to").error(
                        NOWHERE, f"step {owner.id} jumps to {jump.to}, which does not exist"
                    )
