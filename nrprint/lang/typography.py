"""Print-time typography of one language: quotation marks, apostrophe, minus sign and
no-break spaces (before French punctuation, between a number and the word after it).

The rules are data (``content/languages.yaml``), applied when a string is printed and
never written into the strings, so a translator types ordinary spaces and quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

NBSP = "\u00a0"
MINUS = "\u2212"
# A hyphen that starts a code or a number (``-H``, ``-R``, ``-1``): not inside a word
# (``fast-boot``), a range (``4-6``) or after another hyphen, and not one that joins a
# word to a styled word or an icon before it (``**Einfluss**-Limit``, ``{click}-Fähigkeit``:
# the text runs split there, so the hyphen starts one): a code is capitals or digits
# with no lower-case letter after them.
CODE_HYPHEN = re.compile(r"(?<![\w\-\u2212])-(?=(?:[A-Z]+|\d)(?![a-zß-ÿ]))")
# A number and the word after it (``50 mm``, ``4 players``): kept on one line.
NUMBER_WORD = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?) (?=[^\W\d_])")
# A short number that ends a phrase and the word before it (``step 6.``, ``Schritt 6``):
# kept on one line, so the number never starts a line alone.
WORD_NUMBER = re.compile(r"(?<=[^\W\d_]) (?=\d{1,3}(?:[.,;:!?)](?:\s|$)|$))")
# A pair of codes (``+A / -A``, bold or not): kept on one line, so no line starts with
# "/ −A" (the reviews' "+A / / −A").
CODE_PAIR = re.compile(r"(?<=[+\-\u2212<][A-Z])(?P<close>\*\*)? / (?P<open>\*\*)?(?=[+\-\u2212<][A-Z])")


def minus(code: str) -> str:
    """A code or number as printed: its leading hyphen a minus sign (``−R``)."""
    return CODE_HYPHEN.sub(MINUS, code)


@dataclass(frozen=True, slots=True)
class Typography:
    nbsp_before: str = ""
    nbsp_after: str = ""
    quotes: tuple[str, str] | None = None
    apostrophe: str = ""  # replaces the straight ' (English, French, German: ’)
    minus: bool = False  # a hyphen starting a code or number prints as U+2212
    nbsp_number: bool = False  # a no-break space between a number and the word after it,
    # and between a short number ending a phrase and the word before it

    def apply(self, text: str) -> str:
        if self.quotes:
            text = _quotes(text, *self.quotes)
        if self.apostrophe:
            text = text.replace("'", self.apostrophe)
        if self.minus:
            text = CODE_HYPHEN.sub(MINUS, text)
        if self.nbsp_number:
            text = NUMBER_WORD.sub(lambda m: m.group(1) + NBSP, text)
            text = WORD_NUMBER.sub(NBSP, text)
            text = CODE_PAIR.sub(rf"\g<close>{NBSP}/{NBSP}\g<open>", text)
        for ch in self.nbsp_before:
            text = _before(text, ch)
        for ch in self.nbsp_after:
            text = re.sub(rf"{re.escape(ch)}[ {NBSP}]?(?=\S)", ch + NBSP, text)
        return text


# "straight" or “curly” English quotes around a phrase on one line.
QUOTED = re.compile(r"\"([^\"\n]+)\"|“([^”\n]+)”")


def _quotes(text: str, opening: str, closing: str) -> str:
    if '"' not in text and "“" not in text:  # most strings: nothing to replace (a big deck's titles)
        return text
    text = QUOTED.sub(lambda m: f"{opening}{m.group(1) or m.group(2)}{closing}", text)
    # A quote left without its pair (a quotation cut across pieces): by its place.
    text = re.sub(r'(?:(?<=^)|(?<=[\s(\[{NBSP}]))"', opening, text)
    return text.replace('"', closing)


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
