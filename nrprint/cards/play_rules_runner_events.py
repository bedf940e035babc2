"""Text rules for Runner events with an extra cost or a new stack (``nrprint.cards.play``
imports this module for its rules; ``nrprint.simulate.effects.runner_events`` plays them):

- ``as an additional cost to play this event, trash 3 cards from your grip`` (grip_cost);
- ``shuffle your grip and heap into your stack`` (reshuffle), and ``remove this event from
  the game instead of trashing it`` (remove_self).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("event-extras", "an event's extra cost in grip cards, a new stack, its removal", first=True)
def event_extras(text: str, card: Card) -> Found | None:
    """``... trash 3 cards from your grip`` (grip_cost); ``shuffle your grip and heap into your
    stack``; ``remove this event from the game instead of trashing it``."""
    if card.type != "event":
        return None
    m = re.fullmatch(r"as an additional cost to play this card, trash (\d+) cards from your grip", text)
    if m:
        return Found({"grip_cost": int(m.group(1))}, words(text))
    if text == "shuffle your grip and heap into your stack":
        return Found({"reshuffle": True}, words(text))
    if text == "remove this card from the game instead of trashing it":
        return Found({"remove_self": True}, words(text))
    return None
