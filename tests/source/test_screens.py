"""The fast reader's screens answer as their plain patterns do (issue 40, sixth session).

Each screen was made cheaper for the card texts of a big deck (a test of characters
before the pattern, a pattern without a look-behind, resolvers skipped by first
character); what they decide must not change, or a text would be read otherwise.
"""

from __future__ import annotations

import random
import re

import pytest
import yaml

from nrprint.source.fast import _COMPOSER_ONLY, _walk_only, composer_only, fast_load
from nrprint.source.text import MAX_DEPTH

# Each alone in an otherwise plain card line, at the start of a line and after one.
TRIGGERS = ["?", "%", "\t", "\x85", "\u2028", "\u2029", "? ", "{?", ", ?", "[ ?"]


@pytest.mark.parametrize("trigger", TRIGGERS)
def test_composer_only_answers_as_the_pattern(trigger: str):
    for text in (f"{trigger}a: b\n", f"a: b\n{trigger}c\n", f"a: {trigger}b\n", "a: b\n"):
        assert composer_only(text) == (_COMPOSER_ONLY.search(text) is not None), repr(text)


def test_composer_only_answers_as_the_pattern_on_random_texts():
    rng = random.Random(40)
    alphabet = " \t\n[{,?%ab\x85\u2028\u2029\u3000"
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9)))
        assert composer_only(text) == (_COMPOSER_ONLY.search(text) is not None), repr(text)


# The walk's own test as it was written: an anchor, alias, tag or reserved character
# where a node may start (after a space, a bracket, a brace or a comma).
_LOOKED_BEHIND = re.compile(r"(?<=[\s\[{,])[&*!@`]")


def _walked_before(text: str) -> bool:
    return (
        text[:1] in ("&", "*", "!", "@", "`", ":")
        or _LOOKED_BEHIND.search(text) is not None
        or any(pair in text for pair in (" :", "\n:", "[:", "{:", ",:", "?:", "-:", "<<"))
    )


@pytest.mark.parametrize("mark", ["&", "*", "!", "@", "`"])
@pytest.mark.parametrize("before", [" ", "\n", "\t", "[", "{", ",", "\u3000", "R", '"'])
def test_the_walk_is_chosen_as_before(mark: str, before: str):
    for text in (f"a: b{before}{mark}c\n", f"{mark}a: b\n", f"a: {before}{mark}\n", "a: R&D\n"):
        assert _walk_only(text) == _walked_before(text), repr(text)


def test_the_walk_is_chosen_as_before_on_random_texts():
    rng = random.Random(26)
    alphabet = " \t\n[{,&*!@`ab:\u3000"
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9)))
        assert _walk_only(text) == _walked_before(text), repr(text)


# Plain words PyYAML resolves to something else than a string, each alone in a text
# whose other strings no resolver starts with (a card's ids and titles).
RESOLVED = [
    "yes",
    "No",
    "on",
    "OFF",
    "~",
    "null",
    "0x1F",
    "0o17",
    "1:30",
    "01",
    "1_000",
    "+1",
    "-0",
    ".inf",
    ".NaN",
]


@pytest.mark.parametrize("word", RESOLVED)
def test_a_resolved_word_alone_reads_as_pyyaml_reads_it(word: str):
    text = f"id: s00001\ntitle: {{en: Stress card 1}}\nvalue: {word}\nquoted: '{word}'\n"
    assert fast_load(text, MAX_DEPTH) == yaml.safe_load(text)
