"""Draw an imposed deck of cards: sheets of fronts and mirrored backs, or one card a page.

The geometry comes from ``nrprint.layout.imposition``; this module only draws. Each card
is drawn by the caller's callbacks inside a clip of its bleed box, so artwork can never
spill onto a neighbour or a crop mark. Repeated artwork (frames, backs) should go through
``CardCanvas.reuse`` so it is stored once per PDF as a form XObject.
See docs/dev/imposition-api.md for the API and the conventions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.backstyle import BackStyle, style_for
from nrprint.layout.imposition import (
    Duplex,
    Rect,
    Ruler,
    Segment,
    SheetLayout,
    Slot,
    back_slots,
    chunks,
    sheet_layout,
    sheets,
    single_layout,
)
from nrprint.layout.raster import face_label
from nrprint.layout.sheetmarks import Label, PageMarks, page_marks
from nrprint.render.fonts import font_name, measure
from nrprint.render.icons import IconPainter
from nrprint.render.outputs import BuildOptions
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM


class CardCanvas:
    """What a card callback draws with: the canvas, the icon painter, reusable forms."""

    def __init__(self, c: Canvas, back_style: BackStyle = "full"):
        self.c = c
        self.icons = IconPainter(c)
        self._forms: set[str] = set()
        self.back_style = back_style  # how shared backs are drawn (``nrprint.render.backs``)

    def reuse(
        self, key: str, trim: Rect, bleed: float, draw: Callable[[Canvas, float, float, float], None]
    ) -> None:
        """Draw ``draw(c, w, h, bleed)`` once as a form, then place it at ``trim``.

        The form's coordinates start at the trim's bottom-left corner and reach ``bleed``
        beyond each edge; ``key`` must name what is drawn *and* its size/bleed.
        """
        name, c = f"nrcard_{key}", self.c
        if name not in self._forms and not c.hasForm(name):
            c.saveState()
            c.beginForm(name, lowerx=-bleed, lowery=-bleed, upperx=trim.w + bleed, uppery=trim.h + bleed)
            draw(c, trim.w, trim.h, bleed)
            c.endForm()
            c.restoreState()
            self._forms.add(name)
        # What saveState, translate, doForm and restoreState write ("q", "1 0 0 1 x y cm",
        # "/Form Do", "Q"), without the state stack they push and pop: nothing between
        # them changes the canvas's own state. A big deck places six forms a card.
        code = c._code
        code.append("q")
        code.append(f"{fp_str(1, 0, 0, 1, trim.x, trim.y)} cm")
        c.doForm(name)
        code.append("Q")


# A card side: draw(ctx, trim, bleed) paints the card whose trim box is ``trim`` (points,
# bottom-left origin); artwork meant to bleed must cover trim.inset(-bleed).
DrawFn = Callable[[CardCanvas, Rect, float], None]


@dataclass(frozen=True, slots=True)
class CardFace:
    """One card of a deck: a title (for the PDF and tests) and its two sides."""

    title: str
    draw_front: DrawFn
    draw_back: DrawFn | None = None


@dataclass(frozen=True, slots=True)
class ImposeOptions:
    """How to impose: what the ``nrprint build`` card options say."""

    paper: str = "a4"
    bleed_mm: float = 0.0
    duplex: Duplex = "long-edge"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    layout: str = "sheet"  # "sheet" or "single"
    sheet: str = "poker-9up"
    label: str = ""  # shown in the margin of sheets, e.g. "Corp AI deck"
    back_label: str = "backs"  # margin words for back pages
    edge_label: str | None = None  # how the flip is named in the margin (default: duplex)
    backs: BackStyle = "full"  # full, light or outline (sheets only: single cards are full)

    @classmethod
    def from_build(
        cls, options: BuildOptions, label: str = "", back_label: str = "backs", edge_label: str | None = None
    ) -> ImposeOptions:
        """Options from a build's paper and card options, with the margin's words."""
        c = options.cards
        return cls(
            options.paper,
            c.bleed_mm,
            c.duplex,
            c.back_offset_mm,
            c.layout,
            label=label,
            back_label=back_label,
            edge_label=edge_label,
            backs=style_for(c.layout, c.backs),
        )


@dataclass
class ImposeResult:
    pages: int = 0
    notes: list[str] = field(default_factory=list)


def impose(cards: Sequence[CardFace], path: Path, meta: PdfMeta, opts: ImposeOptions) -> ImposeResult:
    """Write ``cards`` to ``path`` as imposed sheets or single cards; return page count."""
    if opts.layout == "single":
        return _impose_single(cards, path, meta, opts)
    layout = sheet_layout(opts.paper, opts.bleed_mm, opts.sheet)
    c = open_canvas(path, (layout.page_w, layout.page_h), meta, no_scaling=True)
    ctx = CardCanvas(c, style_for(opts.layout, opts.backs))
    bleed = layout.draw_bleed  # half the gutter (or --bleed): bands run into the gutter
    backs = back_slots(layout, opts.duplex, opts.back_offset_mm)
    result = ImposeResult(notes=list(layout.notes))
    groups, has_backs = chunks(len(cards), layout.per_page), _has_backs(cards)
    found: dict[int, PageMarks] = {}  # a sheet's marks by the number of cards on it
    drawn: dict[tuple[str, int], list[str]] = {}  # and their operators (``_replayed``)
    for n, group in enumerate(groups, 1):
        sheet = [cards[i] for i in group]  # one sheet's faces at a time (they may be made on demand)
        used = len(sheet)
        marks = found.get(used)
        if marks is None:  # only around the cards really on this sheet
            marks = found[used] = page_marks(layout, used)
        _replayed(c, drawn, ("marks", used), partial(_marks, c, marks))
        _margin_label(c, marks.label, f"{opts.label} · {n}/{len(groups)}".strip(" ·"))
        for slot, face in zip(layout.slots, sheet, strict=False):
            _draw_card(ctx, face.draw_front, slot, bleed)
        # on the waste between cards, so after them
        _replayed(c, drawn, ("ticks", used), partial(_lines, c, marks.gutter_ticks))
        c.showPage()
        result.pages += 1
        if has_backs:
            edge = opts.edge_label or opts.duplex
            _margin_label(
                c,
                _unmarked(marks.label, layout),
                f"{opts.label} · {n}/{len(groups)} · {opts.back_label} ({edge})".strip(" ·"),
            )
            for slot, face in zip(backs, sheet, strict=False):
                if face.draw_back is not None:
                    _draw_card(ctx, face.draw_back, slot, bleed)
            c.showPage()
            result.pages += 1
    c.save()
    return result


def _marks(c: Canvas, marks: PageMarks) -> None:
    _lines(c, marks.crop_marks)
    if marks.ruler is not None:
        draw_ruler(c, marks.ruler, marks.ruler_label)


def _replayed(
    c: Canvas, drawn: dict[tuple[str, int], list[str]], key: tuple[str, int], draw: Callable[[], None]
) -> None:
    """``draw()``'s operators, written once and then copied: crop marks, the ruler and the
    gutter ticks are the same bytes on every sheet with as many cards (a 9,000-card deck
    has 1,000 sheets of about 80 lines each), and drawing them leaves the canvas's state
    as it found it (saved and restored; their font's characters are placed the first time)."""
    code = drawn.get(key)
    if code is None:
        start = len(c._code)
        draw()
        drawn[key] = c._code[start:]
    else:
        c._code.extend(code)


def _has_backs(cards: Sequence[CardFace]) -> bool:
    """Whether any card has a back; a sequence that makes faces on demand says so itself."""
    known = getattr(cards, "has_backs", None)
    return known if known is not None else any(card.draw_back is not None for card in cards)


def _impose_single(cards: Sequence[CardFace], path: Path, meta: PdfMeta, opts: ImposeOptions) -> ImposeResult:
    """One card per page, front then back, TrimBox and BleedBox set (print-on-demand);
    each page labelled with its face (``007-front``, ``007-back``)."""
    lay = single_layout(opts.bleed_mm)
    c = open_canvas(path, (lay.page_w, lay.page_h), meta, no_scaling=True)
    ctx = CardCanvas(c)
    bleed = opts.bleed_mm * PT_PER_MM
    slot = Slot(0, 0, 0, lay.trim, lay.bleed)
    result = ImposeResult()
    box_trim = (lay.trim.x, lay.trim.y, lay.trim.right, lay.trim.top)
    box_bleed = (0.0, 0.0, lay.page_w, lay.page_h)
    for number, card in enumerate(cards, 1):
        for side, draw in (("front", card.draw_front), ("back", card.draw_back)):
            if draw is None:
                continue
            # The page label names the face (``001-front``): viewers show it, and the PNG
            # export (nrprint.documents.images) names each card image by it.
            c.addPageLabel(result.pages, prefix=face_label(number, side, len(cards)))
            if side == "front":  # an outline of the card titles (TTS export names cards by it)
                c.bookmarkPage(f"card{number}")
                c.addOutlineEntry(card.title, f"card{number}", 0)
            c.setTrimBox(box_trim)
            c.setBleedBox(box_bleed)
            _draw_card(ctx, draw, slot, bleed)
            c.showPage()
            result.pages += 1
    c.save()
    return result


def _draw_card(ctx: CardCanvas, draw: DrawFn, slot: Slot, bleed: float) -> None:
    c = ctx.c
    c.saveState()
    p = c.beginPath()
    p.rect(slot.bleed.x, slot.bleed.y, slot.bleed.w, slot.bleed.h)
    c.clipPath(p, stroke=0, fill=0)
    draw(ctx, slot.trim, bleed)
    c.restoreState()


def _lines(c: Canvas, segments: Sequence[Segment]) -> None:
    if not segments:
        return
    c.saveState()
    c.setStrokeColor(HexColor("#000000"))
    c.setLineWidth(sheets().crop_marks.line_width_pt)
    for x1, y1, x2, y2 in segments:
        c.line(x1, y1, x2, y2)
    c.restoreState()


def _text(c: Canvas, spot: Label, text: str, colour: str) -> None:
    """Draw ``text`` at a label spot, shortened with "…" to the room it has."""
    while text and measure(text, "regular", spot.size) > spot.width:
        text = text[:-2] + "…"
    c.saveState()
    c.setFillColor(HexColor(colour))
    c.setFont(font_name("regular"), spot.size)
    c.translate(spot.x, spot.y)
    if spot.angle:
        c.rotate(spot.angle)
    if spot.centred:
        c.drawCentredString(0, 0, text)
    else:
        c.drawString(0, 0, text)
    c.restoreState()


def _unmarked(spot: Label | None, layout: SheetLayout) -> Label | None:
    """A back page has no crop marks: its label may run along the whole margin."""
    if spot is None:
        return None
    along = layout.page_w if spot.angle == 0 else layout.page_h
    return replace(spot, width=along - 2 * (sheets().edge_mm + 15) * PT_PER_MM)


def _margin_label(c: Canvas, spot: Label | None, text: str) -> None:
    """The sheet label (deck, sheet number): where ``page_marks`` found room, else nothing."""
    if spot is not None and text:
        _text(c, spot, text, base().colour("muted"))


def draw_ruler(c: Canvas, ruler: Ruler, label: Label | None = None, text: str = "50 mm") -> None:
    """A scale bar with millimetre ticks; longer ticks every 5 and 10 mm."""
    c.saveState()
    c.translate(ruler.x, ruler.y)
    if ruler.direction == "v":
        c.rotate(90)
        c.scale(1, -1)  # ticks point towards the cards' side consistently
    c.setStrokeColor(HexColor("#000000"))
    c.setLineWidth(0.35)
    c.line(0, 0, ruler.length, 0)
    steps = round(ruler.length / PT_PER_MM)
    for i in range(steps + 1):
        t = ruler.tick * (1.0 if i % 10 == 0 else 0.7 if i % 5 == 0 else 0.4)
        c.line(i * PT_PER_MM, 0, i * PT_PER_MM, t)
    c.restoreState()
    if label is not None:
        _text(c, label, text, "#000000")


__all__ = ["CardCanvas", "CardFace", "DrawFn", "ImposeOptions", "ImposeResult", "draw_ruler", "impose"]
