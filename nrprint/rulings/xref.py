""" "See X" pointers in a ruling: the name of another card (or general section).

Forms in the list: ``See Vortex for rulings on …``, ``See notes on Chester Mix.``,
``For notes on Virus programs, see Boardwalk.``, ``(see notes on Armageddon)``,
``(see "Public Knowledge")``. The target runs from after ``see [notes on]`` to the
first `` for ``, comma, semicolon, closing parenthesis or sentence end. Resolution
against the card names happens later, by lookup key, so ``N.E.T.O`` finds ``N.E.T.O.``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SEE_RE = re.compile(
    r"\b[Ss]ee\s+(?:the\s+)?(?:notes?\s+on\s+)?"
    r"(?P<target>\"[^\"]+\"|[A-Z0-9][^,;()]*?)"
    r"(?=\s+for\s|\s+to\s|[,;)]|\.(?:\s|$)|\.?$)"
)


@dataclass(frozen=True, slots=True)
class SeeRef:
    """A pointer: the target as written and its offset in the ruling text."""

    target: str
    start: int


def find_refs(text: str) -> list[SeeRef]:
    """Every "see X" pointer in ``text`` whose target starts with a capital or quote."""
    out = []
    for m in SEE_RE.finditer(text):
        target = m["target"].strip().strip('"').strip()
        if target:
            out.append(SeeRef(target, m.start("target")))
    return out
