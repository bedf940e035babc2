"""Text rules for Runner events that choose among effects or turn the piles over
(``nrprint.cards.play`` imports this module for its rules; ``nrprint.simulate.event_effects``
plays them):

- ``resolve two of the following in any order:`` (two_modes) over the modes ``gain 3[credit]``,
  ``draw 2 cards`` and ``remove 1 tag`` (remove_tags): the player resolves two of them. The
  mode ``expose 1 piece of ice, then make a run`` is read as one the engine's players never
  choose (an exposed ice tells them nothing the engine uses, and a run they make with a click
  of their own);
- ``trash the top 3 cards of your stack`` (mill) and ``shuffle 3 cards from your heap into
  your stack`` (heap_to_stack): the player chooses the heap cards;
- ``play only if you made a successful run on a central server this turn`` (needs_central)
  and ``the corp must pay 5[credit] or take 1 bad publicity`` (pay_or_bp): the Corp chooses;
- on a resource (``nrprint.simulate.effects.runner_protect`` plays them): ``as an additional
  cost to take the basic action to trash 1 installed resource, the corp must pay 2[credit]``
  (trash_fee); ``[interrupt] → [trash]: prevent a player from trashing another installed
  resource`` (fall_guy); ``[trash]: gain 2[credit]`` (cash_in); ``[trash]: remove 1 tag``
  (trash_remove_tag, No Free Lunch); ``[interrupt] → [trash]: prevent up to 3 meat damage``
  (trash_prevent_meat, Crash Space); ``when your discard phase ends while you are tagged, the
  corp must trace[N]`` with ``if unsuccessful, remove 1 tag`` (discard_trace N) and
  ``[interrupt] → [trash], trash all cards from your grip: prevent all meat damage``
  (grip_prevent_meat, Citadel Sanctuary).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("two-modes", "an event whose player resolves two of its modes")
def two_modes(text: str, card: Card) -> Found | None:
    """``resolve two of the following ...`` and the modes the engine's players choose from."""
    if card.type != "event":
        return None
    if re.fullmatch(r"resolve two of the following(?: in any order)?:?", text):
        return Found({"two_modes": True}, words(text))
    m = re.fullmatch(r"remove (\d+) tags?", text)
    if m:
        return Found({"remove_tags": int(m.group(1))}, words(text))
    if text == "expose 1 piece of ice, then make a run":
        return Found({}, words(text))  # a mode never chosen (module docstring)
    return None


@rule("piles", "an event that trashes the top of the stack and shuffles heap cards back")
def piles(text: str, card: Card) -> Found | None:
    """``trash the top N cards of your stack``; ``shuffle N cards from your heap into your stack``."""
    if card.type != "event":
        return None
    m = re.fullmatch(r"trash the top (\d+) cards of your stack", text)
    if m:
        return Found({"mill": int(m.group(1))}, words(text))
    m = re.fullmatch(r"shuffle (\d+) cards from your heap into your stack", text)
    if m:
        return Found({"heap_to_stack": int(m.group(1))}, words(text))
    return None


@rule("central-pay-or-bp", "after a successful central run, the Corp pays or takes bad publicity")
def central_pay_or_bp(text: str, card: Card) -> Found | None:
    """``play only if you made a successful run on a central server this turn``; ``the corp must
    pay N[credit] or take 1 bad publicity``."""
    if card.type != "event":
        return None
    if text == "play only if you made a successful run on a central server this turn":
        return Found({"needs_central": True}, words(text))
    m = re.fullmatch(r"the corp must pay (\d+)\[credit\] or take 1 bad publicity", text)
    if m:
        return Found({"pay_or_bp": int(m.group(1))}, words(text))
    return None


@rule("resource-guard", "a resource that makes trashing resources dearer, or is trashed instead")
def resource_guard(text: str, card: Card) -> Found | None:
    """The resource sentences above."""
    if card.type != "resource":
        return None
    m = re.fullmatch(
        r"as an additional cost to take the basic action to trash 1 installed resource, "
        r"the corp must pay (\d+)\[credit\]",
        text,
    )
    if m:
        return Found({"trash_fee": int(m.group(1))}, words(text))
    if text == "[interrupt] → [trash]: prevent a player from trashing another installed resource":
        return Found({"fall_guy": True}, words(text))
    m = re.fullmatch(r"\[trash\]: gain (\d+)\[credit\]", text)
    if m:
        return Found({"cash_in": int(m.group(1))}, words(text))
    if text == "[trash]: remove 1 tag":
        return Found({"trash_remove_tag": True}, words(text))
    m = re.fullmatch(r"when your discard phase ends while you are tagged, the corp must trace\[(\d+)\]", text)
    if m:
        return Found({"discard_trace": int(m.group(1))}, words(text))
    if text == "if unsuccessful, remove 1 tag":
        return Found({}, words(text))  # what discard_trace's trace does
    if text == "[interrupt] → [trash], trash all cards from your grip: prevent all meat damage":
        return Found({"grip_prevent_meat": True}, words(text))
    m = re.fullmatch(r"\[interrupt\] → \[trash\]: prevent up to (\d+) meat damage", text)
    if m:
        return Found({"trash_prevent_meat": int(m.group(1))}, words(text))
    return None
