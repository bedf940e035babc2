"""The bilingual summary: English and one translation side by side, one aligned row per string.

Every row starts both languages at the same height and takes the height of the longer
of the two, so a reader's eye moves straight across; a rule in the gutter divides the
languages. Rows flow onto as many pages as they need (the column heads repeat on each):
a heading never ends a page, the terminology table is never split, and the last page
holds at least ``min_last_rows`` rows. The run timeline follows as its flowchart, with
every label in both languages.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.layout.ops import BookmarkOp, PagePlan, RectOp, TextOp
from nrprint.layout.textflow import TextBlock
from nrprint.model.terms import Terms
from nrprint.model.turn import Changes, RunTimeline, TurnSequence
from nrprint.turnseq.bilingual_pages import HEAD, balanced, spread, whole_sections
from nrprint.turnseq.bilingual_rows import Row, rows
from nrprint.turnseq.context import Ctx, Voices
from nrprint.turnseq.flow import flow_layout

BULLET = 7.0  # hanging indent of a bulleted row
CELL_PAD = 2.0  # space above and below the text of a table row


@dataclass(frozen=True)
class Grid:
    m: float
    width: float
    lang_w: float
    xs: tuple[float, float]  # left edge of each language column

    @property
    def divider(self) -> float:
        return (self.xs[0] + self.lang_w + self.xs[1]) / 2


@dataclass
class Placed:
    row: Row
    blocks: list[tuple[TextBlock, float]]  # block and x offset from its column's left
    lead: TextBlock | None
    height: float


def _prepare(ctx: Ctx, grid: Grid, row: Row, langs: tuple[str, str]) -> Placed:
    bl = ctx.tpl.bilingual
    blocks: list[tuple[TextBlock, float]] = []
    for lang in langs:
        if row.cells:
            half = grid.lang_w / 2
            for c_i, cell in enumerate(row.cells):
                rich = f"**{cell.get(lang)}**" if row.head else cell.get(lang)
                blocks.append(
                    (ctx.block(rich, "turn_note" if row.head else "turn_body", half - 4), c_i * half + 2)
                )
        else:
            indent = BULLET if row.bullet else (3 if row.band else 0)
            blocks.append(
                (
                    ctx.block(row.text.get(lang), row.style, grid.lang_w - indent - (3 if row.band else 0)),
                    indent,
                )
            )
    lead = None
    if row.lead:
        lead = ctx.block(row.lead, "h2", bl.cost_width - 4)
    h = max(b.height for b, _ in blocks)
    if lead:
        h = max(h, lead.height)
    if row.band:
        h += 6
    if row.cells:
        h += 2 * CELL_PAD
    return Placed(row, blocks, lead, h)


def _draw(ctx: Ctx, grid: Grid, page: PagePlan, p: Placed, y: float, langs: tuple[str, str]) -> None:
    row = p.row
    if row.band:
        page.add(RectOp(grid.m, y - p.height, grid.width, p.height, fill=ctx.colour(row.band), radius=2))
    if row.bookmark:
        page.add(BookmarkOp(row.text.get(langs[0]), *row.bookmark))
    colour = row.colour if row.colour.startswith("#") else ctx.colour(row.colour)
    top = y - (3 if row.band else 0) - (CELL_PAD if row.cells else 0)
    per_lang = len(p.blocks) // 2
    for i, (block, dx) in enumerate(p.blocks):
        x = grid.xs[i // per_lang]
        page.add(TextOp(block, x + dx, top, colour, icon_colour=ctx.colour("icon")))
        if row.bullet and i % per_lang == 0:
            dot = ctx.block("•", row.style, BULLET)
            page.add(TextOp(dot, x + 1, top, colour))
    if row.cells:
        for x in grid.xs:
            if row.head:
                page.ops.insert(0, RectOp(x, y - p.height, grid.lang_w, p.height, fill=ctx.colour("panel")))
                page.add(RectOp(x, y - 0.4, grid.lang_w, 0.8, fill=ctx.colour("ink")))
            weight = 0.8 if row.head else 0.4
            page.add(
                RectOp(
                    x,
                    y - p.height - weight / 2,
                    grid.lang_w,
                    weight,
                    fill=ctx.colour("ink" if row.head else "rule"),
                )
            )
    if p.lead:
        if row.tint:
            cell = p.height + 1.5  # within the row and its gap: cells never touch
            page.add(
                RectOp(
                    grid.m,
                    y - cell,
                    ctx.tpl.bilingual.cost_width - 6,
                    cell,
                    fill=ctx.colour(f"{row.tint}_light"),
                    radius=2,
                )
            )
        icons = ctx.colour(row.tint or "ink")
        page.add(TextOp(p.lead, grid.m + 1.5, y - 0.5, ctx.colour("ink"), icon_colour=icons))


def _gaps(most: float, least: float) -> list[float]:
    """Row gaps to try, the template's first, then half a point tighter each, to ``least``."""
    gaps = [most]
    while gaps[-1] - 0.5 >= least - 1e-9:
        gaps.append(round(gaps[-1] - 0.5, 3))
    return gaps


