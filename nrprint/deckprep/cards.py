"""Card types, the decklist headers that name them, and one physical card."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum


class Side(StrEnum):
    CORP = "corp"
    RUNNER = "runner"


class CardType(StrEnum):
    AGENDA = "agenda"
    ASSET = "asset"
    UPGRADE = "upgrade"
    OPERATION = "operation"
    ICE = "ice"
    PROGRAM = "program"
    HARDWARE = "hardware"
    RESOURCE = "resource"
    EVENT = "event"

    @property
    def side(self) -> Side:
        return Side.CORP if self in CORP_TYPES else Side.RUNNER


CORP_TYPES = (CardType.AGENDA, CardType.ASSET, CardType.UPGRADE, CardType.OPERATION, CardType.ICE)
RUNNER_TYPES = (CardType.PROGRAM, CardType.HARDWARE, CardType.RESOURCE, CardType.EVENT)

# Header words (case-insensitive, singular or plural) → card type. NetrunnerDB groups
# ice by subtype and programs into icebreakers and others, so those headers count too.
HEADERS: dict[str, CardType] = {
    "agenda": CardType.AGENDA,
    "asset": CardType.ASSET,
    "upgrade": CardType.UPGRADE,
    "operation": CardType.OPERATION,
    "ice": CardType.ICE,
    "barrier": CardType.ICE,
    "code gate": CardType.ICE,
    "sentry": CardType.ICE,
    "multi": CardType.ICE,
    "other": CardType.ICE,
    "program": CardType.PROGRAM,
    "icebreaker": CardType.PROGRAM,
    "hardware": CardType.HARDWARE,
    "resource": CardType.RESOURCE,
    "event": CardType.EVENT,
}


def header_type(word: str) -> CardType | None:
    """The card type a header word names (``Agenda``, ``Code Gates``...), or None."""
    key = " ".join(word.casefold().split())
    if key in HEADERS:
        return HEADERS[key]
    if key.endswith("s") and key[:-1] in HEADERS:
        return HEADERS[key[:-1]]
    return None


_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-"})


def card_key(name: str) -> str:
    """Normalised name used to match facts: case, quotes, accents and spacing ignored."""
    text = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return re.sub(r"\s+", " ", text).strip().casefold()


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: ``uid`` is unique within the deck (copies differ by uid)."""

    uid: int
    name: str
    type: CardType
    line: int
    economy: bool = False
