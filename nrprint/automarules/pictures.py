"""The booklet's pictures, laid out in a column: an annotated AI card and a table layout.

An annotated card is the printed card itself (painted by the document, ``FigureOp``),
with its caption above and lettered markers on its right, each joined by a leader to
the part it names; the letters' notes follow as a list. Letters in outlined squares,
so they never read as the card's own click numbers (filled discs).

A table layout is a grid of boxes, one row per line of the table from the far side to
yours: piles solid, zones dashed, your own area tinted. Boxes of one row share its
width by their ``span`` (one card width for all rows, so columns line up); a row is as tall as its tallest label needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, Protocol

from nrprint.layout.ops import FigureOp, Overflow, PagePlan, PathOp, RectOp, TextOp
from nrprint.layout.textflow import TextBlock, plain
from nrprint.model.automa_rules import Block

LETTERS = "ABCDEFGHIJ"
MARK = 11.0  # a marker square's side
MARK_GAP = 2.5  # least space between two markers
LEADER = 14.0  # from the card's right edge to the markers' left edge
BOX_GAP = 5.0  # between the boxes of a table row and between rows
BOX_PAD = 3.0  # inside a box, around its label


class Picture(Protocol):
    """A printed card the document can paint: size in points, the points of its parts."""

    @property
    def width(self) -> float: ...
    @property
    def height(self) -> float: ...
    @property
    def anchors(self) -> Mapping[str, tuple[float, float]]: ...


class Flow(Protocol):
    """What a picture needs of the booklet's text flow (``layout._Flow``)."""

    tpl: Any
    lang: str
    ink: str
    y: float
    overflows: list[Overflow]

    @property
    def page(self) -> PagePlan: ...
    @property
    def col_width(self) -> float: ...
    @property
    def x(self) -> float: ...
    @property
    def at_top(self) -> bool: ...
    def room(self) -> float: ...
    def next_column(self) -> None: ...
    def block(self, text: str, style: str, width: float) -> TextBlock: ...
    def put_lines(
        self,
        block: TextBlock,
        colour: str,
        indent: float = ...,
        panel: str | None = ...,
        keep: int | None = ...,
        label: str = ...,
        source: object = ...,
        bullet: TextBlock | None = ...,
    ) -> None: ...


def marker_ys(targets: list[float], top: float, bottom: float) -> list[float]:
    """Centres for markers wanting ``targets`` (any order): as near each as the markers'
    spacing allows, kept between ``top`` and ``bottom`` and in the targets' order."""
    order = sorted(range(len(targets)), key=lambda i: -targets[i])
    step = MARK + MARK_GAP
    ys = [0.0] * len(targets)
    prev = top + step - MARK / 2
    for i in order:
        ys[i] = min(targets[i], prev - step)
        prev = ys[i]
    low = bottom + MARK / 2  # pushed off the bottom: shift the whole stack up
    if prev < low:
        for i in order:
            ys[i] += low - prev
    return ys


def card_need(flow: Flow, block: Block, picture: Picture | None) -> float:
    """The height a card's caption and picture need together in a column (not its notes)."""
    caption = flow.block(block.text.get(flow.lang), "caption", flow.col_width)
    return caption.height + 4 + (picture.height * _card_scale(flow, picture) if picture else 0.0)


def _card_scale(flow: Flow, picture: Picture) -> float:
    return min(flow.tpl.card_scale, (flow.col_width - LEADER - MARK) / picture.width)


