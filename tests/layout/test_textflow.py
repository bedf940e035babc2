"""Rich-text layout: wrapping, inline icons, shrinking to fit, overflow."""

import pytest

from nrprint.layout.textflow import fit, icons_in, layout, parse_rich, plain


def mono(text: str, style: str, size: float) -> float:
    return len(text) * size * 0.5  # a fake monospace font: 0.5 em per character


def test_wraps_within_width_and_keeps_icons_inline():
    block = layout("Spend 3 {click} to purge every virus counter", 60, 10, 12, mono)
    assert all(line.width <= 60 + 1e-6 for line in block.lines)
    icons = [p.piece.icon for line in block.lines for p in line.items if p.piece.icon]
    assert icons == ["click"]
    assert block.height == pytest.approx(12 * (len(block.lines) - 1) + 10)


def test_bold_and_italic_runs():
    (para,) = parse_rich("**Draw** a card, *then* pay {credit}")
    assert [(p.text, p.style, p.icon) for p in para][:2] == [
        ("Draw", "bold", None),
        (" a card, ", "regular", None),
    ]
    assert para[-1].icon == "credit"
    assert plain("Pay 2{credit} **now**") == "Pay 2 now"
    assert icons_in("{click}{click} and {credit}") == ["click", "click", "credit"]


def test_raw_markup_is_text_not_markup():
    (para,) = parse_rich('<font color="red">x</font> <b>y</b>')
    assert "".join(p.text for p in para) == '<font color="red">x</font> <b>y</b>'


def test_fit_shrinks_then_reports_overflow():
    text = "word " * 40
    ok = fit(text, 100, 60, 10, 12, mono, min_size=6)
    assert ok.fits and ok.size < 10 and ok.height <= 60
    too_long = fit(text * 10, 100, 60, 10, 12, mono, min_size=6)
    assert not too_long.fits and too_long.size == 6


def test_word_longer_than_line_is_broken_not_overflowing():
    block = layout("x" * 50, 40, 10, 12, mono)
    assert len(block.lines) >= 6 and all(line.width <= 40 + 1e-6 for line in block.lines)


def test_punctuation_closes_up_to_the_icon_before_it():
    # Issue 37: "gain 1 {credit}." printed "1 ₵ ." (the icon box's air before the period).
    from nrprint.layout.textflow import icon_kern, icon_width

    (line,) = layout("gain 1 {credit}. (1 {credit})", 200, 7.4, 9, mono).lines
    icons = [p for p in line.items if p.piece.icon]
    after = [p for p in line.items if p.piece.text.startswith((".", ")"))]
    assert len(icons) == 2 and len(after) == 2
    for icon, mark in zip(icons, after, strict=True):
        assert mark.x == pytest.approx(icon.x + icon_width(7.4) - icon_kern(7.4))
        assert mark.x < icon.x + icon.width
    # a word after an icon keeps its space
    (line,) = layout("1 {credit} each", 200, 7.4, 9, mono).lines
    icon, word = line.items[1], line.items[2]
    assert (word.piece.text, word.x) == (" each", pytest.approx(icon.x + icon.width))


def test_the_word_space_after_a_bold_run_is_a_real_space():
    # Issue 37: "**… draw cards.** Draw them" read back as "cards.Draw" (no space in the PDF).
    (line,) = layout("**Draw cards.** Draw them", 400, 10, 12, mono).lines
    bold, rest = line.items
    assert (bold.piece.text, rest.piece.text) == ("Draw cards.", " Draw them")
    assert rest.x == pytest.approx(bold.x + bold.width)
    assert rest.width == pytest.approx(mono(" Draw them", "regular", 10))


def test_a_number_keeps_to_the_icon_before_it():
    # Issue 37: the Runner cards' run line broke "Run yellow · {link} 2 · {trash} / 3".
    text = "Run yellow · {link} 2 · {trash} 3"
    full = layout(text, 1000, 10, 12, mono).lines[0].width
    lines = layout(text, full - 1, 10, 12, mono).lines
    assert len(lines) == 2
    first, second = lines
    assert first.items[-1].piece.text.strip() != "·"  # the break is before the glued pair…
    assert second.items[0].piece.icon == "trash"  # …so the icon starts the line with its limit
    assert second.items[-1].piece.text.strip() == "3"
