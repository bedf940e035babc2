"""Phrases matched as whole words in printed strings (the glossary and vocabulary rules)."""

from __future__ import annotations

import re
from functools import lru_cache

from nrprint.model.base import ICON_TOKEN


@lru_cache(maxsize=4096)
def phrase(phrase: str) -> re.Pattern[str]:
    """A phrase as whole words, ignoring case (any run of spaces between its words)."""
    body = r"\s+".join(re.escape(w) for w in phrase.split())
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


def names(words: str, text: str) -> bool:
    """Whether ``text`` prints the phrase ``words`` as whole words (an icon token such as ``{mu}`` is
    a picture, not the word)."""
    return phrase(words).search(ICON_TOKEN.sub(" ", text)) is not None
