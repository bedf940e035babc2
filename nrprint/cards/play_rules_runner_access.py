"""Text rules for Runner cards that act on the cards a breach accesses (``nrprint.cards.
play_rules_order`` imports this module for its rules; ``nrprint.simulate.effects.runner_counters``,
``effects.access_declined`` and ``effects.runner_runs`` play them):

- ``access → [trash]: trash the non-agenda card you are accessing`` (access_self_trash) with
  ``if you do, draw N card(s)`` (access_self_draw N), on a program (Gourmand);
- ``whenever you access a card with a trash cost not in archives and do not trash it, you may
  reveal it and gain N[credit]`` (decline_gain N), on a resource (Aeneas Informant): the
  reveal tells the engine's players nothing they use;
- ``the first time each turn you breach hq, access N additional card(s)`` (first_hq_more N),
  on a rig card (Docklands Pass).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")


@rule("runner-access", "a Runner card acting on the cards a breach accesses")
def runner_access(text: str, card: Card) -> Found | None:
    """The sentences above, each on the card types named there."""
    if card.type not in RIG:
        return None
    if card.type == "program":
        if text == "access → [trash]: trash the non-agenda card you are accessing":
            return Found({"access_self_trash": True}, words(text))
        if m := re.fullmatch(r"if you do, draw (\d+) cards?", text):
            return Found({"access_self_draw": int(m.group(1))}, words(text))
    if card.type == "resource" and (
        m := re.fullmatch(
            r"whenever you access a card with a trash cost not in archives and do not trash it, "
            r"you may reveal it and gain (\d+)\[credit\]",
            text,
        )
    ):
        return Found({"decline_gain": int(m.group(1))}, words(text))
    if m := re.fullmatch(r"the first time each turn you breach hq, access (\d+) additional cards?", text):
        return Found({"first_hq_more": int(m.group(1))}, words(text))
    return None
