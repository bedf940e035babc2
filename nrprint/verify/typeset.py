"""Typography read back from a built PDF's text.

VER012 (error): a straight quote or apostrophe (``'`` or ``"``) printed: each language's
        quotes and apostrophe (``content/languages.yaml``) replace them when a string
        is printed. VER013 (error): a hyphen printed as the minus of a code or number
        (``-H``, ``-R``, ``-A``, ``-1``): it prints as U+2212.
"""

from __future__ import annotations

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.lang.typography import CODE_HYPHEN

STRAIGHT = ("'", '"')


def _context(text: str, i: int) -> str:
    return " ".join(text[max(0, i - 20) : i + 12].split())


def typeset_checks(page_texts: list[str], shown: str) -> list[Diagnostic]:
    """One finding per page and rule, with the count and the first place."""
    out: list[Diagnostic] = []
    for n, text in enumerate(page_texts, 1):
        at = Pos(shown, n)
        straight = [i for i, ch in enumerate(text) if ch in STRAIGHT]
        if straight:
            out.append(
                at.error(
                    "VER012",
                    f"{len(straight)} straight quote(s) or apostrophe(s), first in "
                    f"“{_context(text, straight[0])}”: the language's typography replaces them",
                )
            )
        hyphens = [m.start() for m in CODE_HYPHEN.finditer(text)]
        if hyphens:
            out.append(
                at.error(
                    "VER013",
                    f"{len(hyphens)} hyphen(s) printed as a minus, first in "
                    f"“{_context(text, hyphens[0])}”: a code or number takes U+2212",
                )
            )
    return out
