"""The one-page quick reference for an AI side: an annotated example card, then words.

The example card (``automa/reference.yaml``) is drawn by the same code as the decks,
enlarged; numbered arrows run from each callout to the part of the card it explains.
Sections below carry the special orders, conditions, click marks, the lower instruction
and, for the Corp, the behaviour-card flip (drawn as a small diagram).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.colors import HexColor, white
from reportlab.pdfgen.canvas import Canvas

from nrprint.automa.compose import Words, pieces
from nrprint.automa.draw import deck_colours, draw_face
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.layout.imposition import Rect
from nrprint.layout.textflow import TextBlock, fit
from nrprint.model.automa import Card, Deck, Reference, RefSheet, Text
from nrprint.model.card_words import Glossary
from nrprint.render.cardsheet import CardCanvas
from nrprint.render.fonts import font_name, measure
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.textdraw import draw_block
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM, mm

SCALES = (1.45, 1.35, 1.25)  # the example card's enlargement: the largest that leaves room
SECTION_PT = 9.5  # the sections' size when they all fit
SECTION_MIN_PT = 8.0  # they shrink no further (well above the type floor), else AUT018


def _deck(side: str, card: Card) -> Deck:
    """A one-card deck in memory, so the example is drawn like any deck card."""
    t = Text(en="", fr="")
    return Deck(id=f"example-{side}", kind=side, title=t, design_notes=t, size=1, cards=[card])


def anchors(deck: Deck, card: Card, words: Words) -> dict[str, tuple[float, float]]:
    """Points (card coordinates, points) that each callout key points at.

    Every point sits on the right edge of the part it names, so arrows coming from the
    callout column on the right stay short and never cross the card's words.
    """
    from nrprint.automa.geometry import template

    boxes, _ = pieces(deck, card, words)
    st = template().styles["action" if deck.kind == "corp" else "runner_action"]

    def line_y(cb, k: int) -> float:  # middle of the k-th text line of a click
        return cb.main.top - st.leading * k - st.size * 0.45

    right = boxes.header.right
    out: dict[str, tuple[float, float]] = {
        "title": (right, boxes.title.y + boxes.title.h / 2),
        "lower": (right, boxes.lower_text.y + boxes.lower_text.h / 2),
    }
    for click, cb in zip(card.clicks, boxes.clicks, strict=False):
        edge = cb.main_frame.right
        out.setdefault("click", (edge, line_y(cb, 0)))
        if click.order:
            out.setdefault("order", (edge, line_y(cb, 1)))
        if cb.secondary is not None:
            out.setdefault("secondary", (edge, cb.main.y + cb.main.h / 2))
        if click.execution:
            out.setdefault("run", (edge, line_y(cb, 0)))
            out.setdefault("condition", (edge, line_y(cb, 1)))
            out.setdefault("execution", (edge, line_y(cb, 2)))
        if click.reuse:
            out.setdefault("reuse", (edge, line_y(cb, 1)))
        if click.disposable:
            out.setdefault("disposable", (edge, cb.main.y + cb.main.h / 2))
        if click.reserved:
            out.setdefault("reserved", (edge, cb.main.y + cb.main.h / 2))
    return out


def _arrow(c: Canvas, x1: float, y1: float, x2: float, y2: float, colour: str) -> None:
    import math

    c.setStrokeColor(HexColor(colour))
    c.setFillColor(HexColor(colour))
    c.setLineWidth(0.9)
    ang = math.atan2(y2 - y1, x2 - x1)
    hx, hy = x2 - 5 * math.cos(ang), y2 - 5 * math.sin(ang)
    c.line(x1, y1, hx, hy)
    p = c.beginPath()
    p.moveTo(x2, y2)
    p.lineTo(hx + 2.6 * math.sin(ang), hy - 2.6 * math.cos(ang))
    p.lineTo(hx - 2.6 * math.sin(ang), hy + 2.6 * math.cos(ang))
    p.close()
    c.drawPath(p, stroke=0, fill=1)


def _badge(c: Canvas, x: float, y: float, n: int, colour: str) -> None:
    c.setFillColor(HexColor(colour))
    c.circle(x, y, 6, stroke=0, fill=1)
    c.setFillColor(white)
    c.setFont(font_name("bold"), 7.5)
    c.drawCentredString(x, y - 2.6, str(n))


def _flip_diagram(c: Canvas, x: float, y: float, colour: str) -> None:
    """Two behaviour-card outlines, A and B, with arrows both ways: the card flips."""
    w, h = mm(16), mm(22)
    for i, label in enumerate("AB"):
        cx = x + i * (w + mm(14))
        c.setStrokeColor(HexColor(colour))
        c.setFillColor(HexColor(base().colour("accent_light")))
        c.setLineWidth(1)
        c.roundRect(cx, y, w, h, mm(2), stroke=1, fill=1)
        # As on the cards: the side letter, white, at the right of the coloured band.
        c.setFillColor(HexColor(colour))
        c.rect(cx, y + h - mm(6), w, mm(4), stroke=0, fill=1)
        c.setFillColor(white)
        c.setFont(font_name("bold"), 10)
        c.drawRightString(cx + w - mm(1.5), y + h - mm(5), label)
        c.setStrokeColor(HexColor(colour))
        c.setLineWidth(0.5)
        for k in range(3):
            top = y + h - mm(7.5) - k * 4.5 * PT_PER_MM
            c.roundRect(cx + mm(2), top - mm(3.5), w - mm(4), mm(3.5), mm(0.8), stroke=1, fill=0)
    _arrow(c, x + w + mm(2), y + h * 0.65, x + w + mm(12), y + h * 0.65, colour)
    _arrow(c, x + w + mm(12), y + h * 0.35, x + w + mm(2), y + h * 0.35, colour)


@dataclass
class RefPlan:
    """Where everything on a quick-reference page goes, and what does not fit."""

    page: tuple[float, float]
    card_origin: tuple[float, float]
    scale: float
    callouts: list[tuple[int, TextBlock, float, float, float, float]] = field(default_factory=list)
    strip_top: float = 0.0
    sections: list[tuple[TextBlock, float, float, float | None]] = field(default_factory=list)
    section_pt: float = 0.0  # the size the sections are set in
    # (text, message) for every string that overflows its place on the page
    overflows: list[tuple[Text, str]] = field(default_factory=list)


def plan_reference(side: str, sheet: RefSheet, words: Words, lang: str, paper: str = "a4") -> RefPlan:
    """Lay out the page (pure arithmetic); overflowing texts are listed, not clipped.

    The example card is drawn as large as the words below it allow: each of SCALES is
    tried in turn, and the first plan where everything fits is kept (else the last).
    """
    for scale in SCALES:
        plan = _plan(side, sheet, words, lang, paper, scale)
        if not plan.overflows:
            break
    return plan


def _plan(side: str, sheet: RefSheet, words: Words, lang: str, paper: str, scale: float) -> RefPlan:
    SCALE = scale  # noqa: N806 (the card's enlargement on this plan)
    page_w, page_h = base().papers[paper].size
    margin = mm(15)
    card_w, card_h = mm(63), mm(88)
    ox, oy = margin, page_h - margin - 44 - card_h * SCALE
    plan = RefPlan((page_w, page_h), (ox, oy), scale)
    points = anchors(_deck(side, sheet.example), sheet.example, words)
    col_x = ox + card_w * SCALE + mm(22)
    col_w = page_w - margin - col_x
    plan.strip_top = oy - mm(7)
    # Callouts sit level with what they point at (top to bottom), pushed down only as
    # far as needed so they do not overlap: arrows stay nearly horizontal and uncrossed.
    order = sorted(sheet.callouts, key=lambda k: -points.get(k.key, (0, 0))[1])
    floor = oy + card_h * SCALE + 12
    for n, call in enumerate(order, 1):
        px, py = points.get(call.key, (card_w, card_h))
        tx, ty = ox + px * SCALE, oy + py * SCALE
        block = fit(call.text.get(lang), col_w, 60, 9.5, 9.5 * 1.25, measure, min_size=TYPE_FLOOR_PT)
        top = min(floor, ty + 5)
        plan.callouts.append((n, block, col_x, top, tx, ty))
        floor = top - block.height - 8
        if not block.fits or floor < plan.strip_top:
            plan.overflows.append((call.text, f"callout {n} ({call.key}) runs into the legend strip"))
    # Sections: two columns, at the largest size (9.5 pt down to SECTION_MIN_PT) at
    # which every section stays on the page; overflows are reported at the smallest.
    sec_top = plan.strip_top - legend_depth(side, words, page_w - 2 * margin) - mm(5)
    size = SECTION_PT
    while True:
        placed, over = _place_sections(sheet, lang, sec_top, page_w, margin, size)
        if not over or size <= SECTION_MIN_PT:
            break
        size = max(round(size - 0.25, 2), SECTION_MIN_PT)
    plan.sections, plan.section_pt = placed, size
    plan.overflows += over
    return plan


def _place_sections(
    sheet: RefSheet, lang: str, sec_top: float, page_w: float, margin: float, size: float
) -> tuple[list[tuple[TextBlock, float, float, float | None]], list[tuple[Text, str]]]:
    """Two columns, each section as tall as its text, stacked in reading order."""
    placed: list[tuple[TextBlock, float, float, float | None]] = []
    over: list[tuple[Text, str]] = []
    col_gap = mm(8)
    gap = mm(2)
    sec_w = (page_w - 2 * margin - col_gap) / 2
    blocks = [
        fit(sec.text.get(lang), sec_w, sec_top - margin, size, size * 1.26, measure, min_size=TYPE_FLOOR_PT)
        for sec in sheet.sections
    ]
    extra = {i: mm(30) for i, sec in enumerate(sheet.sections) if sec.key == "behaviour"}
    heights = [b.height + 2 * gap + extra.get(i, 0) for i, b in enumerate(blocks)]
    half, split, acc = sum(heights) / 2, len(blocks), 0.0
    for i, h in enumerate(heights):
        if acc + h / 2 > half:
            split = i
            break
        acc += h
    # ... but the left column never takes more than fits: a section too long for the
    # page then overflows on its own, without pushing its neighbours off.
    while split > 1 and sum(heights[:split]) - gap > sec_top - margin:
        split -= 1
    tops = [sec_top, sec_top]
    for i, block in enumerate(blocks):
        col = 0 if i < split else 1
        x = margin + col * (sec_w + col_gap)
        top = tops[col]
        tops[col] -= block.height + gap
        flip = None
        if i in extra:
            flip = tops[col] - mm(23)
            tops[col] -= extra[i] - mm(3)
        placed.append((block, x, top, flip))
        if not block.fits or tops[col] < margin:
            over.append((sheet.sections[i].text, f"section {sheet.sections[i].key} runs off the page"))
        tops[col] -= gap
    return placed, over


def write_reference(
    path: Path, side: str, ref: Reference, glossary: Glossary, lang: str, paper: str = "a4"
) -> None:
    sheet: RefSheet = getattr(ref, side)
    words = Words(glossary, lang)
    plan = plan_reference(side, sheet, words, lang, paper)
    page_w, page_h = plan.page
    meta = PdfMeta(sheet.title.get(lang), "Netrunner Automa quick reference (nrprint)", lang)
    c = open_canvas(path, (page_w, page_h), meta)
    ctx = CardCanvas(c)
    dark, _light = deck_colours(side)
    ink = base().colour("ink")
    margin = mm(15)
    _text(c, ctx, f"**{sheet.title.get(lang)}**", margin, page_h - margin, page_w - 2 * margin, 20, 17, ink)
    _text(c, ctx, sheet.intro.get(lang), margin, page_h - margin - 24, page_w - 2 * margin, 14, 10, ink)

    deck = _deck(side, sheet.example)
    card_w, card_h = mm(63), mm(88)
    ox, oy = plan.card_origin
    c.saveState()
    c.translate(ox, oy)
    c.scale(plan.scale, plan.scale)
    draw_face(ctx, deck, sheet.example, words, Rect(0, 0, card_w, card_h), 0.0, "a", "")
    c.setStrokeColor(HexColor(dark))
    c.setLineWidth(0.6)
    c.rect(0, 0, card_w, card_h, stroke=1, fill=0)
    c.restoreState()

    for n, block, col_x, top, tx, ty in plan.callouts:
        draw_block(c, ctx.icons, block, col_x, top, ink)
        _badge(c, col_x - 9, top - 5, n, dark)
        _arrow(c, col_x - 16, top - 5, tx + 2, ty, dark)

    # A strip of pictures with captions: condition icons (Runner) or special orders (Corp).
    _legend(c, ctx, side, words, margin, plan.strip_top, page_w - 2 * margin, dark, ink)
    for block, x, top, flip in plan.sections:
        draw_block(c, ctx.icons, block, x, top, ink)
        if flip is not None:
            _flip_diagram(c, x + mm(6), flip, base().colour("accent"))
    c.showPage()
    c.save()


def _legend(
    c: Canvas,
    ctx: CardCanvas,
    side: str,
    words: Words,
    x: float,
    top: float,
    width: float,
    dark: str,
    ink: str,
) -> None:
    """Big pictures first: each entry is a badge or icon with its meaning underneath."""
    from nrprint.automa.compose import COND_ICON, COND_NUMBER

    number = {COND_ICON[k]: n for k, n in COND_NUMBER.items()}
    entries = _legend_entries(side, words)
    cell = width / len(entries)
    for i, (icon, order, caption) in enumerate(entries):
        cx = x + i * cell + cell / 2
        if icon is not None and icon in number:
            # As on the cards: the threshold as text beside the condition's icon.
            ctx.icons.draw(icon, cx - mm(9.5), top - mm(10), mm(10) / 1.05, dark)
            c.setFillColor(HexColor(dark))
            c.setFont(font_name("bold"), 13)
            c.drawString(cx + mm(1.5), top - mm(7.6), number[icon])
        elif icon is not None:
            ctx.icons.draw(icon, cx - mm(5.5), top - mm(10), mm(10) / 1.05, dark)
        else:
            assert order is not None  # an entry without an icon is an order's badge
            c.setFillColor(HexColor(dark))
            c.roundRect(cx - mm(8), top - mm(9), mm(16), mm(8), mm(2), stroke=0, fill=1)
            c.setFillColor(white)
            c.setFont(font_name("bold"), 11 if len(order) < 4 else 8.5)
            c.drawCentredString(cx, top - mm(6.4), order)
        block = _caption(caption, cell)
        draw_block(c, ctx.icons, block, cx - block.width / 2, top - mm(12), ink, "center")


def _legend_entries(side: str, words: Words) -> list[tuple[str | None, str | None, str]]:
    """(icon, order, caption) of each picture of the legend strip."""
    from nrprint.automa.compose import COND_ICON

    if side == "runner":
        entries: list[tuple[str | None, str | None, str]] = [
            (COND_ICON[k], None, words.condition(k)) for k in COND_ICON
        ]
        entries += [
            ("disposable", None, words.label("legend-disposable"))
        ]  # no reserved mark: no printed card has a reserved click (VOC002)
        return entries
    return [(None, words.code(k), words.order(k)) for k in words.g.orders]


def _caption(caption: str, cell: float) -> TextBlock:
    return fit(caption, cell - mm(2), mm(14), 7.5, 9, measure, min_size=TYPE_FLOOR_PT)


def legend_depth(side: str, words: Words, width: float) -> float:
    """How far below its top the legend strip reaches: pictures, then the longest caption."""
    entries = _legend_entries(side, words)
    cell = width / len(entries)
    return mm(12) + max(_caption(caption, cell).height for _, _, caption in entries)


def _text(
    c: Canvas, ctx: CardCanvas, text: str, x: float, top: float, w: float, h: float, size: float, ink: str
) -> None:
    block = fit(text, w, h, size, size * 1.25, measure, min_size=TYPE_FLOOR_PT)
    draw_block(c, ctx.icons, block, x, top, ink)
