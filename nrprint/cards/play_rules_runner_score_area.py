"""Text rules for Runner cards that act on the score areas (``nrprint.cards.play`` imports
this module for its rules; ``nrprint.simulate.effects.score_areas`` plays them):

- ``whenever the corp scores an agenda, add this card to your score area as an agenda worth
  0 agenda points`` (fan_site);
- ``whenever you steal an agenda, you may swap that agenda with an agenda in the corp's score
  area`` (steal_swap);
- ``the first time each turn you access a card not in archives and do not steal or trash it,
  the corp must trash 1 card from hq at random`` (decline_hq_trash; ``effects.access_declined``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")
_SENTENCES = {
    "whenever the corp scores an agenda, add this card to your score area as an agenda worth 0 agenda points": (
        "fan_site"
    ),
    "whenever you steal an agenda, you may swap that agenda with an agenda in the corp's score area": "steal_swap",
}
_DECLINED = re.compile(
    r"the first time each turn you access a card not in archives and do not steal or trash it, "
    r"the corp must trash (\d+) cards? from hq at random"
)


@rule("score-area", "a Runner card that goes to or swaps with a score area, or acts on a card left")
def score_area(text: str, card: Card) -> Found | None:
    """The sentences above, on a program, hardware or resource."""
    if card.type not in RIG:
        return None
    if m := _DECLINED.fullmatch(text):
        return Found({"decline_hq_trash": int(m.group(1))}, words(text))
    fact = _SENTENCES.get(text)
    return Found({fact: True}, words(text)) if fact else None
