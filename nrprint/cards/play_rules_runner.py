"""Text rules for Runner cards (``nrprint.cards.play`` imports this module for its rules).

Each rule reads one kind of sentence of a Runner card into play facts that the engine's
``nrprint.simulate.effects.runner_*`` modules play; they are tried before the general
rules of ``play_rules``, which would read some of these sentences with a gap:

- breakers that pump and break in one ability (``3[credit]: +2 strength`` then ``break up
  to 2 subroutines``; ``X[credit]: +X strength`` then ``up to X``), and that install
  themselves from the heap on an encounter with their ice type;
- run events on a named server (``run hq``), with more cards accessed, the breach replaced
  by a siphon of the Corp's credits, the first ice bypassed, or credits for the run only
  and core damage after it;
- rig cards that access more cards on a breach of HQ or R&D, prevent a trash or meat
  damage, take counters when installed, or trash the outermost ice once it is broken.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

ICE = r"(barrier|code gate|sentry)"
SERVERS = {"hq": "hq", "r&d": "r&d", "archives": "archives"}
RIG = ("program", "hardware", "resource")


@rule("heap-install", "a breaker that installs itself from the heap on an encounter")
def heap_install(text: str, card: Card) -> Found | None:
    """``whenever you encounter a barrier, you may install this program from your heap``."""
    m = re.fullmatch(rf"whenever you encounter an? {ICE}, you may install this card from your heap", text)
    if m is None or card.type != "program":
        return None
    return Found({"heap_install": True, "breaks": m.group(1)}, words(text))


@rule("pump-breaks", "a pump that also breaks subroutines (then, break up to N)")
def pump_breaks(text: str, card: Card) -> Found | None:
    """``then, if this program can interface with the barrier you are encountering, break up
    to 2 subroutines`` (``up to x`` after ``X[credit]: +X strength``)."""
    m = re.fullmatch(
        rf"then, if this card can interface with the {ICE} you are encountering, break up to (\d+|x) subroutines",
        text,
    )
    if m is None or card.type != "program":
        return None
    x = m.group(2) == "x"
    fields = {"breaks": m.group(1), "pump_breaks": 1 if x else int(m.group(2))}
    return Found(fields | ({"pump_x": True} if x else {}), words(text))


@rule("pump-x", "an icebreaker's X[credit]: +X strength (as 1[credit]: +1 strength)")
def pump_x(text: str, card: Card) -> Found | None:
    """``x[credit]: +x strength``: X credits for X strength, as 1 for 1."""
    if text != "x[credit]: +x strength" or card.type != "program":
        return None
    return Found({"pump_cost": 1, "pump": 1}, text)


@rule("run-server", "a run event's run on a named server")
def run_server(text: str, card: Card) -> Found | None:
    """``run hq`` / ``run r&d`` / ``run archives``; ``place 9[credit] on this event, then run
    any server`` (credits for that run only: run_credits)."""
    if card.type != "event":
        return None
    m = re.fullmatch(r"run (hq|r&d|archives)", text)
    if m:
        return Found({"run_server": SERVERS[m.group(1)]}, text)
    m = re.fullmatch(r"place (\d+)\[credit\] on this card, then run any server", text)
    if m:
        return Found({"run_server": "any", "run_credits": int(m.group(1))}, words(text))
    return None


# Sentences of a run event with credits for its run that add nothing to run_credits.
_RUN_CREDITS_TERMS = (
    "during that run, hosted credits are considered to be in your credit pool",
    "you can spend hosted credits during that run",
    "this damage cannot be prevented",
)


@rule("run-event-terms", "what a run event does during or after its run")
def run_event_terms(text: str, card: Card) -> Found | None:
    """``if successful, access 2 additional cards when you breach hq``; ``if successful,
    instead of breaching hq, you may force the corp to lose up to 5[credit], then you gain
    2[credit] for each credit lost and take 2 tags``; ``the first time you encounter a piece
    of ice during that run, bypass it``; ``when that run ends, suffer 1 core damage``."""
    if card.type != "event":
        return None
    if text in _RUN_CREDITS_TERMS:
        return Found({}, words(text))
    if text == "the first time you encounter a piece of ice during that run, bypass it":
        return Found({"bypass_first": True}, words(text))
    m = re.fullmatch(r"if successful, access (\d+) additional cards? when you breach (hq|r&d)", text)
    if m:
        return Found({"access_more": int(m.group(1)), "access_server": m.group(2)}, words(text))
    m = re.fullmatch(
        r"if successful, instead of breaching hq, you may force the corp to lose up to (\d+)\[credit\], "
        r"then you gain (\d+)\[credit\] for each credit lost(?: and take (\d+) tags?)?",
        text,
    )
    if m:  # Account Siphon; Diversion of Funds gains 1 a credit and takes no tag
        siphon = {"siphon": int(m.group(1)), "siphon_each": int(m.group(2)), "tags": int(m.group(3) or 0)}
        return Found(siphon, words(text))
    m = re.fullmatch(r"when that run ends, suffer (\d+) (?:core|brain) damage", text)
    if m:
        return Found({"run_core_damage": int(m.group(1))}, words(text))
    return None


@rule("breach-more", "a rig card that accesses more cards on a breach of HQ or R&D")
def breach_more(text: str, card: Card) -> Found | None:
    """``whenever you breach r&d, access 1 additional card``."""
    m = re.fullmatch(r"whenever you breach (hq|r&d), access (\d+) additional cards?", text)
    if m is None or card.type not in RIG:
        return None
    return Found({"access_more": int(m.group(2)), "access_server": m.group(1)}, words(text))


@rule("rig-protection", "a rig card that prevents a trash or meat damage")
def rig_protection(text: str, card: Card) -> Found | None:
    """``[interrupt] → [trash]: prevent a player from trashing 1 installed program or piece of
    hardware`` (prevent_trash); ``[interrupt] → hosted power counter: prevent 1 meat damage``
    (prevent_meat)."""
    if card.type not in RIG:
        return None
    if (
        text
        == "[interrupt] → [trash]: prevent a player from trashing 1 installed program or piece of hardware"
    ):
        return Found({"prevent_trash": True}, words(text))
    if text == "[interrupt] → hosted power counter: prevent 1 meat damage":
        return Found({"prevent_meat": True}, words(text))
    return None


@rule("install-counters", "counters placed on a rig card when it is installed")
def install_counters(text: str, card: Card) -> Found | None:
    """``when you install this hardware, load 4 power counters onto it`` / ``place 3 power
    counters on this card when it is installed``."""
    m = re.fullmatch(
        r"when you install this card, (?:load|place) (\d+) (?:power|virus) counters (?:onto|on) it"
        r"|(?:load|place) (\d+) (?:power|virus) counters (?:onto|on) this card when it is installed",
        text,
    )
    if m is None or card.type not in RIG:
        return None
    return Found({"counters": int(m.group(1) or m.group(2))}, words(text))


@rule("outer-ice-trash", "a rig card removed from the game to trash the outermost ice once broken")
def outer_ice_trash(text: str, card: Card) -> Found | None:
    """``the first time each turn you fully break the outermost piece of ice protecting the
    attacked server during a run, you may remove this hardware from the game to trash that ice``."""
    m = re.fullmatch(
        r"the first time each turn you fully break the outermost piece of ice protecting the attacked "
        r"server during a run, you may remove this card from the game to trash that ice",
        text,
    )
    return Found({"trash_outer_ice": True}, words(text)) if m and card.type in RIG else None


@rule("virus-weakens", "virus counters from central runs that lower an encountered ice's strength")
def virus_weakens(text: str, card: Card) -> Found | None:
    """``whenever you make a successful run on a central server, place 1 virus counter on this
    program`` (central_counter); ``hosted virus counter: rezzed piece of ice currently being
    encountered has -1 strength until the end of the encounter`` or ``... the ice you are
    encountering gets -1 strength for the remainder of this encounter`` (weakens)."""
    if card.type != "program":
        return None
    m = re.fullmatch(
        r"whenever you make a successful run on a central server, place (\d+) virus counters? on this card",
        text,
    )
    if m:
        return Found({"central_counter": int(m.group(1))}, words(text))
    if text in (
        "hosted virus counter: rezzed piece of ice currently being encountered has -1 strength "
        "until the end of the encounter",
        "hosted virus counter: the ice you are encountering gets -1 strength for the remainder of this encounter",
    ):
        return Found({"weakens": True}, words(text))
    return None


@rule("install-program-from", "a rig card trashed to install a program from the heap or stack")
def install_program_from(text: str, card: Card) -> Found | None:
    """``[trash]: install a program from your heap (paying the install cost)``; ``2[credit],
    [trash]: search your stack for 1 program`` followed by ``install it``."""
    if card.type not in RIG:
        return None
    if text == "[trash]: install a program from your heap (paying the install cost)":
        return Found({"install_from": "heap"}, words(text))
    m = re.fullmatch(r"(?:(\d+)\[credit\], )?\[trash\]: search your stack for 1 program", text)
    if m:
        return Found({"install_from": "stack", "install_fee": int(m.group(1) or 0)}, words(text))
    return Found({}, text) if text == "install it" else None


@rule("runner-extras", "counter breaks, one-use breakers, click loss, turn draws, grip trash, heap recursion")
def runner_extras(text: str, card: Card) -> Found | None:
    """``hosted power counter: break ice subroutine on a piece of ice that has a strength of 5
    or greater`` (counter_breaks_at); ``whenever an encounter ends, if you used this program to
    break a subroutine during that encounter, trash this program`` (trash_after_use); ``if you
    have any [click] remaining, lose [click]`` on an event (lose_click); ``when your turn
    begins, remove 1 hosted power counter and draw 2 cards`` (turn_draw); ``when this event is
    trashed from your grip or stack, you may draw 2 cards`` / ``gain 2[credit]``
    (grip_trash_draw, grip_trash_gain); ``add 1 card (or up to 2 virus cards) from your heap
    to your grip`` (heap_to_grip)."""
    if card.type == "program":
        m = re.fullmatch(
            r"hosted power counter: break ice subroutine on a piece of ice that has a strength of (\d+) or greater",
            text,
        )
        if m:
            return Found({"counter_breaks_at": int(m.group(1))}, words(text))
        done = "whenever an encounter ends, if you used this card to break a subroutine during that encounter"
        if text == f"{done}, trash this card":
            return Found({"trash_after_use": True}, words(text))
    if card.type in RIG:
        m = re.fullmatch(r"when your turn begins, remove 1 hosted power counter and draw (\d+) cards?", text)
        if m:
            return Found({"turn_draw": int(m.group(1))}, words(text))
    if card.type != "event":
        return None
    if text == "if you have any [click] remaining, lose [click]":
        return Found({"lose_click": True}, text)
    m = re.fullmatch(
        r"when this card is trashed from your grip or stack, you may (draw (\d+) cards?|gain (\d+)\[credit\])",
        text,
    )
    if m:
        field = ("grip_trash_draw", int(m.group(2))) if m.group(2) else ("grip_trash_gain", int(m.group(3)))
        return Found({field[0]: field[1]}, words(text))
    if text == "add 1 card (or up to 2 virus cards) from your heap to your grip":
        return Found({"heap_to_grip": 1}, words(text))
    return None


@rule("host-from-stack", "a resource that hosts the top cards of the stack to install later")
def host_from_stack(text: str, card: Card) -> Found | None:
    """``when you install this resource, host the top 3 cards of your stack facedown on this
    resource (...)`` (host_top); ``[trash]: install 1 card hosted on this resource, lowering
    its install cost by 1`` (host_discount)."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(
        r"when you install this card, host the top (\d+) cards of your stack facedown on this card"
        r"(?: \(you may look at these cards at any time\))?",
        text,
    )
    if m:
        return Found({"host_top": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"\[trash\]: install 1 card hosted on this card, lowering its install cost by (\d+)", text
    )
    return Found({"host_discount": int(m.group(1))}, words(text)) if m else None


@rule("replay-event", "a resource trashed (with two clicks) to play an event from the heap")
def replay_event(text: str, card: Card) -> Found | None:
    """``[click], [click], [trash]: play an event from your heap (paying its play cost)``."""
    if (
        card.type not in RIG
        or text != "[click], [click], [trash]: play an event from your heap (paying its play cost)"
    ):
        return None
    return Found({"replay_event": True}, words(text))


@rule("stored-credits", "a resource that stores credits a click and gives them all for another")
def stored_credits(text: str, card: Card) -> Found | None:
    """``[click]: place 3[credit] on this resource`` (click_store) with ``[click]: take all
    credits from this resource`` and ``you cannot use this resource more than once per turn``."""
    if card.type != "resource":
        return None
    m = re.fullmatch(r"\[click\]: place (\d+)\[credit\] on this card", text)
    if m:
        return Found({"click_store": int(m.group(1))}, words(text))
    once = "you cannot use this card more than once per turn"
    return Found({}, text) if text in ("[click]: take all credits from this card", once) else None


@rule("breaker-host", "hardware that hosts an icebreaker, free of memory and stronger")
def breaker_host(text: str, card: Card) -> Found | None:
    """``this hardware can host a single non-ai icebreaker``, ``the memory cost of the hosted
    icebreaker does not count against your memory limit``, ``hosted icebreaker has +2
    strength`` (hosts_breaker)."""
    if card.type != "hardware":
        return None
    m = re.fullmatch(r"hosted icebreaker has \+(\d+) strength", text)
    if m:
        return Found({"hosts_breaker": int(m.group(1))}, words(text))
    terms = (
        "this card can host a single non-ai icebreaker",
        "the memory cost of the hosted icebreaker does not count against your memory limit",
    )
    return Found({}, words(text)) if text in terms else None


@rule("program-fetch", "an event that installs a program for the turn, or fetches a connection")
def program_fetch(text: str, card: Card) -> Found | None:
    """``search either your stack or your heap for 1 program``, ``install that program,
    ignoring all costs``, ``when your turn ends, if that program has not been uninstalled, add
    it to the top of your stack`` (fetch_program); ``as an additional cost to play this event,
    spend [click]`` (extra_click); ``search your stack for a connection, reveal it, and add it to
    your grip``, ``you may install that connection (paying its install cost)``, ``shuffle your
    stack`` (search_connection)."""
    if card.type != "event":
        return None
    if text == "search either your stack or your heap for 1 program":
        return Found({"fetch_program": True}, words(text))
    if text == "as an additional cost to play this card, spend [click]":
        return Found({"extra_click": True}, words(text))
    if text == "search your stack for a connection, reveal it, and add it to your grip":
        return Found({"search_connection": True}, words(text))
    terms = (
        "install that program, ignoring all costs",
        "when your turn ends, if that program has not been uninstalled, add it to the top of your stack",
        "you may install that connection (paying its install cost)",
    )
    return Found({}, words(text)) if text in terms else None


@rule("ice-virus", "a virus hosted on a rezzed ice that weakens it each turn until it is trashed")
def ice_virus(text: str, card: Card) -> Found | None:
    """``install only on a rezzed piece of ice`` (on_ice), ``when your turn begins, place 1
    virus counter on this program`` (turn_counter), ``host ice gets -1 strength for each
    hosted virus counter``, ``when the strength of host ice is 0 or less, trash it``."""
    if card.type != "program":
        return None
    if text == "install only on a rezzed piece of ice":
        return Found({"on_ice": True}, text)
    m = re.fullmatch(r"when your turn begins, place (\d+) virus counters? on this card", text)
    if m:
        return Found({"turn_counter": int(m.group(1))}, words(text))
    terms = (
        "host ice gets -1 strength for each hosted virus counter",
        "when the strength of host ice is 0 or less, trash it",
    )
    return Found({}, words(text)) if text in terms else None


@rule("breach-counters", "counters from runs and breaches, spent on strength or more access")
def breach_counters(text: str, card: Card) -> Found | None:
    """``whenever a run on hq or r&d ends, place 1 power counter on this resource if you stole
    no agendas during that run`` (wheel_counter), ``2 hosted power counters: choose hq or r&d``
    with ``for the remainder of this run, access 1 additional card whenever you breach that
    server`` (wheel_spend); ``this program gets +1 strength for each hosted virus counter``
    (strength_per_counter), ``whenever you finish breaching a server, if you did not steal or
    trash any accessed cards, place 1 virus counter on this program`` (clean_breach_counter),
    ``whenever you expose a card, place 1 virus counter on this program`` (the engine exposes
    no card: nothing to play)."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(
        r"whenever a run on hq or r&d ends, place (\d+) power counters? on this card if you stole no agendas"
        r" during that run",
        text,
    )
    if m:
        return Found({"wheel_counter": int(m.group(1))}, words(text))
    m = re.fullmatch(r"(\d+) hosted power counters: choose hq or r&d", text)
    if m:
        return Found({"wheel_spend": int(m.group(1))}, words(text))
    m = re.fullmatch(r"this card gets \+(\d+) strength for each hosted virus counter", text)
    if m:
        return Found({"strength_per_counter": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"whenever you finish breaching a server, if you did not steal or trash any accessed cards, "
        r"place (\d+) virus counters? on this card",
        text,
    )
    if m:
        return Found({"clean_breach_counter": int(m.group(1))}, words(text))
    terms = (
        "for the remainder of this run, access 1 additional card whenever you breach that server",
        "whenever you expose a card, place 1 virus counter on this card",
    )
    return Found({}, words(text)) if text in terms else None


@rule("agenda-host", "a resource that hosts an accessed agenda and scores it later for two clicks")
def agenda_host(text: str, card: Card) -> Found | None:
    """``this resource can host a single agenda``, ``whenever you access an agenda, you may host
    that agenda on this resource (...)`` (hosts_agenda), ``[click],[click]: add an agenda hosted
    on this resource to your score area``."""
    if card.type != "resource":
        return None
    if text.startswith("whenever you access an agenda, you may host that agenda on this card"):
        return Found({"hosts_agenda": True}, words(text))
    terms = (
        "this card can host a single agenda",
        "[click],[click]: add an agenda hosted on this card to your score area",
    )
    return Found({}, words(text)) if text in terms else None
