"""The en-XA pseudo-locale: English with accents on every letter, about 40 % longer.

A layout that survives en-XA survives a real translation: the accents test glyph
coverage and line height, the padding tests every frame's spare room. What must stay
untouched stays: icon tokens (``{credit}``), numbers (the parity rules read them),
``**bold**``/``*italic*`` markers, and placeholders such as ``<n>``.
"""

from __future__ import annotations

import re

ACCENTED = str.maketrans(
    "abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ",
    "àƀçđéĝĥîķĺñöŕšţûŵýžÀƁÇĐÉĜĤÎĶĹÑÖŔŠŢÛŴÝŽ",
)
# Pieces left as they are: icon tokens, [[terms]] and @references, placeholders,
# markup, numbers.
KEEP = re.compile(r"\{[a-z][a-z0-9-]*\}|\[\[[^\]]*\]\]|@[a-z_-]+|<[a-z_-]+>|\*+|\d+(?:[.,]\d+)?")
FILLER = "ŀöŕéɱ îƥšûɱ đöŀöŕ šîţ àɱéţ çöñšéçţéţûŕ àđîƥîšçîñĝ éŀîţ"
GROWTH = 0.4


def pseudo(text: str) -> str:
    """``Take 1 {credit}.`` → ``[Ţàķé 1 {credit}. ŀöŕéɱ]`` (about 40 % longer)."""
    if not text.strip():
        return text
    out, last = [], 0
    for m in KEEP.finditer(text):
        out.append(text[last : m.start()].translate(ACCENTED))
        out.append(m.group(0))
        last = m.end()
    out.append(text[last:].translate(ACCENTED))
    body = "".join(out)
    extra = round(len(text) * GROWTH)
    words = FILLER.split()
    pad: list[str] = []
    i = 0
    while sum(len(w) + 1 for w in pad) < extra:
        pad.append(words[i % len(words)])
        i += 1
    # Brackets show at a glance where a string was cut off.
    return f"[{body} {' '.join(pad)}]" if pad else f"[{body}]"
