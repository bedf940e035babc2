"""The result of a deal: named piles of physical cards, in table order."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card, Side


@dataclass(slots=True)
class Split:
    """Piles by key (``ICE``, ``R&D``...); each list is in dealt order (top first)."""

    side: Side
    difficulty: Difficulty
    stratagem: bool
    seed: int
    piles: dict[str, list[Card]]
    notes: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.piles.items()}

    def grouped(self, key: str) -> list[tuple[str, str, int]]:
        """(name, type, copies) in the pile, in decklist order."""
        tally = Counter((c.name, c.type.value, c.line) for c in self.piles[key])
        return [(n, t, k) for (n, t, _line), k in sorted(tally.items(), key=lambda i: i[0][2])]
