"""Card facts for deck preparation: the shipped/user facts file plus decklist tags.

Precedence for one card: a tag on its decklist line, then the facts file, then an
*assumption* (not economy; advancement unknown). Every assumption that can change the
split is returned as a warning naming the decklist line, never applied silently:
economy matters for Runner events and resources (EC deck) and, with the Stratagem
deck, for Corp operations and upgrades; advancement matters for every Corp agenda.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.deckprep.cards import Card, CardType, Side, card_key
from nrprint.deckprep.decklist import Decklist
from nrprint.diagnostics import Diagnostic, Pos
from nrprint.model.deckprep import CardFacts


@dataclass(frozen=True, slots=True)
class Fact:
    economy: bool
    advancement: int | None
    side: str


def fact_table(facts: CardFacts | None) -> dict[str, Fact]:
    """Facts keyed by normalised card name (later entries never override earlier ones)."""
    table: dict[str, Fact] = {}
    for f in facts.cards if facts is not None else []:
        table.setdefault(card_key(f.name), Fact(f.economy, f.advancement, f.side))
    return table


def economy_matters(ctype: CardType, stratagem: bool) -> bool:
    if ctype in (CardType.EVENT, CardType.RESOURCE):
        return True
    return stratagem and ctype in (CardType.OPERATION, CardType.UPGRADE)


@dataclass(slots=True)
class Resolved:
    """The physical cards with their economy flag, agenda requirements and warnings."""

    cards: list[Card]
    advancement: dict[str, int | None]
    warnings: list[Diagnostic]

    @property
    def max_advancement(self) -> tuple[int | None, list[str]]:
        """Highest known requirement and the agendas carrying it."""
        known = {n: a for n, a in self.advancement.items() if a is not None}
        if not known:
            return None, []
        top = max(known.values())
        return top, [n for n, a in known.items() if a == top]


def resolve(deck: Decklist, facts: CardFacts | None, stratagem: bool = False) -> Resolved:
    table = fact_table(facts)
    cards: list[Card] = []
    advancement: dict[str, int | None] = {}
    warnings: list[Diagnostic] = []
    uid = 0
    for entry in deck.entries:
        pos = Pos(deck.path, entry.line, 1)
        fact = table.get(card_key(entry.name))
        if fact is not None and fact.side != deck.side.value:
            warnings.append(
                pos.warning("DECK203", f"the facts file lists '{entry.name}' as a {fact.side} card")
            )
        economy = entry.economy
        if economy is None:
            economy = fact.economy if fact is not None else False
            if fact is None and economy_matters(entry.type, stratagem):
                warnings.append(
                    pos.warning(
                        "DECK201",
                        f"'{entry.name}' is not in the card facts; assumed not economy "
                        "(tag the line [econ] or add it to automa/card-facts.yaml)",
                    )
                )
        if entry.type is CardType.AGENDA and deck.side is Side.CORP:
            adv = entry.advancement if entry.advancement is not None else (fact.advancement if fact else None)
            if adv is None:
                warnings.append(
                    pos.warning(
                        "DECK202",
                        f"advancement requirement of agenda '{entry.name}' is unknown; "
                        "left out of the highest requirement (tag the line [adv:N])",
                    )
                )
            advancement.setdefault(entry.name, adv)
        for _ in range(entry.count):
            cards.append(Card(uid, entry.name, entry.type, entry.line, bool(economy)))
            uid += 1
    return Resolved(cards, advancement, warnings)
