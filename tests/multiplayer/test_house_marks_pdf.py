"""The Big Sell-Out PDFs read back for their marks and colours: the house-rule mark never
sits against a numeral (it read as a digit: "1🏠 bit"), the house-rule table does not
repeat it on every row, and every card band names whose rules it holds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest

from nrprint.model.project import Project
from tests.conftest import CONTENT
from tests.multiplayer.conftest import build_mp

LANGS = ("en", "fr", "de")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("mpmarks")
    shutil.copytree(CONTENT / "multiplayer", root / "content" / "multiplayer")
    shutil.copy(CONTENT / "languages.yaml", root / "content" / "languages.yaml")
    return build_mp(root)


def marks_and_left_neighbours(pdf: Path) -> list[tuple[int, str]]:
    """(page, the character just left of it) for every in-line mark (a small form) that
    has text touching its left side."""
    doc = pdfium.PdfDocument(pdf)
    out = []
    try:
        for n in range(len(doc)):
            page = doc[n]
            text = page.get_textpage()
            boxes = [(text.get_text_range(i, 1), text.get_charbox(i)) for i in range(text.count_chars())]
            for obj in page.get_objects(max_depth=1):
                if obj.type != pdfium_c.FPDF_PAGEOBJ_FORM:
                    continue
                left, bottom, right, top = obj.get_bounds()
                if right - left > 15 or top - bottom > 15:
                    continue  # not an in-line mark
                for ch, (_cl, cb, cr, ct) in boxes:
                    if ch.strip() and left - 1.2 <= cr <= left + 0.5 and cb < top and ct > bottom:
                        out.append((n, ch))
    finally:
        doc.close()
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["big-sell-out-cards.pdf", "big-sell-out-overview.pdf"])
def test_no_house_mark_against_a_numeral(built, lang, name):
    found = marks_and_left_neighbours(built / lang / name)
    assert found, "no mark read back: the test would prove nothing"
    assert not [ch for _n, ch in found if ch.isdigit()], found


@pytest.mark.parametrize("lang", LANGS)
def test_house_rule_table_rows_carry_no_mark(lang):
    from nrprint.multiplayer.house_table import house_rows

    project = Project(CONTENT)
    rows = house_rows(project.get("multiplayer"), project.get("multiplayer-houserules"), lang)
    assert rows and not [r for r in rows if "{houserule}" in r.amount]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_band_names_whose_rules(built, lang):
    """The colour key on the cards: each card's kicker begins with its side's name
    (Sponsor blue, Agent rust, Team green); the overview prints the key in words."""
    rules = Project(CONTENT).get("multiplayer")
    cards = " ".join(
        " ".join(p.get_textpage().get_text_range().split())
        for p in pdfium.PdfDocument(built / lang / "big-sell-out-cards.pdf")
    )
    for card in rules.cards:
        role = rules.labels[card.side].get(lang).upper()
        assert role in cards
        kicker = card.kicker.get(lang).upper()
        if kicker != role:
            assert f"{role} · {kicker}" in cards, (card.id, role, kicker)
    overview = " ".join(
        " ".join(p.get_textpage().get_text_range().split())
        for p in pdfium.PdfDocument(built / lang / "big-sell-out-overview.pdf")
    )
    assert " ".join(rules.labels["colour_key"].get(lang).split())[:40] in overview
