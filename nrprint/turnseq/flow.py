"""The run timeline drawn as a flowchart: step boxes, jump arrows, conditions on arrows.

Pure geometry. Steps stack in one column; the unsuccessful ending sits bottom right.
Each jump gets a row in its box ("→ 4"). A jump to the next step in the column is a
straight arrow down; every other jump leaves its row on the box's right edge and joins
the one lane of its target (jumps to the same step share a lane and one arrowhead),
see ``flow_route``. The condition is written on the arrow beside the box, or (template
``labels: inside``, for two languages) on the jump's row before the target.
"""

from __future__ import annotations

from nrprint.layout.ops import BookmarkOp, PagePlan, RectOp, TextOp
from nrprint.model.turn import RunTimeline, Step
from nrprint.turnseq.context import Ctx, Voices, put_voices
from nrprint.turnseq.flow_route import FlowLayout, StepBox, jump_label, route
from nrprint.turnseq.template import Flowchart


def _box_colour(step: Step) -> tuple[str, str]:
    if step.end == "unsuccessful":
        return "fail", "runner_light"
    if step.end is not None:
        return "success", "accent_light"
    return "corp", "corp_light"


def _layout_box(ctx: Ctx, fc: Flowchart, page: PagePlan, box: StepBox, voices: Voices, idx: int) -> None:
    """Place the box's texts from its top; set its height and its branch ports."""
    pad = fc.box_padding
    step = box.step
    band = ctx.tpl.header_band
    label = f"steps[{idx}]"
    dark, light = _box_colour(step)
    title = ctx.fitted(
        f"{step.id}  {voices.joined(step.title)}",
        "h2",
        box.w - 2 * pad,
        band - 4,
        step.title,
        f"{label}.title",
        voices.lang,
    )
    page.add(TextOp(title, box.x + pad, box.top - (band - title.size) / 2, "#ffffff"))
    x, width = box.x + pad, box.w - 2 * pad
    y = put_voices(ctx, page, x, width, box.top - band - 3, step.text, "body", voices) - 3
    for s_i, owner in [(None, step)] + list(enumerate(step.substeps)):
        if s_i is not None:
            ident = ctx.block(owner.id, "h2", fc.id_width)
            page.add(TextOp(ident, x, y, ctx.colour(dark)))
            y = put_voices(ctx, page, x + fc.id_width, width - fc.id_width, y, owner.text, "body", voices) - 2
        for j_i, jump in enumerate(owner.jumps):
            mark = ctx.block(f"→ {jump.to}", "small", fc.id_width + 10)
            mark_w = mark.lines[0].width if mark.lines else 0
            page.add(TextOp(mark, x + width - mark_w, y, ctx.colour(dark)))
            inside = jump.to.startswith(f"{step.id}.")
            if inside or fc.labels == "inside":
                room = width - fc.id_width - mark_w - 6
                cond = ctx.fitted(
                    voices.joined(jump.when),
                    "label",
                    room,
                    fc.branch_row,
                    jump.when,
                    f"{jump_label(idx, s_i, j_i)}.when",
                    voices.lang,
                )
                if inside:  # to the next sub-step: from the left, above it
                    cx = x + fc.id_width
                else:  # right-aligned against its target
                    cx = x + width - mark_w - 4 - (cond.lines[0].width if cond.lines else 0)
                page.add(TextOp(cond, cx, y - 0.5, ctx.colour("ink")))  # decisions read as text, not grey
            box.ports[id(jump)] = y - fc.branch_row / 2 + 1.5
            y -= fc.branch_row
    box.h = box.top - y + pad - 1
    page.ops.insert(
        0,
        RectOp(box.x, box.bottom, box.w, box.h, fill=ctx.colour(light), stroke=ctx.colour(dark), radius=3),
    )
    page.ops.insert(1, RectOp(box.x, box.top - band, box.w, band, fill=ctx.colour(dark), radius=3))


def flow_layout(ctx: Ctx, timeline: RunTimeline, voices: Voices, fc: Flowchart | None = None) -> FlowLayout:
    """The flowchart page in one language, or two side by side (``voices``)."""
    fc = fc or ctx.tpl.flowchart
    page = ctx.new_page()
    m = ctx.tpl.margin
    page.add(BookmarkOp(timeline.title.get(voices.langs[0]), 0, "run"))
    title = ctx.block(voices.joined(timeline.title), "title", page.width - 2 * m)
    page.add(TextOp(title, m, page.height - m, ctx.colour("ink")))
    y = page.height - m - title.height - 1
    y = put_voices(ctx, page, m, page.width - 2 * m, y, timeline.intro, "subtitle", voices, "muted", 14) - 10
    column = [s for s in timeline.steps if s.end != "unsuccessful"]
    aside = [s for s in timeline.steps if s.end == "unsuccessful"]
    boxes: dict[str, StepBox] = {}
    end_w = fc.end_width or fc.box_width
    for s in column:
        box = StepBox(s, m, y, end_w if s.end else fc.box_width)
        _layout_box(ctx, fc, page, box, voices, timeline.steps.index(s))
        boxes[s.id] = box
        y = box.bottom - fc.step_gap
    for s in aside:
        last = boxes[column[-1].id]
        x = m + end_w + 8
        box = StepBox(s, x, last.top, page.width - m - x)
        _layout_box(ctx, fc, page, box, voices, timeline.steps.index(s))
        boxes[s.id] = box
    connectors = route(ctx, fc, page, boxes, column, timeline, voices)
    for idx, step in enumerate(timeline.steps):
        placed = boxes.get(step.id)
        if placed is not None and placed.bottom < m:
            # Name the first step that leaves the page: its text is what to shorten.
            ctx.overflow(step.text, f"steps[{idx}].text", voices.lang, m - placed.bottom)
            break
    return FlowLayout(page, {k: (b.x, b.bottom, b.w, b.h) for k, b in boxes.items()}, connectors)


def flow_page(ctx: Ctx, timeline: RunTimeline, lang: str) -> PagePlan:
    return flow_layout(ctx, timeline, Voices((lang,))).page
