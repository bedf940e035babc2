"""What the engine plays of a card's play facts, by card type.

A card counts as *fully modelled* only when its facts were derived (not a stand-in), no
sentence of its text was left out (``modelled``), and every fact it carries is one the
engine plays for a card of its type. Each entry below names where the engine plays it;
a fact the engine reads nowhere (an identity's link, a Runner card's link: no trace is
played) is left out, so a card carrying it is not fully modelled.
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts

# Facts that describe a card rather than do something: read by the verbs that need them.
DESCRIPTIVE = frozenset({"cost", "subtypes", "economy"})
PLAYED: dict[str, frozenset[str]] = {
    # corp/advance.py, table.score and steal, the verbs that reveal at the requirement
    "agenda": frozenset({"points", "advancement"}),
    # table.drip (rezzed assets pay from what they hold), play_operation (click abilities),
    # access.py (trash costs)
    "asset": frozenset({"trash_cost", "drip", "hosted", "click_gain"}),
    "upgrade": frozenset({"trash_cost"}),
    # corp/effects.play_effect
    "operation": frozenset({"gain", "draw", "place_tokens", "tags", "damage", "extra_clicks"}),
    # runs.py: strength, subroutines by kind, the encounter effect
    "ice": frozenset({"strength", "subs", "encounter", "damage", "tags"}),
    # runs.plan_break (breakers), rig.install (memory), simple.use_click_gain
    "program": frozenset(
        {
            "memory",
            "strength",
            "breaks",
            "break_cost",
            "break_count",
            "pump_cost",
            "pump",
            "click_gain",
            "hosted",
        }
    ),
    "hardware": frozenset({"memory_bonus"}),
    # simple.use_click_gain (credits, then cards drawn), rig.install (hosted), the
    # no-trasher condition
    "resource": frozenset({"click_gain", "hosted", "draw", "trasher"}),
    # rig.play_event
    "event": frozenset({"gain", "draw"}),
    "identity": frozenset(),
}


# Played only up to a value: runs.py deals 1 damage and gives 1 tag per subroutine.
UP_TO: dict[tuple[str, str], int] = {("ice", "damage"): 1, ("ice", "tags"): 1}


def unplayed(f: PlayFacts, fields: dict[str, object]) -> list[str]:
    """The facts of ``f`` (its non-default ``fields``) the engine does not play."""
    played = PLAYED.get(f.type, frozenset()) | DESCRIPTIVE
    out = []
    for key, value in fields.items():
        limit = UP_TO.get((f.type, key))
        if key not in played or (limit is not None and isinstance(value, int) and value > limit):
            out.append(key)
    return out
