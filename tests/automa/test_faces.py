"""Card faces as a player reads them: type floor, icon size, glued short codes,
thresholds beside condition icons, behaviour rows, and AUT019 on laid-out lines."""

from __future__ import annotations

import pytest

from nrprint.automa.compose import COND_NUMBER, Words, faces, fit_piece, pieces
from nrprint.automa.geometry import template
from nrprint.checks.automa_orphan_codes import orphan_lines
from nrprint.layout.textflow import ICON_MIN_PT, icon_side, icon_width, is_short_code, layout
from nrprint.templates import MM


def mono(text: str, style: str, size: float) -> float:
    return len(text) * size * 0.5  # a fake monospace font: 0.5 em per character


@pytest.mark.parametrize("code", ["-R", "+A", "+REMOTE", "-H", "<6", "<4:", "+R\u00a0:", "(+A)"])
def test_short_codes_are_recognised(code):
    assert is_short_code(code)


@pytest.mark.parametrize("word", ["Remote", "-", "a-b", "+remote", "R&D", "1."])
def test_ordinary_words_are_not_short_codes(word):
    assert not is_short_code(word)


@pytest.mark.parametrize("width", range(80, 200, 5))
def test_a_short_code_never_starts_a_line(width):
    # Widths at which "resource +REMOTE" fits on a line; among them the greedy wrap
    # would break right before "+REMOTE", "-H" or "+A" if they were free words. (A
    # frame narrower than the glued pair splits it: AUT019 reports that card.)
    block = layout("Install the resource +REMOTE now, then -H and +A as listed", width, 10, 12, mono)
    for line in block.lines:
        first = line.items[0].piece.text.split(" ")[0]
        assert not is_short_code(first), [[i.piece.text for i in ln.items] for ln in block.lines]
    assert orphan_lines(block) == []


def test_an_icon_keeps_to_its_amount():
    # "1" at a line's end would leave the credit alone on the next line.
    for width in range(30, 90, 5):
        block = layout("Each click left: gain 1 {credit}.", width, 10, 12, mono)
        for line in block.lines:
            assert line.items[0].piece.icon is None or line.items[0].piece.text


def test_orphan_lines_finds_a_code_alone():
    block = layout("Advance the card:\n+A", 200, 10, 12, mono)
    assert orphan_lines(block) == ["+A"]


def test_icons_are_at_least_3_mm_whatever_the_type_size():
    assert ICON_MIN_PT == pytest.approx(3 * MM)
    for size in (6.5, 7, 7.5, 9):
        assert icon_side(size) >= 3 * MM - 1e-9
        assert icon_width(size) > icon_side(size)
    assert icon_side(12) == pytest.approx(12 * 0.95)  # large text: icons scale with it


def test_no_card_style_under_the_floor():
    t = template()
    assert t.min_size >= 6.5
    assert all(st.size >= 6.5 for st in t.styles.values())


def test_condition_thresholds_print_as_text_beside_the_icon(shipped):
    from nrprint.render.fonts import measure

    deck = next(d for d in shipped.get("automa-decks").decks if d.kind == "runner")
    words = Words(shipped.get("automa-glossary"), "en")
    seen = set()
    for card in deck.cards:
        for piece in pieces(deck, card, words)[1]:
            for cond, number in COND_NUMBER.items():
                if f"{{cond-{cond.split('-')[-1]}}}" in piece.text or number in piece.text:
                    seen.add(number)
            block = fit_piece(piece, measure)
            assert block.size >= 6.5
    assert seen == set(COND_NUMBER.values())


def test_behaviour_sides_fill_the_card_at_one_size(shipped):
    """One numbered row per action, set at the style size in every language (no card
    shrinks, so the deck looks the same across cards and languages)."""
    from nrprint.render.fonts import measure

    deck = next(d for d in shipped.get("automa-decks").decks if d.kind == "behaviour")
    size = template().styles["side"].size
    for lang in ("en", "fr", "de"):
        words = Words(shipped.get("automa-glossary"), lang)
        for card in deck.cards:
            for side in faces(deck):
                boxes, found = pieces(deck, card, words, side)
                rows = [p for p in found if p.row]
                assert rows and len(rows) == len(boxes.clicks)
                for p in rows:
                    assert fit_piece(p, measure).size == size, (lang, card.id, side, p.text)
                # the rows run from under the band to the lower band
                assert boxes.clicks[0].row.top == pytest.approx(boxes.header.y - template().gap_mm * MM)
                assert boxes.clicks[-1].row.y == pytest.approx(boxes.lower.top + template().gap_mm * MM)


def test_fit_shrinks_until_a_glued_code_fits_then_reports():
    from nrprint.layout.textflow import fit

    # "ressource -R" is 12 monospace characters: 60 pt at 10 pt, 48 pt at 8 pt.
    ok = fit("Installer ressource -R", 50, 100, 10, 12, mono, min_size=6)
    assert ok.fits and ok.size <= 50 / 12 / 0.5
    assert orphan_lines(ok) == []
    too_narrow = fit("Installer ressource -R", 30, 100, 10, 12, mono, min_size=6)
    assert not too_narrow.fits  # cut apart even at the floor: reported, not printed
