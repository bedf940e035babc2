"""Language names in other languages ("French" in English, "Französisch" in German),
from babel's locale data, so content need not spell every pair; and ``from_locale``,
which keeps what is read from that data in the cache."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

from nrprint.system import cache as disk

BUCKET = "fonts"  # small, and read by the same runs that print names (fit checks, drawing)
T = TypeVar("T")


def from_locale(key: str, read: Callable[[], T], kind: type) -> T:
    """``read()`` (something taken from babel's locale data, JSON-able, of ``kind``),
    kept in the cache by babel's version, so that a process printing names loads no
    locale data ("plural rules from the cache", bench/README.md)."""
    store = disk.bucket(BUCKET)
    key = f"{key}:{babel_version()}"
    hit = store.get(key) if store is not None else None
    if isinstance(hit, kind):
        return hit  # type: ignore[return-value]
    value = read()
    if store is not None:
        store.put(key, value)
    return value


@cache
def display_name(tag: str, in_lang: str, fallback: str) -> str:
    """``tag``'s name as written in ``in_lang``, lower case where that language writes
    it so ("français"); ``fallback`` (the name in itself) when the locale data lacks it."""
    return from_locale(f"name:{tag}:{in_lang}:{fallback}", lambda: _from_babel(tag, in_lang, fallback), str)


@cache
def babel_version() -> str:
    """babel's version from its package metadata, without importing babel: a drawing
    process whose names the cache answers must not import it."""
    from importlib import metadata

    try:
        return metadata.version("babel")
    except metadata.PackageNotFoundError:  # not installed as a distribution
        import babel

        return babel.__version__


def _from_babel(tag: str, in_lang: str, fallback: str) -> str:
    from babel.core import Locale, UnknownLocaleError

    try:
        # A pseudo-locale (en-XA) reads as its base language.
        where = Locale.parse(in_lang.split("-")[0])
        name = Locale.parse(tag, sep="-").get_display_name(where)
    except (UnknownLocaleError, ValueError):
        return fallback
    return name or fallback
