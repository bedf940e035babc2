"""Geometry rules for a laid-out sheet, as findings (pure arithmetic).

- every card outline is the card size (63 × 88 mm, or turned) within 0.1 mm;
- every outline, box and label band lies inside the printable area (page less the
  margin) and outside the title and footer bands;
- no two outlines/boxes/label bands overlap;
- every label fits its band, given a width function for the label font;
- every reminder fits its box at or above the template's smallest hint size, given
  a fitting function (text, box, size) → fits.
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.setupsheets.layout import PageLayout, Rect, hint_rect
from nrprint.setupsheets.template import SheetsTemplate

TOLERANCE = 0.1


def problems(
    page: PageLayout,
    tpl: SheetsTemplate,
    label_width: Callable[[str], float] | None = None,
    labels: dict[str, str] | None = None,
    hint_fits: Callable[[str, Rect, float], bool] | None = None,
    hints: dict[str, str] | None = None,
) -> list[str]:
    out: list[str] = []
    if page.overflow > 0:
        out.append(f"rows are {page.overflow:.1f} mm taller than the page")
    rects: list[tuple[str, Rect]] = []
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
    for i, (a_name, a) in enumerate(rects):
        for b_name, b in rects[i + 1 :]:
            if a.overlaps(b):
                out.append(f"{a_name} overlaps {b_name}")
    if label_width is not None and labels is not None:
        for box in page.boxes:
            text = labels.get(box.item.zone, "")
            if label_width(text) > box.label.w + 1e-6:
                out.append(f"{box.item.zone}: label '{text}' is wider than its {box.label.w:.1f} mm band")
    if hint_fits is not None and hints is not None:
        for box in page.boxes:
            text, where = hints.get(box.item.zone, ""), hint_rect(box)
            if text and where is not None and not hint_fits(text, where, box.item.text_pt or tpl.hint_pt):
                out.append(f"{box.item.zone}: reminder does not fit its box even at {tpl.min_hint_pt:g} pt")
    return out
