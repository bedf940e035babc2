"""Card facts for deck preparation: decklist tags, the facts file, imported card data.

Precedence for one card: a tag on its decklist line, then the facts file, then the
imported NetrunnerDB data (``nrprint import cards``), then an *assumption* (not
economy; advancement unknown). One exception: an agenda's advancement requirement is
printed on the card, so when the facts know it an ``[adv:N]`` tag that says otherwise
is a content error in the decklist: the card's own requirement is used and the line
is named in a warning (DECK205). A tag only fills in a requirement the facts lack. A card
listed under another type's header than the type the facts give it (an event under
"Resource") is dealt as the facts' type, with a warning naming the line (DECK206). Every assumption that can change the
split is returned as a warning naming the decklist line, never applied silently:
economy matters for Runner events and resources (EC deck) and, with the Stratagem
deck, for Corp operations and upgrades; advancement matters for every Corp agenda.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from nrprint.deckprep.cards import Card, CardType, Side, card_key
from nrprint.deckprep.decklist import Decklist
from nrprint.diagnostics import Diagnostic, Pos
from nrprint.model.deckprep import CardFacts


class CardLookup(Protocol):
    """What deck preparation asks of imported card data (``nrprint.cards.names.CardIndex``,
    which deck preparation does not import: the cards package imports deck preparation)."""

    def find(self, name: str) -> dict[str, Any] | None: ...

    def suggest(self, name: str, n: int = 3) -> list[str]: ...


@dataclass(frozen=True, slots=True)
class Fact:
    economy: bool
    advancement: int | None
    side: str
    source: str = "the facts file"
    type: str | None = None  # the card's type, when the source knows it


def fact_table(facts: CardFacts | None) -> dict[str, Fact]:
    """Facts keyed by normalised card name (later entries never override earlier ones)."""
    table: dict[str, Fact] = {}
    for f in facts.cards if facts is not None else []:
        table.setdefault(card_key(f.name), Fact(f.economy, f.advancement, f.side, type=f.type))
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


def resolve(
    deck: Decklist, facts: CardFacts | None, stratagem: bool = False, imported: CardLookup | None = None
) -> Resolved:
    table = fact_table(facts)
    cards: list[Card] = []
    advancement: dict[str, int | None] = {}
    warnings: list[Diagnostic] = []
    uid = 0
    for entry in deck.entries:
        pos = Pos(deck.path, entry.line, 1)
        fact = table.get(card_key(entry.name))
        unknown: list[Diagnostic] = []
        if fact is None and imported is not None:
            fact, unknown = _imported_fact(imported, entry.name, pos)
            warnings.extend(unknown)
        if fact is not None and fact.side != deck.side.value:
            warnings.append(
                pos.warning("DECK203", f"{fact.source} lists '{entry.name}' as a {fact.side} card")
            )
        ctype = _dealt_type(entry.name, entry.type, fact, pos, warnings)
        economy = entry.economy
        if economy is None:
            economy = fact.economy if fact is not None else False
            # An unknown title (DECK204) says what to fix; "import the card data" would not.
            if fact is None and not unknown and economy_matters(ctype, stratagem):
                warnings.append(
                    pos.warning(
                        "DECK201",
                        f"'{entry.name}' is not in the card facts; assumed not economy "
                        "(tag the line [econ], add it to automa/card-facts.yaml or import the card data)",
                    )
                )
        if ctype is CardType.AGENDA and deck.side is Side.CORP:
            known = fact.advancement if fact is not None else None
            adv = known if known is not None else entry.advancement
            if (
                entry.advancement is not None
                and fact is not None
                and known is not None
                and entry.advancement != known
            ):
                warnings.append(
                    pos.warning(
                        "DECK205",
                        f"'{entry.name}' is tagged [adv:{entry.advancement}] but {fact.source} gives its "
                        f"advancement requirement as {known}; {known} is used (remove the tag)",
                    )
                )
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
            cards.append(Card(uid, entry.name, ctype, entry.line, bool(economy)))
            uid += 1
    return Resolved(cards, advancement, warnings)


_TYPES = frozenset(t.value for t in CardType)


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _dealt_type(name: str, listed: CardType, fact: Fact | None, pos: Pos, warnings: list) -> CardType:
    """The type a card is dealt as: the facts' type when they know one of the header's side."""
    known = fact.type if fact is not None else None
    if fact is None or known is None or known == listed.value or known not in _TYPES:
        return listed
    real = CardType(known)
    if real.side is not listed.side:
        return listed  # the other side's card: DECK203 says so
    warnings.append(
        pos.warning(
            "DECK206",
            f"'{name}' is listed under {_a(listed.value)} header but {fact.source} makes it "
            f"{_a(known)}; it is dealt as {_a(known)}",
        )
    )
    return real


def _imported_fact(index: CardLookup, name: str, pos: Pos) -> tuple[Fact | None, list[Diagnostic]]:
    """The imported card's facts, or a warning naming the closest titles."""
    card = index.find(name)
    if card is None:
        near = index.suggest(name)
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        return None, [pos.warning("DECK204", f"'{name}' is not in the imported card data{hint}")]
    return Fact(
        card["economy"], card["advancement"], card["side"], "the imported card data", card.get("type")
    ), []
