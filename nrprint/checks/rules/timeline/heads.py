"""TL007: no two arrowheads of the run flowchart are drawn within 8 pt of each other
(stacked heads read as one arrow), in every language and on every paper."""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="TL007")
def heads(project: Project) -> Findings:
    from nrprint.render.fonts import measure
    from nrprint.turnseq.flow_verify import MIN_HEAD_GAP, crowded_heads
    from nrprint.turnseq.plan import flow_layouts

    timeline = project.get("timeline")
    for where, layout in flow_layouts(project, measure):
        for p, q in crowded_heads(layout):
            yield error(
                timeline.pos("steps"),
                f"two arrowheads at ({p[0]:.0f}, {p[1]:.0f}) and ({q[0]:.0f}, {q[1]:.0f}) pt are "
                f"closer than {MIN_HEAD_GAP:g} pt ({where})",
            )
            return
