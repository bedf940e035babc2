"""Where the general rulings end, the Corp cards start, and the Runner cards start.

The list never labels these boundaries; its preamble only says the cards are
alphabetised within each side. So the card sections are the two alphabetical runs
at the end of the list:
- the Runner cards are the longest run of titled groups, ending at the last one, whose
  first letters never go backwards;
- the Corp cards are the longest such run ending just before the Runner cards;
- everything before them is the general rulings (section titles, in no order).
Untitled groups lying between the last title of one part and the first of the next
go with the part after the widest gap of blank lines (two or more) between them; the
list separates its parts with two blank lines. Each boundary is returned with the
evidence for it, so the reader (and the tests) can see why.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.rulings.names import first_letter
from nrprint.rulings.structure import RawGroup


@dataclass(frozen=True, slots=True)
class Boundary:
    """Index of the first group of a part, the line it starts on, and why."""

    index: int
    line: int
    evidence: str


def _run_start(letters: list[str], end: int) -> int:
    """Start of the longest non-decreasing run of ``letters`` ending at index ``end``."""
    k = end
    while k > 0 and letters[k - 1] <= letters[k]:
        k -= 1
    return k


def _place(groups: list[RawGroup], titled: list[int], k: int) -> Boundary:
    """The boundary just before titled group number ``k`` (see the module rule)."""
    first = titled[k]
    prev = titled[k - 1]
    candidates = range(prev + 1, first + 1)
    widest = max(candidates, key=lambda j: (groups[j].gap_before, -j))
    idx = widest if groups[widest].gap_before >= 2 else first
    a, b = groups[prev].title, groups[first].title
    why = (
        f"alphabetical order restarts: '{a}' ({first_letter(a or '').upper()}) is followed by "
        f"'{b}' ({first_letter(b or '').upper()})"
    )
    if groups[idx].gap_before >= 2:
        why += f"; {groups[idx].gap_before} blank lines before line {groups[idx].line}"
    return Boundary(idx, groups[idx].line, why)


def split(groups: list[RawGroup]) -> tuple[Boundary | None, Boundary | None]:
    """(Corp start, Runner start); None for a boundary the order cannot prove."""
    titled = [i for i, g in enumerate(groups) if g.title]
    if len(titled) < 2:
        return None, None
    letters = [first_letter(groups[i].title or "") for i in titled]
    runner_k = _run_start(letters, len(letters) - 1)
    if runner_k == 0:
        return None, None
    runner = _place(groups, titled, runner_k)
    corp_k = _run_start(letters, runner_k - 1)
    corp = _place(groups, titled, corp_k) if corp_k > 0 else None
    return corp, runner
