"""Text rules for Runner cards that act as a turn begins or after a turn's first run
(``nrprint.cards.play`` imports this module for its rules;
``nrprint.simulate.effects.runner_turn_cards`` plays them):

- ``when your turn begins, you may trash 1 of your other installed cards`` (turn_trash) with
  ``if you do, gain N[credit]`` (turn_trash_gain), on a resource (Aesop's Pawnshop);
- ``when your turn begins, lose N[credit]`` (turn_lose) and ``when the corp's turn begins,
  draw N card(s)`` (corp_turn_draw), on a rig card (Drug Dealer);
- ``the first time you make a successful run each turn, draw N card(s)`` (first_success_draw)
  and ``the first time you make an unsuccessful run each turn, take N tag(s)``
  (first_fail_tags), on a rig card (John Masanori);
- ``the corp cannot score an agenda during the same turn they installed that agenda``
  (no_fast_score) and ``when the corp purges virus counters, trash this card`` (purge_trash),
  on a program (Clot);
- ``when your turn ends, if you made at least N successful runs this turn and this card is in
  your heap, you may install it, ignoring all costs`` (heap_reinstall_runs), on a resource
  (Crowdfunding).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")
_COUNTED = {
    r"if you do, gain (\d+)\[credit\]": "turn_trash_gain",  # a resource only (below)
    r"when your turn begins, lose (\d+)\[credit\]": "turn_lose",
    r"when the corp's turn begins, draw (\d+) cards?": "corp_turn_draw",
    r"the first time you make a successful run each turn, draw (\d+) cards?": "first_success_draw",
    r"the first time you make an unsuccessful run each turn, take (\d+) tags?": "first_fail_tags",
    r"when your turn ends, if you made at least (\d+) successful runs this turn and this card is in your "
    r"heap, you may install it, ignoring all costs": "heap_reinstall_runs",
}
_FLAGS = {
    "when your turn begins, you may trash 1 of your other installed cards": "turn_trash",
    "the corp cannot score an agenda during the same turn they installed that agenda": "no_fast_score",
    "when the corp purges virus counters, trash this card": "purge_trash",
}


@rule(
    "turn-cards", "a Runner card acting as a turn begins, after a turn's first run, or on the Corp's scoring"
)
def turn_cards(text: str, card: Card) -> Found | None:
    """The sentences above, on a program, hardware or resource ("if you do, gain N" on a
    resource only: it is Aesop's Pawnshop's reward for the trash before it)."""
    if card.type not in RIG:
        return None
    if (fact := _FLAGS.get(text)) is not None:
        return Found({fact: True}, words(text))
    for pattern, fact in _COUNTED.items():
        if (m := re.fullmatch(pattern, text)) and (fact != "turn_trash_gain" or card.type == "resource"):
            return Found({fact: int(m.group(1))}, words(text))
    return None
