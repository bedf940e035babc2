"""The connectors of the run flowchart, and what they promise (pure geometry).

Every jump of the timeline gets a ``Connector``: a polyline from its source box to the
edge of its target box. Jumps to the next sub-step of the same box are ``inline`` (the
"→ 2.3" row above that sub-step). A jump to the next step of the column is a straight
arrow down. All other jumps to one target share one lane: each source's stub runs
right to the lane, joining it at a dot, and the lane carries a single arrowhead into
the target, so arrows never stack and parallel lines are as few as targets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.ops import PagePlan, PathOp, RectOp, TextOp
from nrprint.model.turn import Jump, RunTimeline, Step
from nrprint.turnseq.context import Ctx, Voices
from nrprint.turnseq.template import Flowchart

Point = tuple[float, float]
DOT = 1.6  # radius of the dot where a stub joins a shared lane


@dataclass
class StepBox:
    """A step's box in the flowchart, in points with y upwards, hung from its top edge:
    ``x`` is its left edge, ``top`` its top, and ``h`` grows as its rows are laid out
    (so it is not a ``layout.rect.Rect``). ``ports`` holds the y of each jump's row."""

    step: Step
    x: float
    top: float
    w: float
    h: float = 0.0
    ports: dict[int, float] = field(default_factory=dict)  # id(jump) -> y of its row

    @property
    def bottom(self) -> float:
        return self.top - self.h


@dataclass(frozen=True)
class Connector:
    label: str  # the jump, as a content path: steps[2].substeps[1].jumps[0]
    src: str
    dst: str
    kind: str  # "inline", "down" or "lane"
    points: tuple[Point, ...] = ()
    colour: str = ""


@dataclass(frozen=True)
class FlowLayout:
    page: PagePlan
    boxes: dict[str, tuple[float, float, float, float]]  # step id -> x, y (bottom), w, h
    connectors: list[Connector]


def jump_label(idx: int, s_i: int | None, j_i: int) -> str:
    owner = "" if s_i is None else f".substeps[{s_i}]"
    return f"steps[{idx}]{owner}.jumps[{j_i}]"


def _jumps(timeline: RunTimeline):
    for idx, step in enumerate(timeline.steps):
        for s_i, owner in [(None, step)] + list(enumerate(step.substeps)):
            for j_i, jump in enumerate(owner.jumps):
                yield step, jump, jump_label(idx, s_i, j_i)


def route(
    ctx: Ctx,
    fc: Flowchart,
    page: PagePlan,
    boxes: dict[str, StepBox],
    column: list[Step],
    timeline: RunTimeline,
    voices: Voices,
) -> list[Connector]:
    order = [s.id for s in column]
    out: list[Connector] = []
    straight: set[tuple[str, str]] = set()
    groups: dict[str, list[tuple[StepBox, Jump, str]]] = {}
    for step, jump, label in _jumps(timeline):
        dst = jump.to.split(".")[0]
        if jump.to.startswith(f"{step.id}."):
            out.append(Connector(label, step.id, jump.to, "inline"))
            continue
        if dst not in boxes:  # a dangling jump is reported by TL001; draw what exists
            continue
        src_box, dst_box = boxes[step.id], boxes[dst]
        adjacent = dst in order and step.id in order and order.index(dst) == order.index(step.id) + 1
        if adjacent and (step.id, dst) not in straight:
            straight.add((step.id, dst))
            out.append(_down(ctx, fc, page, src_box, dst_box, jump, label, voices))
        else:
            groups.setdefault(dst, []).append((src_box, jump, label))
    lanes_x0 = ctx.tpl.margin + fc.box_width + 8 + fc.label_width
    spans = {
        dst: max(abs(_entry(boxes[dst], ctx)[1] - s.ports[id(j)]) for s, j, _ in members)
        for dst, members in groups.items()
    }
    for lane, dst in enumerate(sorted(groups, key=lambda d: (spans[d], d))):
        lx = lanes_x0 + 6 + lane * fc.lane_gap
        out.extend(_lane(ctx, fc, page, lx, boxes[dst], groups[dst], voices))
    _bridges(ctx, page, [c for c in out if c.kind == "lane"])
    return out


