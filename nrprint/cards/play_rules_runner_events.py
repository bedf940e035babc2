"""Text rules for Runner events with an extra cost or a new stack (``nrprint.cards.play``
imports this module for its rules; ``nrprint.simulate.effects.runner_events`` plays them):

- ``as an additional cost to play this event, trash 3 cards from your grip`` (grip_cost);
- ``shuffle your grip and heap into your stack`` (reshuffle; ``..., then remove the top N cards
  of your stack from the game``: remove_top N, Ashen Epilogue), and ``remove this event from
  the game (instead of trashing it)`` (remove_self);
- ``gain 2[credit] or expose 1 card`` (gain): the player's choice, and the engine's players
  always take the credits (an exposed card tells them nothing the engine uses).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("event-extras", "an event's extra cost in grip cards, a new stack, its removal")
def event_extras(text: str, card: Card) -> Found | None:
    """``... trash 3 cards from your grip`` (grip_cost); ``shuffle your grip and heap into your
    stack``; ``remove this event from the game instead of trashing it``; ``gain 2[credit] or
    expose 1 card``."""
    if card.type != "event":
        return None
    m = re.fullmatch(r"as an additional cost to play this card, trash (\d+) cards from your grip", text)
    if m:
        return Found({"grip_cost": int(m.group(1))}, words(text))
    if text == "shuffle your grip and heap into your stack":
        return Found({"reshuffle": True}, words(text))
    if text in ("remove this card from the game instead of trashing it", "remove this card from the game"):
        return Found({"remove_self": True}, words(text))
    m = re.fullmatch(
        r"shuffle your grip and heap into your stack, then remove the top (\d+) cards of your stack from the game",
        text,
    )
    if m:
        return Found({"reshuffle": True, "remove_top": int(m.group(1))}, words(text))
    m = re.fullmatch(r"gain (\d+)\[credit\] or expose 1 card", text)
    if m:
        return Found({"gain": int(m.group(1))}, words(text))
    return None
