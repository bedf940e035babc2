"""Text rules for what a Corp agenda does once it sits in a score area (registered by
``play_rules_corp``): credits placed on it when scored (or stolen) that the Corp takes a
few at a time as turns begin.

Played by ``nrprint.simulate.effects.corp_scored`` for both Corps.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("agenda-credits", "a scored agenda's credits taken as turns begin, or its tag when the Runner trashes")
def agenda_credits(text: str, card: Card) -> Found | None:
    """``when you score this card, place 10[credit] on it`` (score_credits; ``when this card
    is scored or stolen, ...``: steal_credits too); ``when each player's turn begins, take
    1[credit] from this card`` (agenda_take, agenda_take_each); ``when the corp's turn
    begins, they may take 3[credit] from this card`` (agenda_take) with ``this ability is
    active even while this card is in the runner's score area``; ``the first time each turn
    the runner trashes a corp card, give them 1 tag`` (trash_tags)."""
    if card.type != "agenda":
        return None
    m = re.fullmatch(
        r"when (you score this card|this card is scored or stolen), place (\d+)\[credit\] on it", text
    )
    if m:
        stolen = {"steal_credits": True} if "stolen" in m.group(1) else {}
        return Found({"score_credits": int(m.group(2))} | stolen, words(text))
    m = re.fullmatch(
        r"when (each player's|the corp's) turn begins, (?:they may )?take (\d+)\[credit\] from this card",
        text,
    )
    if m:
        each = {"agenda_take_each": True} if m.group(1) == "each player's" else {}
        return Found({"agenda_take": int(m.group(2))} | each, words(text))
    m = re.fullmatch(r"the first time each turn the runner trashes a corp card, give them (\d+) tags?", text)
    if m:
        return Found({"trash_tags": int(m.group(1))}, words(text))
    if text == "this ability is active even while this card is in the runner's score area":
        return Found({}, words(text))  # steal_credits: the Corp takes them from either area
    return None


@rule("agenda-click", "a scored agenda's click ability: credits, or meat damage to a tagged Runner")
def agenda_click(text: str, card: Card) -> Found | None:
    """``[click], [click]: gain 3[credit]`` (agenda_clicks, agenda_click_gain); ``if the runner
    is tagged, this card gains: "[click]: do 1 meat damage."`` (agenda_clicks,
    agenda_click_damage)."""
    if card.type != "agenda":
        return None
    m = re.fullmatch(r"((?:\[click\], )*\[click\]): gain (\d+)\[credit\]", text)
    if m:
        return Found(
            {"agenda_clicks": m.group(1).count("[click]"), "agenda_click_gain": int(m.group(2))}, words(text)
        )
    m = re.fullmatch(r'if the runner is tagged, this card gains: "\[click\]: do (\d+) meat damage\."', text)
    return Found({"agenda_clicks": 1, "agenda_click_damage": int(m.group(1))}, words(text)) if m else None
