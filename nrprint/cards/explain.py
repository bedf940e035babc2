"""Why a card has the play facts it has: each fact the game simulator uses for a card, and
which source decided it (the card-facts file, set by hand or not; a rule of the imported
card data and the words it matched; or a stand-in by type). ``nrprint cards explain``
prints the lines.

The facts themselves are looked up by the simulator (``nrprint.simulate.lookup``), which
imports this package, not the other way round: the caller looks them up and hands them in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from nrprint.cards.play import PLAY_FIELDS, says
from nrprint.model.deckprep import CardFact
from nrprint.model.playfacts import PlayFacts

# Where the simulator found a card's play facts: the card-facts file's ``play:`` entry,
# the imported card data, or a stand-in by type (nothing known of the card).
Origin = Literal["file", "imported", "stand-in"]


@dataclass(frozen=True, slots=True)
class FactLine:
    """One play fact: its field, its value as printed, and why it has that value."""

    key: str
    value: str
    why: str

    def __str__(self) -> str:
        return f"    {self.key.replace('_', ' ')}: {self.value} — {self.why}"


def explain(
    asked: tuple[str, str, str],
    found: PlayFacts,
    origin: Origin,
    entry: CardFact | None,
    card: dict[str, Any] | None,
) -> list[FactLine]:
    """The facts of ``found`` worth saying (set, or given by a source), each with its source.

    ``asked``: the name, type and side the facts were looked up by; ``entry``: the card's
    card-facts entry; ``card``: its imported card data."""
    rules = (card.get("play") or {}).get("rules", {}) if card else {}
    given = entry.play.values() if entry is not None and entry.play is not None else {}
    corrected = set(entry.play.corrected) if entry is not None and entry.play is not None else set()
    name, type_, side = asked
    blank = PlayFacts(name, type_, side)
    said = [k for k in PLAY_FIELDS if getattr(found, k) != getattr(blank, k) or k in given or k in rules]
    out = []
    for key in said:
        value = getattr(found, key)
        if key == "advancement" and entry is not None and entry.advancement is not None:
            why = "the card-facts entry"
        elif origin == "file":
            why = "set by hand in the card-facts file" if key in corrected else "the card-facts file"
            theirs = _value(card["play"], key, getattr(blank, key)) if card and key in rules else None
            if key in rules and theirs != _value({key: value}, key):
                why += f" (card data: {theirs}, rule {rules[key][0]})"
        elif origin == "imported" and key in rules:
            why = f"rule {rules[key][0]}, {says(rules[key][0])}: “{rules[key][1]}”"
        elif origin == "imported":
            why = "the imported card data"
        else:
            why = f"a stand-in for a {type_} (nothing known of the card)"
        out.append(FactLine(key, _text(value), why))
    return out


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ", ".join(value)
    return "none" if value is None else str(value)


def _value(play: dict[str, Any], key: str, default: object = None) -> object:
    value = play.get(key, default)
    return ", ".join(value) if isinstance(value, list | tuple) else value
