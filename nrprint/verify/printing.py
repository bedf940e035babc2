"""Print checks read back from the built PDFs: type floor, printable margin, crop marks.

VER009 (error): text printed under 6.5 pt (the ``Tf`` size times the text matrix and
        CTM scale, forms included): nothing a player must read is smaller.
VER010 (error): a sheet's own ink (text, and the lines stroked on the page outside the
        cards: crop marks, rulers, rules) within 5 mm of the paper edge, where most
        printers cannot print; on a card sheet of a paper ``paper_edge_mm`` names
        (Letter: 6.35 mm, a quarter inch), the cards too (their clips, bleed included)
        and every mark keep that far. Pages with a TrimBox (one card a page, meant to
        be trimmed by a print shop) are exempt.
VER011 (error): on a card sheet, a crop mark that continues no card on the page (a
        mark for an empty slot). A crop mark is a short straight line stroked on the
        page outside the cards; it must lie along an edge line of a card that is there.
"""

from __future__ import annotations

from pathlib import Path

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.units import PT_PER_MM, pt_to_mm
from nrprint.verify.ink import PageInk, page_ink, reader_cache

MARK_MAX = 8 * PT_PER_MM  # longer strokes are rules or rulers, not crop marks
TOL = 0.05 * PT_PER_MM


def _edge_mm(page_w: float | None = None, page_h: float | None = None, cards: bool = False) -> float:
    """The edge distance: ``edge_mm``, or on a card sheet its paper's ``paper_edge_mm``."""
    from nrprint.layout.imposition import edge_for, paper_of, sheets

    if cards and page_w is not None and page_h is not None and (paper := paper_of(page_w, page_h)):
        return edge_for(paper)
    return sheets().edge_mm


def _where(x: float, y: float, page_h: float) -> str:
    return f"{pt_to_mm(x):.1f} mm from the left, {pt_to_mm(page_h - y):.1f} mm from the top"


def print_checks(reader: object, shown: str) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    cache = reader_cache(reader)
    for number, page in enumerate(reader.pages, 1):  # type: ignore[attr-defined]
        at = Pos(shown, number, 1)
        ink = page_ink(page, reader, cache)
        box = page.mediabox
        x0, y0, x1, y1 = float(box.left), float(box.bottom), float(box.right), float(box.top)
        out.extend(_type_floor(at, ink, y1))
        if "/TrimBox" not in page:
            mm = _edge_mm(x1 - x0, y1 - y0, bool(_card_clips(ink)))
            out.extend(
                _edges(
                    at,
                    ink,
                    (x0 + mm * PT_PER_MM, y0 + mm * PT_PER_MM, x1 - mm * PT_PER_MM, y1 - mm * PT_PER_MM),
                    y1,
                    mm,
                )
            )
            out.extend(_marks(at, ink, y1))
    return out


def _type_floor(at: Pos, ink: PageInk, page_h: float) -> list[Diagnostic]:
    small = [t for t in ink.texts if t.size < TYPE_FLOOR_PT - 0.01 and t.text.strip()]
    if not small:
        return []
    t = min(small, key=lambda t: t.size)
    sizes = ", ".join(f"{s:g}" for s in sorted({round(t.size, 1) for t in small}))
    return [
        at.error(
            "VER009",
            f"{len(small)} text run(s) under {TYPE_FLOOR_PT:g} pt (sizes {sizes} pt); "
            f"smallest at {_where(*t.origin, page_h)}",
        )
    ]


def _edges(
    at: Pos, ink: PageInk, safe: tuple[float, float, float, float], page_h: float, edge: float
) -> list[Diagnostic]:
    lo_x, lo_y, hi_x, hi_y = safe

    def out_of(p: tuple[float, float]) -> bool:
        return not (lo_x - TOL <= p[0] <= hi_x + TOL and lo_y - TOL <= p[1] <= hi_y + TOL)

    found = []
    for t in ink.texts:
        if t.text.strip() and any(out_of(p) for p in (t.origin, t.end, t.top)):
            found.append(("text", next(p for p in (t.origin, t.end, t.top) if out_of(p))))
    for x1, y1, x2, y2 in ink.strokes:
        bad = [p for p in ((x1, y1), (x2, y2)) if out_of(p)]
        if bad:
            found.append(("line", bad[0]))
    if edge > _edge_mm():  # a paper whose cards keep clear too
        for cx0, cy0, cx1, cy1 in _card_clips(ink):
            bad = [p for p in ((cx0, cy0), (cx1, cy1)) if out_of(p)]
            if bad:
                found.append(("card", bad[0]))
    if not found:
        return []
    kind, p = found[0]
    return [
        at.error(
            "VER010",
            f"{len(found)} mark(s) or text within {edge:g} mm of the paper edge "
            f"(first: {kind} at {_where(*p, page_h)})",
        )
    ]


def _card_clips(ink: PageInk) -> list[tuple[float, float, float, float]]:
    """Clip rectangles the size of a poker card with up to 8 mm bleed: the cards."""
    return [
        c
        for c in ink.clips
        if 63 * PT_PER_MM - TOL <= c[2] - c[0] <= 79 * PT_PER_MM
        and 88 * PT_PER_MM - TOL <= c[3] - c[1] <= 104 * PT_PER_MM
    ]


def _marks(at: Pos, ink: PageInk, page_h: float) -> list[Diagnostic]:
    cards = _card_clips(ink)
    if not cards:
        return []
    orphans = []
    for x1, y1, x2, y2 in ink.strokes:
        vertical, horizontal = abs(x1 - x2) < TOL, abs(y1 - y2) < TOL
        if not (vertical or horizontal) or abs(x2 - x1) + abs(y2 - y1) > MARK_MAX:
            continue
        if any(_inside((x1, y1, x2, y2), c) for c in cards):
            continue  # drawn over a card, not a mark
        if vertical:
            along = any(c[0] - TOL <= x1 <= c[2] + TOL for c in cards)
        else:
            along = any(c[1] - TOL <= y1 <= c[3] + TOL for c in cards)
        if not along:
            orphans.append((x1, y1))
    if not orphans:
        return []
    return [
        at.error(
            "VER011",
            f"{len(orphans)} crop mark(s) for card slots that are empty on this sheet "
            f"(first at {_where(*orphans[0], page_h)})",
        )
    ]


def _inside(seg: tuple[float, float, float, float], c: tuple[float, float, float, float]) -> bool:
    x1, y1, x2, y2 = seg
    return all(c[0] - TOL <= x <= c[2] + TOL for x in (x1, x2)) and all(
        c[1] - TOL <= y <= c[3] + TOL for y in (y1, y2)
    )


def check_file(path: Path, shown: str) -> list[Diagnostic]:
    """The print checks of one PDF on its own (tests, and ``verify`` via ``verify_pdf``)."""
    from pypdf import PdfReader

    return print_checks(PdfReader(path), shown)
