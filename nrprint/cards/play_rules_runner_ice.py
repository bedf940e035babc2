"""Text rules for Runner cards that act on the Corp's ice (``nrprint.cards.play`` imports
this module for its rules; ``nrprint.simulate.derez`` plays them):

- ``play only if you made a successful run on hq this turn`` (needs_hq) and ``derez N
  installed piece(s) of ice`` (derez_ice), on an event (Emergency Shutdown);
- ``install only on a piece of ice`` (on_ice, as a virus on a rezzed ice is) with ``hosted
  virus counter: break 1 subroutine on host ice`` (host_break), on a program (Botulus; its
  counters, placed when installed and each turn, are read by ``turn_counters``;
  ``nrprint.simulate.effects.runner_breakers.counter_breaker`` plays them);
- ``while you are encountering a piece of ice, it gets −N strength`` (ice_weaken), on a rig
  card (Ice Carver), and ``this card cannot interface with ice protecting a remote server``
  (central_only), on a program (Passport, Alias, Breach); ``nrprint.simulate.runs.plan_break``
  plays both.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_HOST_BREAK = "hosted virus counter: break 1 subroutine on host ice"
_WEAKEN = re.compile(r"while you are encountering a piece of ice, it gets [−-](\d+) strength")


@rule("ice-acts", "a Runner card that derezzes ice, or sits on one to break its subroutines")
def ice_acts(text: str, card: Card) -> Found | None:
    """The sentences above, on an event or a program (Ice Carver's on any rig card)."""
    if card.type in ("program", "hardware", "resource") and (m := _WEAKEN.fullmatch(text)):
        return Found({"ice_weaken": int(m.group(1))}, words(text))
    if card.type == "program" and text == "this card cannot interface with ice protecting a remote server":
        return Found({"central_only": True}, words(text))
    if card.type == "program":
        if text == "install only on a piece of ice":
            return Found({"on_ice": True}, words(text))
        return Found({"host_break": True}, words(text)) if text == _HOST_BREAK else None
    if card.type != "event":
        return None
    if text == "play only if you made a successful run on hq this turn":
        return Found({"needs_hq": True}, words(text))
    m = re.fullmatch(r"derez (\d+) installed pieces? of ice", text)
    return Found({"derez_ice": int(m.group(1))}, words(text)) if m else None
