"""Text rules for Runner cards with virus counters and once-a-turn click abilities
(``nrprint.cards.play`` imports this module for its rules; the engine plays the facts in
``nrprint.simulate.effects.runner_counters``):

- counters placed when installed *and* when its Runner's turn begins (``counters`` and
  ``turn_counter``), cashed with a click and the card trashed for N credits each
  (``cash_counters``), or spent one at a time for a credit (``counter_credit``);
- counters from successful runs on R&D (``rd_counter``) that access more cards on a breach
  of R&D, one fewer than they are (``counter_access``);
- a counter spent to trash the card being accessed, once a turn (``access_trash``);
- a ``once per turn → [click]`` ability (``once_turn``), whose cost may include net damage
  (``click_damage``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, effects, rule, words

RIG = ("program", "hardware", "resource")


@rule("turn-counters", "a rig card's counters placed when installed and each turn")
def turn_counters(text: str, card: Card) -> Found | None:
    """``when you install this program and when your turn begins, place 1 virus counter on
    this program``."""
    m = re.fullmatch(
        r"when you install this card and when your turn begins, place (\d+) virus counters? on this card",
        text,
    )
    if m is None or card.type not in RIG:
        return None
    n = int(m.group(1))
    return Found({"counters": n, "turn_counter": n}, words(text))


@rule("counter-credits", "a rig card's counters turned into credits")
def counter_credits(text: str, card: Card) -> Found | None:
    """``[click], [trash]: gain 2[credit] for each hosted virus counter`` (cash_counters);
    ``hosted virus counter: gain 1[credit]`` (counter_credit)."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(r"\[click\], \[trash\]: gain (\d+)\[credit\] for each hosted virus counter", text)
    if m:
        return Found({"cash_counters": int(m.group(1))}, words(text))
    m = re.fullmatch(r"hosted virus counter: gain (\d+)\[credit\]", text)
    if m:
        return Found({"counter_credit": int(m.group(1))}, words(text))
    return None


_MEDIUM = (
    "whenever you breach r&d, choose a number less than the number of hosted virus counters",
    "access that many additional cards",
)


@rule("rd-counters", "counters from R&D runs that access more of R&D")
def rd_counters(text: str, card: Card) -> Found | None:
    """``whenever you make a successful run on r&d, place 1 virus counter on this program``;
    ``whenever you breach r&d, choose a number less than the number of hosted virus
    counters`` and ``access that many additional cards`` (counter_access)."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(
        r"whenever you make a successful run on r&d, place (\d+) virus counters? on this card", text
    )
    if m:
        return Found({"rd_counter": int(m.group(1))}, words(text))
    if text == _MEDIUM[0]:
        return Found({"counter_access": True}, words(text))
    return Found({}, text) if text == _MEDIUM[1] else None


@rule("access-trash", "a counter spent to trash the card being accessed")
def access_trash(text: str, card: Card) -> Found | None:
    """``access, once per turn → hosted virus counter: trash the card you are accessing``."""
    if (
        card.type not in RIG
        or text != "access, once per turn → hosted virus counter: trash the card you are accessing"
    ):
        return None
    return Found({"access_trash": True}, words(text))


@rule("once-click", "a rig card's click ability usable once a turn, its cost maybe net damage")
def once_click(text: str, card: Card) -> Found | None:
    """``once per turn → [click]: take 3[credit] from this resource``; ``once per turn →
    [click], suffer 1 net damage: gain 1[credit] and draw 2 cards``."""
    m = re.fullmatch(r"once per turn → \[click\](?:, suffer (\d+) net damage)?: (.+)", text)
    if m is None or card.type not in RIG:
        return None
    found = effects(m.group(2), "click")
    if found is None or found.gap is not None or not found.fields.get("click_gain"):
        return None
    found.fields["once_turn"] = True
    if m.group(1):
        found.fields["click_damage"] = int(m.group(1))
    found.words = words(text)
    return found
