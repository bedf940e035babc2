"""Language names in other languages ("French" in English, "Französisch" in German),
from babel's locale data, so content need not spell every pair."""

from __future__ import annotations

from functools import cache

from nrprint.disk import cache as disk

BUCKET = "fonts"  # small, and read by the same runs that print names (fit checks, drawing)


@cache
def display_name(tag: str, in_lang: str, fallback: str) -> str:
    """``tag``'s name as written in ``in_lang``, lower case where that language writes
    it so ("français"); ``fallback`` (the name in itself) when the locale data lacks it.

    Kept in the cache by babel's version: loading a locale's data costs 0.03 s a run."""
    store = disk.bucket(BUCKET)
    key = f"name:{babel_version()}:{tag}:{in_lang}:{fallback}"
    hit = store.get(key) if store is not None else None
    if isinstance(hit, str):
        return hit
    name = _from_babel(tag, in_lang, fallback)
    if store is not None:
        store.put(key, name)
    return name


@cache
def babel_version() -> str:
    """babel's version from its package metadata: importing babel itself to ask took
    5 ms of each drawing process, for a name the cache then answers."""
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
