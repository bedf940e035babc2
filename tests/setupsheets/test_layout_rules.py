"""The sheet's layout rules by the numbers: true-size outlines, margins, no overlap, labels fit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.render.fonts import measure
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import TopDownMmRect, layout_page
from nrprint.setupsheets.layout_rules import MIN_EDGE_MM, drawn, problems, style_problems, type_problems
from nrprint.setupsheets.template import Item, Page, Row
from nrprint.setupsheets.words import EDITIONS, sheet_words
from nrprint.units import pt_to_mm

from .conftest import CONTENT

TPL = template.load()
PAGES = [(name, n, page) for name, s in TPL.sheets.items() for n, page in enumerate(s.pages, 1)]


@pytest.mark.parametrize("name,n,page", PAGES, ids=[f"{p[0]}-{p[1]}" for p in PAGES])
def test_outlines_are_true_size_inside_margin_and_apart(name, n, page):
    lay = layout_page(page, TPL)
    assert lay.overflow == 0
    cards = [b for b in lay.boxes if b.item.kind == "card"]
    assert cards, "every sheet page shows at least one card outline"
    for b in cards:
        assert abs(b.rect.w - 63) <= 0.1 and abs(b.rect.h - 88) <= 0.1
    for b in lay.boxes:
        for r in (b.rect, b.label):
            assert r.x >= 5 - 1e-9 and r.y >= 5 - 1e-9
            assert r.right <= lay.width - 5 + 1e-9 and r.bottom <= lay.height - 5 + 1e-9
    rects = [r for b in lay.boxes for r in (b.rect, b.label)]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.overlaps(b)
    assert problems(lay, TPL) == []


def test_labels_fit_in_every_language_and_edition():
    discover()
    project = Project(CONTENT)
    content, terms = project.get("setup-sheets"), project.get("terms")
    for name, sheet in TPL.sheets.items():
        for lang in project.langs():
            for edition in EDITIONS:
                words = sheet_words(name, sheet, content, terms, edition, lang)
                for page in sheet.pages:
                    lay = layout_page(page, TPL)
                    for box in lay.boxes:
                        width_mm = pt_to_mm(measure(words.labels[box.item.zone], "bold", TPL.label_pt))
                        # set 0.5 mm in from each side of the band
                        assert width_mm <= box.label.w - 1, (name, lang, edition, box.item.zone)


def _page(*rows: list[Item]) -> Page:
    return Page(rows=[Row(items=list(r)) for r in rows])


def card(zone: str, **kw) -> Item:
    return Item(zone=zone, kind="card", **kw)


def test_four_portrait_cards_in_a_row_are_reported():
    lay = layout_page(_page([card("a"), card("b"), card("c"), card("d")]), TPL)
    found = problems(lay, TPL)
    assert any("overlaps" in f for f in found)


def test_a_page_too_tall_is_reported():
    lay = layout_page(_page([card("a")], [card("b")], [card("c")], [card("d")]), TPL)
    assert lay.overflow > 0
    assert any("taller than the page" in f for f in problems(lay, TPL))


def test_a_wrong_card_size_is_reported():
    bad = TPL.model_copy(update={"card": TPL.card.model_copy(update={"width_mm": 64.0})})
    lay = layout_page(_page([card("a"), card("b")]), bad)
    assert any("not 63 × 88" in f for f in problems(lay, TPL))


def test_crossing_the_margin_is_reported():
    wide = Item(zone="wide", kind="area", width_mm=205, height_mm=20)
    lay = layout_page(_page([wide]), TPL)
    assert any("printable margin" in f for f in problems(lay, TPL))


def test_a_long_label_is_reported():
    lay = layout_page(_page([card("a"), card("b")]), TPL)
    found = problems(lay, TPL, lambda s: len(s) * 3.0, {"a": "x" * 30, "b": "ok"})
    # the label is set 0.5 mm in from each side of its 63 mm band
    assert found == ["a: label '" + "x" * 30 + "' is wider than its 62.0 mm band"]


def test_landscape_card_is_88_by_63():
    lay = layout_page(_page([card("a", landscape=True)]), TPL)
    box = lay.boxes[0].rect
    assert (box.w, box.h) == (88, 63)
    assert problems(lay, TPL) == []


def test_a_reminder_too_long_for_its_band_is_reported():
    lay = layout_page(Page(rows=[Row(items=[card("a"), card("b")], band_mm=14.5)]), TPL)
    found = problems(
        lay,
        TPL,
        hint_fits=lambda text, r, size, floor: len(text) < 100,
        hints={"a": "short", "b": "long " * 40},
    )
    assert found == ["b: reminder does not fit the band above its outline even at 9 pt"]


LETTER = template.load(paper="letter")
BOTH = [
    (tpl.paper, name, n, page)
    for tpl in (TPL, LETTER)
    for name, s in tpl.sheets.items()
    for n, page in enumerate(s.pages, 1)
]


@pytest.mark.parametrize("paper,name,n,page", BOTH, ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in BOTH])
def test_reminders_sit_above_their_outlines_and_ink_stays_5_mm_in(paper, name, n, page):
    tpl = TPL if paper == "a4" else LETTER
    lay = layout_page(page, tpl)
    for box in lay.boxes:
        if box.item.kind in ("card", "area"):
            assert box.hint is not None and box.hint.bottom <= box.rect.y - tpl.hint_gap_mm + 1e-9
            assert box.hint.y >= box.label.y + tpl.label_line_mm - 1e-9
        if box.item.kind == "panel":
            assert box.hint is not None and box.hint.inside(box.rect)
    for _name, r in drawn(lay, tpl):
        assert min(r.x, r.y, lay.width - r.right, lay.height - r.bottom) >= MIN_EDGE_MM


def test_a_reminder_inside_an_outline_is_reported():
    """The old layout: the reminder under a 10 mm top band inside the card outline."""
    lay = layout_page(Page(rows=[Row(items=[card("a"), card("b")], band_mm=14.5)]), TPL)
    inside = replace(lay.boxes[0], hint=lay.boxes[0].rect.inset(5, 10))
    broken = replace(lay, boxes=(inside, lay.boxes[1]))
    found = problems(broken, TPL)
    assert found == [
        "a: reminder lies inside the outline of a (what is put there hides it): put it in the band above"
    ]
    assert problems(lay, TPL) == []


def test_a_panel_reminder_over_a_neighbouring_space_is_reported():
    panel = Item(zone="p", kind="panel", width_mm=60, height_mm=30)
    lay = layout_page(Page(rows=[Row(items=[panel, card("c")], band_mm=14.5)]), TPL)
    wide = replace(lay.boxes[0], hint=TopDownMmRect(lay.boxes[0].rect.x, lay.boxes[0].rect.y + 3, 150, 10))
    found = problems(replace(lay, boxes=(wide, lay.boxes[1])), TPL)
    assert any(f.startswith("p: reminder lies inside the outline of c") for f in found)


def test_a_row_with_no_band_for_its_reminder_is_reported():
    lay = layout_page(_page([card("a"), card("b")]), TPL)  # label_band_mm: the label only
    assert lay.boxes[0].hint is not None and lay.boxes[0].hint.h == 0
    found = problems(lay, TPL, hint_fits=lambda text, r, size, floor: True, hints={"a": "Your deck."})
    assert found == ["a: reminder does not fit the band above its outline even at 9 pt"]


@pytest.mark.parametrize("margin,closest", [(5.0, 4.86), (3.0, 2.86)])
def test_ink_closer_than_5_mm_to_the_edge_is_reported(margin, closest):
    """A 5 mm margin is not enough: half the 0.8 pt outline stroke lies outside it."""
    thin = TPL.model_copy(update={"margin_mm": margin})
    lay = layout_page(_page([card("a"), card("b"), card("c")]), thin)
    found = [f for f in problems(lay, thin) if "edge of the paper" in f]
    assert f"a: drawn {closest:.2f} mm from the left edge of the paper" in "\n".join(found)
    assert any(f.startswith("c: drawn") and "right edge" in f for f in found)
    assert not [f for f in problems(layout_page(_page([card("a")]), TPL), TPL) if "edge" in f]


def test_type_under_the_floor_is_reported():
    assert type_problems(TPL) == [] and type_problems(LETTER) == []
    small = TPL.model_copy(update={"min_hint_pt": 5.5, "type": TPL.type.model_copy(update={"footer": 6.0})})
    assert type_problems(small) == [
        "min_hint_pt is 5.5 pt, under the 6.5 pt floor for words a player reads",
        "type.footer is 6 pt, under the 6.5 pt floor for words a player reads",
    ]


def test_outline_styles_that_differ_between_papers_are_reported():
    assert style_problems(TPL, LETTER) == []
    solid = LETTER.outlines.area.model_copy(update={"dash": None, "radius_mm": 2.0})
    other = LETTER.model_copy(update={"outlines": LETTER.outlines.model_copy(update={"area": solid})})
    assert style_problems(TPL, other) == [
        "'area' outlines differ: a4 0.8 pt, radius 3 mm, dash 3/2, accent, letter 0.8 pt, radius 2 mm, solid, accent"
    ]


def test_rows_crammed_together_are_reported():
    """Two card rows on a page only as tall as both: 0 mm between the first outline and the
    second label band, though nothing overlaps."""
    rows = _page([card("a")], [card("b")])
    short = TPL.model_copy(
        update={"title_band_mm": 297 - 2 * TPL.margin_mm - TPL.footer_band_mm - 2 * (88 + 6)}
    )
    found = problems(layout_page(rows, short), short)
    assert found == ["b label is 0.0 mm below a (at least 2)"]
    assert problems(layout_page(rows, TPL), TPL) == []
