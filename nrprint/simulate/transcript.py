"""A game's transcript: one line per click, to follow with the printed cards.

Lines are indented under a turn heading: ``AI turn 3 — hg-07 Deep Storage (12 credits)``
then ``  c1 install-resource +R: ...``. The engine builds a line only when a transcript
was asked for (``Game.log`` is None otherwise), so counting games costs no text.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Transcript:
    lines: list[str] = field(default_factory=list)
    indent: str = ""

    def line(self, text: str) -> None:
        self.lines.append(self.indent + text)

    def heading(self, text: str) -> None:
        self.indent = ""
        self.lines.append(text)
        self.indent = "  "

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"
