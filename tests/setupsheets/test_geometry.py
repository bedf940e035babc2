"""Sheet geometry by the numbers: true-size outlines, margins, no overlap, labels fit."""

from __future__ import annotations

import pytest

from nrprint.project import Project, discover
from nrprint.render.fonts import measure
from nrprint.setupsheets import template
from nrprint.setupsheets.geometry import problems
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.template import Item, Page, Row
from nrprint.setupsheets.words import EDITIONS, sheet_words
from nrprint.templates import MM

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
                        width_mm = measure(words.labels[box.item.zone], "bold", TPL.label_pt) / MM
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
        lay, TPL, hint_fits=lambda text, r, size: len(text) < 100, hints={"a": "short", "b": "long " * 40}
    )
    assert found == ["b: reminder does not fit the band above its outline even at 6.5 pt"]
