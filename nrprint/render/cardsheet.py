"""Draw an imposed deck of cards: sheets of fronts and mirrored backs, or one card a page.

The geometry comes from ``nrprint.layout.imposition``; this module only draws. Each card
is drawn by the caller's callbacks inside a clip of its bleed box, so artwork can never
spill onto a neighbour or a crop mark. Repeated artwork (frames, backs) should go through
``CardCanvas.reuse`` so it is stored once per PDF as a form XObject.
See docs/imposition.md for the API and the conventions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.imposition import (
    Duplex,
    Rect,
    Ruler,
    SheetLayout,
    Slot,
    back_slots,
    chunks,
    sheet_layout,
    single_layout,
)
from nrprint.layout.raster import face_label
from nrprint.render.fonts import font_name, measure
from nrprint.render.icons import IconPainter
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.templates import MM, base


class CardCanvas:
    """What a card callback draws with: the canvas, the icon painter, reusable forms."""

    def __init__(self, c: Canvas):
        self.c = c
        self.icons = IconPainter(c)
        self._forms: set[str] = set()

    def reuse(
        self,
        key: str,
        trim: Rect,
        bleed: float,
        draw: Callable[[Canvas, float, float, float], None],
    ) -> None:
        """Draw ``draw(c, w, h, bleed)`` once as a form, then place it at ``trim``.

        The form's coordinates start at the trim's bottom-left corner and reach ``bleed``
        beyond each edge; ``key`` must name what is drawn *and* its size/bleed.
        """
        name = f"nrcard_{key}"
        c = self.c
        if name not in self._forms:
            c.saveState()
            c.beginForm(name, lowerx=-bleed, lowery=-bleed, upperx=trim.w + bleed, uppery=trim.h + bleed)
            draw(c, trim.w, trim.h, bleed)
            c.endForm()
            c.restoreState()
            self._forms.add(name)
        c.saveState()
        c.translate(trim.x, trim.y)
        c.doForm(name)
        c.restoreState()


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

    @classmethod
    def from_build(cls, paper: str, extra: dict[str, object], **kw: object) -> ImposeOptions:
        """Options from ``BuildOptions.paper`` and ``BuildOptions.extra``."""
        off = extra.get("back_offset") or (0.0, 0.0)
        return cls(
            paper=paper,
            bleed_mm=float(extra.get("bleed") or 0.0),  # type: ignore[arg-type]
            duplex=extra.get("duplex") or "long-edge",  # type: ignore[arg-type]
            back_offset_mm=(float(off[0]), float(off[1])),  # type: ignore[index]
            layout=str(extra.get("layout") or "sheet"),
            **kw,  # type: ignore[arg-type]
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
    ctx = CardCanvas(c)
    bleed = opts.bleed_mm * MM
    backs = back_slots(layout, opts.duplex, opts.back_offset_mm)
    result = ImposeResult(notes=list(layout.notes))
    groups = chunks(len(cards), layout.per_page)
    has_backs = _has_backs(cards)
    for n, group in enumerate(groups, 1):
        sheet = [cards[i] for i in group]  # one sheet's faces at a time (they may be made on demand)
        _crop_marks(c, layout)
        if layout.ruler is not None:
            draw_ruler(c, layout.ruler)
        _margin_label(c, layout, f"{opts.label} · {n}/{len(groups)}".strip(" ·"))
        for slot, face in zip(layout.slots, sheet, strict=False):
            _draw_card(ctx, face.draw_front, slot, bleed)
        c.showPage()
        result.pages += 1
        if has_backs:
            edge = opts.edge_label or opts.duplex
            _margin_label(
                c,
                layout,
                f"{opts.label} · {n}/{len(groups)} · {opts.back_label} ({edge})".strip(" ·"),
            )
            for slot, face in zip(backs, sheet, strict=False):
                if face.draw_back is not None:
                    _draw_card(ctx, face.draw_back, slot, bleed)
            c.showPage()
            result.pages += 1
    c.save()
    return result


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
    bleed = opts.bleed_mm * MM
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


def _crop_marks(c: Canvas, layout: SheetLayout) -> None:
    from nrprint.layout.imposition import sheets

    c.saveState()
    c.setStrokeColor(HexColor("#000000"))
    c.setLineWidth(sheets().crop_marks.line_width_pt)
    for x1, y1, x2, y2 in layout.crop_marks:
        c.line(x1, y1, x2, y2)
    c.restoreState()


def _margin_label(c: Canvas, layout: SheetLayout, text: str, size: float = 6.5) -> None:
    """A small label in the top margin: above the crop marks across the page when they
    leave room, else between the marks over the middle column; nothing if no room."""
    top = max(s.bleed.top for s in layout.slots)
    marks_top = max([max(y1, y2) for _x1, y1, _x2, y2 in layout.crop_marks if y1 >= top] or [top])
    mid = layout.slots[len(layout.slots) // 2].trim
    if layout.page_h - marks_top >= 7 * MM:
        y, limit = marks_top + (layout.page_h - marks_top) / 2 - size / 3, layout.page_w - 30 * MM
    elif layout.page_h - top >= 6 * MM:
        y, limit = top + (layout.page_h - top) / 2 - size / 3, mid.w - 4 * MM
    else:
        return
    while text and measure(text, "regular", size) > limit:
        text = text[:-2] + "…"
    c.saveState()
    c.setFillColor(HexColor(base().colour("muted")))
    c.setFont(font_name("regular"), size)
    c.drawCentredString(layout.page_w / 2, y, text)
    c.restoreState()


def draw_ruler(c: Canvas, ruler: Ruler, label: str = "50 mm") -> None:
    """A scale bar with millimetre ticks; longer ticks every 5 and 10 mm."""
    c.saveState()
    c.translate(ruler.x, ruler.y)
    if ruler.direction == "v":
        c.rotate(90)
        c.scale(1, -1)  # ticks point towards the cards' side consistently
    c.setStrokeColor(HexColor("#000000"))
    c.setLineWidth(0.35)
    c.line(0, 0, ruler.length, 0)
    steps = round(ruler.length / MM)
    for i in range(steps + 1):
        t = ruler.tick * (1.0 if i % 10 == 0 else 0.7 if i % 5 == 0 else 0.4)
        c.line(i * MM, 0, i * MM, t)
    c.restoreState()
    c.saveState()
    c.setFillColor(HexColor("#000000"))
    c.setFont(font_name("regular"), 5.5)
    if ruler.direction == "h":
        c.drawString(ruler.x + ruler.length + 1.2 * MM, ruler.y, label)
    else:
        c.translate(ruler.x + ruler.tick + 0.6 * MM, ruler.y + ruler.length + 1.2 * MM)
        c.rotate(90)
        c.drawString(0, 0, label)
    c.restoreState()


def calibration(
    path: Path, meta: PdfMeta, opts: ImposeOptions, title: str, lines: Sequence[str], back_label: str = "back"
) -> int:
    """A two-page duplex calibration sheet; returns the page count.

    The front has three targets, each with millimetre scales labelled with the value to
    pass to ``--back-offset``; the back has a cross at each target's mirrored position
    (the current back offset applied). Held against the light, where a back cross falls
    on the front scales is the correction to add to the offset.
    """
    layout = sheet_layout(opts.paper, 0.0, opts.sheet)
    w, h = layout.page_w, layout.page_h
    c = open_canvas(path, (w, h), meta, no_scaling=True)
    # Sign of the reading → offset: derived from how each flip maps back to front.
    sx, sy = (1, -1) if opts.duplex == "long-edge" else (-1, 1)
    targets = [(w / 2, h / 2), (w * 0.27, h * 0.3), (w * 0.73, h * 0.3)]
    ink = HexColor(base().colour("ink"))
    c.setFillColor(ink)
    c.setFont(font_name("bold"), 14)
    c.drawString(20 * MM, h - 22 * MM, title)
    c.setFont(font_name("regular"), 8.5)
    for i, line in enumerate(lines):
        c.drawString(20 * MM, h - 30 * MM - i * 11, line)
    for x, y in targets:
        _scales(c, x, y, sx, sy)
    if layout.ruler is not None:
        draw_ruler(c, Ruler(20 * MM, 18 * MM, "h", 50 * MM, layout.ruler.tick))
    c.showPage()
    c.setFont(font_name("regular"), 8)
    c.drawCentredString(w / 2, 14 * MM, f"{title} · {back_label} ({opts.edge_label or opts.duplex})")
    for x, y in targets:
        r = back_rect_point(x, y, w, h, opts)
        c.setStrokeColor(HexColor(base().colour("fail")))
        c.setLineWidth(0.5)
        c.line(r[0] - 14 * MM, r[1], r[0] + 14 * MM, r[1])
        c.line(r[0], r[1] - 14 * MM, r[0], r[1] + 14 * MM)
        c.circle(r[0], r[1], 2 * MM)
    c.showPage()
    c.save()
    return 2


def back_rect_point(x: float, y: float, w: float, h: float, opts: ImposeOptions) -> tuple[float, float]:
    from nrprint.layout.imposition import back_rect

    r = back_rect(Rect(x, y, 0.0, 0.0), w, h, opts.duplex, opts.back_offset_mm)
    return r.x, r.y


def _scales(c: Canvas, x: float, y: float, sx: int, sy: int, reach: int = 15) -> None:
    """Crossed ±15 mm scales centred on (x, y); labels are the offset value to enter."""
    c.saveState()
    c.setStrokeColor(HexColor("#000000"))
    c.setFillColor(HexColor("#000000"))
    c.setLineWidth(0.3)
    c.line(x - reach * MM, y, x + reach * MM, y)
    c.line(x, y - reach * MM, x, y + reach * MM)
    c.setFont(font_name("regular"), 6.5)
    for n in range(-reach, reach + 1):
        t = (3.0 if n % 5 == 0 else 1.6) * MM
        c.line(x + n * MM, y - t / 2, x + n * MM, y + t / 2)
        c.line(x - t / 2, y + n * MM, x + t / 2, y + n * MM)
        if n and n % 5 == 0:
            c.drawCentredString(x + n * MM, y - 4.4 * MM, f"{sx * n:+d}".replace("-", "−"))
            c.drawString(x + 2.2 * MM, y + n * MM - 2.2, f"{sy * n:+d}".replace("-", "−"))
    c.setFont(font_name("bold"), 8)
    c.drawString(x + (reach + 1) * MM, y - 2.8, "X")
    c.drawCentredString(x, y + (reach + 1.5) * MM, "Y")
    c.restoreState()


__all__ = [
    "CardCanvas",
    "CardFace",
    "DrawFn",
    "ImposeOptions",
    "ImposeResult",
    "calibration",
    "draw_ruler",
    "impose",
]
