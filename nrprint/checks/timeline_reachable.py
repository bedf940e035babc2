"""TL002: every step of the run timeline is reachable from step 1."""

from nrprint.checks.registry import check
from nrprint.model.timeline_graph import edges, nodes


@check("timeline-reachable", codes=("TL002",), domains=("timeline",))
def reachable(project):
    timeline = project.get("timeline")
    order = nodes(timeline)
    if not order:
        yield timeline.pos("steps").error("TL002", "the run timeline has no steps")
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
                yield node.pos("id").error("TL002", f"step {node.id} cannot be reached from step {order[0]}")
