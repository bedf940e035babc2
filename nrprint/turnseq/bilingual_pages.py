"""Where the side-by-side summary's pages break, balanced (arithmetic only).

Rows flow down each page to a common bottom; a row and the rows it keeps move to a new
page together when they do not fit. A section (a heading band and the rows up to the next
band, e.g. the Runner's turn) that fits on one page keeps all its rows, unless that adds
a page: it is not split across sheets when it need not be. The common bottom is raised, 2 pt at a time, as far
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
    @property
    def row_gap(self) -> float: ...
    @property
    def heading_space(self) -> float: ...


def whole_sections(
    heights: Sequence[float],
    bands: Sequence[bool],
    whole: Sequence[bool],
    keep: Sequence[int],
    room: float,
    gap: float,
) -> list[int]:
    """``keep`` with each band marked ``whole`` keeping its section (the rows up to the
    next band) when the section fits ``room``."""
    out = list(keep)
    starts = [i for i, b in enumerate(bands) if b] + [len(heights)]
    for start, end in zip(starts, starts[1:], strict=False):
        if whole[start] and sum(h + gap for h in heights[start:end]) - gap <= room:
            out[start] = max(out[start], end - start - 1)
    return out


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


def spread(
    heights: Sequence[float],
    headings: Sequence[bool],
    breaks: set[int],
    stretch: set[int],
    tops: tuple[float, float],
    bottom: float,
    sp: Spacing,
) -> list[float]:
    """Extra space above each row. A page that ends short only because the next one
    starts a section kept whole (its first row in ``stretch``) shares its slack among
    its row gaps, three shares above a heading: its text still reaches the common
    bottom, and no quarter of the sheet is left blank."""
    extra = [0.0] * len(heights)
    pages: list[list[int]] = [[]]
    for i in range(len(heights)):
        if i in breaks:
            pages.append([])
        pages[-1].append(i)
    for k, rows in enumerate(pages[:-1]):
        if pages[k + 1][0] not in stretch:
            continue
        y = tops[0] if k == 0 else tops[1]
        weights = {}
        for j, i in enumerate(rows):
            before = sp.heading_space if headings[i] and j > 0 else 0.0
            y -= before + heights[i] + sp.row_gap
            if j > 0:
                weights[i] = 3.0 if headings[i] else 1.0
        slack = y + sp.row_gap - bottom
        if slack > 0 and weights:
            unit = slack / sum(weights.values())
            for i, w in weights.items():
                extra[i] = unit * w
    return extra
