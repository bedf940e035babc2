"""Diagnostics reported like a compiler: ``path:line:col: severity CODE: message``."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True, order=True)
class Diagnostic:
    """One finding, anchored to a position in a content file (1-based line and column)."""

    path: str
    line: int
    col: int
    severity: Severity
    code: str
    message: str

    def format(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.severity} {self.code}: {self.message}"

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "severity": str(self.severity)}


@dataclass(frozen=True, slots=True)
class Pos:
    """A source position: file, 1-based line and column."""

    path: str
    line: int = 1
    col: int = 1

    def error(self, code: str, message: str) -> Diagnostic:
        return Diagnostic(self.path, self.line, self.col, Severity.ERROR, code, message)

    def warning(self, code: str, message: str) -> Diagnostic:
        return Diagnostic(self.path, self.line, self.col, Severity.WARNING, code, message)

    def note(self, code: str, message: str) -> Diagnostic:
        return Diagnostic(self.path, self.line, self.col, Severity.NOTE, code, message)


class ContentError(Exception):
    """Raised with every diagnostic found when content cannot be used."""

    def __init__(self, diagnostics: Iterable[Diagnostic]):
        self.diagnostics = sorted(diagnostics)
        super().__init__("\n".join(d.format() for d in self.diagnostics))


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    return any(d.severity is Severity.ERROR for d in diagnostics)


# How notes of a code are counted in one line when they are not listed (``console``).
NOTE_COUNTS = {"MPV001": "{n} values are house rules, printed with the mark"}
NOTES_HINT = "`nrprint check --notes` lists them"


def console(diagnostics: list[Diagnostic], notes: bool = False) -> list[str]:
    """What a command prints of its diagnostics: errors and warnings one a line, then
    the notes (which need no action: a house rule printed as designed) counted in one
    line per code unless ``notes`` lists them, then the summary."""
    listed = [d for d in diagnostics if notes or d.severity is not Severity.NOTE]
    lines = [d.format() for d in listed]
    if not notes:
        counts: dict[str, int] = {}
        for d in diagnostics:
            if d.severity is Severity.NOTE:
                counts[d.code] = counts.get(d.code, 0) + 1
        for code, n in sorted(counts.items()):
            what = NOTE_COUNTS.get(code, "{n} note(s) " + code).format(n=n)
            lines.append(f"nrprint: {what}: {NOTES_HINT}")
    if any(d.severity is not Severity.NOTE for d in diagnostics) or (notes and listed):
        lines.append(f"nrprint: {summary(diagnostics)}")
    return lines


def summary(diagnostics: list[Diagnostic]) -> str:
    errors = sum(d.severity is Severity.ERROR for d in diagnostics)
    warnings = sum(d.severity is Severity.WARNING for d in diagnostics)
    notes = sum(d.severity is Severity.NOTE for d in diagnostics)
    return f"{errors} error(s), {warnings} warning(s)" + (f", {notes} note(s)" if notes else "")


def to_json(diagnostics: list[Diagnostic], **extra: object) -> str:
    return json.dumps(
        {"diagnostics": [d.as_dict() for d in sorted(diagnostics)], **extra},
        ensure_ascii=False,
        indent=2,
    )


# Diagnostics as JSON rows, as the cache keeps them (whole answers, check results).
def encode(diags: Iterable[Diagnostic]) -> list[list[Any]]:
    return [[d.path, d.line, d.col, str(d.severity), d.code, d.message] for d in diags]


def decode(rows: list[list[Any]]) -> list[Diagnostic]:
    return [Diagnostic(p, int(ln), int(c), Severity(s), code, msg) for p, ln, c, s, code, msg in rows]
