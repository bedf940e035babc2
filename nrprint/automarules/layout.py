"""Lay out the Automa rules booklet as pages of drawing operations (no PDF here).

Text flows down two columns per page, section after section: each section opens with
a coloured band, a section with ``new_page`` starts a page of its own. A paragraph that
does not fit the rest of a column is split between lines (never leaving fewer than
``keep_lines`` on either side when it can); a sub-heading stays with what follows; a
clarification is set on a tinted panel after the house-rule mark and its label.
Anything that cannot be placed at the type floor is reported as an ``Overflow``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, partial

from pydantic import BaseModel, ConfigDict

from nrprint.automarules.panels import clarification_text
from nrprint.automarules.pictures import Picture, card_need, put_card, put_table, table_need
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.layout.ops import BookmarkOp, Overflow, PagePlan, RectOp, TextOp
from nrprint.layout.textflow import Measure, TextBlock, fit
from nrprint.model.automa_rules import RulesBooklet
from nrprint.source.templates import Style, base, load_template


class RulesTemplate(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    margin: float
    columns: int = 2
    column_gap: float
    header_gap: float
    band: float
    band_gap: float
    block_gap: float
    heading_gap: float  # added above a sub-heading (the design review: subheads clung to the text above)
    section_gap: float
    item_indent: float
    panel_padding: float
    keep_lines: int = 3
    footer: float
    body_bottom: float  # the lowest body text, from the bottom edge: clear of the running foot
    card_scale: float  # an annotated AI card's size against the printed card
    # Body sizes tried, largest first: the booklet takes the fewest pages, then the
    # largest size that keeps them, so its last page is as full as the text allows.
    body_sizes: list[float]
    pile_height: float  # a table-layout box's least height
    min_size: float = TYPE_FLOOR_PT
    styles: dict[str, Style]
    colours: dict[str, str]


@cache
def template() -> RulesTemplate:
    return load_template("automa-rules", RulesTemplate)


@dataclass
class _Flow:
    tpl: RulesTemplate
    measure: Measure
    size: tuple[float, float]
    lang: str
    pages: list[PagePlan] = field(default_factory=list)
    overflows: list[Overflow] = field(default_factory=list)
    col: int = 0
    y: float = 0.0
    col_top: float = 0.0
    ink: str = "#000000"
    body: Style | None = None  # the body size this plan tries
    last: tuple[int, float] | None = None  # (the last page's index, its raised column bottom)

    @property
    def page(self) -> PagePlan:
        return self.pages[-1]

    @property
    def col_width(self) -> float:
        t = self.tpl
        inner = self.size[0] - 2 * t.margin
        return (inner - (t.columns - 1) * t.column_gap) / t.columns

    @property
    def x(self) -> float:
        return self.tpl.margin + self.col * (self.col_width + self.tpl.column_gap)

    @property
    def bottom(self) -> float:
        if self.last is not None and len(self.pages) - 1 == self.last[0]:
            return self.last[1]
        return self.tpl.body_bottom

    @property
    def at_top(self) -> bool:
        return abs(self.y - self.col_top) < 1e-6

    def new_page(self, top: float | None = None) -> None:
        self.pages.append(PagePlan(*self.size))
        self.col = 0
        self.col_top = top if top is not None else self.size[1] - self.tpl.margin
        self.y = self.col_top

    def next_column(self) -> None:
        if self.col + 1 < self.tpl.columns:
            self.col += 1
            self.y = self.col_top
        else:
            self.new_page()

    def block(self, text: str, style: str, width: float) -> TextBlock:
        st = self.body if style == "body" and self.body is not None else self.tpl.styles[style]
        floor = max(self.tpl.min_size, TYPE_FLOOR_PT)
        return fit(text, width, 1e6, st.size, st.leading, self.measure, min_size=floor, style=st.font)

    def put_lines(
        self,
        block: TextBlock,
        colour: str,
        indent: float = 0.0,
        panel: str | None = None,
        keep: int | None = None,
        label: str = "",
        source: object = None,
        bullet: TextBlock | None = None,
    ) -> None:
        """Place ``block`` at the flow's point, split over columns where needed."""
        pad = self.tpl.panel_padding if panel else 0.0
        lines = list(block.lines)
        keep = self.tpl.keep_lines if keep is None else keep
        first = True
        while lines:
            avail = self.y - self.bottom - 2 * pad
            n = 0
            while n < len(lines) and block.leading * n + block.size <= avail + 1e-6:
                n += 1
            want = min(len(lines), keep)
            if n < len(lines) and len(lines) - n < keep and n > want:
                n = max(want, len(lines) - keep)  # leave no short tail for the next column
            if n < want and not self.at_top:
                self.next_column()
                continue
            if n == 0:  # not even one line fits an empty column
                n = 1
                self.overflows.append(Overflow(label, self.lang, source, "a line taller than a column"))
            part = TextBlock(lines[:n], block.size, block.leading, block.width)
            h = part.height + 2 * pad
            if panel:
                self.page.add(RectOp(self.x, self.y - h, self.col_width, h, fill=panel, radius=2))
            if bullet is not None and first:
                self.page.add(TextOp(bullet, self.x + pad, self.y - pad, colour))
            self.page.add(TextOp(part, self.x + indent + pad, self.y - pad, colour, icon_colour=None))
            self.y -= h
            lines = lines[n:]
            first = False
            if lines:
                self.next_column()

    def room(self) -> float:
        return self.y - self.bottom


