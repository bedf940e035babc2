"""Dates as the rulings list writes them: ``4/29/96``, ``03/11/00``, ``15/02/00``.

Rule: a date is read US style (month/day/year) unless that reading is impossible
(a month above 12, or a day past the month's end), in which case it is read
day/month/year and marked ``order="dmy"``. When both readings are valid and give
different days, the date is ``ambiguous`` and the other reading is kept in
``alternative``, so nothing is hidden. Two-digit years pivot at 50 (``96`` → 1996,
``00`` → 2000). The text as written is always kept beside the ISO date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

DATE_RE = re.compile(r"(?<![\d/])(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?![\d/])")

# The game's lifetime, give or take: the first rulings (early 1996) to the last lists.
PLAUSIBLE_FIRST = date(1996, 1, 1)
PLAUSIBLE_LAST = date(2001, 12, 31)


@dataclass(frozen=True, slots=True)
class ParsedDate:
    """A date read from the source. ``iso`` is None when no reading is a real day."""

    text: str
    iso: str | None
    order: str  # "mdy", "dmy" or "" when unreadable
    ambiguous: bool = False
    alternative: str | None = None


def _year(raw: str) -> int:
    y = int(raw)
    if len(raw) == 4:
        return y
    return 2000 + y if y < 50 else 1900 + y


def _day(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def parse_date(text: str) -> ParsedDate:
    """Read one date written ``a/b/yy`` (or with dashes); see the module rule."""
    m = DATE_RE.fullmatch(text.strip())
    if not m:
        return ParsedDate(text, None, "")
    a, b, y = int(m[1]), int(m[2]), _year(m[3])
    us = _day(y, a, b)
    eu = _day(y, b, a)
    if us is not None:
        other = eu.isoformat() if eu is not None and eu != us else None
        return ParsedDate(text, us.isoformat(), "mdy", other is not None, other)
    if eu is not None:
        return ParsedDate(text, eu.isoformat(), "dmy")
    return ParsedDate(text, None, "")


def plausible(iso: str, latest: str | None = None) -> bool:
    """True when ``iso`` falls in the game's lifetime (and not after ``latest``, if given)."""
    day = date.fromisoformat(iso)
    if not PLAUSIBLE_FIRST <= day <= PLAUSIBLE_LAST:
        return False
    return latest is None or day <= date.fromisoformat(latest)
