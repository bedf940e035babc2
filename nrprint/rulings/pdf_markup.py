"""Ruling text → paragraph markup: citations in small type, pointers as links.

Pure string work (no reportlab): every piece of source text is XML-escaped before it
is wrapped in markup, and characters the embedded font cannot draw are replaced by
``?`` (reported by the ``rulings-glyphs`` check, never silently dropped). The only
words added are clearly marked notes, e.g. that a citation was cut off in the source.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from xml.sax.saxutils import escape

from nrprint.lang.printed import PRINTED
from nrprint.model.base import SOURCE
from nrprint.rulings.model import Ruling

# Typographic look-alikes the font may lack, mapped before the glyph test.
FALLBACKS = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00a0": " "}


# A straight single quote that opens a quotation: at the start or after a space or an
# opening bracket or quote, before a letter ('stored'); every other one is an apostrophe
# or a closing quote (’).
OPENING_SINGLE = re.compile(r"(?:(?<=^)|(?<=[\s(\[\"“]))'(?=\w)")
# The list's ASCII conventions, set as the printed page sets them (each in one piece of
# text, after the citations and pointers are cut out, so offsets no longer matter):
ASCII_TYPE = (
    (re.compile(r"\s*--\s*"), "\u2014"),  # "1--and only 1--Net", "a reason -- a card": em dashes
    (re.compile(r"(?<=\w) - (?=\w)"), " \u2013 "),  # "zero - you only roll": a spaced en dash
    (re.compile(r"\(R\)"), "\u00ae"),  # "Netrunner(R)"
    (re.compile(r"\(TM\)"), "\u2122"),
)
# "*ON*": the list's emphasis, printed in italics (matched after XML escaping).
ASTERISKS = re.compile(r"\*(\w[\w'’ -]*?\w|\w)\*")


def typeset(text: str) -> str:
    """The rulings' English with its printed typography (curly quotes and apostrophes,
    single quotes opened the right way, minus signs); kept only when it keeps every
    character's offset (citations and pointers are spans of the text)."""
    done = PRINTED.typeset(SOURCE, OPENING_SINGLE.sub("\u2018", text))
    return done if len(done) == len(text) else text


def ascii_type(text: str) -> str:
    """Dashes, ® and ™ for the list's ``--``, spaced `` - ``, ``(R)`` and ``(TM)``."""
    for pattern, printed in ASCII_TYPE:
        text = pattern.sub(printed, text)
    return text


def emphasis(markup: str) -> str:
    """The list's ``*word*`` emphasis as italics, in escaped markup."""
    return ASTERISKS.sub(r"<i>\1</i>", markup)


def printable(text: str, has_glyph: Callable[[str], bool]) -> str:
    """``text`` typeset, with every character the font lacks mapped to a fallback or ``?``."""
    text = typeset(text)
    out = []
    for ch in text:
        if ch.isspace() or has_glyph(ch):
            out.append(ch)
        else:
            alt = FALLBACKS.get(ch, "?")
            out.append(alt if has_glyph(alt) else "?")
    return "".join(out)


def esc(text: str) -> str:
    return escape(text, {'"': "&quot;"})


def _boundaries(r: Ruling, anchors: set[str]) -> list[tuple[int, int, str]]:
    """Marked spans (start, end, kind) in text order: citations and resolved pointers."""
    spans = [(c.start, c.end, f"cite:{i}") for i, c in enumerate(r.citations)]
    for ref in r.see:
        if ref.anchor in anchors:
            end = ref.start + len(ref.target)
            if not any(a <= ref.start < b for a, b, _ in spans):
                spans.append((ref.start, end, f"see:{ref.anchor}"))
    return sorted(spans)


def ruling_markup(
    r: Ruling,
    anchors: set[str],
    fix: Callable[[str], str],
    cite_font: tuple[float, str],
    link_colour: str,
) -> str:
    """Markup for one ruling. ``fix`` makes text printable; ``cite_font`` = (size, colour)."""
    text = typeset(r.text)  # whole, so a quotation across a citation pairs up
    size, colour = cite_font
    out: list[str] = []
    pos = 0
    for start, end, kind in _boundaries(r, anchors):
        if start < pos:
            continue
        out.append(_plain(text[pos:start], fix, first=pos == 0))
        piece = esc(fix(text[start:end]))
        if kind.startswith("cite:"):
            cite = r.citations[int(kind[5:])]
            note = " <i>[cut off in the source]</i>" if cite.truncated else ""
            out.append(f'<font size="{size}" color="{colour}">{piece}{note}</font>')
        else:
            out.append(f'<a href="#{kind[4:]}" color="{link_colour}">{piece}</a>')
        pos = end
    out.append(_plain(text[pos:], fix, first=pos == 0))
    return "".join(out)


def _plain(text: str, fix: Callable[[str], str], first: bool) -> str:
    if first and text.startswith("ERRATA"):
        return "<b>ERRATA</b>" + _plain(text[6:], fix, False)
    return emphasis(esc(fix(ascii_type(text))))
