"""Text rules for Corp cards that cost the Runner clicks, programs or a meat-damage access, or
that count a second copy or raise the hand size (registered by ``play_rules_corp``):

- ``forfeit this card: if the runner has 2 or more [click] remaining, they lose [click][click]``
  (forfeit_clicks: False Lead);
- ``when you score this card, if there is another copy of this card in either player's score
  area, place 1 agenda counter on this card`` with ``while this card has a hosted agenda
  counter, it is worth 1 more agenda point`` (copy_point: Megaprix Qualifier);
- ``as an additional cost to steal this card, the runner must trash 1 installed program``
  (steal_program) and ``when you score this card, trash 1 installed program``
  (score_trash_program: SDS Drone Deployment);
- Prisec's access, Turing's AI-proof subroutine, Cybernetics Court's hand size (their rules).

Played by ``nrprint.simulate.effects.corp_agenda_abilities`` (and the modules each rule names).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_COPY = (
    "when you score this card, if there is another copy of this card in either player's score area, "
    "place 1 agenda counter on this card"
)


@rule(
    "agenda-abilities",
    "an agenda forfeited for the Runner's clicks, worth more as a second copy, or trashing a program",
)
def agenda_abilities(text: str, card: Card) -> Found | None:
    """See the module docstring."""
    # each sentence is found on one kind of Corp card only: no type check
    m = re.fullmatch(
        r"forfeit this card: if the runner has (\d+) or more \[click\] remaining, they lose ((?:\[click\])+)",
        text,
    )
    if m and int(m.group(1)) == m.group(2).count("[click]"):
        return Found({"forfeit_clicks": int(m.group(1))}, words(text))
    if text.replace("ʼ", "'") == _COPY:
        return Found({"copy_point": True}, words(text))
    if text == "while this card has a hosted agenda counter, it is worth 1 more agenda point":
        return Found({}, words(text))  # the counter's point: copy_point
    if text == "as an additional cost to steal this card, the runner must trash 1 installed program":
        return Found({"steal_program": True}, words(text))
    if text == "when you score this card, trash 1 installed program":
        return Found({"score_trash_program": True}, words(text))
    return None


@rule(
    "installed-access-meat", "an upgrade the Corp may pay for on access while installed: tags and meat damage"
)
def installed_access_meat(text: str, card: Card) -> Found | None:
    """``if the runner accesses this card while installed, you may pay 2[credit] to give the
    runner 1 tag and do 1 meat damage`` (access_pay, access_tags, access_damage with
    access_meat and access_installed: Prisec; ``effects.access``)."""
    m = re.fullmatch(
        r"if the runner accesses this card while installed, you may pay (\d+)\[credit\] to give the runner "
        r"(\d+) tags? and do (\d+) meat damage",
        text,
    )
    if m is None:
        return None
    pay, tags, meat = (int(g) for g in m.groups())
    fields = {"access_pay": pay, "access_tags": tags, "access_damage": meat, "access_meat": True}
    return Found(fields | {"access_installed": True}, words(text))


@rule("ai-proof-clicks-ice", "an ice no AI program breaks, whose subroutine costs the Runner clicks")
def ai_proof_clicks_ice(text: str, card: Card) -> Found | None:
    """``the runner cannot use ai programs to break subroutines on this card`` (no_ai_break;
    ``runs.plan_break``) and ``[subroutine] end the run unless the runner spends
    [click][click][click]`` (the sub ``etr-clicks``, sub_clicks; ``effects.subroutines``): Turing."""
    if text == "the runner cannot use ai programs to break subroutines on this card":
        return Found({"no_ai_break": True}, words(text))
    m = re.fullmatch(
        r"if there are (\d+) or more hosted advancement counters, the runner cannot break subroutines on this "
        r"card using ai programs",
        text,
    )
    if m:  # Hortum: from that many counters on (ai_proof_at)
        return Found({"ai_proof_at": int(m.group(1))}, words(text))
    m = re.fullmatch(r"\[subroutine\] end the run unless the runner spends ((?:\[click\])+)", text)
    return (
        Found({"subs": "etr-clicks", "sub_clicks": m.group(1).count("[click]")}, words(text)) if m else None
    )


@rule("corp-hand-size", "an asset that raises the Corp's maximum hand size")
def corp_hand_size(text: str, card: Card) -> Found | None:
    """``your maximum hand size is increased by 4`` on a Corp asset or upgrade (hand_size:
    Cybernetics Court; ``Game.hand_limit``, while it is rezzed)."""
    m = re.fullmatch(r"your maximum hand size is increased by (\d+)", text)
    return (
        Found({"hand_size": int(m.group(1))}, words(text))
        if m and card.type in ("asset", "upgrade")
        else None
    )


@rule("root-install-pays", "an upgrade paying the first install in its server's root each turn")
def root_install_pays(text: str, card: Card) -> Found | None:
    """``the first time each turn you install a card in the root of this server, gain 2[credit]
    or draw 1 card`` (root_install_gain, root_install_draw: Tranquility Home Grid;
    ``effects.corp_root_installs``)."""
    m = re.fullmatch(
        r"the first time each turn you install a card in the root of this server, gain (\d+)\[credit\] "
        r"or draw (\d+) cards?",
        text,
    )
    return (
        Found({"root_install_gain": int(m.group(1)), "root_install_draw": int(m.group(2))}, words(text))
        if m
        else None
    )
