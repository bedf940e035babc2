"""Where the side-by-side summary's pages break, balanced (arithmetic only).

Rows flow down each page to a common bottom; a row and the rows it keeps move to a new
page together when they do not fit. The common bottom is raised, 2 pt at a time, as far
as it goes without adding a page, and the bottom that leaves the pages' ends closest to
level is used: the text pages end near the same height instead of a full page and a
half-empty one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

HEAD = 14.0  # the language names' line and its rule at the top of every text page
STEP = 2.0  # how far the common bottom is raised at each try


class Spacing(Protocol):
    row_gap: float
    heading_space: float


def paginate(
    heights: Sequence[float],
    headings: Sequence[bool],
    keep: Sequence[int],
    tops: tuple[float, float],
    bottom: float,
    sp: Spacing,
) -> tuple[set[int], list[float]]:
    """The rows that start a new page, and each page's lowest text, for one bottom.

    ``tops``: where the rows start on the first page and on the others."""
    breaks: set[int] = set()
    y, lows, fresh = tops[0], [tops[0]], True
    for i, h in enumerate(heights):
        before = sp.heading_space if headings[i] and not fresh else 0.0
        group = heights[i : i + 1 + keep[i]]
        need = before + sum(g + sp.row_gap for g in group) - sp.row_gap
        if y - need < bottom and not fresh:
            breaks.add(i)
            y, before = tops[1], 0.0
            lows.append(y)
        y -= before + h + sp.row_gap
        fresh = False
        lows[-1] = y + sp.row_gap
    return breaks, lows


def balanced(
    heights: Sequence[float],
    headings: Sequence[bool],
    keep: Sequence[int],
    tops: tuple[float, float],
    margin: float,
    sp: Spacing,
) -> set[int]:
    """The page breaks whose pages end most nearly level, with no page added."""
    best, lows = paginate(heights, headings, keep, tops, margin, sp)
    count = len(lows)
    if count < 2:
        return best
    spread = max(lows) - min(lows)
    bottom = margin + STEP
    while bottom < tops[1]:
        breaks, lows = paginate(heights, headings, keep, tops, bottom, sp)
        if len(lows) > count:
            break
        if max(lows) - min(lows) < spread:
            best, spread = breaks, max(lows) - min(lows)
        bottom += STEP
    return best
