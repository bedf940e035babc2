"""The overview's rules: sections flowed into column frames at one fitted size (pure).

Each section is a heading and its paragraphs. Sections fill the first frame (a column
of a page), then the next, across pages; a paragraph never splits, and a heading never
ends a column (it moves with its first paragraph). The size is the largest, from
``size`` down to ``min_size``, at which everything fits; ``fits`` is False if even the
smallest size overflows.
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
class Frame:
    """One column of one page: text runs from ``top`` down to ``bottom``."""

    page: int
    x: float
    top: float
    bottom: float


@dataclass(frozen=True, slots=True)
class Flowed:
    role: str  # heading | para
    side: str
    column: int  # index of the frame
    page: int
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
    frames: list[Frame],
    width: float,
    size: float,
    heading_ratio: float,
    measure: Measure,
) -> Flow:
    flow = Flow(size)
    col = 0
    y = frames[0].top
    gap_para, gap_section = size * 0.35, size * 0.9
    lowest = y
    hs = size * heading_ratio
    for sec in sections:
        head = layout(sec.heading, width, hs, hs * 1.15, measure, style="bold")
        pending: list[tuple[str, TextBlock]] = [("heading", head)]
        for text in sec.paragraphs:
            pending.append(("para", layout(text, width, size, size * LEADING, measure)))
            need = sum(b.height for _, b in pending) + gap_para * (len(pending) - 1)
            if y - need < frames[col].bottom:
                col += 1
                if col >= len(frames) or frames[col].top - need < frames[col].bottom:
                    flow.fits = False
                    return flow
                y = frames[col].top
            f = frames[col]
            for role, block in pending:
                flow.blocks.append(Flowed(role, sec.side, col, f.page, f.x, y, block))
                lowest = min(lowest, y - block.height)
                y -= block.height + gap_para
            pending = []
        y -= gap_section - gap_para
    flow.bottom = lowest
    return flow


def flow_sections(
    sections: list[Section],
    frames: list[Frame],
    width: float,
    size: float,
    min_size: float,
    heading_ratio: float,
    measure: Measure,
) -> Flow:
    """Flow ``sections`` into ``frames`` (all ``width`` wide), at the largest size on the
    ``STEP`` grid from ``size`` down to ``min_size`` that fits (the smallest size's
    flow, marked not fitting, when none does).

    Smaller type never needs more room, so the sizes are searched by halving: a few
    trial flows instead of one per size (the type-floor check flows six pages)."""
    grid = [size]
    while grid[-1] - STEP >= min_size - 1e-9:
        grid.append(round(grid[-1] - STEP, 4))
    tried: dict[int, Flow] = {}

    def at(i: int) -> Flow:
        if i not in tried:
            tried[i] = _try(sections, frames, width, grid[i], heading_ratio, measure)
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


def balance_last_page(
    sections: list[Section],
    frames: list[Frame],
    width: float,
    size: float,
    heading_ratio: float,
    measure: Measure,
) -> tuple[list[Frame], Flow]:
    """The last page's columns ended level: its frames' common bottom raised as far as
    the flow at ``size`` still fits (to 1 pt), so no column runs on while its
    neighbour stands half empty."""
    last = frames[-1].page
    low = min(f.bottom for f in frames if f.page == last)
    high = max(f.top for f in frames if f.page == last)

    def raised(bottom: float) -> list[Frame]:
        return [Frame(f.page, f.x, f.top, bottom) if f.page == last else f for f in frames]

    best = _try(sections, frames, width, size, heading_ratio, measure)
    if not best.fits:
        return frames, best
    while high - low > 1.0:
        mid = (low + high) / 2
        flow = _try(sections, raised(mid), width, size, heading_ratio, measure)
        if flow.fits:
            low, best = mid, flow
        else:
            high = mid
    return raised(low), best
