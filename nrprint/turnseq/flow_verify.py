"""What a laid-out run flowchart must show, measured on its drawing operations.

Pure geometry, used by the rules model (TL006, TL007) and the tests:
- ``undrawn``: jumps of the timeline with no connector actually drawn, from the edge of
  their source box to the edge of their target box, every segment on a drawn line;
- ``crowded_heads``: pairs of arrowheads closer than a minimum distance (stacked heads
  read as one arrow, or as a blot).
"""

from __future__ import annotations

from math import hypot

from nrprint.layout.ops import PathOp
from nrprint.model.turn import RunTimeline
from nrprint.turnseq.flow_route import Connector, FlowLayout, Point, jump_label

TOL = 0.5
MIN_HEAD_GAP = 8.0  # pt between the tips of two arrowheads


def _on_edge(p: Point, box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    inside_x = x - TOL <= p[0] <= x + w + TOL
    inside_y = y - TOL <= p[1] <= y + h + TOL
    on_x = abs(p[0] - x) < TOL or abs(p[0] - x - w) < TOL
    on_y = abs(p[1] - y) < TOL or abs(p[1] - y - h) < TOL
    return (on_x and inside_y) or (on_y and inside_x)


def _covers(seg: tuple[Point, Point], line: tuple[Point, Point]) -> bool:
    """``seg`` lies on ``line`` (both horizontal or vertical polyline pieces)."""
    (ax, ay), (bx, by) = seg
    (cx, cy), (dx, dy) = line
    if abs(ax - bx) < TOL and abs(cx - dx) < TOL and abs(ax - cx) < TOL:
        lo, hi = sorted((cy, dy))
        return all(lo - TOL <= v <= hi + TOL for v in (ay, by))
    if abs(ay - by) < TOL and abs(cy - dy) < TOL and abs(ay - cy) < TOL:
        lo, hi = sorted((cx, dx))
        return all(lo - TOL <= v <= hi + TOL for v in (ax, bx))
    return False


def _segments(points) -> list[tuple[Point, Point]]:
    return [(points[i], points[i + 1]) for i in range(len(points) - 1)]


def _drawn(conn: Connector, layout: FlowLayout) -> str | None:
    """Why ``conn`` is not on the page, or None when it is."""
    boxes = layout.boxes
    if conn.kind == "inline":
        return None if conn.dst.startswith(f"{conn.src}.") else "is written as a row, not drawn"
    if conn.src not in boxes or conn.dst not in boxes or len(conn.points) < 2:
        return "has no line"
    if not _on_edge(conn.points[0], boxes[conn.src]):
        return f"does not leave the box of step {conn.src}"
    if not _on_edge(conn.points[-1], boxes[conn.dst]):
        return f"does not reach the box of step {conn.dst}"
    lines = [s for op in layout.page.ops if isinstance(op, PathOp) for s in _segments(op.points)]
    for seg in _segments(conn.points):
        if not any(_covers(seg, line) for line in lines):
            return f"has a gap near ({seg[0][0]:.0f}, {seg[0][1]:.0f}) pt"
    heads = [op.points[-1] for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
    if not any(hypot(h[0] - conn.points[-1][0], h[1] - conn.points[-1][1]) < TOL for h in heads):
        return f"has no arrowhead into step {conn.dst}"
    return None


def undrawn(layout: FlowLayout, timeline: RunTimeline):
    """Yield (step, owner, jump index, why) for every jump the page does not draw."""
    by_label = {c.label: c for c in layout.connectors}
    for idx, step in enumerate(timeline.steps):
        for s_i, owner in [(None, step)] + list(enumerate(step.substeps)):
            for j_i, jump in enumerate(owner.jumps):
                conn = by_label.get(jump_label(idx, s_i, j_i))
                why = "has no connector" if conn is None else _drawn(conn, layout)
                if why:
                    yield owner, j_i, f"the jump from {owner.id} to {jump.to} {why}"


def crowded_heads(layout: FlowLayout, gap: float = MIN_HEAD_GAP) -> list[tuple[Point, Point]]:
    heads = [op.points[-1] for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
    return [
        (p, q) for i, p in enumerate(heads) for q in heads[i + 1 :] if hypot(p[0] - q[0], p[1] - q[1]) < gap
    ]
