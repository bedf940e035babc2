"""The run timeline as a graph of steps and sub-steps (pure functions, no drawing).

Flow rules: a step with sub-steps enters its first sub-step; a node without jumps falls
through to the next node in reading order; a node with jumps leaves only by them; an
end step (``end:`` set) leaves nowhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.model.turn import Jump, RunTimeline


@dataclass(frozen=True, slots=True)
class Edge:
    src: str
    dst: str
    jump: Jump | None  # None for an implicit fall-through


def nodes(timeline: RunTimeline) -> list[str]:
    out: list[str] = []
    for step in timeline.steps:
        out.append(step.id)
        out.extend(s.id for s in step.substeps)
    return out


def edges(timeline: RunTimeline) -> list[Edge]:
    order = nodes(timeline)
    result: list[Edge] = []

    def fall_through(node_id: str) -> None:
        i = order.index(node_id)
        if i + 1 < len(order):
            result.append(Edge(node_id, order[i + 1], None))

    for step in timeline.steps:
        if step.end is not None:
            continue
        if step.substeps:
            result.append(Edge(step.id, step.substeps[0].id, None))
        elif step.jumps:
            result.extend(Edge(step.id, j.to, j) for j in step.jumps)
        else:
            fall_through(step.id)
        for sub in step.substeps:
            if sub.jumps:
                result.extend(Edge(sub.id, j.to, j) for j in sub.jumps)
            else:
                fall_through(sub.id)
    return result
