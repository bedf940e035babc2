"""TL002: every step of the run timeline is reachable from step 1."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.model.timeline_graph import edges, nodes


@check(code="TL002")
def reachable(project: Project) -> Findings:
    timeline = project.get("timeline")
    order = nodes(timeline)
    if not order:
        yield error(timeline.pos("steps"), "the run timeline has no steps")
        return
    succ: dict[str, list[str]] = {}
    for e in edges(timeline):
        succ.setdefault(e.src, []).append(e.dst)
    seen, todo = {order[0]}, [order[0]]
    while todo:
        for nxt in succ.get(todo.pop(), []):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    for step in timeline.steps:
        for node in [step, *step.substeps]:
            if node.id not in seen:
                yield error(node.pos("id"), f"step {node.id} cannot be reached from step {order[0]}")
