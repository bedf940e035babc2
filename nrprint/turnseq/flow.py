"""The run timeline drawn as a flowchart: step boxes, jump arrows, conditions on arrows.

Pure geometry. Steps stack in one column; the unsuccessful ending sits bottom right.
A jump to the next step in the column is a straight arrow down; every other jump
leaves its branch row on the box's right edge, runs in a lane of its own to the right
(shorter jumps in inner lanes), and enters its target from the right (or from the top
for the bottom-right ending). Its condition is written on the arrow, beside the box.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.ops import BookmarkOp, PagePlan, PathOp, RectOp, TextOp
from nrprint.model.turn import Jump, RunTimeline, Step
from nrprint.turnseq.geometry import Column, Ctx


@dataclass
class Box:
    step: Step
    x: float
    top: float
    w: float
    h: float = 0.0
    ports: dict[int, float] = field(default_factory=dict)  # id(jump) -> y of its branch row
    entries: int = 0

    @property
    def bottom(self) -> float:
        return self.top - self.h


@dataclass(frozen=True)
class Link:
    src: Box
    jump: Jump
    label: str
    dst: str


def _box_colour(step: Step) -> tuple[str, str]:
    if step.end == "unsuccessful":
        return "fail", "runner_light"
    if step.end is not None:
        return "success", "accent_light"
    return "corp", "corp_light"


def _layout_box(ctx: Ctx, page: PagePlan, box: Box, lang: str, label: str) -> None:
    """Place the box's texts from its top; set its height and its branch ports."""
    fc = ctx.tpl.flowchart
    pad = fc.box_padding
    step = box.step
    band = ctx.tpl.header_band
    title = ctx.block(f"{step.id}  {step.title.get(lang)}", "h2", box.w - 2 * pad)
    dark, light = _box_colour(step)
    page.add(TextOp(title, box.x + pad, box.top - (band - title.size) / 2, "#ffffff"))
    col = Column(ctx, page, box.x + pad, box.w - 2 * pad, box.top - band - 3, -1e9)
    col.put(step.text.get(lang), "body", text=step.text, label=f"{label}.text", lang=lang, gap=3)
    owners = [(step, None)] + [(s, i) for i, s in enumerate(step.substeps)]
    for owner, s_i in owners:
        ol = label if s_i is None else f"{label}.substeps[{s_i}]"
        if s_i is not None:
            top = col.y
            ident = ctx.block(owner.id, "h2", fc.id_width)
            page.add(TextOp(ident, col.x, top, ctx.colour(dark)))
            inner = Column(ctx, page, col.x + fc.id_width, col.width - fc.id_width, top, -1e9)
            inner.put(owner.text.get(lang), "body", text=owner.text, label=f"{ol}.text", lang=lang)
            col.y = inner.y - 2
        for j_i, jump in enumerate(owner.jumps):
            row = ctx.block(f"→ {jump.to}", "small", fc.id_width + 10)
            page.add(
                TextOp(
                    row,
                    box.x + box.w - pad - row.lines[0].width if row.lines else 0,
                    col.y,
                    ctx.colour(dark),
                )
            )
            inside = jump.to.startswith(f"{step.id}.")
            if inside:  # a branch to the next sub-step stays inside the box, labelled there
                cond = ctx.fitted(
                    jump.when.get(lang),
                    "label",
                    box.w - 2 * pad - fc.id_width - 30,
                    fc.branch_row,
                    jump.when,
                    f"{ol}.jumps[{j_i}].when",
                    lang,
                )
                page.add(TextOp(cond, col.x + fc.id_width, col.y, ctx.colour("muted")))
            box.ports[id(jump)] = col.y - fc.branch_row / 2 + 1.5
            col.y -= fc.branch_row
    box.h = box.top - col.y + pad - 1
    page.ops.insert(
        0,
        RectOp(
            box.x,
            box.bottom,
            box.w,
            box.h,
            fill=ctx.colour(light),
            stroke=ctx.colour(dark),
            radius=3,
        ),
    )
    page.ops.insert(1, RectOp(box.x, box.top - band, box.w, band, fill=ctx.colour(dark), radius=3))


