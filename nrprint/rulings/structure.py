"""The layout of a rulings list, line by line: preamble, groups of ``@`` rulings, trailer.

Rules read from the list itself:
- a ruling starts with ``@`` after some indentation; its continuation lines are
  indented and carry no ``@``;
- a header (section title or card name) is an unindented line whose next non-blank
  line starts a ruling;
- a blank line ends a group: a ruling after a blank line with no header of its own
  starts an *untitled* group (its header was lost) — never the previous card's;
- an indented line after a blank line continues the ruling before it (a blank line
  inside a ruling);
- the preamble is everything before the first header; the trailer is the unindented
  text after the last ruling.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from nrprint.rulings.anomalies import Anomaly

RULING_RE = re.compile(r"^(\s*)@")
LOST_PUNCT_RE = re.compile(r"(?<=[A-Za-z0-9,])\s{2,}(?=\S)")


@dataclass(slots=True)
class RawRuling:
    """One ``@`` item (or stray text): its lines as (line, column, text) pieces."""

    line: int
    pieces: list[tuple[int, int, str]] = field(default_factory=list)
    blank_lines: list[int] = field(default_factory=list)
    stray: bool = False

    @property
    def end_line(self) -> int:
        return self.pieces[-1][0] if self.pieces else self.line


@dataclass(slots=True)
class RawGroup:
    """Rulings under one header; ``title`` is None when the header is missing."""

    title: str | None
    line: int
    gap_before: int
    rulings: list[RawRuling] = field(default_factory=list)


@dataclass(slots=True)
class RawList:
    preamble: list[tuple[int, str]]
    groups: list[RawGroup]
    trailer: list[tuple[int, str]]
    anomalies: list[Anomaly]


class Joined:
    """A ruling's text with line breaks joined and blanks collapsed, mapped back to source."""

    def __init__(self, pieces: list[tuple[int, int, str]]):
        out: list[str] = []
        self._marks: list[tuple[int, int, int]] = []  # (text offset, line, col)
        length = 0
        for line, col, raw in pieces:
            stripped = raw.strip()
            if not stripped:
                continue
            col += len(raw) - len(raw.lstrip())
            if out:
                prev = out[-1]
                # A word broken at a line end: keep the hyphen, drop the break.
                hyphen = prev.endswith("-") and not prev.endswith("--") and stripped[:1].islower()
                if not hyphen:
                    out.append(" ")
                    length += 1
            for m in re.finditer(r"\S+", stripped):
                if m.start() and out and not out[-1].endswith(" "):
                    out.append(" ")
                    length += 1
                self._marks.append((length, line, col + m.start()))
                out.append(m.group())
                length += len(m.group())
        self.text = "".join(out)
        self._offsets = [m[0] for m in self._marks]

    def pos(self, offset: int) -> tuple[int, int]:
        """Source (line, column) of the character at ``offset`` in the joined text."""
        if not self._marks:
            return (0, 0)
        i = max(bisect.bisect_right(self._offsets, offset) - 1, 0)
        start, line, col = self._marks[i]
        return line, col + (offset - start)


def _next_nonblank(lines: list[str], i: int) -> str | None:
    for s in lines[i + 1 :]:
        if s.strip():
            return s
    return None


def _starts_ruling(line: str | None) -> bool:
    return line is not None and RULING_RE.match(line) is not None


def _first_header(lines: list[str]) -> int | None:
    for i, s in enumerate(lines):
        if RULING_RE.match(s):
            j = i - 1
            while j >= 0 and not lines[j].strip():
                j -= 1
            return j if j >= 0 and not lines[j][:1].isspace() else i
    return None


def _last_body_line(lines: list[str]) -> int:
    last = len(lines) - 1
    for i in range(len(lines) - 1, -1, -1):
        if RULING_RE.match(lines[i]):
            last = i
            break
    j = last + 1
    while j < len(lines) and (not lines[j].strip() or lines[j][:1].isspace()):
        if lines[j].strip():
            last = j
        j += 1
    return last


def scan(lines: list[str]) -> RawList:
    """Split the list's lines into preamble, groups and trailer (see the module rules)."""
    start = _first_header(lines)
    if start is None:
        return RawList(list(enumerate(lines, 1)), [], [], [])
    end = _last_body_line(lines)
    anomalies: list[Anomaly] = []
    groups: list[RawGroup] = []
    group: RawGroup | None = None
    ruling: RawRuling | None = None
    blanks = 0
    for i in range(start, end + 1):
        s, ln = lines[i], i + 1
        if not s.strip():
            blanks += 1
            continue
        m = RULING_RE.match(s)
        if not m and not s[:1].isspace() and _starts_ruling(_next_nonblank(lines, i)):
            group = RawGroup(s.strip(), ln, blanks)
            groups.append(group)
            ruling = None
        elif m:
            if group is None or (blanks and group.rulings):
                group = RawGroup(None, ln, blanks)
                groups.append(group)
                anomalies.append(_at(ln, m.end() + 1, "RUL101", _untitled_msg(groups), s))
            ruling = RawRuling(ln)
            ruling.pieces.append((ln, m.end() + 1, s[m.end() :]))
            group.rulings.append(ruling)
        elif ruling is not None and s[:1].isspace():
            if blanks:
                ruling.blank_lines.append(ln - 1)
                anomalies.append(_at(ln - 1, 1, "RUL104", "blank line inside a ruling", ""))
            ruling.pieces.append((ln, 1, s))
        else:
            if group is None:
                group = RawGroup(None, ln, blanks)
                groups.append(group)
            ruling = RawRuling(ln, stray=True)
            ruling.pieces.append((ln, 1, s))
            group.rulings.append(ruling)
            anomalies.append(_at(ln, 1, "RUL110", "text outside any ruling, kept as a ruling", s))
        blanks = 0
        anomalies.extend(_lost_punctuation(s, ln))
    trailer = [(i + 1, lines[i]) for i in range(end + 1, len(lines))]
    return RawList(list(enumerate(lines[:start], 1)), groups, trailer, anomalies)


def _untitled_msg(groups: list[RawGroup]) -> str:
    prev = next((g.title for g in reversed(groups[:-1]) if g.title), None)
    after = f" (after '{prev}')" if prev else ""
    return f"rulings with no header{after}: kept as an untitled group"


def _lost_punctuation(s: str, ln: int) -> list[Anomaly]:
    body = s.rstrip()
    indent = len(body) - len(body.lstrip(" @"))
    return [
        _at(ln, m.start() + 1, "RUL106", "double space after a word: punctuation probably lost", s)
        for m in LOST_PUNCT_RE.finditer(body)
        if m.start() > indent
    ]


def _at(line: int, col: int, code: str, message: str, source: str) -> Anomaly:
    return Anomaly(line, col, code, message, source.rstrip())
