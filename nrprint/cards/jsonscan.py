"""JSON card files read in one pass, each card with the line and column it starts on.

The outer structure (a list of cards, or an object whose ``data`` is one) is walked
here, and each card is decoded by the standard library's C scanner from where it
starts: the position of every card comes from counting the newlines between one card
and the next, so a file of 200,000 cards is read in linear time. Each value is bounded
before anything trusts it: nesting deeper than the C scanner's recursion limit, a
number too long to convert (Python refuses more than 4,300 digits), ``NaN`` and
``Infinity`` (not JSON) each become a diagnostic at the card's position.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from nrprint.diagnostics import Pos

_SPACE = re.compile(r"[ \t\n\r]*")


class ScanError(Exception):
    """The file cannot be read further: one diagnostic at a position."""

    def __init__(self, pos: Pos, code: str, message: str):
        super().__init__(message)
        self.diagnostic = pos.error(code, message)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)


@dataclass(frozen=True, slots=True)
class Located:
    value: Any
    line: int
    col: int


class Scanner:
    """One file's text; positions are computed moving forward only (linear overall)."""

    def __init__(self, text: str, shown: str):
        self.text, self.shown = text, shown
        self._at, self._line, self._line_start = 0, 1, 0

    def pos(self, idx: int) -> Pos:
        if idx < self._at:  # never happens in a forward scan; stay correct anyway
            self._at, self._line, self._line_start = 0, 1, 0
        newlines = self.text.count("\n", self._at, idx)
        if newlines:
            self._line += newlines
            self._line_start = self.text.rfind("\n", self._at, idx) + 1
        self._at = idx
        return Pos(self.shown, self._line, idx - self._line_start + 1)

    def skip(self, idx: int) -> int:
        end = _SPACE.match(self.text, idx)
        return end.end() if end else idx

    def value(self, idx: int) -> tuple[Any, int]:
        """One JSON value starting at ``idx`` (after blanks) and the index after it."""
        try:
            return _DECODER.raw_decode(self.text, idx)
        except json.JSONDecodeError as exc:
            raise ScanError(
                Pos(self.shown, exc.lineno, exc.colno), "CARD003", f"malformed JSON: {exc.msg}"
            ) from None
        except RecursionError:
            raise ScanError(self.pos(idx), "CARD003", "nested too deeply to be card data") from None
        except ValueError as exc:  # a number of more than 4,300 digits, NaN, Infinity
            what = "a number too long to read" if "digits" in str(exc) else str(exc)
            raise ScanError(self.pos(idx), "CARD003", f"{what} in this value") from None

    def expect(self, idx: int, chars: str, what: str) -> int:
        idx = self.skip(idx)
        if idx >= len(self.text) or self.text[idx] not in chars:
            found = repr(self.text[idx]) if idx < len(self.text) else "the end of the file"
            raise ScanError(self.pos(idx), "CARD003", f"malformed JSON: expected {what}, found {found}")
        return idx

    def array(self, idx: int) -> tuple[list[Located], int]:
        """The list at ``idx`` (a ``[``), each element with its position."""
        out: list[Located] = []
        idx = self.skip(idx + 1)
        if idx < len(self.text) and self.text[idx] == "]":
            return out, idx + 1
        while True:
            idx = self.skip(idx)
            pos = self.pos(idx)
            value, idx = self.value(idx)
            out.append(Located(value, pos.line, pos.col))
            idx = self.expect(idx, ",]", "',' or ']'")
            if self.text[idx] == "]":
                return out, idx + 1
            idx += 1

    def document(self) -> Any:
        """The whole file: a list of located cards, a dict whose ``data`` list is located,
        or any other value as it is."""
        idx = self.skip(0)
        doc: object
        if self.text.startswith("[", idx):
            doc, idx = self.array(idx)
        elif self.text.startswith("{", idx):
            doc, idx = self._object(idx)
        else:
            doc, idx = self.value(idx)
        idx = self.skip(idx)
        if idx != len(self.text):
            raise ScanError(self.pos(idx), "CARD003", "malformed JSON: extra data after the document")
        return doc

    def _object(self, idx: int) -> tuple[dict[str, Any], int]:
        out: dict[str, Any] = {}
        idx = self.skip(idx + 1)
        if idx < len(self.text) and self.text[idx] == "}":
            return out, idx + 1
        while True:
            idx = self.expect(idx, '"', "a key in double quotes")
            key, idx = self.value(idx)
            idx = self.expect(idx, ":", "':'")
            idx = self.skip(idx + 1)
            if key == "data" and self.text.startswith("[", idx):
                out[key], idx = self.array(idx)
            else:
                out[key], idx = self.value(idx)
            idx = self.expect(idx, ",}", "',' or '}'")
            if self.text[idx] == "}":
                return out, idx + 1
            idx += 1


def scan(text: str, shown: str) -> Any:
    """The file's document (see ``Scanner.document``); raises ``ScanError``."""
    return Scanner(text, shown).document()