def flow_page(ctx: Ctx, timeline: RunTimeline, lang: str) -> PagePlan:
    tpl, fc = ctx.tpl, ctx.tpl.flowchart
    page = ctx.new_page()
    m = tpl.margin
    page.add(BookmarkOp(timeline.title.get(lang), 0, "run"))
    head = Column(ctx, page, m, page.width - 2 * m, page.height - m, m)
    head.put(timeline.title.get(lang), "title", text=timeline.title, label="title", lang=lang, gap=1)
    head.put(
        timeline.intro.get(lang),
        "subtitle",
        text=timeline.intro,
        label="intro",
        lang=lang,
        colour="muted",
        gap=10,
    )
    column = [s for s in timeline.steps if s.end != "unsuccessful"]
    aside = [s for s in timeline.steps if s.end == "unsuccessful"]
    boxes: dict[str, Box] = {}
    y = head.y
    for s in column:
        idx = timeline.steps.index(s)
        box = Box(s, m, y, fc.box_width)
        _layout_box(ctx, page, box, lang, f"steps[{idx}]")
        boxes[s.id] = box
        y = box.bottom - fc.step_gap
    lanes_x0 = m + fc.box_width + 8 + fc.label_width
    for s in aside:
        idx = timeline.steps.index(s)
        last = boxes[column[-1].id]
        box = Box(s, m + fc.box_width + 8, last.top, page.width - m - (m + fc.box_width + 8))
        _layout_box(ctx, page, box, lang, f"steps[{idx}]")
        boxes[s.id] = box
    links = _links(timeline)
    _route(ctx, page, boxes, links, column, lanes_x0, lang, timeline)
    for idx, step in enumerate(timeline.steps):
        box = boxes.get(step.id)
        if box is not None and box.bottom < m:
            # Name the first step that leaves the page: its text is what to shorten.
            head.y = box.bottom
            head.guard(step.text, f"steps[{idx}].text", lang)
            break
    return page


def _links(timeline: RunTimeline) -> list[tuple[Step, object, int, Jump]]:
    out = []
    for idx, step in enumerate(timeline.steps):
        for owner in [step, *step.substeps]:
            for j_i, jump in enumerate(owner.jumps):
                if not jump.to.startswith(f"{step.id}."):
                    out.append((step, owner, idx, jump, j_i))
    return out


def _route(ctx, page, boxes, links, column, lanes_x0, lang, timeline) -> None:
    fc = ctx.tpl.flowchart
    order = [s.id for s in column]
    straight_used: set[tuple[str, str]] = set()
    laned = []
    for step, owner, idx, jump, j_i in links:
        dst = jump.to.split(".")[0]
        if dst not in boxes:  # a dangling jump is reported by TL001; draw what exists
            continue
        src_box, dst_box = boxes[step.id], boxes[dst]
        label = f"steps[{idx}]" + ("" if owner is step else f".substeps[{step.substeps.index(owner)}]")
        label += f".jumps[{j_i}].when"
        fail = dst_box.step.end == "unsuccessful"
        colour = ctx.colour("fail" if fail else "ink")
        adjacent = dst in order and step.id in order and order.index(dst) == order.index(step.id) + 1
        if adjacent and (step.id, dst) not in straight_used:
            straight_used.add((step.id, dst))
            x = src_box.x + src_box.w * 0.32
            page.add(PathOp(((x, src_box.bottom), (x, dst_box.top)), colour, arrow=True))
            cond = ctx.fitted(
                jump.when.get(lang),
                "label",
                src_box.w * 0.6,
                fc.step_gap - 4,
                jump.when,
                label,
                lang,
            )
            page.add(TextOp(cond, x + 5, src_box.bottom - (fc.step_gap - cond.height) / 2, colour))
            continue
        span = abs(dst_box.top - src_box.ports[id(jump)])
        laned.append((span, src_box, dst_box, jump, label, colour))
    laned.sort(key=lambda item: item[0])
    for lane, (_span, src_box, dst_box, jump, label, colour) in enumerate(laned):
        lx = lanes_x0 + 6 + lane * fc.lane_gap
        y0 = src_box.ports[id(jump)]
        x0 = src_box.x + src_box.w
        cond = ctx.fitted(
            jump.when.get(lang),
            "label",
            fc.label_width - 6,
            fc.branch_row + 2,
            jump.when,
            label,
            lang,
        )
        page.add(TextOp(cond, x0 + 4, y0 + cond.height + 1, colour))
        if dst_box.x > x0:  # the ending at the bottom right: come down onto its top
            pts = ((x0, y0), (lx, y0), (lx, dst_box.top))
        else:
            dst_box.entries += 1
            ye = dst_box.top - 4 - dst_box.entries * 5
            pts = ((x0, y0), (lx, y0), (lx, ye), (dst_box.x + dst_box.w, ye))
        page.add(PathOp(pts, colour, arrow=True, line_width=0.7))
