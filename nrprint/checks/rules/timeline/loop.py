"""TL004: the approach/encounter loop only repeats while ice remains.

Every jump back into an approach-ice step must carry ``guard: ice-remains``, and every
cycle of the timeline must pass through such a guarded jump (each pass uses up one
ice, so the loop ends). Cycles are found as strongly connected components of the
graph without the guarded jumps.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.model.timeline_graph import edges, nodes


def _cycles(node_ids, succ):
    """Tarjan's strongly connected components that contain a cycle."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in succ.get(v, []):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in succ.get(v, []):
                out.append(comp)

    for v in node_ids:
        if v not in index:
            visit(v)
    return out


@check(code="TL004")
def loop(project: Project) -> Findings:
    timeline = project.get("timeline")
    approach = {s.id for s in timeline.steps if s.kind == "approach-ice"}
    for step in timeline.steps:
        for owner in [step, *step.substeps]:
            for i, jump in enumerate(owner.jumps):
                if jump.to in approach and jump.guard != "ice-remains":
                    yield error(
                        owner.pos("jumps", i),
                        f"jump {owner.id} → {jump.to} approaches ice without guard: ice-remains",
                    )
    succ: dict[str, list[str]] = {}
    for e in edges(timeline):
        if e.jump is None or e.jump.guard != "ice-remains":
            succ.setdefault(e.src, []).append(e.dst)
    by_id = {n.id: n for s in timeline.steps for n in [s, *s.substeps]}
    for comp in _cycles(nodes(timeline), succ):
        first = sorted(comp, key=nodes(timeline).index)[0]
        yield (
            error(
                by_id[first].pos("id"),
                f"steps {', '.join(sorted(comp, key=nodes(timeline).index))} loop without using up ice",
            )
        )
