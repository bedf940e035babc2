"""Text rules for Corp operations played only after what the Runner did in its last turn,
or while the Corp is short of credits, and what they then do (registered by
``play_rules_corp``).

Played by ``nrprint.simulate.effects.corp_operations`` for both Corps (the human Corp's
choice of when: ``nrprint.simulate.opponents.corp_cards``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_LAST_TURN = {
    "the runner made a successful run": "needs_success",
    "the runner did not make a successful run": "needs_no_success",
    "the runner stole or trashed a corp card": "needs_harm",
}


@rule("operation-when", "an operation played only after the Runner's last turn went some way, or while poor")
def operation_when(text: str, card: Card) -> Found | None:
    """``play only if the runner made a successful run during their last turn``
    (needs_success; ``... did not make ...``: needs_no_success; ``... stole or trashed a
    corp card ...``: needs_harm); ``play only if you have fewer than 10[credit]`` (needs_poor)."""
    if card.type != "operation":
        return None
    m = re.fullmatch(r"play only if (.+) during their last turn", text)
    if m and m.group(1) in _LAST_TURN:
        return Found({_LAST_TURN[m.group(1)]: True}, words(text))
    m = re.fullmatch(r"play only if you have fewer than (\d+)\[credit\]", text)
    return Found({"needs_poor": int(m.group(1))}, words(text)) if m else None


@rule("operation-harm", "what such an operation does: the Runner's credits lost, bad publicity, a threat")
def operation_harm(text: str, card: Card) -> Found | None:
    """``if the runner has at least 4[credit], they lose 4[credit]`` (runner_lose_at);
    ``gain 7[credit] and take 1 bad publicity`` (gain, bad_publicity); ``threat 3 → you
    may pay 5[credit] to give the runner 2 tags`` (threat, threat_pay, threat_tags); ``if
    there are any cards in hq, trash 1 of them`` (hq_trash)."""
    if card.type != "operation":
        return None
    m = re.fullmatch(r"if the runner has at least (\d+)\[credit\], they lose (\d+)\[credit\]", text)
    if m and m.group(1) == m.group(2):
        return Found({"runner_lose_at": int(m.group(1))}, words(text))
    m = re.fullmatch(r"gain (\d+)\[credit\] and take (\d+) bad publicity", text)
    if m:
        return Found({"gain": int(m.group(1)), "bad_publicity": int(m.group(2))}, words(text))
    if text == "if there are any cards in hq, trash 1 of them":
        return Found({"hq_trash": True}, words(text))
    m = re.fullmatch(r"threat (\d+) → you may pay (\d+)\[credit\] to give the runner (\d+) tags?", text)
    if m:
        threat, pay, tags = (int(g) for g in m.groups())
        return Found({"threat": threat, "threat_pay": pay, "threat_tags": tags}, words(text))
    return None


X_TAGS = "x must be equal to or less than the number of tags the runner has"


@rule("operation-clicks", "an operation that costs more clicks, and what such operations do")
def operation_clicks(text: str, card: Card) -> Found | None:
    """``as an additional cost to play this operation, spend [click][click]`` (click_cost);
    ``reveal up to 5 cards in hq`` with ``gain 2[credit] for each card you revealed this way``
    (hq_reveal, gain_per_reveal); ``you may install 1 card from hq`` (install_after); ``play
    only if the runner has at least 2 tags`` (needs_tags); ``place up to 2 advancement tokens
    on a card that can be advanced`` (place_tokens); ``place x advancement counters on 1
    installed card you can advance`` (x_tokens) with ``x must be equal to or less than the number
    of tags the runner has`` (x_tags)."""
    if card.type != "operation":
        return None
    m = re.fullmatch(r"as an additional cost to play this card, spend ((?:\[click\])+)", text)
    if m:
        return Found({"click_cost": m.group(1).count("[click]")}, words(text))
    m = re.fullmatch(r"reveal up to (\d+) cards in hq", text)
    if m:
        return Found({"hq_reveal": int(m.group(1))}, words(text))
    m = re.fullmatch(r"gain (\d+)\[credit\] for each card you revealed this way", text)
    if m:
        return Found({"gain_per_reveal": int(m.group(1))}, words(text))
    if text == "you may install 1 card from hq":
        return Found({"install_after": True}, words(text))
    m = re.fullmatch(r"play only if the runner has at least (\d+) tags", text)
    if m:
        return Found({"needs_tags": int(m.group(1))}, words(text))
    if text == "place x advancement counters on 1 installed card you can advance":
        return Found({"x_tokens": True}, words(text))
    if text == X_TAGS:
        return Found({"x_tags": True}, words(text))
    m = re.fullmatch(r"place up to (\d+) advancement tokens on a card that can be advanced", text)
    return Found({"place_tokens": int(m.group(1))}, words(text)) if m else None
