"""Stand-ins: the play facts the engine assumes for a card it knows nothing of.

A stand-in is counted per card and shown in the report (``docs/simulate.md``,
"Stand-ins"): the figures say how much of a game was guessed.
"""

from __future__ import annotations

from typing import Any

from nrprint.model.playfacts import PlayFacts

# Stand-ins by card type: what the engine plays when it knows nothing of a card. The
# numbers are a middling card of that type (docs/simulate.md, "Stand-ins").
STAND_INS: dict[str, dict[str, Any]] = {
    "agenda": {"advancement": 4, "points": 2},
    "asset": {"cost": 2, "trash_cost": 3},
    "upgrade": {"cost": 2, "trash_cost": 3},
    "operation": {"cost": 1},
    "ice": {"cost": 3, "strength": 3, "subtypes": ("barrier",), "subs": ("etr",)},
    "program": {"cost": 2, "memory": 1},
    "hardware": {"cost": 2},
    "resource": {"cost": 1, "click_gain": 1},
    "event": {"cost": 1},
}


def stand_in(name: str, type_: str, side: str) -> PlayFacts:
    """The facts the engine assumes for a card it knows nothing of (``modelled`` False)."""
    extra = STAND_INS.get(type_, {})
    return PlayFacts(
        name=name, type=type_, side=side, modelled=False, stand_in=f"a middling {type_}", **extra
    )
