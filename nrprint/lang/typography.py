"""Print-time typography of one language: no-break spaces and quotation marks.

The rules are data (``content/languages.yaml``), applied when a string is printed and
never written into the strings, so a translator types ordinary spaces and quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

NBSP = "\u00a0"


@dataclass(frozen=True, slots=True)
class Typography:
    nbsp_before: str = ""
    nbsp_after: str = ""
    quotes: tuple[str, str] | None = None

    def apply(self, text: str) -> str:
        if self.quotes:
            text = _quotes(text, *self.quotes)
        for ch in self.nbsp_before:
            text = _before(text, ch)
        for ch in self.nbsp_after:
            text = re.sub(rf"{re.escape(ch)}[ {NBSP}]?(?=\S)", ch + NBSP, text)
        return text


# "straight" or “curly” English quotes around a phrase on one line.
QUOTED = re.compile(r"\"([^\"\n]+)\"|“([^”\n]+)”")


def _quotes(text: str, opening: str, closing: str) -> str:
    return QUOTED.sub(lambda m: f"{opening}{m.group(1) or m.group(2)}{closing}", text)


def _before(text: str, ch: str) -> str:
    """A space before ``ch`` becomes no-break; a word glued to it gets one.

    Only where ``ch`` ends a phrase (space, end or closing markup after it), so times,
    ratios and addresses (``3:1``, ``http://``) stay as written.
    """
    c = re.escape(ch)
    text = re.sub(rf" (?={c})", NBSP, text)
    if ch == "»":
        return re.sub(rf"(?<=[^\s{NBSP}])(?={c})", NBSP, text)
    return re.sub(rf"(?<=[\w}}”»)])(?={c}(?:$|[\s*»)]))", NBSP, text)
