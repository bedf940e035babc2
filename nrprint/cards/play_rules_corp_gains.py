"""Text rules for a Runner card that feeds on the Corp's credit gains (registered by
``play_rules_corp``, tried first: a broader rule would read the gain as the Runner's own).

Played by ``nrprint.simulate.effects.corp_credit_gains``; the human Corp's trash of it by
``nrprint.simulate.opponents.corp``.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("corp-gain-tap", "credits the Runner gains the first time each turn the Corp gains through a card")
def corp_gain_tap(text: str, card: Card) -> Found | None:
    """``the first time the corp gains credits through a card ability each turn, you may gain
    1[credit]`` (corp_gain_tap); ``[click], 3[credit]: trash this card`` with ``only the corp
    can use this ability`` (tap_trash: on a Runner resource a click and credits to trash it can
    only be the Corp's ability, the Runner gaining nothing by it)."""
    if card.side != "runner":
        return None
    m = re.fullmatch(
        r"the first time the corp gains credits through a card ability each turn, you may gain (\d+)\[credit\]",
        text,
    )
    if m:
        return Found({"corp_gain_tap": int(m.group(1))}, words(text))
    m = re.fullmatch(r"\[click\], (\d+)\[credit\]: trash this card", text)
    if m and card.type == "resource":
        return Found({"tap_trash": int(m.group(1))}, words(text))
    return Found({}, words(text)) if text == "only the corp can use this ability" else None
