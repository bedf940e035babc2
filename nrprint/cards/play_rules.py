"""The text rules behind a card's play facts (``nrprint.cards.play``).

A card's text is cut into sentences (a ``[subroutine]`` line is one unit). Each rule
below reads one kind of sentence; the first rule that understands a sentence decides
what it adds. A rule may understand a sentence only in part: it then names what the
engine does instead (its *gap*), and the card is not fully modelled. A sentence no rule
understands is a gap too. Texts use NetrunnerDB's tokens (``9[credit]``, ``[click]``,
``+1[mu]``, ``[subroutine]``); the card's own title and "this resource" (asset, ice...)
are read as "this card". Only numbers, kinds and a few matched words are kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Card:
    """What the rules know of a card besides its text."""

    title: str
    type: str
    side: str
    subtypes: tuple[str, ...] = ()


@dataclass(slots=True)
class Found:
    """What a rule read in one sentence: fields, the matched words, and a gap if any."""

    fields: dict[str, Any] = field(default_factory=dict)
    words: str = ""
    gap: str | None = None


TextRule = Callable[[str, Card], Found | None]  # (sentence, lower-case, no final dot) -> found
# Every text rule, by name, as its module declares it; the order they are tried in is
# ``play_rules_order.ORDER``.
RULES: dict[str, tuple[str, TextRule]] = {}


def rule(name: str, says: str) -> Callable[[TextRule], TextRule]:
    """Declare a text rule; a second rule of the same name is an error."""

    def deco(fn: TextRule) -> TextRule:
        if name in RULES:
            raise ValueError(
                f"two text rules are named {name!r}: in {RULES[name][1].__module__} and {fn.__module__}"
            )
        RULES[name] = (says, fn)
        return fn

    return deco


def words(text: str, n: int = 48) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


Sentences = tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]


def read_sentences(text: str, table: Sentences) -> Found | None:
    """The first (pattern, fields) of ``table`` whose pattern matches the whole sentence: each
    field takes the number its group caught, in order; a field past the groups is True."""
    for pattern, fields in table:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        numbers = [int(g) for g in m.groups()]
        found = {name: (numbers[i] if i < len(numbers) else True) for i, name in enumerate(fields)}
        return Found(found, words(text))
    return None


# --- what a sentence does -------------------------------------------------------------

# Effect clauses, each read whole: (pattern, the field its number goes to, or a mapping
# from the sentence's context, its opening words, to the field; the gap it leaves).
CREDITS = {"play": "gain", "score": "gain", "install": "gain", "click": "click_gain", "turn": "drip"}
DRAWS = {"play": "draw", "score": "draw", "click": "draw", "turn": "draw", "install": "rez_draw"}
STORED = {"play": "gain", "click": "click_gain", "turn": "drip", "install": "hosted"}
CLAUSES: list[tuple[re.Pattern[str], dict[str, str] | str | None, str | None]] = [
    (re.compile(r"gain (\d+)\[credit\]"), CREDITS, None),
    (re.compile(r"take (\d+)\[credit\] from this card"), CREDITS, None),
    (re.compile(r"take all (?:hosted )?credits from this card"), None, "stored credits count at once"),
    (
        re.compile(r"(?:place|load) (\d+)\[credit\] (?:on|onto) (?:this card|it)"),
        STORED,
        None,
    ),
    (re.compile(r"draw (\d+) cards?"), DRAWS, None),
    (
        re.compile(r"remove 1 (?:hosted )?power counters?(?: from this card)?"),
        None,
        "power counters are ignored",
    ),
    (re.compile(r"do (\d+) (?:net|meat|brain|core) damage"), "damage", None),
    (re.compile(r"give the runner (\d+) tags?"), "tags", None),
    (re.compile(r"gain ((?:\[click\])+)"), "extra_clicks", None),
    (
        re.compile(r"place (\d+) advancement (?:counters?|tokens?) on (?:each of up to (\d+) )?[^,]*"),
        "place_tokens",
        None,
    ),
    (
        re.compile(r"(?:run (?:hq|r&d|archives|any server|a remote server|a central server)|make a run)"),
        None,
        "no run is made",
    ),
]
# Where a gap applies only in some contexts (credits stored on the card).
_CLAUSE_SPLIT = re.compile(r",? and |, then ")
STORED_GAP = {"play": "hosted credits spend like any credit", "click": "stored credits count at once"}


def effects(text: str, context: str) -> Found | None:
    """``gain 1[credit] and draw 1 card``: every clause understood, or None."""
    found = Found(words=words(text))
    for part in _CLAUSE_SPLIT.split(text):
        for pattern, to, gap in CLAUSES:
            m = pattern.fullmatch(part)
            if m is None:
                continue
            if isinstance(to, dict) and context not in to:
                return None
            target = to[context] if isinstance(to, dict) else to
            if target == "extra_clicks":
                value = m.group(1).count("[click]")
            elif target == "place_tokens":
                value = int(m.group(1)) * int(m.group(2) or 1)
            elif target is not None:
                value = int(m.group(1))
            if target is not None and target not in found.fields:
                found.fields[target] = value
            gap = gap or (STORED_GAP.get(context) if to is STORED else None)
            found.gap = found.gap or gap
            break
        else:
            return None
    return found


def _opening(pattern: str, context: str, gap: str | None = None) -> TextRule:
    opening = re.compile(pattern)

    def read(text: str, card: Card) -> Found | None:
        m = opening.match(text)
        if m is None:
            return None
        found = effects(text[m.end() :], context)
        if found is not None:
            found.gap = found.gap or gap
        return found

    return read


@rule("click-ability", "a [click] ability of an installed card")
def click_ability(text: str, card: Card) -> Found | None:
    """``[click]: gain 2[credit]`` / ``take 3[credit] from this card`` / ``draw 1 card``;
    ``once per turn → [click]: ...`` too (the limit is not kept)."""
    return _CLICK(text, card) or _ONCE_CLICK(text, card)


_CLICK = _opening(r"\[click\]: ", "click")
_ONCE_CLICK = _opening(r"once per turn → \[click\]: ", "click", "no once-a-turn limit")


@rule("turn-begins", "what the card does when its owner's turn begins")
def turn_begins(text: str, card: Card) -> Found | None:
    """``when your turn begins, take 3[credit] from this card`` (or gain, place, draw); also
    ``take 3[credit] from this card when your turn begins``."""
    m = re.fullmatch(r"take (\d+)\[credit\] from this card when your turn begins", text)
    if m:
        return Found({"drip": int(m.group(1))}, words(text))
    return _TURN_BEGINS(text, card)


_TURN_BEGINS = _opening(r"when your turn begins(?: and whenever [^,]+)?, (?:you may )?", "turn")


@rule("drip-unprotected", "credits at the start of the Corp's turn while no ice protects the card's server")
def drip_unprotected(text: str, card: Card) -> Found | None:
    """``when your turn begins, gain 3[credit] if there is no ice protecting this server``."""
    m = re.fullmatch(
        r"when your turn begins, gain (\d+)\[credit\] if there is no ice protecting this server", text
    )
    if m is None or card.type not in ("asset", "upgrade"):
        return None
    return Found({"drip": int(m.group(1)), "drip_unprotected": True}, words(text))


@rule("on-score", "what the agenda does when scored")
def on_score(text: str, card: Card) -> Found | None:
    """``when you score this card, gain 7[credit]`` / ``... is scored or stolen, do 2 net damage``
    (on a steal only the damage is played: credits, cards and tags go to the Corp that scores)."""
    found = _ON_SCORE(text, card)
    if found is None:
        found = _ON_SCORE_OR_STEAL(text, card)
        if found is not None and set(found.fields) - {"damage"}:
            found.gap = found.gap or "an effect on steal is not played"
    return found


_ON_SCORE = _opening(r"when you score this card, ", "score")
_ON_SCORE_OR_STEAL = _opening(
    r"when (?:this card is scored or stolen|you score or steal this card), ", "score"
)


@rule("successful-run", "credits a rig card gives whenever its Runner makes a successful run")
def successful_run(text: str, card: Card) -> Found | None:
    """``gain 1[credit] whenever you make a successful run`` (or the other way round)."""
    m = re.fullmatch(
        r"gain (\d+)\[credit\] whenever you make a successful run"
        r"|whenever you make a successful run, gain (\d+)\[credit\]",
        text,
    )
    if m is None or card.type not in ("program", "hardware", "resource"):
        return None
    return Found({"run_gain": int(m.group(1) or m.group(2))}, words(text))


@rule("server-draw", "cards a rig card draws whenever the Corp creates a server")
def server_draw(text: str, card: Card) -> Found | None:
    """``draw 1 card whenever the corp creates a server``."""
    m = re.fullmatch(r"draw (\d+) cards? whenever the corp creates a server", text)
    if m is None or card.type not in ("program", "hardware", "resource"):
        return None
    return Found({"server_draw": int(m.group(1))}, words(text))


@rule("worth-less-stolen", "an agenda worth fewer points in the Runner's score area")
def worth_less_stolen(text: str, card: Card) -> Found | None:
    """``this card is worth 1 fewer agenda point while in the runner's score area``."""
    m = re.fullmatch(r"this card is worth (\d+) fewer agenda points? while in the runner's score area", text)
    return Found({"runner_points_less": int(m.group(1))}, words(text)) if m else None


