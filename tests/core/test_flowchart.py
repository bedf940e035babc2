"""The run flowchart as geometry: one arrow per cross-step jump, landing on its target."""

from nrprint.layout.ops import PathOp, RectOp, TextOp
from nrprint.project import Project
from nrprint.render.fonts import measure
from nrprint.turnseq.plan import language_pages
from tests.conftest import CONTENT


def test_every_cross_step_jump_is_an_arrow_with_its_condition():
    project = Project(CONTENT)
    timeline = project.get("timeline")
    pages, overflows = language_pages(project, "en", measure)
    assert overflows == []
    flow = pages[1]
    arrows = [op for op in flow.ops if isinstance(op, PathOp) and op.arrow]
    jumps = [
        j
        for s in timeline.steps
        for o in [s, *s.substeps]
        for j in o.jumps
        if not j.to.startswith(f"{s.id}.")
    ]
    assert len(arrows) == len(jumps) == 11
    texts = " | ".join(
        " ".join(p.piece.text for ln in op.block.lines for p in ln.items)
        for op in flow.ops
        if isinstance(op, TextOp)
    )
    for j in jumps:
        assert j.when.en in texts
    boxes = [op for op in flow.ops if isinstance(op, RectOp) and op.stroke]
    assert len(boxes) == len(timeline.steps)
    for arrow in arrows:  # each arrow ends on the edge of some step box
        x, y = arrow.points[-1]
        assert any(
            (abs(y - (b.y + b.h)) < 0.5 and b.x <= x <= b.x + b.w)
            or (abs(x - (b.x + b.w)) < 0.5 and b.y <= y <= b.y + b.h)
            for b in boxes
        ), (x, y)
    lane_xs = [a.points[1][0] for a in arrows if len(a.points) >= 3]
    assert len(lane_xs) == len(set(lane_xs))
