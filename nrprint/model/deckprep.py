"""Content domain ``card-facts``: what a plain decklist does not say about a card.

``content/automa/card-facts.yaml`` lists cards by name with the two facts the Automa
deck preparation needs: whether a card is *economy* (gains credits or lowers costs;
such cards go to the Runner AI's EC deck and stay out of the Corp AI's Stratagem deck)
and an agenda's *advancement* requirement (the Corp AI reveals a remote card once it
holds as many advancement tokens as the highest requirement). Users extend the file.

An entry may also carry ``play:``, the card's play facts for the game simulator
(``nrprint.model.playfacts.PlayFacts``, same field names; ``economy`` and ``advancement``
are the entry's own). ``corrected`` lists the fields set by hand where the rules of
``nrprint.cards.play`` read the card wrong (a test checks every other field against the
rules). Numbers and kinds only: card texts are the publisher's.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, Literal, get_type_hints

from pydantic import ConfigDict, Field, create_model

from nrprint.model.base import Node
from nrprint.model.playfacts import PlayFacts
from nrprint.model.playkinds import SubKind

CardTypeName = Literal[
    "agenda", "asset", "upgrade", "operation", "ice", "program", "hardware", "resource", "event"
]


Count = Annotated[int, Field(ge=0, le=99)]
# PlayFacts's fields an entry does not give: the entry's own facts, and where they come from.
NOT_IN_ENTRY = ("name", "type", "side", "advancement", "economy", "source", "evidence")
# The entry's bounds where they are not a Count's: (type, field with its default).
BOUNDED: dict[str, tuple[Any, Any]] = {
    "subtypes": (
        tuple[Annotated[str, Field(min_length=1, max_length=30)], ...],
        Field(default=(), max_length=8),
    ),
    "subs": (tuple[SubKind, ...], Field(default=(), max_length=12)),
    "breaker_strength": (int, Field(default=0, ge=-9, le=9)),
    "stand_in": (str | None, Field(default=None, min_length=1, max_length=160)),
}


def _entry_field(name: str, hint: Any, default: Any) -> tuple[Any, Any]:
    """A PlayFacts field as an entry declares it: a number is a ``Count``; a bool or a
    kind (``playkinds``) as the facts type it."""
    if name in BOUNDED:
        return BOUNDED[name]
    if hint is int:
        return Count, default
    if hint == int | None:
        return Count | None, default
    return hint, default


def _entry_fields() -> dict[str, Any]:
    hints = get_type_hints(PlayFacts)
    return {
        f.name: _entry_field(f.name, hints[f.name], f.default)
        for f in dataclasses.fields(PlayFacts)
        if f.name not in NOT_IN_ENTRY
    }


class _Unbuilt(Node):
    # _PlayFields is never validated, only PlayEntry, its subclass: no validator is built
    # for it (a 270-field model's validator is most of this module's import time).
    model_config = ConfigDict(defer_build=True)


_PlayFields = create_model("_PlayFields", __base__=_Unbuilt, **_entry_fields())
PLAY_FIELDS: tuple[str, ...] = tuple(_PlayFields.model_fields)
PlayField = Literal[PLAY_FIELDS]  # type: ignore[valid-type]


class PlayEntry(_PlayFields):
    """A card's play facts (``PlayFacts``'s fields but name, type, side, economy and
    advancement, which the entry says). Left out: ``PlayFacts``'s default."""

    model_config = ConfigDict(defer_build=False)

    corrected: tuple[PlayField, ...] = ()  # fields set by hand, not by the rules

    def values(self) -> dict[str, object]:
        """The facts given (not ``corrected``), as ``nrprint.cards.play.to_facts`` takes them."""
        return self.model_dump(exclude_unset=True, exclude={"corrected"})


class CardFact(Node):
    """Facts about one card; ``name`` as printed on the card (matching ignores case)."""

    name: str = Field(min_length=1, max_length=80)
    side: Literal["corp", "runner"]
    type: CardTypeName | None = None
    economy: bool = False
    advancement: int | None = Field(default=None, ge=1, le=15)
    play: PlayEntry | None = None


class CardFacts(Node):
    version: Literal[1] = 1
    cards: list[CardFact] = Field(default_factory=list)