@rule("damage-draw", "cards drawn when damage trashes the card from the grip")
def damage_draw(text: str, card: Card) -> Found | None:
    """``whenever this card is trashed by taking net or meat damage, draw 3 cards``."""
    m = re.fullmatch(r"whenever this card is trashed by taking net or meat damage, draw (\d+) cards?", text)
    return Found({"damage_draw": int(m.group(1))}, words(text)) if m else None


@rule("on-install", "what the card does when installed or rezzed")
def on_install(text: str, card: Card) -> Found | None:
    """``when you install this card, load 9[credit] onto it`` (hosted) / ``when you rez
    this card, draw 2 cards``; also ``place 12[credit] on this card when it is installed``
    (or ``put ... from the bank on this card when rezzed``)."""
    m = re.fullmatch(
        r"(?:place|put) (\d+)\[credit\] (?:from the bank )?on this card when (?:it is installed|(?:it is )?rezzed)",
        text,
    )
    if m:
        return Found({"hosted": int(m.group(1))}, words(m.group(0)))
    return _ON_INSTALL(text, card)


_ON_INSTALL = _opening(r"when you (?:rez|install) this card, ", "install")


@rule("run-any", "a run event's run on a server of the Runner's choice")
def run_any(text: str, card: Card) -> Found | None:
    """``run any server`` on an event (run_server ``any``: the Runner makes the run)."""
    return Found({"run_server": "any"}, text) if text == "run any server" and card.type == "event" else None


