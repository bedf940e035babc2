"""The markdown shortcuts of ``layout.textflow.inline_tokens`` give markdown-it's tokens."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from nrprint.layout.inline import _BOLD_LINE, _MARKUP, inline_tokens, markdown_tokens
from nrprint.model.domains import discover
from nrprint.model.project import Project
from tests.conftest import CONTENT

PARTS = [
    "**",
    "*",
    "_",
    "__",
    " ",
    "  ",
    "a",
    "é",
    "(",
    ")",
    ".",
    "{click}",
    "\\",
    "x y",
    "1.",
    "&",
    "-",
    "→",
    "\t",
]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PARTS), max_size=10).map("".join) | st.text(max_size=30))
def test_shortcuts_agree_with_markdown_it(line: str):
    line = line.replace("\n", " ")
    assume(line.strip())  # parse_rich never asks for blank lines
    assert inline_tokens.__wrapped__(line) == markdown_tokens(line)


@given(st.text(st.characters(blacklist_characters="*_\\\r\x00\n"), min_size=1, max_size=30))
def test_bold_lines_take_the_shortcut_and_agree(inner: str):
    line = f"**{inner}**"
    if _BOLD_LINE.fullmatch(line):
        assert inline_tokens.__wrapped__(line) == markdown_tokens(line)


def test_every_shipped_line_agrees_and_most_take_a_shortcut():
    discover()
    project = Project(CONTENT)
    lines = {
        line
        for _d, _l, text in project.texts()
        for lang in ("en", "fr")
        for line in text.get(lang).split("\n")
    }
    assert len(lines) > 300
    short = [line for line in lines if not _MARKUP.search(line) or _BOLD_LINE.fullmatch(line)]
    assert len(short) > len(lines) / 2
    for line in filter(str.strip, lines):
        assert inline_tokens.__wrapped__(line) == markdown_tokens(line), line


WORDS = [
    "a",
    "é",
    "Icons.",
    "(x)",
    "1",
    "{click}",
    "-R",
    ":",
    "«",
    "»",
    "R&D",
    "a_b",
    "_",
    "→",
    "€",
    "e\u0301",
    "’",
]
GAPS = [
    " ",
    "  ",
    "\u00a0",
    "\t",
    "\u202f",
    "\u2003",
    "\x85",
    "\x1c",
    "",
    "x",
    "(",
    ".",
    "* ",
    " *",
    "*",
    "a_b",
    "}*",
]


@settings(max_examples=1500, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(GAPS),
            st.lists(st.sampled_from(WORDS + [" ", "*"]), min_size=0, max_size=4).map("".join),
            st.sampled_from(GAPS),
            st.lists(st.sampled_from(WORDS), max_size=3).map(" ".join),
        ),
        min_size=1,
        max_size=4,
    )
)
def test_bold_words_inside_a_line_agree_with_markdown_it(parts):
    # Plain text with **bold** runs around every kind of neighbour: spaces markdown-it
    # counts as whitespace and spaces it does not (U+0085, U+001C), punctuation, letters.
    line = "".join(f"{before}**{inner}**{after}{tail}" for before, inner, after, tail in parts)
    assume(line.strip())
    assert inline_tokens.__wrapped__(line) == markdown_tokens(line)


def test_shipped_lines_with_bold_words_need_no_markdown_it():
    from nrprint.layout.inline import _bold_words

    discover()
    project = Project(CONTENT)
    lines = {
        line
        for _d, _l, text in project.texts()
        for lang in project.languages.tags()
        for line in text.get(lang).split("\n")
        if "**" in line and not _BOLD_LINE.fullmatch(line)
    }
    assert len(lines) > 100
    taken = [line for line in lines if _bold_words(line) is not None]
    assert len(taken) > 0.9 * len(lines)
    for line in taken:
        assert _bold_words(line) == markdown_tokens(line), line