def bilingual_pages(
    ctx: Ctx,
    turn: TurnSequence,
    timeline: RunTimeline,
    changes: Changes,
    terms: Terms,
    langs: tuple[tuple[str, str], tuple[str, str]],
) -> list[PagePlan]:
    """``langs``: (tag, name in itself) of the left and the right column."""
    tpl, bl = ctx.tpl, ctx.tpl.bilingual
    m = tpl.margin
    width = ctx.page_size[0] - 2 * m
    lang_w = (width - bl.cost_width - bl.column_gap) / 2
    x_left = m + bl.cost_width
    grid = Grid(m, width, lang_w, (x_left, x_left + lang_w + bl.column_gap))
    (left, left_name), (right, right_name) = langs
    tags = (left, right)
    placed = [_prepare(ctx, grid, r, tags) for r in rows(turn, changes, terms, tpl.note_colour)]
    keep = [p.row.keep for p in placed]
    tail = len(placed) - bl.min_last_rows
    if tail > 0:  # the last rows travel together: no page of one orphan row
        keep[tail] = max(keep[tail], bl.min_last_rows - 1)
    pages: list[PagePlan] = []
    tops: list[float] = []
    title = ctx.block(f"{turn.title.get(left)} · {turn.title.get(right)}", "title", width)
    first_y = ctx.page_size[1] - m - title.height - 6 - HEAD
    heights = [p.height for p in placed]
    bands = [p.row.band is not None for p in placed]
    sides = [
        b and p.row.bookmark is not None and p.row.bookmark[1].startswith("side-")
        for b, p in zip(bands, placed, strict=True)
    ]
    headings = [p.row.style in ("h1", "h2") for p in placed]
    tops_y = (first_y, ctx.page_size[1] - m - HEAD)
    breaks = balanced(heights, headings, keep, tops_y, m, bl)
    stretch: set[int] = set()
    # A side's turn on one sheet, unless that costs a page: at the template's row gap,
    # else at tighter ones (a shorter page, Letter), down to row_gap_min.
    for gap in _gaps(bl.row_gap, bl.row_gap_min):
        sp = bl.model_copy(update={"row_gap": gap})
        whole = whole_sections(heights, bands, sides, keep, ctx.page_size[1] - m - HEAD - m, gap)
        kept = balanced(heights, headings, whole, tops_y, m, sp)
        if len(kept) <= len(breaks):
            stretch = {i for i in kept - breaks if sides[i]}
            breaks, bl = kept, sp
            break
    extra = spread(heights, headings, breaks, stretch, tops_y, m + 0.5, bl)  # 0.5: no rounding past it

    def start() -> float:
        page = ctx.new_page()
        pages.append(page)
        y = page.height - m
        if len(pages) == 1:
            page.add(BookmarkOp(f"{turn.title.get(left)} / {turn.title.get(right)}", 0, "top"))
            page.add(TextOp(title, m, y, ctx.colour("ink")))
            y -= title.height + 6
        for x, name in zip(grid.xs, (left_name, right_name), strict=True):
            head = ctx.block(name, "h2", lang_w)
            page.add(TextOp(head, x, y, ctx.colour("muted")))
        y -= 12
        page.add(RectOp(m, y + 3, width, 0.6, fill=ctx.colour("rule")))
        tops.append(y + 3)
        return y - 2

    y = start()
    lows = [y]
    fresh = True
    for i, p in enumerate(placed):
        before = bl.heading_space if p.row.style in ("h1", "h2") and not fresh else 0.0
        if i in breaks:  # the row and what it keeps start a new page
            y, before = start(), 0.0
            lows.append(y)
        y -= before + extra[i]
        fresh = False
        _draw(ctx, grid, pages[-1], p, y, tags)
        y -= p.height + bl.row_gap
        lows[-1] = y + bl.row_gap
        if y + bl.row_gap < m:
            ctx.overflow(p.row.text, p.row.label, right, m - y - bl.row_gap)
    for page, top, low in zip(pages, tops, lows, strict=True):
        page.ops.insert(
            0, RectOp(grid.divider - bl.divider / 2, low, bl.divider, top - low, fill=ctx.colour("rule"))
        )
    flow = flow_layout(ctx, timeline, Voices(tags), bl.flowchart)
    return [*pages, flow.page]
