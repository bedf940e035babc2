"""Text rules for Corp cards that change the Corp's actions: extra clicks, advancing and
trashing its own cards, installing from a subroutine (registered by ``play_rules_corp``).

Played by ``nrprint.simulate.effects.corp_clicks`` and ``corp_ice``; the human Corp's
choices are ``nrprint.simulate.opponents.corp_cards``.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("same-action-click", "a click gained the first time a turn's clicks go 3 to one action")
def same_action_click(text: str, card: Card) -> Found | None:
    """``the first time you spend 3[click] on the same action each turn, gain [click]``."""
    m = re.fullmatch(
        r"the first time you spend (\d+)\[click\] on the same action each turn, gain \[click\]", text
    )
    return Found({"same_action_click": int(m.group(1))}, words(text)) if m and card.side == "corp" else None


@rule("advance-to-trash", "an asset the Corp advances, then trashes for credits by its counters")
def advance_to_trash(text: str, card: Card) -> Found | None:
    """``this card can be advanced`` with ``[trash], 1 hosted advancement token: gain
    5[credit]`` (trash_gain_1) and ``... 2 hosted advancement tokens: gain 8[credit]``
    (trash_gain_2)."""
    if card.type != "asset":
        return None
    if text in ("this card can be advanced", "you can advance this card"):
        return Found({"advanceable": True}, text)
    m = re.fullmatch(
        r"\[trash\], ?([12]) hosted advancement (?:tokens?|counters?): gain (\d+)\[credit\]", text
    )
    return Found({f"trash_gain_{m.group(1)}": int(m.group(2))}, words(text)) if m else None


@rule("trash-etr", "an ice the Corp may trash to end a run on its server")
def trash_etr(text: str, card: Card) -> Found | None:
    """``[trash]: end the run`` with ``use this ability only during a run on this server``."""
    if card.type != "ice":
        return None
    if text == "[trash]: end the run":
        return Found({"trash_etr": True}, text)
    return Found({}, text) if text == "use this ability only during a run on this server" else None


@rule("untrashable", "a card no player can trash")
def untrashable(text: str, card: Card) -> Found | None:
    """``players cannot trash this card``."""
    return Found({"untrashable": True}, text) if text == "players cannot trash this card" else None


@rule("corp-sub", "an ice subroutine that gains by the server's ice, or installs a Corp card")
def corp_sub(text: str, card: Card) -> Found | None:
    """``[subroutine] gain 1[credit] for each piece of ice protecting this server``
    (gain-per-ice); ``look at the top 5 cards of r&d. you may install 1 of those cards,
    ignoring the install cost`` (install-rd, install_look 5); ``you may install 1 card
    from archives or hq`` (install-hq); ``the runner cannot steal or trash corp cards for
    the remainder of this run`` (no-steal, which lasts the run)."""
    if card.type != "ice" or not text.startswith("[subroutine] "):
        return None
    body = text.removeprefix("[subroutine] ")
    if m := re.fullmatch(r"gain (\d+)\[credit\] for each piece of ice protecting this server", body):
        return Found({"subs": "gain-per-ice", "gain": int(m.group(1))}, words(body))
    m = re.fullmatch(
        r"look at the top (\d+) cards of r&d\. you may install 1 of those cards, ignoring the install cost",
        body,
    )
    if m:
        return Found({"subs": "install-rd", "install_look": int(m.group(1))}, words(body))
    if re.fullmatch(r"you may install 1 card from (?:archives or hq|hq or archives)", body):
        return Found({"subs": "install-hq"}, words(body))
    if body == "the runner cannot steal or trash corp cards for the remainder of this run":
        return Found({"subs": "no-steal"}, words(body))  # runs.encounter: for the rest of the run
    return None


@rule("score-counters", "agenda counters placed on the agenda when it is scored, and what each does")
def score_counters(text: str, card: Card) -> Found | None:
    """``when you score this card, place 1 agenda counter on it`` (or ``place 3 agenda
    counters on this card when you score it``); a counter's use: ``hosted agenda counter:
    end the run`` (end-run), ``hosted agenda counter: place 1 advancement counter on an
    installed card you can advance`` (advance; or ``... on an installed card``: only an agenda is
    advanced, ``corp_agendas.advance_counter``), ``hosted agenda counter: do 1 net damage``
    (net-run) with ``use this ability only during a run and only once per run``."""
    if card.type != "agenda":
        return None
    m = re.fullmatch(
        r"when you score this card, place (\d+) agenda counters? on it"
        r"|place (\d+) agenda counters? on this card when you score it",
        text,
    )
    if m:
        return Found({"score_counters": int(m.group(1) or m.group(2))}, words(text))
    uses = {
        "hosted agenda counter: end the run": "end-run",
        "hosted agenda counter: place 1 advancement counter on an installed card you can advance": "advance",
        "hosted agenda counter: place 1 advancement counter on an installed card": "advance",  # Remastered Edition
        "hosted agenda counter: do 1 net damage": "net-run",
    }
    if text == "use this ability only during a run and only once per run":
        # when net-run is spent: once a run, as the Runner approaches the server
        return Found({}, words(text))
    return Found({"counter_use": uses[text]}, words(text)) if text in uses else None


@rule("steal-gain", "credits the Corp gains when the agenda is scored or stolen")
def steal_gain(text: str, card: Card) -> Found | None:
    """``when this card is scored or stolen, the corp gains 3[credit]``."""
    m = re.fullmatch(
        r"when (?:this card is scored or stolen|you score or steal this card), (?:the corp gains|gain) (\d+)\[credit\]",
        text,
    )
    if m is None or card.type != "agenda":
        return None
    return Found({"gain": int(m.group(1)), "gain_on_steal": True}, words(text))


@rule("ice-strength", "an ice's strength raised on a remote server, or while no fracter is installed")
def ice_strength(text: str, card: Card) -> Found | None:
    """``while this card is protecting a remote server, it gets +2 strength`` (or ``this
    card has +3 strength while protecting a remote server``); ``while there are no
    installed fracter programs, this card gets +7 strength``."""
    if card.type != "ice":
        return None
    m = re.fullmatch(
        r"while this card is protecting a remote server, it gets \+(\d+) strength"
        r"|this card (?:has|gets) \+(\d+) strength while protecting a remote server",
        text,
    )
    if m:
        return Found({"remote_strength": int(m.group(1) or m.group(2))}, words(text))
    m = re.fullmatch(r"while there are no installed fracter programs, this card gets \+(\d+) strength", text)
    return Found({"fracter_strength": int(m.group(1))}, words(text)) if m else None


@rule("trash-to-rd", "a card shuffled into R&D instead of going to Archives when it is trashed")
def trash_to_rd(text: str, card: Card) -> Found | None:
    """``[interrupt] → when this card would be trashed, you may shuffle it into r&d instead
    of adding it to archives``."""
    m = re.fullmatch(
        r"(?:\[interrupt\] → )?when this card would be trashed, you may shuffle it into r&d "
        r"instead of adding it to archives",
        text,
    )
    return Found({"trash_to_rd": True}, words(text)) if m and card.side == "corp" else None


@rule("purge", "an upgrade that purges virus counters when accessed, or when trashed")
def purge(text: str, card: Card) -> Found | None:
    """``when the runner accesses this card, you may purge virus counters`` (purge_on_access);
    ``[trash]: purge virus counters`` (trash_purge)."""
    if card.type not in ("asset", "upgrade"):
        return None
    if text == "when the runner accesses this card, you may purge virus counters":
        return Found({"purge_on_access": True}, words(text))
    return Found({"trash_purge": True}, text) if text == "[trash]: purge virus counters" else None


@rule("click-counter-clicks", "an agenda counter spent with a click for two clicks")
def click_counter_clicks(text: str, card: Card) -> Found | None:
    """``[click], hosted agenda counter: gain [click][click]`` with ``you cannot advance cards
    for the remainder of this turn`` (counter_use clicks)."""
    if card.type != "agenda":
        return None
    if text == "[click], hosted agenda counter: gain [click][click]":
        return Found({"counter_use": "clicks"}, words(text))
    return (
        Found({}, words(text)) if text == "you cannot advance cards for the remainder of this turn" else None
    )


@rule("trace-counter", "an ice's trace for a power counter the Corp spends on a tag at once")
def trace_counter(text: str, card: Card) -> Found | None:
    """``[subroutine] trace[3]. if successful, place 1 power counter on this card`` with
    ``hosted power counter: give the runner 1 tag`` (trace-tag, 1 tag: the Corp spends the
    counter at once); ``when the runner encounters this card, they must take 1 tag or end
    the run`` (encounter etr: the Runner takes the tag). ``[subroutine] trace[1]. if
    successful, do 1 core damage and give the runner 1 tag`` (trace-brain-tag); ``[subroutine]
    trace[6]. if successful, add 1 installed runner card to the grip`` (trace-bounce) and ``when the
    runner accesses this card anywhere except in archives, you may pay 3[credit]`` with ``if you do,
    they encounter it`` (access_encounter_pay: Archangel); ``this card gets −1 strength for each
    installed icebreaker`` (breaker_strength) and ``[subroutine] trash 1 installed program that is
    not a decoder, fracter, or killer`` (trash-program-other: Hagen); ``[subroutine] do 1 net damage.
    if you trash a card this way with a printed play or install cost that is an odd number, end the
    run`` (net-odd-etr: Diviner)."""
    if card.type != "ice":
        return None
    m = re.fullmatch(
        r"\[subroutine\] trace\[(\d+)\]\.? if successful, place 1 power counter on this card", text
    )
    if m:
        return Found({"subs": "trace-tag", "trace": int(m.group(1)), "tags": 1}, words(text))
    if text == "hosted power counter: give the runner 1 tag":
        return Found({}, text)
    if text == "when the runner encounters this card, they must take 1 tag or end the run":
        return Found({"encounter": "etr"}, words(text))  # runs.encounter: it takes the tag
    m = re.fullmatch(
        r"\[subroutine\] trace\[(\d+)\]\.? if successful, add 1 installed runner card to the grip", text
    )
    if m:  # Archangel: effects.subroutines.bounce
        return Found({"subs": "trace-bounce", "trace": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"when the runner accesses this card anywhere except in archives, you may pay (\d+)\[credit\]", text
    )
    if m:
        return Found({"access_encounter_pay": int(m.group(1))}, words(text))
    m = re.fullmatch(r"this card gets [−-](\d+) strength for each installed icebreaker", text)
    if m:  # Hagen: effects.corp_ice.strength_bonus
        return Found({"breaker_strength": -int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"\[subroutine\] do (\d+) net damage\. if you trash a card this way with a printed play or install cost "
        r"that is an odd number, end the run",
        text,
    )
    if m:  # Diviner: effects.subroutines.fire
        return Found({"subs": "net-odd-etr", "damage": int(m.group(1))}, words(text))
    other = "[subroutine] trash 1 installed program that is not a decoder, fracter, or killer"
    if text == other:  # effects.corp_runs.trash_other_program
        return Found({"subs": "trash-program-other"}, words(text))
    if text == "if you do, they encounter it":
        return Found({}, text)  # with access_encounter_pay
    m = re.fullmatch(
        r"\[subroutine\] trace\[(\d+)\]\.? if successful, do (\d+) (?:core|brain) damage and give the runner (\d+) tags?",
        text,
    )
    if m:
        fields = {"subs": "trace-brain-tag", "trace": int(m.group(1)), "damage": int(m.group(2))}
        return Found(fields | {"tags": int(m.group(3))}, words(text))
    return None
