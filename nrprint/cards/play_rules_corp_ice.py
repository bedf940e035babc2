"""Text rules for Corp ice (registered by ``play_rules_corp``): strength in the
turn the ice was rezzed, and a subroutine that draws and hides agendas in R&D.

Played by ``nrprint.simulate.effects.corp_ice`` for both Corps.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import RULES, Card, Found, rule, words


@rule("rez-turn-ice", "an ice stronger in the turn it was rezzed; a subroutine that draws and hides agendas")
def rez_turn_ice(text: str, card: Card) -> Found | None:
    """``this card has +6 strength if you rezzed it this turn`` (rez_turn_strength);
    ``[subroutine] draw up to 3 cards. reveal up to 3 agendas in hq and/or archives, then
    shuffle those agendas into r&d`` (the sub ``draw-shuffle``, sub_draw)."""
    if card.type != "ice":
        return None
    m = re.fullmatch(r"this card has \+(\d+) strength if you rezzed it this turn", text)
    if m:
        return Found({"rez_turn_strength": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"\[subroutine\] draw up to (\d+) cards\. reveal up to (\d+) agendas in hq and/or archives, "
        r"then shuffle those agendas into r&d",
        text,
    )
    if m and m.group(1) == m.group(2):
        return Found({"subs": "draw-shuffle", "sub_draw": int(m.group(1))}, words(text))
    return None


@rule("rd-ice", "an ice that orders R&D or trades draws, and hurts when not fully broken")
def rd_ice(text: str, card: Card) -> Found | None:
    """``[subroutine] look at the top 5 cards of r&d and arrange them in any order``
    (arrange-rd, install_look); ``[subroutine] you may draw 1 card. the runner may pay
    2[credit] to draw 1 card`` (draw-pay, sub_draw, pay); ``whenever an encounter with this
    card ends, if the runner did not fully break it, do 3 net damage`` (unbroken_damage)."""
    if card.type != "ice":
        return None
    m = re.fullmatch(r"\[subroutine\] look at the top (\d+) cards of r&d and arrange them in any order", text)
    if m:
        return Found({"subs": "arrange-rd", "install_look": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"\[subroutine\] you may draw (\d+) cards?\. the runner may pay (\d+)\[credit\] to draw (\d+) cards?",
        text,
    )
    if m and m.group(1) == m.group(3):
        return Found({"subs": "draw-pay", "sub_draw": int(m.group(1)), "pay": int(m.group(2))}, words(text))
    m = re.fullmatch(
        r"whenever an encounter with this card ends, if the runner did not fully break it, do (\d+) net damage",
        text,
    )
    return Found({"unbroken_damage": int(m.group(1))}, words(text)) if m else None


@rule("advance-ice", "an ice the Corp can advance, stronger for each advancement counter")
def advance_ice(text: str, card: Card) -> Found | None:
    """``you can advance this card`` (ice_advance) with ``it gets +1 strength for each hosted
    advancement counter`` (advance_strength); ``this card can be advanced and has +1
    strength for each advancement token on it`` (both)."""
    if card.type != "ice":
        return None
    if text == "you can advance this card":
        return Found({"ice_advance": True}, words(text))
    m = re.fullmatch(r"it gets \+(\d+) strength for each hosted advancement counter", text)
    if m:
        return Found({"advance_strength": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"this card can be advanced and has \+(\d+) strength for each advancement token on it", text
    )
    return Found({"ice_advance": True, "advance_strength": int(m.group(1))}, words(text)) if m else None


_INSTEAD = {
    r"gain (\d+)\[credit\]": "advanced_gain",
    r"do (\d+) net damage": "advanced_damage",
    r"give the runner \d+ tags? and end the run": "advanced_etr",
    r"search r&d for up to (\d+) cards\. add those cards to hq, then end the run": "advanced_search",  # Hortum
}


@rule("advanced-sub", "a subroutine that does more when the ice holds enough advancement counters")
def advanced_sub(text: str, card: Card) -> Found | None:
    """``[subroutine] gain 1[credit]. if there are 3 or more hosted advancement counters, instead
    gain 3[credit]`` (the subroutine as read alone, advanced_at, advanced_gain; ``... instead do 3
    net damage``: advanced_damage; ``give the runner 1 tag. ..., instead give the runner 1 tag and
    end the run``: advanced_etr)."""
    m = re.fullmatch(
        r"(\[subroutine\] .+?)\. if there are (\d+) or more hosted advancement counters, instead (.+)", text
    )
    if card.type != "ice" or m is None:
        return None
    base = RULES["subroutine"][1](m.group(1), card)
    for pattern, name in _INSTEAD.items():
        more = re.fullmatch(pattern, m.group(3))
        if base is not None and not base.gap and more is not None:
            value = int(more.group(1)) if more.groups() else True
            return Found(base.fields | {"advanced_at": int(m.group(2)), name: value}, words(text))
    return None