@rule("after-run", "what a run event gives after a successful run")
def after_run(text: str, card: Card) -> Found | None:
    """``when that run ends, if it was successful, gain 5[credit]`` on an event (gain, paid
    when the run it makes is successful: gain_after_run); other effects are played without
    the run."""
    m = re.fullmatch(
        r"(?:when that run ends, if it was successful|if successful), gain (\d+)\[credit\]", text
    )
    if m and card.type == "event":
        return Found({"gain": int(m.group(1)), "gain_after_run": True}, words(text))
    return _AFTER_RUN(text, card) if card.type == "event" else None


_AFTER_RUN = _opening(
    r"(?:when that run ends, if it was successful|if successful), ", "play", "gains without a run"
)


@rule("play-effect", "what the event or operation does when played")
def play_effect(text: str, card: Card) -> Found | None:
    """``gain 9[credit]``, ``draw 3 cards``, ``place 2 advancement counters on ...``,
    ``gain [click]``, ``run hq`` (the run itself is not made)."""
    if card.type not in ("event", "operation"):
        return None
    return effects(text, "play")


@rule("stack-search", "an event that reveals the top of the stack or searches it for a breaker")
def stack_search(text: str, card: Card) -> Found | None:
    """``reveal the top 4 cards of your stack and trash all programs revealed`` with ``gain
    1[credit] for each program trashed, and add the rest of the revealed cards to your
    grip`` (reveal_programs); ``search your stack for an icebreaker, reveal it, and add it
    to your grip`` with ``shuffle your stack`` (search_breaker)."""
    if card.type != "event":
        return None
    m = re.fullmatch(r"reveal the top (\d+) cards of your stack and trash all programs revealed", text)
    if m:
        return Found({"reveal_programs": int(m.group(1))}, words(text))
    if text == "search your stack for an icebreaker, reveal it, and add it to your grip":
        return Found({"search_breaker": True}, words(text))
    rest = (
        "gain 1[credit] for each program trashed, and add the rest of the revealed cards to your grip",
        "shuffle your stack",
    )
    return Found({}, words(text)) if text in rest else None


