"""TL006: every jump of the run timeline is drawn on the flowchart, in every language
and on every paper: a line from its source box to its target box, with an arrowhead
(or, for a jump to the next sub-step of the same box, the row that names it). A jump to
a step that does not exist is TL001's, not drawn twice over."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.model.timeline_graph import nodes


@check(code="TL006")
def drawn(project: Project) -> Findings:
    from nrprint.render.fonts import measure
    from nrprint.turnseq.flow_verify import undrawn
    from nrprint.turnseq.plan import flow_layouts

    timeline = project.get("timeline")
    known = set(nodes(timeline))
    seen: set[tuple[int, int]] = set()
    for where, layout in flow_layouts(project, measure):
        for owner, j_i, why in undrawn(layout, timeline):
            # once per jump, naming the first layout
            if owner.jumps[j_i].to in known and (id(owner), j_i) not in seen:
                seen.add((id(owner), j_i))
                yield error(owner.pos("jumps", j_i, "to"), f"{why} ({where})")
