"""Language names in other languages ("French" in English, "Französisch" in German),
from babel's locale data, so content need not spell every pair."""

from __future__ import annotations

from functools import cache

from babel.core import Locale, UnknownLocaleError


@cache
def display_name(tag: str, in_lang: str, fallback: str) -> str:
    """``tag``'s name as written in ``in_lang``, lower case where that language writes
    it so ("français"); ``fallback`` (the name in itself) when the locale data lacks it."""
    try:
        # A pseudo-locale (en-XA) reads as its base language.
        where = Locale.parse(in_lang.split("-")[0])
        name = Locale.parse(tag, sep="-").get_display_name(where)
    except (UnknownLocaleError, ValueError):
        return fallback
    return name or fallback
