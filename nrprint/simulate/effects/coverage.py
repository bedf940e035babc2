"""How much of a set of decklists the engine plays as printed: card uses fully modelled.

A *card use* is one copy of a card in a decklist (the identity is not counted: the engine
plays no identity). A use is *fully modelled* when its card's play facts come from the
card data or the card-facts file (not a stand-in by type), no part of its text was left
out, and the engine plays every fact it carries (``nrprint.simulate.played``, for the use
a card of its type gets). The report gives the share
per decklist and over all of them, and the most used cards with their status.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from nrprint.deckprep.decklist import Decklist
from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.lookup import FactsSource
from nrprint.simulate.played import unplayed

# The use a card of each type gets in a game (a key of ``played.PLAYED``).
USE = {
    "agenda": "agenda",
    "asset": "corp-card",
    "upgrade": "corp-card",
    "operation": "operation",
    "ice": "ice",
    "program": "rig",
    "hardware": "rig",
    "resource": "rig",
    "event": "event",
}


@dataclass(frozen=True, slots=True)
class Status:
    name: str
    type: str
    full: bool
    why: str  # empty when fully modelled


@dataclass(slots=True)
class DeckCoverage:
    path: str
    uses: int = 0
    full: int = 0

    @property
    def share(self) -> float:
        return self.full / self.uses if self.uses else 0.0


@dataclass(slots=True)
class Coverage:
    decks: list[DeckCoverage] = field(default_factory=list)
    uses: Counter[str] = field(default_factory=Counter)
    status: dict[str, Status] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(d.uses for d in self.decks)

    @property
    def full(self) -> int:
        return sum(d.full for d in self.decks)

    @property
    def share(self) -> float:
        return self.full / self.total if self.total else 0.0

    def top(self, n: int) -> list[tuple[Status, int]]:
        ranked = sorted(self.uses.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
        return [(self.status[name], count) for name, count in ranked]


def status(f: PlayFacts) -> Status:
    """Whether the engine plays all of ``f``, and if not, why not."""
    if f.source == "stand-in":
        return Status(f.name, f.type, False, f"a stand-in ({f.stand_in})")
    if not f.modelled:
        return Status(f.name, f.type, False, f.stand_in or "part of its text is not played")
    missing = unplayed(f, "run-event" if f.run_server else USE[f.type])
    if missing:
        return Status(f.name, f.type, False, "the engine does not play its " + ", ".join(missing))
    return Status(f.name, f.type, True, "")


def coverage(decklists: list[Decklist], source: FactsSource) -> Coverage:
    out = Coverage()
    for deck in decklists:
        row = DeckCoverage(deck.path)
        for entry in deck.entries:
            f = source.get(entry.name, entry.type.value, entry.type.side.value)
            st = out.status.setdefault(entry.name, status(f))
            row.uses += entry.count
            row.full += entry.count if st.full else 0
            out.uses[entry.name] += entry.count
        out.decks.append(row)
    return out