def plan_booklet(
    booklet: RulesBooklet,
    lang: str,
    measure: Measure,
    paper: str = "a4",
    pictures: Mapping[str, Picture] | None = None,
) -> tuple[list[PagePlan], list[Overflow]]:
    """The booklet's pages in ``lang`` on ``paper`` and what did not fit: of the body
    sizes tried, the fewest pages, then the largest size that keeps that count.

    ``pictures`` are the printed AI cards the ``card`` blocks name (``deck/card``); a
    card block without its picture is reported as an overflow."""
    tpl = template()
    body = tpl.styles["body"]

    def at(i: int, last: tuple[int, float] | None = None) -> tuple[list[PagePlan], list[Overflow]]:
        pt = tpl.body_sizes[i]
        style = body.model_copy(update={"size": pt, "leading": round(pt * body.leading / body.size, 2)})
        return _plan(booklet, lang, measure, paper, pictures or {}, style, last)

    # A larger body never takes fewer pages, so the smallest size gives the fewest and a
    # halving search finds the largest size that keeps them (4 plans of 13, not 13).
    low, high = 0, len(tpl.body_sizes) - 1  # sizes run largest first
    plans = {high: at(high)}
    fewest = len(plans[high][0])
    while low < high:
        mid = (low + high) // 2  # always below high: never planned yet
        plans[mid] = at(mid)
        if len(plans[mid][0]) == fewest:
            high = mid
        else:
            low = mid + 1
    return _balanced(plans[high], lambda bottom: at(high, (fewest - 1, bottom)))


def _balanced(
    plan: tuple[list[PagePlan], list[Overflow]],
    replan: Callable[[float], tuple[list[PagePlan], list[Overflow]]],
) -> tuple[list[PagePlan], list[Overflow]]:
    """The last page's columns balanced: its column bottom raised as far as the text still
    fits on as many pages (a halving search to 2 pt), so a short last page ends as two
    even columns instead of one full column beside a near-empty one."""
    tpl = template()
    pages = len(plan[0])
    low, high = tpl.body_bottom, plan[0][-1].height - tpl.margin
    best = plan
    while high - low > 2.0:
        mid = (low + high) / 2
        tried = replan(mid)
        if len(tried[0]) == pages and len(tried[1]) == len(plan[1]):
            best, low = tried, mid
        else:
            high = mid
    return best


