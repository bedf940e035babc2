"""Card names: trademark markers, lookup keys, sort keys and anchors.

The list writes the trademark sign as ``[TM]`` or ``(TM)`` (``Bakdoor [TM]``,
``Lucidrine (TM) Drip Feed``); rulings text names the same cards without it. A card's
``name`` drops the marker (for lookup), ``display`` puts a real ™ after the word it
follows, and ``written`` keeps the header as the source has it.
"""

from __future__ import annotations

import re
import unicodedata

TM_RE = re.compile(r"\s*(?:\[TM\]|\(TM\))")


def has_tm(written: str) -> bool:
    return bool(TM_RE.search(written))


def clean_name(written: str) -> str:
    """The card name without trademark markers or surrounding blanks."""
    return " ".join(TM_RE.sub(" ", written).split())


def display_name(written: str) -> str:
    """The card name with ``[TM]``/``(TM)`` shown as ™ after the preceding word."""
    return " ".join(TM_RE.sub("\u2122", written).split())


def key(name: str) -> str:
    """Lookup key: letters and digits only, lower case (``N.E.T.O.`` → ``neto``)."""
    bare = clean_name(name).replace("\u2122", "").replace("\u00ae", "")
    folded = unicodedata.normalize("NFKD", bare).lower()
    return "".join(ch for ch in folded if ch.isalnum())


def first_letter(name: str) -> str:
    """The letter a name is alphabetised under (quotes and punctuation skipped)."""
    k = key(name)
    return k[:1]


def slug(name: str) -> str:
    """A stable anchor fragment: lower-case words joined by hyphens."""
    folded = unicodedata.normalize("NFKD", clean_name(name)).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", folded.lower())
    return "-".join(words) or "card"
