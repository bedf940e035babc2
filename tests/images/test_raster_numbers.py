"""Image geometry by the numbers: pixel rounding, dpi limits, face names, TTS grids."""

from __future__ import annotations

import pytest

from nrprint.layout.raster import (
    DPI_MAX,
    DPI_MIN,
    dpi_problem,
    face_label,
    image_size,
    page_stem,
    px,
    tts_sheets,
)


@pytest.mark.parametrize(
    ("w", "h", "dpi", "size"),
    [
        (69, 94, 300, (815, 1110)),  # 63 × 88 mm + 3 mm bleed: 814.96 × 1110.24
        (63, 88, 300, (744, 1039)),  # 744.09 × 1039.37
        (63, 88, 160, (397, 554)),  # TTS default
        (210, 297, 100, (827, 1169)),  # A4
        (215.9, 279.4, 100, (850, 1100)),  # Letter
        (25.4, 25.4, 72, (72, 72)),
    ],
)
def test_pixel_sizes(w, h, dpi, size):
    assert image_size(w, h, dpi) == size


def test_halves_round_up_and_never_per_part():
    assert px(0.5 * 25.4 / 100, 100) == 1  # exactly half a pixel → up
    assert px(0.49 * 25.4 / 100, 100) == 0
    # 3 mm bleed on each side is rounded with the card, not apart: 815, not 35 + 744 + 35.
    assert px(69, 300) != 2 * px(3, 300) + px(63, 300)


@pytest.mark.parametrize(
    ("dpi", "ok"),
    [(0, False), (71, False), (72, True), (300, True), (600, True), (601, False), (5000, False)],
)
def test_dpi_limits(dpi, ok):
    assert (dpi_problem(dpi) is None) is ok
    if not ok:
        assert f"between {DPI_MIN} and {DPI_MAX}" in dpi_problem(dpi)


def test_face_labels_pair_by_number():
    assert face_label(7, "front", 15) == "007-front" and face_label(7, "back", 15) == "007-back"
    assert face_label(7, "front", 2000) == "0007-front"  # names still sort in deck order
    assert page_stem(0, "001-front") == "001-front"
    assert page_stem(4, "") == "page-005" and page_stem(0, "iv") == "page-001"


@pytest.mark.parametrize(
    ("n", "grids"),
    [
        (1, [(1, 2, 2)]),
        (3, [(3, 4, 2)]),  # 3 cards + the hidden slot
        (15, [(15, 10, 2)]),
        (69, [(69, 10, 7)]),
        (70, [(69, 10, 7), (1, 2, 2)]),
        (150, [(69, 10, 7), (69, 10, 7), (12, 10, 2)]),
    ],
)
def test_tts_sheets_split_at_69_cards(n, grids):
    sheets = tts_sheets(n)
    assert [(len(s.cards), s.cols, s.rows) for s in sheets] == grids
    assert [i for s in sheets for i in s.cards] == list(range(n))  # deck order, each once
    for s in sheets:
        assert s.cols <= 10 and s.rows <= 7
        assert len(s.cards) < s.cols * s.rows  # the hidden slot stays free of cards
        assert s.hidden_slot == s.cols * s.rows - 1


def test_tts_slot_positions_and_ids():
    s = tts_sheets(150)[1]
    assert s.number == 2 and s.cards.start == 69
    assert s.card_id(69) == 200 and s.card_id(80) == 211
    assert s.slot_xy(0, 397, 554) == (0, 0)
    assert s.slot_xy(11, 397, 554) == (397, 554)  # row 1, column 1
    assert s.slot_xy(s.hidden_slot, 397, 554) == (9 * 397, 6 * 554)
