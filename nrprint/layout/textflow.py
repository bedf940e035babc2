"""Rich text layout: words, **bold**, *italic* and inline icon tokens like ``{click}``.

Pure arithmetic: text width comes from a ``measure(text, style, size)`` function the
caller passes in, so this module never touches the PDF library. Icons are square boxes
of the font size, set inline with the words and wrapped with them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from nrprint.layout.blockcache import persistent
from nrprint.layout.floor import ICON_FLOOR_MM
from nrprint.layout.inline import inline_tokens
from nrprint.units import mm

Measure = Callable[[str, str, float], float]
ICON_RE = re.compile(r"\{([a-z][a-z0-9-]*)\}")
ICON_SCALE = 1.05  # an icon box is this many font sizes wide (at or above ICON_MIN_PT)
ASCENT = 0.76  # baseline sits this many font sizes below the top of a line
# An in-line icon is never drawn smaller than 3 mm: below that a credit reads as a dot.
ICON_MIN_PT = mm(ICON_FLOOR_MM)  # the same float as ICON_FLOOR_MM * 72 / 25.4
# A short code (a special order like -R, +A, +REMOTE, or a threshold like <6) is glued to
# the word before it, so it never starts a line alone; see ``is_short_code``.
SHORT_CODE_RE = re.compile(r"[(\[]?[+\-<>\u2212][A-Z0-9&]{1,7}[)\]]?[\u00a0\u202f]?[:;,.!?]?")
GLUE = " "  # joins a short code to its word: an ordinary space that the wrap never breaks


def icon_side(size: float) -> float:
    """The drawn side of an in-line icon set with text of ``size`` points."""
    return max(size * 0.95, ICON_MIN_PT)


def icon_width(size: float) -> float:
    """The width an in-line icon takes on its line (its side and a little air)."""
    return icon_side(size) + size * (ICON_SCALE - 0.95)


# Punctuation that closes up to an icon before it ("gain 1 {credit}." reads "1 ₵.", not "1 ₵ .").
CLOSING = ".,;:!?)]»"


def icon_kern(size: float) -> float:
    """How far punctuation right after an in-line icon moves back into the icon's air:
    the margin a minimum-size box adds around the glyph, and the air of icon_width."""
    return (icon_side(size) - size * 0.95) / 2 + size * (ICON_SCALE - 0.95)


def is_short_code(text: str) -> bool:
    """True for a special order or threshold printed as a code: -R, +A, +REMOTE, <6."""
    return SHORT_CODE_RE.fullmatch(text.strip()) is not None


@dataclass(frozen=True, slots=True)
class Piece:
    """A run inside a word: text in a style, or an icon (``icon`` set, ``text`` empty)."""

    text: str
    style: str = "regular"
    icon: str | None = None


@dataclass(frozen=True, slots=True)
class Placed:
    """A piece positioned on its line: ``x`` from the line's left edge, ``width`` in points."""

    x: float
    width: float
    piece: Piece


@dataclass(slots=True)
class Line:
    items: list[Placed] = field(default_factory=list)
    width: float = 0.0

    def text(self) -> str:
        """The line's words as read (icons left out): a space where the layout left a
        gap, none where a run carries its own space or touches the one before."""
        out, end = "", None
        for item in self.items:
            if item.piece.text:
                gap = end is not None and item.x > end + 1e-6 and not item.piece.text.startswith(" ")
                out += (" " if gap else "") + item.piece.text
            end = item.x + item.width
        return out


@dataclass(slots=True)
class TextBlock:
    """Lines set at ``size``/``leading``; ``height`` is from the top of the first line."""

    lines: list[Line]
    size: float
    leading: float
    width: float
    fits: bool = True

    @property
    def height(self) -> float:
        if not self.lines:
            return 0.0
        return self.leading * (len(self.lines) - 1) + self.size * 1.0


def _style(bold: bool, italic: bool) -> str:
    if bold and italic:
        return "bold_italic"
    return "bold" if bold else "italic" if italic else "regular"


def parse_rich(text: str, base_style: str = "regular") -> list[list[Piece]]:
    """Split rich text into paragraphs (``\\n``) of pieces, with bold/italic and icons."""
    bold0 = base_style in ("bold", "bold_italic")
    ital0 = base_style in ("italic", "bold_italic")
    paragraphs: list[list[Piece]] = []
    for raw in text.split("\n"):
        bold, italic = bold0, ital0
        pieces: list[Piece] = []
        for kind, content in inline_tokens(raw) if raw.strip() else ():
            if kind == "strong_open":
                bold = True
            elif kind == "strong_close":
                bold = bold0
            elif kind == "em_open":
                italic = True
            elif kind == "em_close":
                italic = ital0
            elif kind in ("softbreak", "hardbreak"):
                pieces.append(Piece(" ", _style(bold, italic)))
            else:
                pos = 0
                for m in ICON_RE.finditer(content):
                    if m.start() > pos:
                        pieces.append(Piece(content[pos : m.start()], _style(bold, italic)))
                    pieces.append(Piece("", _style(bold, italic), icon=m.group(1)))
                    pos = m.end()
                if pos < len(content):
                    pieces.append(Piece(content[pos:], _style(bold, italic)))
        paragraphs.append(pieces)
    return paragraphs


