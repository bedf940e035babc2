"""Do a sheet's words fit where the layout sets them? (font metrics; no drawing)

Labels fit their band's first line at ``label_pt``; reminders, the difficulty table
and the footer fit at their size or shrunk no lower than the type floor
(``min_hint_pt``), exactly as ``draw`` will set them.
"""

from __future__ import annotations

from nrprint.layout.textflow import fit
from nrprint.render.fonts import measure
from nrprint.setupsheets.draw import SheetWords, note_height, page_note
from nrprint.setupsheets.layout import (
    TABLE_INSET_MM,
    PageLayout,
    TopDownMmRect,
    furniture,
    table_cells,
    track_slots,
)
from nrprint.setupsheets.layout_rules import problems
from nrprint.setupsheets.template import SheetsTemplate
from nrprint.units import PT_PER_MM, pt_to_mm

# A table row is at least this many times its type size tall: at 1.0 the rules between
# rows run through the descenders.
ROW_AIR = 1.3


def fits(text: str, r: TopDownMmRect, size: float, floor: float, style: str = "regular") -> bool:
    if r.w <= 0 or r.h <= 0:
        return not text
    return fit(
        text, r.w * PT_PER_MM, r.h * PT_PER_MM, size, size * 1.2, measure, min_size=floor, style=style
    ).fits


def text_problems(page: PageLayout, tpl: SheetsTemplate, words: SheetWords, n: int, m: int) -> list[str]:
    """Every finding of ``problems`` with the words, then the table and the furniture."""
    floor = tpl.min_hint_pt
    out = problems(
        page,
        tpl,
        lambda s: pt_to_mm(measure(s, "bold", tpl.label_pt)),
        words.labels,
        lambda text, r, size, least: fits(text, r, size, least),
        words.hints,
    )
    ty, at = tpl.type, furniture(page)
    for key, text, size, style in (
        ("subtitle", words.subtitle, ty.subtitle, "regular"),
        ("scale", words.scale, ty.footer, "regular"),
        ("note", page_note(words, n, m), ty.footer, "italic"),
    ):
        if not fits(text, at[key], size, floor, style):
            out.append(f"the {key} '{text}' does not fit its {at[key].w:.0f} mm even at {floor:g} pt")
    for box in (b for b in page.boxes if b.item.kind == "track" and b.item.draw):
        _square, caption = track_slots(box)[0]
        name = words.names.get(box.item.zone, "")
        if not fits(name, caption, ty.track, floor, "italic"):
            out.append(f"{box.item.zone}: '{name}' does not fit under its box even at {floor:g} pt")
    for box in (b for b in page.boxes if b.item.kind == "table"):
        note_h = note_height(words.table_note, box.rect.w - 2 * TABLE_INSET_MM, ty.table_note, floor)
        cells, _note = table_cells(box.rect, len(words.table), note_h)
        if cells and cells[0][0].h * PT_PER_MM < ty.table * ROW_AIR - 1e-6:
            least = pt_to_mm(ty.table * ROW_AIR)
            out.append(
                f"{box.item.zone}: rows are {cells[0][0].h:.1f} mm, under {least:.1f} mm"
                f" ({ROW_AIR:g} × {ty.table:g} pt): the rules between them would touch the letters"
            )
        for r, (row, texts) in enumerate(zip(cells, words.table, strict=True)):
            for c, (cell, text) in enumerate(zip(row, texts, strict=True)):
                if not fits(text, cell, ty.table, floor, "bold" if r == 0 or c == 0 else "regular"):
                    out.append(f"{box.item.zone}: '{text}' does not fit its cell even at {floor:g} pt")
    return out
