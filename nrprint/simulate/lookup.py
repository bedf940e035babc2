"""Where the engine gets a card's play facts: our file, the imported data, a stand-in.

For one card name, in order: the ``play:`` entry of ``automa/card-facts.yaml`` (source
"card-facts file"), then the ``play`` facts of the imported NetrunnerDB card
(``nrprint import cards``; source "imported card data"), then a stand-in by card type
(``nrprint.model.standins.stand_in``). The card's type is the one those sources give, the
decklist header's only when they give none. The economy flag and an agenda's advancement come
from the card-facts entry when the file lists the card, whichever source gives the rest.
Imports nothing from drawing, layout or rendering.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nrprint.cards.play import to_facts
from nrprint.deckprep.cards import card_key
from nrprint.diagnostics import ContentError, Severity
from nrprint.model.playfacts import PlayFacts
from nrprint.model.standins import stand_in

if TYPE_CHECKING:
    from nrprint.cards.names import CardIndex
    from nrprint.model.deckprep import CardFact, CardFacts

FILE = "card-facts file"
_SIDE_TYPES = {
    "corp": ("agenda", "asset", "upgrade", "operation", "ice"),
    "runner": ("program", "hardware", "resource", "event"),
}
IMPORTED = "imported card data"


class FactsSource:
    """Play facts by card name, from the card-facts file and the imported index."""

    def __init__(self, card_facts: CardFacts | None, index: CardIndex | None):
        self.entries: dict[str, CardFact] = {}
        for fact in card_facts.cards if card_facts is not None else []:
            self.entries.setdefault(card_key(fact.name), fact)  # the first entry wins (DPF001)
        self.index = index
        self._cache: dict[tuple[str, str, str], PlayFacts] = {}

    @classmethod
    def from_content(cls, content: Path) -> FactsSource:
        """The content folder's card facts and imported cards; a broken file is an error."""
        import nrprint.model.deckprep  # noqa: F401  (registers the card-facts domain)
        from nrprint.cards.store import load_index
        from nrprint.model.project import Project

        project = Project(content, display_path=str(content))
        facts = project.get("card-facts")
        errors = [d for d in project.load_diagnostics if d.severity is Severity.ERROR]
        if errors:
            raise ContentError(errors)
        return cls(facts, load_index(content))

    def entry(self, name: str) -> CardFact | None:
        return self.entries.get(card_key(name))

    def imported(self, name: str) -> dict[str, Any] | None:
        return self.index.find(name) if self.index is not None else None

    def get(self, name: str, type_: str, side: str) -> PlayFacts:
        key = (card_key(name), type_, side)
        if key not in self._cache:
            self._cache[key] = self._find(name, type_, side)
        return self._cache[key]

    def _find(self, name: str, type_: str, side: str) -> PlayFacts:
        entry = self.entry(name)
        card = self.imported(name)
        type_ = _known_type(entry, card, type_, side)
        economy = entry.economy if entry is not None else bool(card and card.get("economy"))
        advancement = entry.advancement if entry is not None else None
        if entry is not None and entry.play is not None:
            play: dict[str, Any] = entry.play.values()
            return to_facts(name, type_, side, play, source=FILE, economy=economy, advancement=advancement)
        if card is not None and isinstance(card.get("play"), dict):
            return to_facts(
                name, type_, side, card["play"], source=IMPORTED, economy=economy, advancement=advancement
            )
        guess = stand_in(name, type_, side)
        if entry is None:
            return guess
        extra: dict[str, Any] = {"economy": economy}
        if advancement is not None:
            extra["advancement"] = advancement
        return dataclasses.replace(guess, **extra)


def _known_type(entry: CardFact | None, card: dict[str, Any] | None, listed: str, side: str) -> str:
    """The card's type by the card-facts file or the imported data, when one of them gives a
    type of ``side``; else the type of the decklist header it was listed under (an event
    filed under "Resource" is still an event: deck preparation warns, DECK206)."""
    for known in (entry.type if entry is not None else None, card.get("type") if card else None):
        if known in _SIDE_TYPES.get(side, ()):
            return known
    return listed
