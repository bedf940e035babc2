"""Rules on a laid-out sheet's positions, as findings (pure arithmetic).

``problems`` runs ``RULES`` in this order, one small function a rule:
- ``_rows_fit``: the rows fit the page;
- ``_outlines_true_size``: every card outline is the card size (63 × 88 mm, or
  turned) within 0.1 mm, and no outline or box is left without room;
- ``_inside_printable_area``: every outline, box and band lies inside the printable
  area (page less the margin) and outside the title and footer bands;
- ``_clear_of_paper_edges``: everything drawn (outlines with half their stroke, bands,
  title, footer) stays at least ``MIN_EDGE_MM`` from every paper edge, whatever margin
  the template sets;
- ``_no_overlaps``: no two outlines/boxes/bands overlap;
- ``_row_gaps``: a row's band starts at least ``ROW_GAP_MM`` below the outlines above
  it (so a label reads as the next row's, not this one's);
- ``_reminders_outside_spaces``: no reminder lies inside a space (a card outline, an
  area, a click track): a deck, a pile or tokens put there would hide it; reminders go
  in the band above;
- ``_labels_fit``: every label fits its band, given a width function for the label font;
- ``_reminders_fit``: every reminder fits where it goes: a caption (card, area,
  write-in square) at its size, a panel's words at or above the template's smallest
  hint size, given a fitting function (text, box, size, floor) → fits.

``type_problems`` checks the template's point sizes against the type floor, and
``style_problems`` that two templates draw each kind of outline alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

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


LabelWidth = Callable[[str], float]  # a label's width in mm, in the label font
HintFits = Callable[[str, TopDownMmRect, float, float], bool]  # (text, box, size, floor) -> fits


@dataclass(frozen=True, slots=True)
class _Sheet:
    """A laid-out page and what the rules may measure it with."""

    page: PageLayout
    tpl: SheetsTemplate
    label_width: LabelWidth | None = None
    labels: dict[str, str] | None = None
    hint_fits: HintFits | None = None
    hints: dict[str, str] | None = None


def problems(
    page: PageLayout,
    tpl: SheetsTemplate,
    label_width: LabelWidth | None = None,
    labels: dict[str, str] | None = None,
    hint_fits: HintFits | None = None,
    hints: dict[str, str] | None = None,
) -> list[str]:
    """What breaks the rules of the module docstring, rule by rule (``RULES``, in order)."""
    sheet = _Sheet(page, tpl, label_width, labels, hint_fits, hints)
    return [msg for rule in RULES for msg in rule(sheet)]


def _placed(page: PageLayout) -> list[tuple[str, TopDownMmRect]]:
    """Every outline or box and the band above it, by name."""
    return [
        pair
        for box in page.boxes
        for pair in ((box.item.zone, box.rect), (f"{box.item.zone} label", box.label))
    ]


def _rows_fit(s: _Sheet) -> Iterator[str]:
    if s.page.overflow > 0:
        yield f"rows are {s.page.overflow:.1f} mm taller than the page"


def _outlines_true_size(s: _Sheet) -> Iterator[str]:
    card = s.tpl.card
    for box in s.page.boxes:
        z, r = box.item.zone, box.rect
        if box.item.kind == "card":
            w, h = (card.height_mm, card.width_mm) if box.item.landscape else (card.width_mm, card.height_mm)
            if abs(r.w - w) > TOLERANCE or abs(r.h - h) > TOLERANCE:
                yield f"{z}: outline is {r.w:.2f} × {r.h:.2f} mm, not {w:g} × {h:g}"
        if r.w <= 0 or r.h <= 0:
            yield f"{z}: no room left ({r.w:.1f} × {r.h:.1f} mm)"


def _inside_printable_area(s: _Sheet) -> Iterator[str]:
    page = s.page
    for name, r in _placed(page):
        if not r.inside(page.printable):
            yield f"{name}: crosses the {s.tpl.margin_mm:g} mm printable margin"
        for band, band_name in ((page.title, "title"), (page.footer, "footer")):
            if r.overlaps(band):
                yield f"{name}: overlaps the {band_name} band"


def _clear_of_paper_edges(s: _Sheet) -> Iterator[str]:
    for name, r in drawn(s.page, s.tpl):
        for edge, d in _edges(r, s.page.width, s.page.height):
            if d < MIN_EDGE_MM - 1e-6:
                yield (
                    f"{name}: drawn {d:.2f} mm from the {edge} edge of the paper"
                    f" (at least {MIN_EDGE_MM:g} mm: printers leave the edge blank)"
                )


def _no_overlaps(s: _Sheet) -> Iterator[str]:
    rects = _placed(s.page)
    for i, (a_name, a) in enumerate(rects):
        for b_name, b in rects[i + 1 :]:
            if a.overlaps(b):
                yield f"{a_name} overlaps {b_name}"


def _row_gaps(s: _Sheet) -> Iterator[str]:
    for a in s.page.boxes:
        for b in s.page.boxes:
            apart = b.label.y - a.rect.bottom
            side = a.rect.x < b.label.right and b.label.x < a.rect.right
            if side and -1e-6 <= apart < ROW_GAP_MM - 1e-6:
                yield f"{b.item.zone} label is {apart:.1f} mm below {a.item.zone} (at least {ROW_GAP_MM:g})"


def _reminders_outside_spaces(s: _Sheet) -> Iterator[str]:
    spaces = [b for b in s.page.boxes if is_space(b)]
    for box in s.page.boxes:
        if box.hint is None or box.hint.h <= 0:
            continue
        for space in spaces:
            if box.hint.overlaps(space.rect):
                yield (
                    f"{box.item.zone}: reminder lies inside the outline of {space.item.zone}"
                    " (what is put there hides it): put it in the band above"
                )


def _labels_fit(s: _Sheet) -> Iterator[str]:
    if s.label_width is None or s.labels is None:
        return
    for box in s.page.boxes:
        text = s.labels.get(box.item.zone, "")
        if s.label_width(text) > box.label.w - 1 + 1e-6:
            yield f"{box.item.zone}: label '{text}' is wider than its {box.label.w - 1:.1f} mm band"


def _reminders_fit(s: _Sheet) -> Iterator[str]:
    if s.hint_fits is None or s.hints is None:
        return
    for box in s.page.boxes:
        text, where = s.hints.get(box.item.zone, ""), box.hint
        if not text or where is None:
            continue
        size = box.item.text_pt or s.tpl.hint_pt
        floor = s.tpl.min_hint_pt if box.item.kind == "panel" else size  # captions never shrink
        if where.h <= 0 or not s.hint_fits(text, where, size, floor):
            place = {"panel": "its box", "write": "beside its square"}.get(
                box.item.kind, "the band above its outline"
            )
            yield f"{box.item.zone}: reminder does not fit {place} even at {floor:g} pt"


# The module docstring's bullets; the findings come out in this order.
RULES: tuple[Callable[[_Sheet], Iterator[str]], ...] = (
    _rows_fit,
    _outlines_true_size,
    _inside_printable_area,
    _clear_of_paper_edges,
    _no_overlaps,
    _row_gaps,
    _reminders_outside_spaces,
    _labels_fit,
    _reminders_fit,
)


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
