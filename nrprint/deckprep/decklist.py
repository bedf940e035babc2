"""Read a decklist in NetrunnerDB's plain-text export.

Accepted, line by line:
- blank lines, comments (``#`` or ``//`` first), and the export's footer lines
  (``15 influence spent``, ``20 agenda points``, ``49 cards (min 45)``, ``Cards up to``,
  ``Decklist published``);
- before the first type header: free text (deck title, identity line);
- a type header: a known type word with an optional count, ``Agenda (9)``, ``Code Gate``;
- a card: ``3x Card Name``, ``3 Card Name`` or ``3 x Card Name``, then optional
  influence dots, a set name in parentheses and tags in brackets (``[econ]``,
  ``[noecon]``, ``[adv:4]``).
Anything else is an error naming the line; all errors are reported together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from nrprint.deckprep.cards import CardType, Side, header_type
from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.source.reader import read_text

MAX_COPIES = 10  # the 1996 game had no copy limit; more than 10 is surely a typo
MAX_BYTES = 200_000

_CARD = re.compile(r"^(?P<count>\d+)\s*(?:[x×]\s*)?\s(?P<rest>\S.*)$", re.IGNORECASE)
_CARD_TIGHT = re.compile(r"^(?P<count>\d+)[x×](?P<rest>\S.*)$", re.IGNORECASE)
_HEADER = re.compile(r"^(?P<word>[^\W\d_][^\d()\[\]]*?)\s*(?:\((?P<count>\d+)\))?\s*:?$")
_COUNTED = re.compile(r"^[^\W\d_][^\d()]*\(\d+\)$")
_FOOTER = re.compile(
    r"^(\d+ influence spent|\d+ agenda points?|\d+ cards?\b|cards up to\b|decklist published\b)",
    re.IGNORECASE,
)
_TOTAL = re.compile(r"^(?P<n>\d+) cards?\b", re.IGNORECASE)
_TAG = re.compile(r"\[(?P<tag>[^\[\]]*)\]")
_DOTS = re.compile(r"[\u25cf\u2022\u25cb\u00b7]+")
_SET = re.compile(r"\s*\([^()]*\)\s*$")
_ADV = re.compile(r"^adv\s*[:=]\s*(?P<n>\d+)$")


@dataclass(frozen=True, slots=True)
class Entry:
    """One card line: name, count, type from the header above it, tags, line number."""

    name: str
    count: int
    type: CardType
    line: int
    economy: bool | None = None  # from a tag; None when the line says nothing
    advancement: int | None = None


@dataclass(slots=True)
class Decklist:
    path: str
    identity: str | None
    entries: list[Entry]
    side: Side
    warnings: list[Diagnostic] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(e.count for e in self.entries)

    def count(self, ctype: CardType) -> int:
        return sum(e.count for e in self.entries if e.type is ctype)


def _parse_tags(rest: str, pos: Pos, errors: list[Diagnostic]) -> tuple[str, bool | None, int | None]:
    economy: bool | None = None
    adv: int | None = None
    for m in _TAG.finditer(rest):
        tag = m.group("tag").strip().casefold()
        adv_m = _ADV.match(tag)
        if tag in ("econ", "economy"):
            economy = True
        elif tag in ("noecon", "no-econ", "!econ"):
            economy = False
        elif adv_m:
            adv = int(adv_m.group("n")) if len(adv_m.group("n")) <= 6 else 10**6
            if not 1 <= adv <= 15:
                errors.append(
                    pos.error(
                        "DECK008",
                        f"advancement requirement {adv if adv < 10**6 else 'too large'} is out of range 1-15",
                    )
                )
        else:
            errors.append(
                pos.error("DECK007", f"unknown tag [{m.group('tag')}]; use [econ], [noecon] or [adv:N]")
            )
    return _TAG.sub(" ", rest), economy, adv


def _clean_name(rest: str) -> str:
    """Drop influence dots and a trailing set name such as ``(System Gateway)``."""
    name = _DOTS.sub(" ", rest).strip()
    name = _SET.sub("", name).strip() if _SET.search(name) and not name.startswith("(") else name
    return " ".join(name.split())


class _Reader:
    def __init__(self, path: str):
        self.path = path
        self.errors: list[Diagnostic] = []
        self.warnings: list[Diagnostic] = []
        self.entries: list[Entry] = []
        self.preamble: list[str] = []
        self.current: CardType | None = None
        self.header_line = 0
        self.header_count: int | None = None
        self.header_seen = 0
        self.first_side_line: dict[Side, int] = {}
        self.total: tuple[int, int] | None = None

    def pos(self, line: int, col: int = 1) -> Pos:
        return Pos(self.path, line, col)

    def close_header(self) -> None:
        if (
            self.current is not None
            and self.header_count is not None
            and self.header_count != self.header_seen
        ):
            self.warnings.append(
                self.pos(self.header_line).warning(
                    "DECK101",
                    f"header says {self.header_count} card(s) but {self.header_seen} are listed under it",
                )
            )

    def header(self, lineno: int, word: str, count: str | None, ctype: CardType) -> None:
        self.close_header()
        self.current, self.header_line, self.header_seen = ctype, lineno, 0
        self.header_count = int(count) if count is not None and len(count) <= 6 else None
        self.first_side_line.setdefault(ctype.side, lineno)

    def card(self, lineno: int, count_text: str, rest: str) -> None:
        pos = self.pos(lineno)
        count = int(count_text) if len(count_text) <= 6 else MAX_COPIES + 1  # int() refuses 4,300 digits
        if not 1 <= count <= MAX_COPIES:
            shown = count_text if len(count_text) <= 6 else f"of {len(count_text)} digits"
            self.errors.append(pos.error("DECK003", f"count {shown} is out of range 1-{MAX_COPIES}"))
            return
        if self.current is None:
            self.errors.append(
                pos.error("DECK005", "card before any type header (such as 'Agenda (9)' or 'Event')")
            )
            return
        rest, economy, adv = _parse_tags(rest, pos, self.errors)
        name = _clean_name(rest)
        if not name:
            self.errors.append(pos.error("DECK004", "card line without a card name"))
            return
        self.header_seen += count
        self.entries.append(Entry(name, count, self.current, lineno, economy, adv))

    def line(self, lineno: int, raw: str) -> None:
        text = raw.strip()
        if not text or text.startswith(("#", "//")):
            return
        total = _TOTAL.match(text)
        if _FOOTER.match(text):
            if total and " cards" in text.casefold() and len(total.group("n")) <= 6:
                self.total = (lineno, int(total.group("n")))
            return
        m = _CARD.match(text) or _CARD_TIGHT.match(text)
        if m:
            self.card(lineno, m.group("count"), m.group("rest"))
            return
        h = _HEADER.match(text)
        if h and (ctype := header_type(h.group("word"))) is not None:
            self.header(lineno, h.group("word"), h.group("count"), ctype)
            return
        if _COUNTED.match(text) or (h and self.current is not None and h.group("count")):
            word = text.rsplit("(", 1)[0].strip()
            self.errors.append(self.pos(lineno).error("DECK002", f"unknown type header '{word}'"))
            return
        if self.current is None and not self.entries:
            self.preamble.append(text)
            return
        self.errors.append(
            self.pos(lineno).error("DECK004", f"not a card line: {text[:40]!r} (expected '3x Card Name')")
        )


def _side(reader: _Reader, wanted: Side | None) -> Side | None:
    seen = reader.first_side_line
    if len(seen) == 2:
        later = max(seen, key=lambda s: seen[s])
        reader.errors.append(
            reader.pos(seen[later]).error(
                "DECK006",
                f"{later} cards in a list that started as {'corp' if later is Side.RUNNER else 'runner'}",
            )
        )
        return None
    found = next(iter(seen), None)
    if wanted is not None and found is not None and found is not wanted:
        reader.errors.append(
            reader.pos(seen[found]).error(
                "DECK006", f"this is a {found} decklist but --side {wanted} was given"
            )
        )
        return None
    return found or wanted


def parse_decklist(text: str, path: str, side: Side | None = None) -> Decklist:
    """Parse decklist text; raise ContentError with every problem found."""
    reader = _Reader(path)
    if not text.strip():
        raise ContentError([reader.pos(1).error("DECK001", "the decklist is empty")])
    for lineno, raw in enumerate(text.splitlines(), 1):
        reader.line(lineno, raw)
    reader.close_header()
    found = _side(reader, side)
    if not reader.entries and not reader.errors:
        reader.errors.append(reader.pos(1).error("DECK009", "no card lines found (expected '3x Card Name')"))
    if reader.errors:
        raise ContentError(reader.errors)
    assert found is not None
    size = sum(e.count for e in reader.entries)
    if reader.total is not None and reader.total[1] != size:
        reader.warnings.append(
            reader.pos(reader.total[0]).warning(
                "DECK102", f"the list says {reader.total[1]} cards but {size} are listed"
            )
        )
    seen: dict[str, int] = {}
    for e in reader.entries:
        key = e.name.casefold()
        if key in seen:
            reader.warnings.append(
                reader.pos(e.line).warning("DECK103", f"'{e.name}' is also listed on line {seen[key]}")
            )
        seen.setdefault(key, e.line)
    identity = reader.preamble[-1] if reader.preamble else None
    return Decklist(path, identity, reader.entries, found, reader.warnings)


def read_decklist(file: Path, display: str, side: Side | None = None) -> Decklist:
    """Read and parse a decklist file (UTF-8, size-limited) with positioned errors."""
    text = read_text(file, display, max_bytes=MAX_BYTES)
    return parse_decklist(text, display, side)
