"""Text rules for Runner cards that act on the score areas (``nrprint.cards.play`` imports
this module for its rules; ``nrprint.simulate.effects.score_areas`` plays them):

- ``whenever the corp scores an agenda, add this card to your score area as an agenda worth
  0 agenda points`` (fan_site);
- ``whenever you steal an agenda, you may swap that agenda with an agenda in the corp's score
  area`` (steal_swap).
"""

from __future__ import annotations

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")
_SENTENCES = {
    "whenever the corp scores an agenda, add this card to your score area as an agenda worth 0 agenda points": (
        "fan_site"
    ),
    "whenever you steal an agenda, you may swap that agenda with an agenda in the corp's score area": "steal_swap",
}


@rule("score-area", "a Runner card that goes to, or swaps with, a score area", first=True)
def score_area(text: str, card: Card) -> Found | None:
    """The sentences above, on a program, hardware or resource."""
    fact = _SENTENCES.get(text) if card.type in RIG else None
    return Found({fact: True}, words(text)) if fact else None
