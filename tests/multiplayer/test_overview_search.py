"""The overview's size search halves the range; it must find what trying every size finds."""

from __future__ import annotations

import pytest

from nrprint.multiplayer.overview_layout import STEP, Frame, Section, _try, balance_last_page, flow_sections
from nrprint.render.fonts import measure

SECTIONS = [
    Section(
        f"Section {i}",
        "corp",
        tuple(
            f"Rule {i}.{j}: a paragraph long enough to wrap over a few lines of a column." for j in range(3)
        ),
    )
    for i in range(6)
]
XS = [20.0, 200.0]


def frames(top: float, bottom: float, pages: int = 1) -> list[Frame]:
    return [Frame(p, x, top, bottom) for p in range(pages) for x in XS]


def _linear(top: float, bottom: float, size: float, min_size: float) -> float | None:
    current = size
    while current >= min_size - 1e-9:
        if _try(SECTIONS, frames(top, bottom), 160.0, current, 1.2, measure).fits:
            return current
        current = round(current - STEP, 4)
    return None


@pytest.mark.parametrize("height", [150, 190, 200, 215, 240, 260, 280, 800])
def test_halving_finds_the_largest_size_that_fits(height):
    flow = flow_sections(SECTIONS, frames(height + 20.0, 20.0), 160.0, 9.0, 6.5, 1.2, measure)
    expected = _linear(height + 20.0, 20.0, 9.0, 6.5)
    if expected is None:
        assert not flow.fits and flow.size == pytest.approx(6.5)
    else:
        assert flow.fits and flow.size == pytest.approx(expected)


def test_flow_runs_onto_the_next_page_and_the_last_page_is_balanced():
    fr = frames(200.0, 20.0, pages=2)
    flow = flow_sections(SECTIONS, fr, 160.0, 9.0, 9.0, 1.2, measure)
    assert flow.fits and {b.page for b in flow.blocks} == {0, 1}
    level, balanced = balance_last_page(SECTIONS, fr, 160.0, 9.0, 1.2, measure)
    assert balanced.fits and level[2].bottom == level[3].bottom > 20.0
    ends = [min(b.top - b.block.height for b in balanced.blocks if b.column == i) for i in (2, 3)]
    assert abs(ends[0] - ends[1]) < 40.0  # about two paragraphs, not a column
