"""Plural forms as language data: CLDR's rule for each language, through babel.

A message that follows a count (``1 bit``, ``2 bits``) is stored with one form per
plural category of its language, in CLDR's order (zero, one, two, few, many, other,
those the language has): English and German ``one|other``, French ``one|many|other``.
The same order numbers the forms of a gettext catalog (``msgstr[n]``), whose
``Plural-Forms`` header is the CLDR rule written for whole numbers.
"""

from __future__ import annotations

from functools import cache

from nrprint.lang import names

ORDER = ("zero", "one", "two", "few", "many", "other")
SEP = "|"  # between the forms of a stored plural message: "bit|bits"


def _locale(lang: str):  # noqa: ANN202 - babel's Locale, imported lazily
    from babel.core import Locale, UnknownLocaleError

    try:
        # A pseudo-locale (en-XA) counts as its base language.
        return Locale.parse(lang.split("-")[0])
    except (UnknownLocaleError, ValueError):
        return Locale.parse("en")


@cache
def _rule(lang: str):  # noqa: ANN202 - babel's PluralRule, imported lazily
    """CLDR's plural rule for ``lang``, made from its rules in CLDR's own syntax: those
    few strings come from the cache (``names.from_locale``), not from the locale's whole
    data, in every process that prints a count (each drawing process among them)."""
    from babel.plural import PluralRule

    def read() -> dict[str, str]:
        return dict(_locale(lang).plural_form.rules)

    rules = names.from_locale(f"plural:{lang.split('-')[0]}", read, dict)
    try:
        return PluralRule(rules)
    except (TypeError, ValueError, SyntaxError, AttributeError):  # an entry of another shape
        return PluralRule(read())


@cache
def categories(lang: str) -> tuple[str, ...]:
    """The plural categories of ``lang`` in CLDR order (always ending in ``other``)."""
    tags = set(_rule(lang).tags) | {"other"}
    return tuple(t for t in ORDER if t in tags)


@cache
def index(lang: str, count: int) -> int:
    """Which stored form ``count`` takes in ``lang``."""
    return categories(lang).index(_rule(lang)(count))


@cache
def gettext_rule(lang: str) -> str:
    """``nplurals=N; plural=EXPR;`` for a catalog header: CLDR's rule for whole numbers
    (the fraction and exponent operands are 0), so ``msgstr[n]`` is the n-th category."""
    from babel.plural import _GettextCompiler

    class Whole(_GettextCompiler):
        compile_e = _GettextCompiler.compile_v
        compile_c = _GettextCompiler.compile_v

    compile_ = Whole().compile
    tags = categories(lang)
    parts = [f"{compile_(ast)} ? {tags.index(tag)} : " for tag, ast in _rule(lang).abstract]
    return f"nplurals={len(tags)}; plural=({''.join(parts)}{tags.index('other')});"


def split(stored: str) -> list[str]:
    return [form.strip() for form in stored.split(SEP)]


def choose(stored: str, lang: str, count: int) -> str:
    """The form of ``stored`` (``bit|bits``) that ``count`` takes in ``lang``; the last
    form when fewer are stored than the language has (a check reports it)."""
    forms = split(stored)
    i = index(lang, count)
    return forms[i] if i < len(forms) else forms[-1]
