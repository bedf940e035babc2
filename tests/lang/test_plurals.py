"""Plural forms of nrprint.lang.plurals at their edges: fewer stored forms than the
language has categories, and the locale a language tag stands for (the rules come from
the cache in most runs, so the locale lookup behind them is tested on its own)."""

from __future__ import annotations

import pytest

from nrprint.lang.plurals import _locale, choose


@pytest.mark.parametrize(
    ("stored", "lang", "count", "form"),
    [
        ("bit", "en", 2, "bit"),  # one form stored, English wants "other": the last form
        ("un|autres", "fr", 5, "autres"),  # French "other" is the third form: the last stored
        ("un|beaucoup", "fr", 1_000_000, "beaucoup"),  # "many", the second form, is stored
        ("a|b|c", "fr", 2, "c"),
    ],
)
def test_a_count_takes_its_form_or_the_last_stored(stored: str, lang: str, count: int, form: str):
    assert choose(stored, lang, count) == form


@pytest.mark.parametrize(
    ("tag", "language"),
    [("fr", "fr"), ("fr-XA", "fr"), ("en-XA", "en"), ("de", "de"), ("zz", "en"), ("", "en")],
)
def test_a_tag_reads_as_its_base_language_and_an_unknown_one_as_english(tag: str, language: str):
    assert _locale(tag).language == language
