"""Text rules for a rig card's click that makes a run (``nrprint.cards.play`` imports this
module for its rules; ``nrprint.simulate.effects.runner_breach`` plays its breach and
``nrprint.simulate.opponents.runner_cards.program_run`` chooses it):

- ``[click]: run archives`` (click_run: the server), ``once per turn → [click]: run r&d``
  (with once_turn);
- ``if that run would be declared successful, change the attacked server to hq for the
  remainder of that run`` (breach_server: the server breached instead);
- ``if successful, instead of breaching r&d, reveal the top 3 cards of r&d`` (rd_reveal)
  with ``trash 1 of the revealed cards`` (rd_trash).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")


@rule("click-run", "a rig card's click that runs a server, and what that run breaches")
def click_run(text: str, card: Card) -> Found | None:
    """The sentences above, on a program, hardware or resource."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(r"(once per turn → )?\[click\]: run (hq|r&d|archives)", text)
    if m:
        return Found({"click_run": m.group(2)} | ({"once_turn": True} if m.group(1) else {}), words(text))
    m = re.fullmatch(
        r"if that run would be declared successful, change the attacked server to (hq|r&d) for the "
        r"remainder of that run",
        text,
    )
    if m:
        return Found({"breach_server": m.group(1)}, words(text))
    m = re.fullmatch(r"if successful, instead of breaching r&d, reveal the top (\d+) cards of r&d", text)
    if m:
        return Found({"rd_reveal": int(m.group(1))}, words(text))
    m = re.fullmatch(r"trash (\d+) of the revealed cards", text)
    return Found({"rd_trash": int(m.group(1))}, words(text)) if m else None
