"""What each printed card says, in one language (pure; no PDF library).

The content's cards become ``CardSpec``s: amounts filled in (house-rule amounts marked),
turn-order cards multiplied per configured table size with their orders derived from
the seating data, and the small print (sources, rulings, house-rule footnote) gathered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from nrprint.model.multiplayer import Card, HouseRules, MultiplayerRules
from nrprint.multiplayer.seating import (
    Seat,
    first_round,
    later_rounds,
    seating,
    teams_for,
)
from nrprint.multiplayer.values import Resolved, fill, resolve, uses_house_rule

AnchorFn = Callable[[str], str | None]


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One card face ready for layout: rich-text strings in one language."""

    key: str
    card: Card
    lang: str
    title: str
    kicker: str
    side: str
    paragraphs: tuple[str, ...]
    sources: tuple[str, ...]
    rulings: tuple[str, ...] = ()
    rulings_label: str = ""
    house: bool = False
    house_label: str = ""
    footnote: str = ""
    teams: int | None = None
    orders: tuple[str, ...] = ()
    legend: str = ""  # the key to the seating diagram (turn-order cards)
    seats: tuple[Seat, ...] = field(default=())

    @property
    def players(self) -> int:
        """How many play at a turn-order card's table (two a team); other cards have no table."""
        if self.teams is None:
            raise ValueError(f"{self.key} is not a turn-order card: it has no table")
        return self.teams * 2


def anchor_lookup(rulings: object | None = None) -> AnchorFn:
    """Card name → rulings anchor, when the rulings package and imported rulings exist.

    Optional and guarded: without ``nrprint.rulings.links`` or without imported rulings,
    no card shows a rulings reference.
    """
    if rulings is None:
        return lambda _name: None
    try:
        from nrprint.rulings.links import ruling_anchor
    except ImportError:
        return lambda _name: None
    return lambda name: ruling_anchor(name, rulings)  # type: ignore[arg-type]


def rulings_of(project: object) -> object | None:
    """The imported rulings document of ``project`` if that domain exists and loads."""
    from nrprint.model.domains import DOMAINS

    if "rulings" not in DOMAINS or not project.exists("rulings"):  # type: ignore[attr-defined]
        return None
    return project.get("rulings")  # type: ignore[attr-defined]


def valid_counts(house: HouseRules) -> list[int]:
    """The configured table sizes that can be seated (even, at least 4), in order."""
    return [n for n in house.player_counts if isinstance(n, int) and n >= 4 and n % 2 == 0]


def colon(lang: str) -> str:
    """A label's colon, as the language's typography sets it (French: after a no-break space)."""
    from nrprint.lang.printed import PRINTED

    return PRINTED.punctuation(lang, ":")


def order_lines(rules: MultiplayerRules, seats: list[Seat], lang: str) -> tuple[str, str]:
    """The two printed orders: ``**First round:** S1 · S2 → A1 · A2`` and later rounds."""
    labels = rules.labels
    phases = rules.table.first_round
    first = first_round(seats, phases)
    # No-break spaces glue each arrow to the seat after it, so lines wrap before arrows;
    # a role's group never splits, and the last seat never ends up alone on a line.
    nb = "\u00a0"
    groups = [f"{nb}·{nb}".join(s.short() for s in first if s.role == role) for role in phases]
    shorts = [s.short() for s in later_rounds(seats)]
    later = f" →{nb}".join(shorts[:-1]) + f"{nb}→{nb}{shorts[-1]}{nb}↻"
    return (
        f"**{labels['first_round'].get(lang)}{colon(lang)}** " + f" ⟹{nb}".join(groups),
        f"**{labels['later_rounds'].get(lang)}{colon(lang)}** {later}",
    )


def _spec(
    rules: MultiplayerRules,
    card: Card,
    lang: str,
    resolved: dict[str, Resolved],
    anchor: AnchorFn,
    players: int | None = None,
) -> CardSpec:
    labels = rules.labels
    paragraphs = tuple(fill(r.text.get(lang), rules, resolved, lang) for r in card.rules)
    house = any(uses_house_rule(r.text.get(lang), resolved) for r in card.rules)
    sections = tuple(
        rules.sections[name].get(lang) if name in rules.sections else name
        for name in dict.fromkeys(r.source.section for r in card.rules if r.source)
    )
    rulings = tuple(dict.fromkeys(name for r in card.rules for name in r.rulings if anchor(name) is not None))
    title, key = card.title.get(lang), card.id
    seats: list[Seat] = []
    orders: tuple[str, ...] = ()
    teams = None
    if players is not None:
        teams = teams_for(players)
        title = f"{title} · {players}\u00a0{rules.nouns['player'].say(lang, players)}"
        key = f"{card.id}-{players}"
        seats = seating(teams, rules.table.team)
        orders = order_lines(rules, seats, lang)
    return CardSpec(
        key=key,
        card=card,
        lang=lang,
        title=title,
        kicker=_kicker(card, labels, lang),
        side=card.side,
        paragraphs=paragraphs,
        sources=sections,
        rulings=rulings,
        rulings_label=labels["rulings"].get(lang) + colon(lang),
        house=house,
        house_label=labels["house_rule"].get(lang),
        footnote=labels["house_rule_note"].get(lang) if house else "",
        teams=teams,
        orders=orders,
        legend=labels["seat_key"].get(lang) if players is not None else "",
        seats=tuple(seats),
    )


def card_specs(
    rules: MultiplayerRules, house: HouseRules, lang: str, anchor: AnchorFn | None = None
) -> list[CardSpec]:
    """Every card face of the deck in ``lang``, in content order."""
    anchor = anchor or anchor_lookup()
    resolved = resolve(rules, house)
    specs: list[CardSpec] = []
    for card in rules.cards:
        if card.turn_order:
            for players in valid_counts(house):
                specs.append(_spec(rules, card, lang, resolved, anchor, players))
        else:
            specs.append(_spec(rules, card, lang, resolved, anchor))
    return specs


def _kicker(card: Card, labels: dict, lang: str) -> str:
    """The card's kicker after whose rules it holds ("Agent · Runs"): the band's colour
    (Sponsor blue, Agent rust, team green) then says what it means on every card."""
    role = labels[card.side].get(lang) if card.side in labels else ""
    kicker = card.kicker.get(lang)
    if not role or role.casefold() == kicker.casefold():
        return kicker
    return f"{role} · {kicker}"
