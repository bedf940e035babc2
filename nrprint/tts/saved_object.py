"""The saved-object JSON that Tabletop Simulator loads as a custom deck (pure data).

TTS's conventions, as its own saved objects use them: a deck is an object named
``DeckCustom`` holding ``Card`` objects; ``CustomDeck`` maps a sheet number to its
images (``FaceURL``, ``BackURL``) and grid (``NumWidth`` × ``NumHeight``); a card's id
is its sheet number × 100 + its slot (row-major from the top-left); ``DeckIDs`` and
``ContainedObjects`` list the cards in deck order, the first on top (TTS's index 0, the
card ``takeObject`` draws first).
``BackIsHidden: true`` makes TTS show the back image for a hidden card; the last slot
of every face sheet also holds the back, which is what TTS shows for hidden cards when
a player turns that option off.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from nrprint.layout.raster import TtsSheet

FACE_DOWN = {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0}
SCALE = {"scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


@dataclass(frozen=True, slots=True)
class SheetImages:
    face_url: str
    back_url: str
    unique_back: bool  # the back URL is a sheet of backs in the face grid


def guid(*parts: object) -> str:
    """TTS object ids are 6 hex digits; derived from the content, so files are reproducible."""
    return hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:6]


def custom_deck(sheet: TtsSheet, images: SheetImages) -> dict[str, Any]:
    return {
        "FaceURL": images.face_url,
        "BackURL": images.back_url,
        "NumWidth": sheet.cols,
        "NumHeight": sheet.rows,
        "BackIsHidden": True,
        "UniqueBack": images.unique_back,
        "Type": 0,
    }


def saved_object(
    title: str, names: Sequence[str], sheets: Sequence[TtsSheet], images: Sequence[SheetImages]
) -> dict[str, Any]:
    """The whole saved object: one face-down deck (one card alone is a ``Card``)."""
    decks = {str(s.number): custom_deck(s, im) for s, im in zip(sheets, images, strict=True)}
    cards = []
    for sheet in sheets:
        for i in sheet.cards:
            cards.append(
                {
                    "Name": "Card",
                    "Nickname": names[i],
                    "CardID": sheet.card_id(i),
                    "CustomDeck": {str(sheet.number): decks[str(sheet.number)]},
                    "Transform": {**FACE_DOWN, **SCALE},
                    "GUID": guid(title, i),
                    "Hands": True,
                    "SidewaysCard": False,
                }
            )
    if len(cards) == 1:
        state = cards[0]
    else:
        state = {
            "Name": "DeckCustom",
            "Nickname": title,
            "Transform": {**FACE_DOWN, **SCALE},
            "GUID": guid(title, "deck"),
            "DeckIDs": [c["CardID"] for c in cards],
            "CustomDeck": decks,
            "ContainedObjects": cards,
            "Hands": False,
            "SidewaysCard": False,
        }
    return {"SaveName": title, "ObjectStates": [state]}
