"""Rules on a laid-out sheet's positions, as findings (pure arithmetic).

- every card outline is the card size (63 × 88 mm, or turned) within 0.1 mm;
- every outline, box and band lies inside the printable area (page less the margin)
  and outside the title and footer bands;
- everything drawn (outlines with half their stroke, bands, title, footer) stays at
  least ``MIN_EDGE_MM`` from every paper edge, whatever margin the template sets;
- no two outlines/boxes/bands overlap, and a row's band starts at least ``ROW_GAP_MM``
  below the outlines above it (so a label reads as the next row's, not this one's);
- no reminder lies inside a space (a card outline, an area, a click track): a deck,
  a pile or tokens put there would hide it; reminders go in the band above;
- every label fits its band, given a width function for the label font;
- every reminder fits where it goes: a caption (card, area, write-in square) at its
  size, a panel's words at or above the template's smallest hint size, given a fitting
  function (text, box, size, floor) → fits.

``type_problems`` checks the template's point sizes against the type floor, and
``style_problems`` that two templates draw each kind of outline alike.
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.setupsheets.layout import PageLayout, TopDownMmRect, is_space
from nrprint.setupsheets.template import Outline, SheetsTemplate
from nrprint.units import MM_PER_PT

TOLERANCE = 0.1
MIN_EDGE_MM = 6.35  # a quarter inch: many home printers leave 5 to 6.35 mm unprinted at the edges
ROW_GAP_MM = 2.0  # least space between an outline and the label band of the row below


def _edges(r: TopDownMmRect, width: float, height: float) -> list[tuple[str, float]]:
    return [("left", r.x), ("top", r.y), ("right", width - r.right), ("bottom", height - r.bottom)]


def drawn(page: PageLayout, tpl: SheetsTemplate) -> list[tuple[str, TopDownMmRect]]:
    """Everything the page draws, as (name, extent): outlines grown by half their stroke."""
    out = [("title", page.title), ("footer", page.footer)]
    for box in page.boxes:
        half = tpl.outlines.of(box.item.kind).stroke_pt * MM_PER_PT / 2
        out += [(box.item.zone, box.rect.grown(half)), (f"{box.item.zone} label", box.label)]
        if box.hint is not None and box.hint.h > 0:
            out.append((f"{box.item.zone} reminder", box.hint))
    return out


def problems(
    page: PageLayout,
    tpl: SheetsTemplate,
    label_width: Callable[[str], float] | None = None,
    labels: dict[str, str] | None = None,
    hint_fits: Callable[[str, TopDownMmRect, float, float], bool] | None = None,
    hints: dict[str, str] | None = None,
) -> list[str]:
    out: list[str] = []
    if page.overflow > 0:
        out.append(f"rows are {page.overflow:.1f} mm taller than the page")
    rects: list[tuple[str, TopDownMmRect]] = []
    for box in page.boxes:
        z = box.item.zone
        if box.item.kind == "card":
            w, h = (
                (tpl.card.height_mm, tpl.card.width_mm)
                if box.item.landscape
                else (tpl.card.width_mm, tpl.card.height_mm)
            )
            if abs(box.rect.w - w) > TOLERANCE or abs(box.rect.h - h) > TOLERANCE:
                out.append(f"{z}: outline is {box.rect.w:.2f} × {box.rect.h:.2f} mm, not {w:g} × {h:g}")
        if box.rect.w <= 0 or box.rect.h <= 0:
            out.append(f"{z}: no room left ({box.rect.w:.1f} × {box.rect.h:.1f} mm)")
        rects += [(z, box.rect), (f"{z} label", box.label)]
    for name, r in rects:
        if not r.inside(page.printable):
            out.append(f"{name}: crosses the {tpl.margin_mm:g} mm printable margin")
        for band, band_name in ((page.title, "title"), (page.footer, "footer")):
            if r.overlaps(band):
                out.append(f"{name}: overlaps the {band_name} band")
    for name, r in drawn(page, tpl):
        for edge, d in _edges(r, page.width, page.height):
            if d < MIN_EDGE_MM - 1e-6:
                out.append(
                    f"{name}: drawn {d:.2f} mm from the {edge} edge of the paper"
                    f" (at least {MIN_EDGE_MM:g} mm: printers leave the edge blank)"
                )
    for i, (a_name, a) in enumerate(rects):
        for b_name, b in rects[i + 1 :]:
            if a.overlaps(b):
                out.append(f"{a_name} overlaps {b_name}")
    for a in page.boxes:
        for b in page.boxes:
            apart = b.label.y - a.rect.bottom
            side = a.rect.x < b.label.right and b.label.x < a.rect.right
            if side and -1e-6 <= apart < ROW_GAP_MM - 1e-6:
                out.append(
                    f"{b.item.zone} label is {apart:.1f} mm below {a.item.zone} (at least {ROW_GAP_MM:g})"
                )
    for box in page.boxes:
        if box.hint is None or box.hint.h <= 0:
            continue
        for space in (b for b in page.boxes if is_space(b)):
            if box.hint.overlaps(space.rect):
                out.append(
                    f"{box.item.zone}: reminder lies inside the outline of {space.item.zone}"
                    " (what is put there hides it): put it in the band above"
                )
    if label_width is not None and labels is not None:
        for box in page.boxes:
            text = labels.get(box.item.zone, "")
            if label_width(text) > box.label.w - 1 + 1e-6:
                out.append(f"{box.item.zone}: label '{text}' is wider than its {box.label.w - 1:.1f} mm band")
    if hint_fits is not None and hints is not None:
        for box in page.boxes:
            text, where = hints.get(box.item.zone, ""), box.hint
            if not text or where is None:
                continue
            size = box.item.text_pt or tpl.hint_pt
            floor = tpl.min_hint_pt if box.item.kind == "panel" else size  # captions never shrink
            if where.h <= 0 or not hint_fits(text, where, size, floor):
                place = {"panel": "its box", "write": "beside its square"}.get(
                    box.item.kind, "the band above its outline"
                )
                out.append(f"{box.item.zone}: reminder does not fit {place} even at {floor:g} pt")
    return out


def type_problems(tpl: SheetsTemplate) -> list[str]:
    """Every point size the template sets for words a player reads is ≥ the type floor."""
    sizes = {"label_pt": tpl.label_pt, "hint_pt": tpl.hint_pt, "min_hint_pt": tpl.min_hint_pt}
    sizes |= {f"type.{k}": v for k, v in tpl.type.model_dump().items()}
    for name, sheet in tpl.sheets.items():
        for page in sheet.pages:
            for row in page.rows:
                for item in row.items:
                    if item.text_pt is not None:
                        sizes[f"{name}: {item.zone} text_pt"] = item.text_pt
    return [
        f"{key} is {value:g} pt, under the {TYPE_FLOOR_PT:g} pt floor for words a player reads"
        for key, value in sizes.items()
        if value < TYPE_FLOOR_PT - 1e-9
    ]


def style_problems(a: SheetsTemplate, b: SheetsTemplate) -> list[str]:
    """Each kind of outline is drawn the same on both papers (stroke, radius, dash, colour)."""
    out = []
    for kind in type(a.outlines).model_fields:
        sa, sb = a.outlines.of(kind), b.outlines.of(kind)
        if sa != sb:
            out.append(f"'{kind}' outlines differ: {a.paper} {_style(sa)}, {b.paper} {_style(sb)}")
    return out


def _style(s: Outline) -> str:
    dash = "solid" if s.dash is None else f"dash {s.dash[0]:g}/{s.dash[1]:g}"
    return f"{s.stroke_pt:g} pt, radius {s.radius_mm:g} mm, {dash}, {s.stroke}"
