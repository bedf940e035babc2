"""The overview's size search halves the range; it must find what trying every size finds."""

from __future__ import annotations

import pytest

from nrprint.multiplayer.overview_layout import STEP, Section, _try, flow_sections
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


def _linear(top: float, bottom: float, size: float, min_size: float) -> float | None:
    current = size
    while current >= min_size - 1e-9:
        if _try(SECTIONS, XS, 160.0, top, bottom, current, 1.2, measure).fits:
            return current
        current = round(current - STEP, 4)
    return None


@pytest.mark.parametrize("height", [150, 190, 200, 215, 240, 260, 280, 800])
def test_halving_finds_the_largest_size_that_fits(height):
    flow = flow_sections(SECTIONS, XS, 160.0, height + 20.0, 20.0, 9.0, 6.5, 1.2, measure)
    expected = _linear(height + 20.0, 20.0, 9.0, 6.5)
    if expected is None:
        assert not flow.fits and flow.size == pytest.approx(6.5)
    else:
        assert flow.fits and flow.size == pytest.approx(expected)