def _bridges(ctx: Ctx, page: PagePlan, lanes: list[Connector]) -> None:
    """Where a stub crosses the lane of another target, break the lane under it: a
    crossing then never looks like a junction (junctions have dots)."""
    white = "#ffffff"
    done: set[tuple[float, float]] = set()
    for a in lanes:
        (x0, y), (x1, _) = a.points[0], a.points[1]
        for b in lanes:
            if b.dst == a.dst:
                continue
            for (bx, by0), (bx1, by1) in zip(b.points, b.points[1:], strict=False):
                lo, hi = sorted((by0, by1))
                if abs(bx - bx1) < 0.01 and x0 + 1 < bx < x1 - 1 and lo + 2 < y < hi - 2:
                    key = (round(bx, 1), round(y, 1))
                    if key not in done:
                        done.add(key)
                        page.add(RectOp(bx - 1.5, y - 2.2, 3, 4.4, fill=white))
                        page.add(PathOp(((bx - 2, y), (bx + 2, y)), a.colour, line_width=0.7))


def _down(ctx, fc, page, src: StepBox, dst: StepBox, jump: Jump, label: str, voices: Voices) -> Connector:
    colour = ctx.colour("fail" if dst.step.end == "unsuccessful" else "ink")
    x = src.x + min(fc.box_width, fc.end_width or fc.box_width) * 0.32  # one line for every step
    page.add(PathOp(((x, src.bottom), (x, dst.top)), colour, arrow=True))
    if fc.labels == "outside":
        gap = src.bottom - dst.top
        cond = ctx.fitted(
            voices.joined(jump.when), "label", src.w * 0.6, gap - 4, jump.when, f"{label}.when", voices.lang
        )
        page.add(TextOp(cond, x + 5, src.bottom - (gap - cond.height) / 2, colour))
    return Connector(label, src.step.id, dst.step.id, "down", ((x, src.bottom), (x, dst.top)), colour)


def _entry(dst: StepBox, ctx: Ctx) -> Point:
    """Where a lane enters its target: the right edge at the header band, or the top of
    the ending that sits to the right of the column."""
    return (dst.x + dst.w, dst.top - ctx.tpl.header_band / 2)


def _lane(ctx, fc, page, lx: float, dst: StepBox, members, voices: Voices) -> list[Connector]:
    colour = ctx.colour("fail" if dst.step.end == "unsuccessful" else "ink")
    from_above = dst.x < lx < dst.x + dst.w  # a target below the lane: come down onto its top
    end: Point = (lx, dst.top) if from_above else _entry(dst, ctx)
    turn: Point = (lx, end[1])
    ys = [src.ports[id(jump)] for src, jump, _ in members]
    # The farthest source on each side of the entry draws the lane; the farther of
    # those two carries the arrowhead, the others join the lane at a dot.
    sides = [[i for i in range(len(ys)) if (ys[i] > end[1]) == up] for up in (True, False)]
    ends = [max(side, key=lambda i: (abs(ys[i] - end[1]), -i)) for side in sides if side]
    far = max(ends, key=lambda i: (abs(ys[i] - end[1]), -i))
    out = []
    for i, (src, jump, label) in enumerate(members):
        y0 = ys[i]
        x0 = src.x + src.w
        pts = ((x0, y0), (lx, y0), turn) + (() if from_above else (end,))
        if i == far:
            page.add(PathOp(pts, colour, arrow=True, line_width=0.7))
        elif i in ends:
            page.add(PathOp(pts[:3], colour, line_width=0.7))
        else:
            page.add(PathOp(pts[:2], colour, line_width=0.7))
            page.add(RectOp(lx - DOT, y0 - DOT, 2 * DOT, 2 * DOT, fill=colour, radius=DOT))
        if fc.labels == "outside":
            cond = ctx.fitted(
                voices.joined(jump.when),
                "label",
                fc.label_width - 6,
                fc.branch_row + 2,
                jump.when,
                f"{label}.when",
                voices.lang,
            )
            page.add(TextOp(cond, x0 + 4, y0 + cond.height + 1, colour))
        out.append(Connector(label, src.step.id, dst.step.id, "lane", pts, colour))
    return out
