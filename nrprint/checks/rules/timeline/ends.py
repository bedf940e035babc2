"""TL003: every path of the run timeline reaches an ending (an ``end:`` step, 5 or 6).

A node that leads nowhere, or only into a region with no way out, traps the run.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.model.timeline_graph import edges


@check(code="TL003")
def ends(project: Project) -> Findings:
    timeline = project.get("timeline")
    ends = {s.id for s in timeline.steps if s.end is not None}
    if not ends:
        yield error(timeline.pos("steps"), "no step ends the run (set end: on the final steps)")
        return
    pred: dict[str, list[str]] = {}
    for e in edges(timeline):
        pred.setdefault(e.dst, []).append(e.src)
    can_end, todo = set(ends), list(ends)
    while todo:
        for prev in pred.get(todo.pop(), []):
            if prev not in can_end:
                can_end.add(prev)
                todo.append(prev)
    for step in timeline.steps:
        if step.end is not None and step.jumps:
            yield error(step.pos("jumps"), f"end step {step.id} must not jump anywhere")
        for node in [step, *step.substeps]:
            if node.id not in can_end:
                yield error(node.pos("id"), f"from step {node.id} the run can never end")
