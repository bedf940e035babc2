"""TL006: every jump of the run timeline is drawn on the flowchart, in every language
and on every paper: a line from its source box to its target box, with an arrowhead
(or, for a jump to the next sub-step of the same box, the row that names it)."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="TL006")
def drawn(project: Project) -> Findings:
    from nrprint.render.fonts import measure
    from nrprint.turnseq.flow_verify import undrawn
    from nrprint.turnseq.plan import flow_layouts

    timeline = project.get("timeline")
    seen: set[tuple[int, int]] = set()
    for where, layout in flow_layouts(project, measure):
        for owner, j_i, why in undrawn(layout, timeline):
            if (id(owner), j_i) not in seen:  # once per jump, naming the first layout
                seen.add((id(owner), j_i))
                yield error(owner.pos("jumps", j_i, "to"), f"{why} ({where})")
