"""SHEET003's word fitting beyond labels and reminders: the click track's caption, the
difficulty table, the subtitle and the footer; the shipped words fit, long ones do not."""

from __future__ import annotations

from dataclasses import replace

from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.textcheck import text_problems
from nrprint.setupsheets.words import sheet_words

from .conftest import CONTENT, with_item_height

LETTER = template.load(paper="letter")


def _words(name: str, lang: str = "de"):
    discover()
    project = Project(CONTENT)
    sheet = LETTER.sheets[name]
    return sheet_words(name, sheet, project.get("setup-sheets"), project.get("terms"), "android", lang)


def _page(name: str, n: int = 1):
    return layout_page(LETTER.sheets[name].pages[n - 1], LETTER)


def test_shipped_words_fit_the_tightest_paper():
    for name in ("corp", "automa-corp"):
        pages = LETTER.sheets[name].pages
        for n in range(1, len(pages) + 1):
            assert text_problems(_page(name, n), LETTER, _words(name), n, len(pages)) == []


def test_a_long_draw_caption_is_reported():
    words = _words("corp")
    long = replace(words, names={**words.names, "corp-clicks": "Pflichtziehen zu Beginn jedes Zuges"})
    assert text_problems(_page("corp"), LETTER, long, 1, 1) == [
        "corp-clicks: 'Pflichtziehen zu Beginn jedes Zuges' does not fit under its box even at 6.5 pt"
    ]


def test_a_long_table_cell_and_footer_are_reported():
    words = _words("automa-corp")
    table = [list(r) for r in words.table]
    table[2][2] = "sofort erzielt, sobald sie aufgedeckt wird, ohne dass die KI dafür Credits ausgibt, " * 2
    long = replace(words, table=table, join=words.join * 5)
    found = text_problems(_page("automa-corp"), LETTER, long, 1, 2)
    assert any(f.startswith("ai-difficulty: 'sofort erzielt, sobald") for f in found)
    assert any(f.startswith("the note 'Blatt 1 von 2") for f in found)
    assert len(found) == 2


def test_table_rows_too_low_for_air_are_reported():
    """At 23 mm (Letter before) the rules between the rows ran through the descenders."""
    low = with_item_height(LETTER, "automa-corp", 0, "table", 23)
    page = layout_page(low.sheets["automa-corp"].pages[0], low)
    found = text_problems(page, low, _words("automa-corp"), 1, 2)
    assert found == [
        "ai-difficulty: rows are 3.5 mm, under 3.7 mm (1.3 × 8 pt): the rules between them would touch the letters"
    ]
