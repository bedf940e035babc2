"""The markdown shortcuts of ``layout.textflow.inline_tokens`` give markdown-it's tokens."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from nrprint.layout.textflow import _BOLD_LINE, _MARKUP, inline_tokens, markdown_tokens
from nrprint.project import Project, discover
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
