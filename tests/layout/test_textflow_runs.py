"""``layout`` joins same-style pieces into runs exactly as joining them piece by piece did.

The oracle below is the straightforward algorithm ``layout`` used before it kept runs
open: every piece is placed, then merged into the item before it when both are text in
the same style. Positions and widths must be the same floats, not merely close.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from nrprint.layout.textflow import (
    CLOSING,
    Line,
    Piece,
    Placed,
    _paragraph_words,
    _piece_width,
    _split_long,
    icon_kern,
    layout,
)
from nrprint.render.fonts import measure


def _oracle(text: str, width: float, size: float, m) -> list[Line]:
    lines: list[Line] = []
    space = m(" ", "regular", size)
    for words in _paragraph_words(text, "regular"):
        line = Line()
        for word in words:
            word_w = sum(_piece_width(p, size, m) for p in word)
            for chunk in [word] if word_w <= width else _split_long(list(word), width, size, m):
                chunk_w = sum(_piece_width(p, size, m) for p in chunk)
                gap = space if line.items else 0.0
                if line.items and line.width + gap + chunk_w > width + 1e-6:
                    lines.append(line)
                    line, gap = Line(), 0.0
                x = line.width + gap
                for k, p in enumerate(chunk):
                    w = _piece_width(p, size, m)
                    if k and chunk[k - 1].icon is not None and p.icon is None and p.text[:1] in CLOSING:
                        x -= icon_kern(size)  # punctuation closes up to the icon before it
                    last = line.items[-1] if line.items else None
                    if last and p.icon is None and last.piece.icon is None and last.piece.style == p.style:
                        joined = Piece(last.piece.text + (" " if k == 0 and gap else "") + p.text, p.style)
                        line.items[-1] = Placed(last.x, x + w - last.x, joined)
                    elif p.icon is None and k == 0 and gap and p.style == "regular":
                        # a new run after a word space carries the space: x0 = x - gap
                        x0 = x - gap
                        line.items.append(Placed(x0, x + w - x0, Piece(" " + p.text, p.style)))
                    else:
                        line.items.append(Placed(x, w, p))
                    x += w
                line.width = x
        lines.append(line)
    return lines


def _fake(text: str, style: str, size: float) -> float:
    return size * (0.53 * len(text) + (0.07 if style == "bold" else 0.0))


WORDS = [
    "Gain",
    "2",
    "{credit}",
    "{credit}.",
    "(1 {credit})",
    "**Draw**",
    "*1 card*",
    "-R",
    "+REMOTE",
    "1 {click}",
    "é",
    "«",
    "»",
    "\n",
]
LONG = "supercalifragilisticexpialidocious"


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from([*WORDS, LONG]), min_size=1, max_size=30).map(" ".join),
    st.sampled_from([18.0, 45.5, 80.25, 150.0]),
    st.sampled_from([6.5, 7.25, 9.0, 11.3]),
    st.sampled_from(["fonts", "fake"]),
)
def test_runs_are_the_piece_by_piece_floats(text: str, width: float, size: float, which: str):
    m = measure if which == "fonts" else _fake
    got = layout.__wrapped__.__wrapped__(text, width, size, size * 1.2, m)  # past both caches
    assert got.lines == _oracle(text, width, size, m)
