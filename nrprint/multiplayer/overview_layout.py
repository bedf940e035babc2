"""The one-page overview: sections flowed into columns at one fitted size (pure).

Each section is a heading and its paragraphs. Sections fill the first column, then the
next; a paragraph never splits, and a heading never ends a column (it moves with its
first paragraph). The size is the largest, from ``size`` down to ``min_size``, at which
everything fits; ``fits`` is False if even the smallest size overflows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.textflow import Measure, TextBlock, layout

LEADING = 1.2
STEP = 0.1


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    side: str  # colour role of the heading
    paragraphs: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Flowed:
    role: str  # heading | para
    side: str
    column: int
    x: float
    top: float
    block: TextBlock


@dataclass
class Flow:
    size: float
    blocks: list[Flowed] = field(default_factory=list)
    fits: bool = True
    bottom: float = 0.0  # lowest y used in any column


def _try(
    sections: list[Section],
    xs: list[float],
    width: float,
    top: float,
    bottom: float,
    size: float,
    heading_ratio: float,
    measure: Measure,
) -> Flow:
    flow = Flow(size)
    col, y = 0, top
    gap_para, gap_section = size * 0.35, size * 0.9
    lowest = top
    hs = size * heading_ratio
    for sec in sections:
        head = layout(sec.heading, width, hs, hs * 1.15, measure, style="bold")
        pending: list[tuple[str, TextBlock]] = [("heading", head)]
        for text in sec.paragraphs:
            pending.append(("para", layout(text, width, size, size * LEADING, measure)))
            need = sum(b.height for _, b in pending) + gap_para * (len(pending) - 1)
            if y - need < bottom:
                col, y = col + 1, top
                if col >= len(xs) or y - need < bottom:
                    flow.fits = False
                    return flow
            for role, block in pending:
                flow.blocks.append(Flowed(role, sec.side, col, xs[col], y, block))
                lowest = min(lowest, y - block.height)
                y -= block.height + gap_para
            pending = []
        y -= gap_section - gap_para
    flow.bottom = lowest
    return flow


def flow_sections(
    sections: list[Section],
    xs: list[float],
    width: float,
    top: float,
    bottom: float,
    size: float,
    min_size: float,
    heading_ratio: float,
    measure: Measure,
) -> Flow:
    """Flow ``sections`` into columns starting at ``xs`` (all ``width`` wide), at the
    largest size on the ``STEP`` grid from ``size`` down to ``min_size`` that fits (the
    smallest size's flow, marked not fitting, when none does).

    Smaller type never needs more room, so the sizes are searched by halving: about 4
    trial flows instead of up to 10 (the type-floor check flows six pages)."""
    grid = [size]
    while grid[-1] - STEP >= min_size - 1e-9:
        grid.append(round(grid[-1] - STEP, 4))
    tried: dict[int, Flow] = {}

    def at(i: int) -> Flow:
        if i not in tried:
            tried[i] = _try(sections, xs, width, top, bottom, grid[i], heading_ratio, measure)
        return tried[i]

    lo, hi = 0, len(grid) - 1  # the answer is the first index whose flow fits
    if at(lo).fits or not at(hi).fits:
        return at(lo) if at(lo).fits else at(hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if at(mid).fits:
            hi = mid
        else:
            lo = mid + 1
    return at(lo)
