"""Page 1 of a language's summary: setup, Corp and Runner turns, what changed, terms."""

from __future__ import annotations

from nrprint.layout.ops import BookmarkOp, PagePlan, RectOp, TextOp
from nrprint.model.terms import Terms
from nrprint.model.turn import Action, Changes, Side, TurnSequence
from nrprint.turnseq.context import Column, Ctx


def cost_rich(action: Action) -> str:
    """A cost as icon tokens: one {click} per click, then the credits."""
    cost = action.cost
    clicks = "X{click}" if cost.clicks == "X" else "{click}" * cost.clicks
    credits = f" + {cost.credits}{{credit}}" if cost.credits else ""
    return clicks + credits


def _side_column(ctx: Ctx, col: Column, side: Side, index: int) -> None:
    """A side's turn: its name in a band, its intro, then each phase with its actions."""
    tpl, page = ctx.tpl, col.page
    band = tpl.header_band
    page.add(RectOp(col.x, col.y - band, col.width, band, fill=ctx.colour(side.id), radius=2))
    name = ctx.block(side.name.get(col.lang), "h1", col.width - 10)
    page.add(TextOp(name, col.x + 5, col.y - (band - name.size) / 2, "#ffffff"))
    page.add(BookmarkOp(side.name.get(col.lang), 1, f"side-{side.id}"))
    col.y -= band + 3
    base = f"sides[{index}]"
    col.put(side.intro, "turn_intro", f"{base}.intro", colour=tpl.note_colour, gap=tpl.section_gap - 2)
    for p_i, phase in enumerate(side.phases):
        pl = f"{base}.phases[{p_i}]"
        col.put(phase.title, "h2", f"{pl}.title", colour=side.id, gap=1.5)
        col.put(phase.text, "turn_body", f"{pl}.text", gap=tpl.row_gap)
        for n_i, note in enumerate(phase.notes):
            col.put(
                note,
                "turn_note",
                f"{pl}.notes[{n_i}]",
                bullet="• ",
                indent=4,
                colour=tpl.note_colour,
                gap=tpl.row_gap,
            )
        for a_i, action in enumerate(phase.actions):
            _action(ctx, col, action, side.id, f"{pl}.actions[{a_i}]")
        col.y -= tpl.section_gap - tpl.row_gap


def _action(ctx: Ctx, col: Column, action: Action, colour: str, label: str) -> None:
    """An action's row: its cost in a tinted box, its text and notes to the right."""
    tpl, page, top = ctx.tpl, col.page, col.y
    cost = ctx.block(cost_rich(action), "h2", tpl.cost_width - 4)
    box_h = max(cost.height + 3, 12)
    page.add(
        RectOp(col.x, top - box_h, tpl.cost_width - 3, box_h, fill=ctx.colour(f"{colour}_light"), radius=2)
    )
    page.add(TextOp(cost, col.x + 1.5, top - 1.5, ctx.colour("ink"), icon_colour=ctx.colour(colour)))
    inner = Column(ctx, page, col.x + tpl.cost_width, col.width - tpl.cost_width, top, col.bottom, col.lang)
    inner.put(action.text, "turn_body", f"{label}.text", gap=1)
    for n_i, note in enumerate(action.notes):
        inner.put(
            note, "turn_note", f"{label}.notes[{n_i}]", bullet="• ", indent=3, colour=tpl.note_colour, gap=1
        )
    col.y = min(inner.y, top - box_h) - tpl.row_gap
    col.guard(action.text, f"{label}.text")


def _changes(
    ctx: Ctx,
    page: PagePlan,
    x: float,
    top: float,
    width: float,
    bottom: float,
    changes: Changes,
    lang: str,
) -> float:
    pad = ctx.tpl.panel_padding
    # the panel's padding stays above the margin
    col = Column(ctx, page, x + pad, width - 2 * pad, top - pad, bottom + pad, lang)
    page.add(BookmarkOp(changes.title.get(lang), 1, "changes"))
    col.put(changes.title, "h1", "title", colour="accent", gap=3)
    for i, change in enumerate(changes.changes):
        col.put(change.text, "turn_body", f"changes[{i}].text", bullet="• ", gap=2)
    return col.y - pad