def icons_in(text: str) -> list[str]:
    return ICON_RE.findall(text)


def plain(text: str) -> str:
    """Text as a reader sees it, icons as their names (for search and glyph checks)."""
    out = []
    for para in parse_rich(text):
        out.append("".join(p.text if p.icon is None else "" for p in para))
    return "\n".join(out)


def _words(pieces: list[Piece]) -> list[list[Piece]]:
    """Group pieces into words, splitting text on spaces; icons glue to adjacent text,
    and a short code or an icon after an amount glues to the word before it."""
    words: list[list[Piece]] = [[]]
    for piece in pieces:
        if piece.icon is not None:
            words[-1].append(piece)
            continue
        parts = piece.text.split(" ")
        for i, part in enumerate(parts):
            if i > 0:
                words.append([])
            if part:
                words[-1].append(Piece(part, piece.style))
    out: list[list[Piece]] = []
    for word in words:
        if not word:
            continue
        if out and _glues(out[-1], word):
            out[-1] = out[-1] + [Piece(GLUE, word[0].style)] + word
        else:
            out.append(word)
    return out


def _glues(before: list[Piece], word: list[Piece]) -> bool:
    """A short code keeps to the word before it, an icon to its amount ("1 {credit}"
    never splits between the 1 and the credit), and a number to the icon before it."""
    last = before[-1]
    if last.icon is not None and word[0].icon is None and word[0].text[:1].isdigit():
        return True  # a limit keeps to its icon: "{trash} 3" never splits into "🗑 / 3"
    if all(p.icon is None for p in word):
        return is_short_code("".join(p.text for p in word))
    return word[0].icon is not None and last.icon is None and last.text[-1:].isdigit()


def _glued_fit(text: str, width: float, size: float, measure: Measure, style: str) -> bool:
    """Every glued word (a word and its short code, an amount and its icon) fits the
    width at ``size``, so the wrap never has to cut one apart."""
    for words in _paragraph_words(text, style):
        for word in words:
            if (
                any(p.text == GLUE for p in word)
                and sum(_piece_width(p, size, measure) for p in word) > width + 1e-6
            ):
                return False
    return True


@lru_cache(maxsize=8192)
def _paragraph_words(text: str, style: str) -> tuple[tuple[tuple[Piece, ...], ...], ...]:
    """The words of each paragraph: the same at every size, so ``fit`` and the flows
    that try several sizes parse and group a string once."""
    return tuple(tuple(tuple(w) for w in _words(para)) for para in parse_rich(text, style))


def _piece_width(p: Piece, size: float, measure: Measure) -> float:
    if p.icon is not None:
        return icon_width(size)
    # A measure that scales exactly (the fonts' one: size * its width at 1 pt, the same
    # float as measuring at size) keeps each string's width at 1 pt, for every size tried.
    unit = getattr(measure, "unit", None)
    return size * unit(p.text, p.style) if unit is not None else measure(p.text, p.style, size)


def _split_long(word: list[Piece], width: float, size: float, measure: Measure) -> list[list[Piece]]:
    """Break a word wider than the line into chunks of characters (no hyphen)."""
    chunks: list[list[Piece]] = [[]]
    used = 0.0
    for p in word:
        units = [p] if p.icon is not None else [Piece(ch, p.style) for ch in p.text]
        for u in units:
            w = _piece_width(u, size, measure)
            if used + w > width and chunks[-1]:
                chunks.append([])
                used = 0.0
            chunks[-1].append(u)
            used += w
    return chunks


# A numbered step ("3. Remote +A ..."): its later lines hang under its text.
LIST_NUMBER = re.compile(r"\d{1,2}[.)]")


def _hanging_indent(
    words: tuple[tuple[Piece, ...], ...], space: float, size: float, measure: Measure
) -> float:
    """How far a paragraph's later lines start in: past "3. " when it opens with a step
    number, else 0."""
    if len(words) < 2 or len(words[0]) != 1 or not LIST_NUMBER.fullmatch(words[0][0].text):
        return 0.0
    return _piece_width(words[0][0], size, measure) + space


def _place_run(items: list[Placed], parts: list[str], first: Any, x0: float, x: float, w: float) -> None:
    """Place a run of same-style text: one piece as it is, several (or one after its
    word space) joined."""
    if len(parts) == 1 and parts[0] == first.text:
        items.append(Placed(x0, w, first))
    else:
        items.append(Placed(x0, x + w - x0, Piece("".join(parts), first.style)))