@rule("on-access", "what the Corp may pay for when the Runner accesses the card")
def on_access(text: str, card: Card) -> Found | None:
    """``when the runner accesses this card anywhere except in archives, you may pay 4[credit]``
    with ``if you do, give the runner 1 tag and do 3 net damage`` (or ``... pay 4[credit] to
    give them 2 tags``); ``while the runner is accessing this card in r&d, they must reveal
    it`` (nothing to play)."""
    if card.type not in ("asset", "upgrade"):
        return None
    if text == "while the runner is accessing this card in r&d, they must reveal it":
        return Found({}, words(text))
    m = re.fullmatch(
        r"when the runner accesses this card(?: anywhere except in archives)?, you may pay (\d+)\[credit\]"
        r"(?:(?:\. if you do,| to) (.+))?",
        text,
    )
    if m is None:
        m = re.fullmatch(r"()if you do, (.+)", text)
    if m is None:
        return None
    fields: dict[str, int] = {"access_pay": int(m.group(1))} if m.group(1) else {}
    for part in _CLAUSE_SPLIT.split(m.group(2) or ""):
        if t := re.fullmatch(r"give (?:the runner|them) (\d+) tags?", part):
            fields["access_tags"] = int(t.group(1))
        elif d := re.fullmatch(r"do (\d+) net damage", part):
            fields["access_damage"] = int(d.group(1))
        elif part:
            return None
    return Found(fields, words(text))


# --- ice --------------------------------------------------------------------------------

SUBS: list[tuple[str, str]] = [
    (r"end the run", "etr"),
    (r"do (\d+) net damage", "net"),
    (r"do (\d+) meat damage", "meat"),
    (r"do (\d+) (?:brain|core) damage", "brain"),
    (r"give the runner (\d+) tags?", "tag"),
    (r"trash (?:1|up to \d+) (?:installed )?programs?", "trash-program"),
    (r"trash 1 installed (?:runner )?card", "trash-program"),
    (r"(?:the runner loses|they lose) (\d+)\[credit\]", "lose-credits"),
    (r"(?:you |the corp )?gains? (\d+)\[credit\]", "gain-credits"),
    (r"the runner cannot steal or trash corp cards", "no-steal"),
    (r"the runner loses \[click\]", "lose-click"),
    (r"end the run unless the runner pays (\d+)\[credit\]", "etr-pay"),
    (r"end the run if the runner is tagged", "etr-tagged"),
]
AMOUNT = {
    "net": "damage",
    "meat": "damage",
    "brain": "damage",
    "tag": "tags",
    "etr-pay": "pay",
    "lose-credits": "lose",
    "gain-credits": "gain",
}


def sub_kind(text: str) -> tuple[str, int, bool]:
    """A subroutine's (or encounter effect's) kind, its amount, and whether it is all of it."""
    for pattern, kind in SUBS:
        m = re.fullmatch(pattern, text)
        if m:
            return kind, int(m.group(1)) if m.groups() else 0, True
    for pattern, kind in SUBS:
        m = re.search(pattern, text)
        if m:
            return kind, int(m.group(1)) if m.groups() else 0, False
    return "other", 0, False


def _sub_found(kind: str, amount: int, whole: bool, field_: str, text: str) -> Found:
    found = Found({field_: kind}, words(text))
    if kind in AMOUNT and amount:
        found.fields[AMOUNT[kind]] = amount
    if kind == "other":
        found.gap = "an other effect does nothing"
    elif not whole:
        found.gap = "only part of a subroutine is played"
    return found


