"""Kinds of damage the importer finds in a rulings list, each with a stable code.

Every anomaly keeps the source line it was found on, so the import can print it
like a compiler warning and the content can show it to a reader.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

# code → (kind, what it means). Kinds are what the import summary counts.
KINDS: dict[str, tuple[str, str]] = {
    "RUL101": ("untitled-group", "rulings whose card or section header is missing"),
    "RUL102": ("truncated-citation", "a citation cut off before its date"),
    "RUL103": ("broken-parentheses", "a citation whose parentheses do not match"),
    "RUL104": ("blank-line-in-ruling", "a blank line inside one ruling"),
    "RUL105": ("trademark-in-name", "a card name written with [TM] or (TM)"),
    "RUL106": ("lost-punctuation", "a double space where a colon or dash was probably lost"),
    "RUL107": ("day-month-date", "a date that is impossible as month/day, read as day/month"),
    "RUL108": ("no-citation", "a ruling with no citation and no cross-reference"),
    "RUL109": ("unreadable-date", "a citation date that is not a real day"),
    "RUL110": ("stray-text", "text outside any ruling, kept as its own ruling"),
    "RUL111": ("side-boundary", "where the Corp or Runner cards start could not be proven"),
    "RUL112": ("undated-citation", "a closed citation with neither date nor page"),
}


@dataclass(frozen=True, slots=True, order=True)
class Anomaly:
    """One finding: where (1-based line, column), which code, and the source line."""

    line: int
    col: int
    code: str
    message: str
    source: str = ""

    @property
    def kind(self) -> str:
        return KINDS[self.code][0]

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "kind": self.kind}


def count_by_kind(anomalies: list[Anomaly]) -> dict[str, int]:
    """Anomalies counted per kind, in the order of ``KINDS`` (kinds never seen omitted)."""
    out: dict[str, int] = {}
    for code, (kind, _) in KINDS.items():
        n = sum(a.code == code for a in anomalies)
        if n:
            out[kind] = n
    return out
