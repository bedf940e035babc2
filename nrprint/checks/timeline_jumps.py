"""TL001: every jump of the run timeline lands on an existing step; ids are unique (TL005)."""

from collections import Counter

from nrprint.checks.registry import check
from nrprint.model.timeline_graph import nodes


@check("timeline-jumps", codes=("TL001", "TL005"), domains=("timeline",))
def jumps_land(project):
    timeline = project.get("timeline")
    known = nodes(timeline)
    for node_id, count in Counter(known).items():
        if count > 1:
            yield timeline.pos("steps").error("TL005", f"step id {node_id} is used {count} times")
    for step in timeline.steps:
        for owner in [step, *step.substeps]:
            for i, jump in enumerate(owner.jumps):
                if jump.to not in known:
                    yield owner.pos("jumps", i, "to").error(
                        "TL001", f"step {owner.id} jumps to {jump.to}, which does not exist"
                    )