def _terms(
    ctx: Ctx,
    page: PagePlan,
    x: float,
    top: float,
    width: float,
    bottom: float,
    terms: Terms,
    lang: str,
) -> float:
    """The terminology table in the page's own language: each 1996 word beside today's
    (Android) word, as this edition's cards and rules print them."""
    pad = ctx.tpl.panel_padding
    # the panel's padding stays above the margin
    col = Column(ctx, page, x + pad, width - 2 * pad, top - pad, bottom + pad, lang)
    col.put(terms.title, "h1", "title", colour="accent", gap=3)
    cw = col.width / 2
    heads = [terms.columns["classic"], terms.columns["android"]]
    rows = [(heads, "h2", "columns")] + [
        ([t.classic, t.android], "turn_body", f"terms[{i}]") for i, t in enumerate(terms.terms)
    ]
    for cells, style, label in rows:
        top_y = col.y
        heights = []
        for c_i, cell in enumerate(cells):
            block = ctx.block(cell.get(lang), style, cw - 4)
            page.add(TextOp(block, col.x + c_i * cw, top_y, ctx.colour("ink")))
            heights.append(block.height)
        col.y = top_y - max(heights) - 2.5
        page.add(RectOp(col.x, col.y + 1, col.width, 0.4, fill=ctx.colour("rule")))
        col.guard(cells[0], label)
    return col.y - pad


def turn_page(ctx: Ctx, turn: TurnSequence, changes: Changes, terms: Terms, lang: str) -> PagePlan:
    """The turn page of ``lang``: setup, both turns, what changed, the terminology table."""
    tpl = ctx.tpl
    page = ctx.new_page()
    m = tpl.margin
    width = page.width - 2 * m
    page.add(BookmarkOp(turn.title.get(lang), 0, "turn"))
    head = Column(ctx, page, m, width, page.height - m, m, lang)
    head.put(turn.title, "title", "title", gap=1)
    head.put(turn.subtitle, "subtitle", "subtitle", colour="muted", gap=6)
    # Setup panel: the starting hand and the rule for spending clicks.
    pad = tpl.panel_padding
    setup_top = head.y
    inner = Column(ctx, page, m + pad, width - 2 * pad, setup_top - pad, m, lang)
    inner.put(turn.setup.text, "turn_body", "setup.text", gap=1)
    inner.put(turn.setup.clicks_rule, "turn_body", "setup.clicks_rule")
    panel_h = setup_top - inner.y + pad
    page.ops.insert(0, RectOp(m, setup_top - panel_h, width, panel_h, fill=ctx.colour("panel"), radius=3))
    y = setup_top - panel_h - tpl.section_gap - 1
    cw = (width - tpl.column_gap) / 2
    lowest = y
    for i, side in enumerate(turn.sides):
        col = Column(ctx, page, m + i * (cw + tpl.column_gap), cw, y, m, lang)
        _side_column(ctx, col, side, i)
        lowest = min(lowest, col.y)
    # Bottom band: what changed since 1996, beside the terminology table.
    top = lowest - 2
    share = tpl.changes_share
    left_w = width * share - tpl.column_gap / 2
    ops_before = len(page.ops)
    end_left = _changes(ctx, page, m, top, left_w, m, changes, lang)
    end_right = _terms(
        ctx, page, m + left_w + tpl.column_gap, top, width - left_w - tpl.column_gap, m, terms, lang
    )
    bottom = min(end_left, end_right)
    page.ops.insert(
        ops_before,
        RectOp(m, bottom, left_w, top - bottom, fill=ctx.colour("accent_light"), radius=3),
    )
    page.ops.insert(
        ops_before,
        RectOp(
            m + left_w + tpl.column_gap,
            bottom,
            width - left_w - tpl.column_gap,
            top - bottom,
            stroke=ctx.colour("rule"),
            radius=3,
        ),
    )
    return page
