"""One line of rich text as markdown-it's inline tokens: ``**bold**``, ``*italic*``, escapes.

markdown-it (CommonMark) is the reference; the shapes our content uses are read here
without it (tested against it): a big deck has tens of thousands of lines, and most
builds need not import it at all.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when a line first needs it
    from markdown_it import MarkdownIt


@cache
def _md() -> MarkdownIt:
    from markdown_it import MarkdownIt

    return MarkdownIt("zero").enable(["emphasis", "escape", "newline"])


# Characters that can start markup in our markdown-it set-up (emphasis, escapes, line
# breaks), or that its normaliser rewrites. A line without them is one text token.
_MARKUP = re.compile(r"[*_\\\r\x00]")
# A whole line in bold with nothing else to parse: the shape of every card title.
_BOLD_LINE = re.compile(r"\*\*([^*_\\\r\x00\s](?:[^*_\\\r\x00]*[^*_\\\r\x00\s])?)\*\*")
# Words in bold inside plain text ("**Icons.** {click} a click"): see ``_bold_words``.
_STAR_RUNS = re.compile(r"\*+|_+|[\\\r\x00]")
# markdown-it's whitespace (``isWhiteSpace``), not Python's ``\s``.
_MD_WS = frozenset("\t\n\x0b\x0c\r \xa0\u1680\u202f\u205f\u3000") | {chr(c) for c in range(0x2000, 0x200B)}
_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


@lru_cache(maxsize=8192)
def inline_tokens(line: str) -> tuple[tuple[str, str], ...]:
    """markdown-it's inline tokens of one line as (type, content), with shortcuts for
    the shapes our content uses (tested against markdown-it itself): a big deck has tens
    of thousands of lines, and markdown-it's cost a line and its import would show. Plain lines, whole bold lines and words in bold or italic need none of it."""
    if not _MARKUP.search(line):
        return (("text", line),)
    bold = _BOLD_LINE.fullmatch(line)
    if bold:
        return (
            ("text", ""),
            ("strong_open", ""),
            ("text", bold.group(1)),
            ("strong_close", ""),
            ("text", ""),
        )
    return _bold_words(line) or markdown_tokens(line)


def _kind(ch: str) -> str:
    """How CommonMark's flanking rules see a neighbour of a delimiter: "w" whitespace
    (or the line's edge), "p" punctuation, "a" a letter or digit, "?" anything whose
    reading differs between markdown-it versions (symbols, marks): left to markdown-it."""
    if ch == "" or ch in _MD_WS:
        return "w"
    if ch in _ASCII_PUNCT or unicodedata.category(ch).startswith("P"):
        return "p"
    return "a" if ch.isalnum() else "?"


def _bold_words(line: str) -> tuple[tuple[str, str], ...] | None:
    """markdown-it's tokens for plain text with words in ``**bold**`` or ``*italic*``
    (and stars or underscores that cannot be emphasis), or None for anything else
    (markdown-it then reads it).

    Every ``**`` or ``*`` must be one that can only open (after whitespace or
    punctuation, before a letter; or after whitespace, before punctuation) or only close
    (the mirror), and each must close the run just opened, with no nesting; an ``_``
    must sit between two letters or digits, where it is never emphasis. CommonMark then
    reads the line one way only."""
    tokens: list[tuple[str, str]] = []
    pos, opened = 0, ""
    for m in _STAR_RUNS.finditer(line):
        run = m.group()
        if run[0] not in "*_":
            return None  # an escape, or what markdown-it's normaliser rewrites
        before, after = _kind(line[m.start() - 1 : m.start()]), _kind(line[m.end() : m.end() + 1])
        if run[0] == "_":
            if before == after == "a":
                continue  # inside a word: literal
            return None
        opens = (before in "wp" and after == "a") or (before == "w" and after == "p")
        closes = (before == "a" and after in "wp") or (before == "p" and after == "w")
        if before == after == "w" or (closes and not opened):
            continue  # "* note", "Start {credit}*": nothing to open or to close, literal
        kind = {"**": "strong", "*": "em"}.get(run)
        if kind is None:
            return None
        if opens and not opened:
            opened = run
        elif closes and opened == run:
            opened = ""
        else:
            return None
        _text(tokens, line[pos : m.start()])
        # markdown-it turns one star of each ``**`` into an empty text token (the one
        # before an opening pair, after a closing one); a ``*`` becomes the tag itself.
        if opened and kind == "strong":
            _text(tokens, "", empty_too=True)
        tokens.append((f"{kind}_open" if opened else f"{kind}_close", ""))
        if not opened and kind == "strong":
            _text(tokens, "", empty_too=True)
        pos = m.end()
    if opened:
        return None
    _text(tokens, line[pos:])
    return tuple(tokens) or (("text", line),)


def _text(tokens: list[tuple[str, str]], text: str, empty_too: bool = False) -> None:
    """Add text as markdown-it does: joined to the text token before it; an empty run
    makes no token, except a pair's spare star (``empty_too``)."""
    if tokens and tokens[-1][0] == "text":
        tokens[-1] = ("text", tokens[-1][1] + text)
    elif text or empty_too:
        tokens.append(("text", text))


def markdown_tokens(line: str) -> tuple[tuple[str, str], ...]:
    return tuple((tok.type, tok.content) for tok in _md().parseInline(line)[0].children or [])