def _plan(
    booklet: RulesBooklet,
    lang: str,
    measure: Measure,
    paper: str,
    pictures: Mapping[str, Picture],
    body: Style,
    last: tuple[int, float] | None = None,
) -> tuple[list[PagePlan], list[Overflow]]:
    """One plan at one body size; ``last``: the last page's index and its column bottom
    (known to be the last from a plan without it: ``_balanced`` asks for as many pages)."""
    tpl = template()
    b = base()
    size = b.papers[paper].size
    ink, muted = b.colour("ink"), b.colour("muted")
    flow = _Flow(tpl, measure, size, lang, ink=ink, body=body, last=last)
    full = size[0] - 2 * tpl.margin
    # Page 1: title, subtitle and the authorship line across both columns.
    flow.new_page()
    top = size[1] - tpl.margin
    for text, style, colour in (
        (booklet.title.get(lang), "title", ink),
        (booklet.subtitle.get(lang), "subtitle", ink),
        (booklet.authorship.get(lang), "authorship", muted),
    ):
        blk = flow.block(text, style, full)
        flow.page.add(TextOp(blk, tpl.margin, top, colour))
        top -= blk.height + 4
    rule_y = top - tpl.header_gap / 2 + 2
    flow.page.add(RectOp(tpl.margin, rule_y, full, 0.8, fill=tpl.colours["band"]))
    flow.col_top = flow.y = rule_y - tpl.header_gap / 2

    for s_i, section in enumerate(booklet.sections):
        if section.new_page and not (flow.at_top and flow.col == 0):
            flow.new_page()
        elif not flow.at_top:
            flow.y -= tpl.section_gap
        band_colour = tpl.colours.get(f"band_{section.id.replace('-', '_')}", tpl.colours["band"])
        name = flow.block(section.title.get(lang), "h1", flow.col_width - 10)
        need = max(tpl.band, name.height + 6) + tpl.band_gap + body.leading * tpl.keep_lines
        if flow.room() < need and not flow.at_top:
            flow.next_column()
        band_h = max(tpl.band, name.height + 6)
        flow.page.add(BookmarkOp(section.title.get(lang), 0, f"section-{section.id}"))
        flow.page.add(RectOp(flow.x, flow.y - band_h, flow.col_width, band_h, fill=band_colour, radius=2))
        flow.page.add(TextOp(name, flow.x + 5, flow.y - (band_h - name.height) / 2, "#ffffff"))
        flow.y -= band_h + tpl.band_gap
        # A picture with no room left in its column waits (a "float"): the text after it
        # fills the column, and the picture goes in at the first block boundary after the
        # column break, or at its section's end; moving it at once left a third of a
        # column blank and pushed the French booklet to a seventh page.
        held: list[Callable[[], None]] = []
        held_at = (0, 0)
        for b_i, block in enumerate(section.blocks):
            if held and (len(flow.pages), flow.col) != held_at:
                _place_held(flow, held, tpl.block_gap)
            label = f"sections[{s_i}].blocks[{b_i}].text"
            if not flow.at_top and b_i:
                flow.y -= tpl.block_gap + (tpl.heading_gap if block.kind == "heading" else 0.0)
            if block.kind == "heading":
                blk = flow.block(block.text.get(lang), "h2", flow.col_width)
                if flow.room() < blk.height + 2 + body.leading * tpl.keep_lines and not flow.at_top:
                    flow.next_column()
                flow.put_lines(
                    blk, tpl.colours["heading"], keep=len(blk.lines), label=label, source=block.text
                )
                flow.y -= 1.5
            elif block.kind in ("card", "table"):
                picture = pictures.get(block.card or "")
                if block.kind == "card":
                    need = card_need(flow, block, picture)
                    place = partial(put_card, flow, block, picture, label)
                else:
                    need = table_need(flow, block)
                    place = partial(put_table, flow, block, label)
                if flow.room() < need and not flow.at_top and b_i + 1 < len(section.blocks):
                    held.append(place)
                    held_at = (len(flow.pages), flow.col)
                else:
                    place()
            elif block.kind == "item":
                ind = tpl.item_indent
                blk = flow.block(block.text.get(lang), "body", flow.col_width - ind)
                bullet = flow.block("•", "body", ind)
                flow.put_lines(blk, ink, indent=ind, label=label, source=block.text, bullet=bullet)
            elif block.kind in ("clarification", "key"):  # a key is boxed too (the design review)
                width = flow.col_width - 2 * tpl.panel_padding
                blk = flow.block(clarification_text(booklet, block, lang), "body", width)
                keep = len(blk.lines) if len(blk.lines) <= 14 else tpl.keep_lines
                flow.put_lines(
                    blk, ink, panel=tpl.colours[block.kind], keep=keep, label=label, source=block.text
                )
            else:
                blk = flow.block(block.text.get(lang), "body", flow.col_width)
                flow.put_lines(blk, ink, label=label, source=block.text)
        if held:
            _place_held(flow, held, tpl.block_gap)
    # Page numbers, once the count is known.
    total = len(flow.pages)
    for n, page in enumerate(flow.pages, 1):
        blk = flow.block(f"{booklet.title.get(lang)} · {n}/{total}", "footer", full)
        page.add(TextOp(blk, tpl.margin, tpl.footer + blk.size, muted, align="center"))
    return flow.pages, flow.overflows


def _place_held(flow: _Flow, held: list[Callable[[], None]], gap: float) -> None:
    """The pictures held back, placed at the flow's point, each a block gap below the text
    above it (none at a column's top)."""
    for place in held:
        if not flow.at_top:
            flow.y -= gap
        place()
    held.clear()