# What the layout cache (``nrprint.layout.blockcache``) keeps of a block, and back.
def encode_block(block: TextBlock) -> list[Any]:
    lines = [
        [ln.width, [[p.x, p.width, p.piece.text, p.piece.style, p.piece.icon] for p in ln.items]]
        for ln in block.lines
    ]
    return [block.size, block.leading, block.width, block.fits, lines]


def decode_block(data: list[Any]) -> TextBlock:
    size, leading, width, fits, lines = data
    return TextBlock(
        [Line([Placed(x, w, Piece(t, s, i)) for x, w, t, s, i in items], lw) for lw, items in lines],
        size,
        leading,
        width,
        fits,
    )


@lru_cache(maxsize=4096)  # checks and drawing lay out the same strings: do it once
@persistent(encode_block, decode_block)  # ... and the next run lays out only the strings that changed
def layout(
    text: str, width: float, size: float, leading: float, measure: Measure, style: str = "regular"
) -> TextBlock:
    """Greedy line breaking of rich text into ``width``; returns positioned lines.

    Pieces in the same style that follow each other on a line are joined into one run (drawn
    and extracted as whole phrases, not word by word). A run is kept open as its parts and placed
    once it ends: its width, ``(x + w) - x0`` of its last piece, is what joining piece by piece gave."""
    lines: list[Line] = []
    space = measure(" ", "regular", size)
    unit = getattr(measure, "unit", None)  # see _piece_width
    icon_w = icon_width(size)
    kern = icon_kern(size)
    for words in _paragraph_words(text, style):
        items: list[Placed] = []
        line_w = 0.0
        hang = _hanging_indent(words, space, size, measure)
        parts: list[str] = []  # the open run: its texts, first piece, start, last piece
        first: Piece | None = None
        x0, last_x, last_w = 0.0, 0.0, 0.0
        for word in words:
            widths = [
                icon_w
                if p.icon is not None
                else size * unit(p.text, p.style)
                if unit is not None
                else measure(p.text, p.style, size)
                for p in word
            ]
            if sum(widths) <= width:
                chunks: list[tuple[Sequence[Piece], list[float]]] = [(word, widths)]
            else:
                chunks = [
                    (c, [_piece_width(p, size, measure) for p in c])
                    for c in _split_long(list(word), width, size, measure)
                ]
            for chunk, chunk_widths in chunks:
                busy = bool(items or parts)
                gap = space if busy else 0.0
                if busy and line_w + gap + sum(chunk_widths) > width + 1e-6:
                    if parts:
                        _place_run(items, parts, first, x0, last_x, last_w)
                        parts = []
                    lines.append(Line(items, line_w))
                    items, line_w, gap = [], hang, 0.0
                x = line_w + gap
                for k, p in enumerate(chunk):
                    w = chunk_widths[k]
                    if k and chunk[k - 1].icon is not None and p.icon is None and p.text[:1] in CLOSING:
                        x -= kern
                    if parts and p.icon is None and first is not None and first.style == p.style:
                        parts.append(" " + p.text if k == 0 and gap else p.text)
                        last_x, last_w = x, w
                    else:
                        if parts:
                            _place_run(items, parts, first, x0, last_x, last_w)
                        if p.icon is None and k == 0 and gap and p.style == "regular":
                            # the word space before a new run is a real space, drawn in the
                            # run's (regular) style, so the PDF's text keeps it: "cards. Draw"
                            parts, first, x0, last_x, last_w = [" " + p.text], p, x - gap, x, w
                        elif p.icon is None:
                            parts, first, x0, last_x, last_w = [p.text], p, x, x, w
                        else:
                            parts = []
                            items.append(Placed(x, w, p))
                    x += w
                line_w = x
        if parts:
            _place_run(items, parts, first, x0, last_x, last_w)
        lines.append(Line(items, line_w))
    return TextBlock(lines, size, leading, width)


@lru_cache(maxsize=4096)
@persistent(encode_block, decode_block)
def fit(
    text: str,
    width: float,
    height: float,
    size: float,
    leading: float,
    measure: Measure,
    min_size: float = 6.0,
    style: str = "regular",
    step: float = 0.25,
) -> TextBlock:
    """Largest size from ``size`` down to ``min_size`` whose layout fits the box.

    Returns the block at ``min_size`` with ``fits=False`` when even that overflows, so
    the caller can report it instead of clipping. A short code glued to its word counts
    as overflowing when the pair is wider than the frame (it would be cut apart).
    """
    ratio = leading / size
    current = size
    while True:
        block = layout(text, width, current, current * ratio, measure, style)
        if block.height <= height + 1e-6 and _glued_fit(text, width, current, measure, style):
            return block
        if current <= min_size + 1e-9:
            return replace(block, fits=False)  # a copy: the cached layout stays as it is
        current = max(round(current - step, 4), min_size)  # the floor itself is tried last