def put_card(flow: Flow, block: Block, picture: Picture | None, label: str) -> None:
    """Caption, card with lettered markers, then the letters' notes."""
    tpl, lang = flow.tpl, flow.lang
    ink, accent = flow.ink, tpl.colours["heading"]
    caption = flow.block(block.text.get(lang), "caption", flow.col_width)
    if picture is None:
        flow.overflows.append(_missing(label, lang, block))
        return
    scale = _card_scale(flow, picture)
    w, h = picture.width * scale, picture.height * scale
    if flow.room() < card_need(flow, block, picture) and not flow.at_top:
        flow.next_column()
    flow.page.add(TextOp(caption, flow.x, flow.y, ink))
    top = flow.y - caption.height - 4
    x0, y0 = flow.x, top - h
    flow.page.add(FigureOp(block.card or "", x0, y0, scale))
    found = picture.anchors
    parts = [c for c in block.callouts if c.part in found]
    for c in block.callouts:
        if c.part not in found:
            flow.overflows.append(
                _missing(label, lang, block, f"the card has no part '{c.part}' to point at")
            )
    targets = [(x0 + found[c.part][0] * scale, y0 + found[c.part][1] * scale) for c in parts]
    mx = x0 + w + LEADER
    for letter, (tx, ty), my in zip(
        LETTERS, targets, marker_ys([t[1] for t in targets], top, y0), strict=False
    ):
        flow.page.add(PathOp(((mx, my), (tx + 1.5, ty)), accent, line_width=0.7, arrow=True, head=4.0))
        flow.page.add(
            RectOp(mx, my - MARK / 2, MARK, MARK, fill="#ffffff", stroke=accent, line_width=0.9, radius=1.5)
        )
        mark = flow.block(f"**{letter}**", "marker", MARK)
        flow.page.add(TextOp(mark, mx, my + mark.height / 2, accent, align="center"))
    flow.y = y0 - 4
    for letter, c in zip(LETTERS, parts, strict=False):
        flow.y -= tpl.block_gap / 2
        text = flow.block(c.text.get(lang), "body", flow.col_width - tpl.item_indent)
        bullet = flow.block(f"**{letter}**", "body", tpl.item_indent)
        flow.put_lines(text, ink, indent=tpl.item_indent, label=label, source=c.text, bullet=bullet)


class _Table(NamedTuple):
    caption: TextBlock
    unit: float  # one card's width, the same for every row
    rows: list[tuple[list[Any], list[TextBlock], float]]  # each row's piles, labels, height
    height: float  # the whole picture's, caption included


def table_need(flow: Flow, block: Block) -> float:
    """The height a table layout needs in a column, caption included."""
    return _table(flow, block, "").height


def _table(flow: Flow, block: Block, label: str) -> _Table:
    """A table layout's caption, card width and rows, and its height; a word cut to fit
    its box is reported under ``label`` (when one is given)."""
    tpl, lang = flow.tpl, flow.lang
    caption = flow.block(block.text.get(lang), "caption", flow.col_width)
    # One card width for the whole picture, so the piles of every row line up.
    unit = min((flow.col_width - BOX_GAP * (len(r) - 1)) / sum(p.span for p in r) for r in block.rows)
    rows = []
    for row in block.rows:
        blocks = [flow.block(p.label.get(lang), "pile", p.span * unit - 2 * BOX_PAD) for p in row]
        for pile, text in zip(row, blocks, strict=True):
            if label and _cut_word(pile.label.get(lang), text):  # "Entwicklungsanforder / ung"
                flow.overflows.append(
                    Overflow(label, lang, pile.label, "a word is wider than its box: widen its span")
                )
        height = max(tpl.pile_height, *(b.height + 2 * BOX_PAD for b in blocks))
        rows.append((row, blocks, height))
    return _Table(caption, unit, rows, caption.height + 4 + sum(r[2] + BOX_GAP for r in rows))


def put_table(flow: Flow, block: Block, label: str) -> None:
    """The caption, then the rows of boxes; the whole picture kept in one column."""
    tpl, ink = flow.tpl, flow.ink
    caption, unit, rows, need = _table(flow, block, label)
    if flow.room() < need and not flow.at_top:
        flow.next_column()
    flow.page.add(TextOp(caption, flow.x, flow.y, ink))
    y = flow.y - caption.height - 4
    colours = tpl.colours
    for row, blocks, height in rows:
        x = flow.x
        for pile, text in zip(row, blocks, strict=True):
            w = pile.span * unit
            fill = colours["you"] if pile.you else colours["pile"] if not pile.zone else None
            stroke = colours["you_line"] if pile.you else colours["pile_line"]
            dash = (2.5, 2.0) if pile.zone else ()
            flow.page.add(
                RectOp(
                    x, y - height, w, height, fill=fill, stroke=stroke, line_width=0.8, radius=2, dash=dash
                )
            )
            flow.page.add(TextOp(text, x + BOX_PAD, y - (height - text.height) / 2, ink, align="center"))
            x += w + BOX_GAP
        y -= height + BOX_GAP
    flow.y = y + BOX_GAP - 4


def _cut_word(text: str, block: TextBlock) -> bool:
    """Whether the line breaker had to cut a word of ``text`` to fit ``block``'s width."""
    set_words = {w for line in block.lines for w in line.text().split()}
    return any(w not in set_words for w in plain(text).split())


def _missing(label: str, lang: str, block: Block, why: str = "") -> Overflow:
    return Overflow(label, lang, block.text, why or f"no printed card '{block.card}' to picture")