@rule("subroutine", "one [subroutine] of an ice, by what it does")
def subroutine(text: str, card: Card) -> Found | None:
    """``[subroutine] end the run`` (etr), ``do 1 net damage`` (net), ``give the runner 1
    tag`` (tag), ``trash 1 program``, ``the runner loses 2[credit]``, ``gain 1[credit]``,
    ``trace[3]. if successful, end the run`` (trace-etr; trace-tag when it gives tags);
    anything else is ``other``. Extra words around a known effect make it partial."""
    if not text.startswith("[subroutine] "):
        return None
    body = text.removeprefix("[subroutine] ")
    m = re.fullmatch(r"do (\d+) net damage unless the runner pays (\d+)\[credit\]", body)
    if m:
        return Found({"subs": "net-pay", "damage": int(m.group(1)), "pay": int(m.group(2))}, words(body))
    m = re.fullmatch(r"give the runner (\d+) tags? unless (?:they|the runner) pays? (\d+)\[credit\]", body)
    if m:  # played by effects.corp_runs
        return Found({"subs": "tag-pay", "tags": int(m.group(1)), "pay": int(m.group(2))}, words(body))
    m = TRACE.fullmatch(body)
    if m:
        fields = {"subs": "trace-tag" if m.group(3) else "trace-etr", "trace": int(m.group(1))}
        return Found(fields | ({"tags": int(m.group(3))} if m.group(3) else {}), words(body))
    return _sub_found(*sub_kind(body), "subs", body)


# A trace subroutine: its base strength, then what a successful trace does.
TRACE = re.compile(r"trace\[(\d+)\]\.? if successful, (end the run|give the runner (\d+) tags?)")


@rule("strength-per-tag", "an ice's strength raised by each tag the Runner has")
def strength_per_tag(text: str, card: Card) -> Found | None:
    """``this card has +1 strength for each tag the runner has``."""
    m = re.fullmatch(r"this card (?:has|gets) \+(\d+) strength for each tag the runner has", text)
    return Found({"strength_per_tag": int(m.group(1))}, words(text)) if m and card.type == "ice" else None


@rule("on-encounter", "what the ice does when encountered, as a subroutine kind")
def on_encounter(text: str, card: Card) -> Found | None:
    """``when the runner encounters this card, end the run unless ...`` (etr); ``they must
    pay 3[credit], if able`` with the next sentence ending the run is etr-pay."""
    m = re.fullmatch(r"when the runner encounters this card, (.+)", text)
    if m is None:
        return None
    if re.fullmatch(r"end the run unless (?:the runner|they) takes? 1 tag", m.group(1)):
        return Found({"encounter": "etr"}, words(m.group(1)))  # runs.encounter: it takes the tag
    if m.group(1) == "place 1 virus counter on it" and card.type == "ice":  # effects.corp_runs
        return Found({"encounter": "self-counter"}, words(m.group(1)))
    if m.group(1) == "give them 1 tag if there is an installed ai program" and card.type == "ice":
        return Found({"encounter": "tag-if-ai"}, words(m.group(1)))
    toll = re.fullmatch(r"(?:they|the runner) must pay (\d+)\[credit\], if able", m.group(1))
    if toll and card.type == "ice":  # the run ends on the next sentence (toll_unpaid)
        return Found({"encounter": "etr-pay", "pay": int(toll.group(1))}, words(m.group(1)))
    return _sub_found(*sub_kind(m.group(1)), "encounter", m.group(1))


@rule("toll-unpaid", "an ice's encounter toll: the run ends when it is not paid")
def toll_unpaid(text: str, card: Card) -> Found | None:
    """``if they do not, end the run``, after ``they must pay 3[credit], if able`` (etr-pay)."""
    return Found({}, text) if text == "if they do not, end the run" and card.type == "ice" else None


# --- icebreakers and hardware -------------------------------------------------------------

BREAK = re.compile(
    r"(?:interface → )?(\d+)\[credit\]: break (up to )?(\d+|any number of) "
    r"(?:(barrier|code gate|sentry) )?subroutines?(?: on [^.]*)?"
)
ANY_NUMBER = 10  # "break any number of subroutines": more than any ice has


@rule("breaks", "an icebreaker's break ability")
def breaks(text: str, card: Card) -> Found | None:
    """``interface → 1[credit]: break 1 code gate subroutine`` / ``2[credit]: break up to 2
    ...``; no subtype named breaks any (AI breakers)."""
    m = BREAK.fullmatch(text) if card.type == "program" else None
    if m is None:
        return None
    count = ANY_NUMBER if m.group(3) == "any number of" else int(m.group(3))
    fields = {"breaks": m.group(4) or "any", "break_cost": int(m.group(1)), "break_count": count}
    return Found(fields, words(text.removeprefix("interface → ")))


