"""What a NetrunnerDB card must look like before its facts are derived.

Only the fields the import reads are checked (the others are never used): the four
required ones are text of a known value, ``text`` and ``keywords`` text or null, the
numbers whole numbers of a card's size (a 5,000-digit cost or ``true`` is refused).
Each problem is one message; the caller anchors it at the card.
"""

from __future__ import annotations

from typing import Any

from nrprint.cards.source import MAX_TEXT, MAX_TITLE, text_problem

SIDES = ("corp", "runner")
TYPES = (
    "agenda",
    "asset",
    "upgrade",
    "operation",
    "ice",
    "identity",
    "program",
    "hardware",
    "resource",
    "event",
)
NUMBERS = (
    "cost",
    "strength",
    "agenda_points",
    "advancement_cost",
    "memory_cost",
    "trash_cost",
    "base_link",
)
MAX_NUMBER = 999
TEXTS = {"code": 32, "title": MAX_TITLE, "side_code": 32, "type_code": 32}
OPTIONAL_TEXTS = {"text": MAX_TEXT, "keywords": MAX_TITLE}


def normalise(raw: dict[str, Any]) -> None:
    """v2's ``corp_identity``/``runner_identity`` are identities."""
    if isinstance(raw.get("type_code"), str) and raw["type_code"].endswith("_identity"):
        raw["type_code"] = "identity"


def problems(raw: dict[str, Any]) -> list[str]:
    """Why a card cannot be imported; empty when it can."""
    out: list[str] = []
    for key, limit in TEXTS.items():
        value = raw.get(key)
        if value is None or value == "":
            out.append(f"lacks {key}")
        elif problem := text_problem(value, limit):
            out.append(f"{key} {problem}")
    for key, limit in OPTIONAL_TEXTS.items():
        if raw.get(key) is not None and (problem := text_problem(raw[key], limit)):
            out.append(f"{key} {problem}")
    for key in NUMBERS:
        value = raw.get(key)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int):
            out.append(f"{key} is {value!r:.20}, not a whole number")
        elif not 0 <= value <= MAX_NUMBER:
            out.append(f"{key} is {'too large' if value > 0 else value}, not 0 to {MAX_NUMBER}")
    if not out:
        if raw["side_code"] not in SIDES:
            out.append(f"has side '{raw['side_code']}' (known: {', '.join(SIDES)})")
        if raw["type_code"] not in TYPES:
            out.append(f"has type '{raw['type_code']}' (known: {', '.join(TYPES)})")
    return out
