"""Text rules for Runner cards with one small effect each (``nrprint.cards.play`` imports
this module for its rules; ``nrprint.simulate.effects.runner_extras``, ``runs.plan_break``
and ``nrprint.simulate.event_effects`` play them):

- ``switch your identity with another identity from the same faction`` (Rebirth) and a
  resource's sentences about hosting a second identity and gaining its text (DJ Fenris):
  nothing to play, as the engine plays no identity (``effects.coverage``);
- ``N[credit]: +x strength`` with ``x is equal to the number of installed icebreakers``
  (pump_per_breaker, Unity): each pump gives as much strength as the rig has icebreakers;
- ``when this run ends, trash this card`` (trash_after_run), on an icebreaker (Mayfly):
  trashed as a run in which it broke ends;
- ``when your turn begins, you may gain [click]`` with ``if you do, take 1 tag when this turn
  ends`` (turn_click_tag), on a resource (Joshua B.);
- ``resolve 1 of the following of the corp's choice:`` (corp_mode), on an event whose modes
  are a credit gain and a draw (Wildcat Strike): the Corp chooses which the Runner gets.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_IDENTITY = {
    "event": ("switch your identity with another identity from the same faction",),
    "resource": (
        "host a g-mod identity that does not match the faction of your identity on this card when he "
        "is installed",
        "remove hosted identity from the game if this card is uninstalled",
        "this card gains the text of hosted identity",
    ),
}
_X_PUMP = re.compile(r"(\d+)\[credit\]: \+x strength")


@rule("runner-small", "a Runner card with one small effect: identities, X pumps, one-run breakers")
def runner_small(text: str, card: Card) -> Found | None:
    """The sentences above, each on the card type named there."""
    if text in _IDENTITY.get(card.type, ()):
        return Found({}, words(text))  # the engine plays no identity
    if card.type == "program" and "icebreaker" in card.subtypes:
        if text == "x is equal to the number of installed icebreakers":
            return Found({"pump_per_breaker": True}, words(text))
        if m := _X_PUMP.fullmatch(text):  # X is read by the sentence above; without it, a gap stays
            return Found({"pump_cost": int(m.group(1)), "pump": 1}, words(text))
        if text == "when this run ends, trash this card":
            return Found({"trash_after_run": True}, words(text))
    if card.type == "resource" and text == "when your turn begins, you may gain [click]":
        return Found({"turn_click_tag": True}, words(text))
    if card.type == "resource" and text == "if you do, take 1 tag when this turn ends":
        return Found({}, words(text))  # the price of turn_click_tag's click
    if card.type == "event" and re.fullmatch(r"resolve 1 of the following of the corp[ʼ'’]s choice:?", text):
        return Found({"corp_mode": True}, words(text))
    return None