@rule("pump", "an icebreaker's strength ability")
def pump(text: str, card: Card) -> Found | None:
    """``1[credit]: +1 strength`` (for the remainder of this run); ``+X strength`` is taken as 1."""
    m = re.fullmatch(
        r"(\d+)\[credit\]: \+(\d+|x) strength(?: for the remainder of (?:this|the) (?:run|encounter))?", text
    )
    if m is None or card.type != "program":
        return None
    x = m.group(2) == "x"
    return Found(
        {"pump_cost": int(m.group(1)), "pump": 1 if x else int(m.group(2))},
        words(text),
        "X strength taken as 1" if x else None,
    )


@rule("memory-bonus", "hardware that adds memory units")
def memory_bonus(text: str, card: Card) -> Found | None:
    """``+1[mu]``."""
    m = re.fullmatch(r"\+(\d+)\[mu\]", text)
    return Found({"memory_bonus": int(m.group(1))}, m.group(0)) if m else None


@rule("link-bonus", "a card that adds link")
def link_bonus(text: str, card: Card) -> Found | None:
    """``+1[link]``."""
    m = re.fullmatch(r"\+(\d+)\[link\]", text)
    return Found({"link": int(m.group(1))}, m.group(0)) if m else None


@rule("recurring-credits", "credits refilled on the card each turn, counted as drip")
def recurring(text: str, card: Card) -> Found | None:
    """``1[recurring-credit]``."""
    m = re.fullmatch(r"(\d+)\[recurring-credit\]", text)
    return Found({"drip": int(m.group(1))}, m.group(0)) if m else None


# --- sentences understood that add nothing ---------------------------------------------------


@rule("operation-terms", "an operation played only on a tagged Runner, or paid by the Runner's grip")
def operation_terms(text: str, card: Card) -> Found | None:
    """``play only if the runner is tagged`` (needs_tag); ``gain 1[credit] for each card in
    the runner's grip`` (gain_per_grip); ``the runner loses all credits in their credit pool``."""
    if card.type != "operation":
        return None
    if text == "play only if the runner is tagged":
        return Found({"needs_tag": True}, text)
    m = re.fullmatch(r"gain (\d+)\[credit\] for each card in the runner's grip", text)
    if m:
        return Found({"gain_per_grip": int(m.group(1))}, words(text))
    if text == "the runner loses all credits in their credit pool":
        return Found({"runner_loses_all": True}, words(text))
    return None


@rule("bioroid-clicks", "a bioroid's subroutines broken by the Runner's clicks (runs.plan_break)")
def bioroid_clicks(text: str, card: Card) -> Found | None:
    """``lose [click]: break 1 subroutine on this card`` and ``only the runner can use this
    ability`` on a bioroid: the engine lets the Runner spend a click per subroutine it
    cannot break with a program, read from the subtype."""
    if "bioroid" not in card.subtypes:
        return None
    m = re.fullmatch(
        r"lose \[click\]: break 1 subroutine on this card|only the runner can use this ability", text
    )
    return Found({}, m.group(0)) if m else None


@rule("spend-hosted", "where hosted credits may be spent (the engine spends them anywhere)")
def spend_hosted(text: str, card: Card) -> Found | None:
    """``you can spend hosted credits to install programs`` / ``during that run``; ``use
    these credits to pay for traces``."""
    m = re.fullmatch(
        r"you can spend hosted credits (?:to|during|on) .+|use (?:this credit|these credits) .+", text
    )
    return Found({}, words(text), "hosted credits spend like any credit") if m else None


@rule("when-empty", "the card is trashed when its credits run out")
def when_empty(text: str, card: Card) -> Found | None:
    """``when it is empty, trash it`` / ``when there are no credits left on this card, trash it``."""
    m = re.fullmatch(
        r"when (?:it is empty|there are no (?:hosted )?credits left on this card), trash it", text
    )
    return Found({}, m.group(0)) if m else None


@rule("limit", "a deck or player limit (nothing to play)")
def limit(text: str, card: Card) -> Found | None:
    """``limit 1 console per player`` / ``limit 1 per deck``."""
    m = re.fullmatch(r"limit 1 (?:\w+ )?per (?:player|deck)", text)
    return Found({}, m.group(0)) if m else None


@rule("modes", "a choice of modes: the first is played")
def modes(text: str, card: Card) -> Found | None:
    """``resolve 1 of the following`` followed by its modes."""
    m = re.fullmatch(r"resolve 1 of the following:?", text)
    return Found({}, m.group(0), "only the first mode is played") if m else None
