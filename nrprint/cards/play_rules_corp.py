"""Text rules for Corp cards, added to ``nrprint.cards.play_rules.RULES`` when imported.

Each rule reads one kind of sentence of a Corp card (lower case, the card's own title read
as "this card", no final dot) into facts that ``nrprint.simulate.effects.corp_*`` play.
They come after the general rules: a sentence a general rule reads is never read here.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_ON_SCORE = r"when (?:you score this card|this card is scored or stolen|you score or steal this card), "


@rule("terminal", "an operation after which the Corp's action phase ends")
def terminal(text: str, card: Card) -> Found | None:
    """``after you resolve this card, end your action phase`` (or ``your action phase ends``)."""
    m = re.fullmatch(r"after you resolve this card, (?:end your action phase|your action phase ends)", text)
    return Found({"terminal": True}, words(text)) if m and card.type == "operation" else None


@rule("empty-draw", "cards the Corp draws when the card's credits run out and it is trashed")
def empty_draw(text: str, card: Card) -> Found | None:
    """``when it is empty, trash it and draw 1 card``."""
    m = re.fullmatch(
        r"when (?:it is empty|there are no (?:hosted )?credits left on this card), trash it and draw (\d+) cards?",
        text,
    )
    return Found({"empty_draw": int(m.group(1))}, words(text)) if m else None


@rule("score-wait", "an agenda that cannot be scored in the turn it was installed")
def score_wait(text: str, card: Card) -> Found | None:
    """``you cannot score this card if it was installed this turn``."""
    m = text == "you cannot score this card if it was installed this turn" and card.type == "agenda"
    return Found({"score_wait": True}, words(text)) if m else None


@rule("rez-ice", "ice the Corp may rez for free when the agenda is scored (or stolen)")
def rez_ice(text: str, card: Card) -> Found | None:
    """``when you score this card, you may rez a piece of ice ignoring all costs``;
    ``when this card is scored or stolen, you may rez 1 installed piece of ice, ...``."""
    m = re.fullmatch(
        rf"({_ON_SCORE})(?:you may )?rez (?:1|a) (?:installed )?piece of ice,? ignoring all costs", text
    )
    if m is None or card.type != "agenda":
        return None
    fields: dict[str, object] = {"rez_ice": 1}
    if "stolen" in m.group(1) or "steal" in m.group(1):
        fields["rez_on_steal"] = True
    return Found(fields, words(text))


@rule("approach-toll", "an upgrade that ends a run on its server unless the Runner pays")
def approach_toll(text: str, card: Card) -> Found | None:
    """``whenever the runner approaches this server, end the run unless they either spend
    [click][click] or pay 5[credit]`` (or only ``... unless the runner pays 5[credit]``)."""
    m = re.fullmatch(
        r"whenever the runner approaches this server, end the run unless (?:they|the runner) "
        r"(?:either spend ((?:\[click\])+) or )?pays? (\d+)\[credit\]",
        text,
    )
    if m is None or card.type != "upgrade":
        return None
    fields = {"approach_pay": int(m.group(2))}
    if m.group(1):
        fields["approach_clicks"] = m.group(1).count("[click]")
    return Found(fields, words(text))


@rule("agenda-counters", "agenda counters for the advancement counters past the requirement")
def agenda_counters(text: str, card: Card) -> Found | None:
    """``when you score this card, place 1 agenda counter on it for each hosted advancement
    counter past 3`` (or ``for every 2 ...``); what a counter does: ``this card is worth 1
    more agenda point for each hosted agenda counter`` (points), ``hosted agenda counter:
    add 1 card from archives to hq`` (archives-to-hq), ``hosted agenda counter: search r&d
    for 1 card and reveal it`` with ``add it to hq`` (search-rd)."""
    if card.type != "agenda":
        return None
    m = re.fullmatch(
        rf"{_ON_SCORE}place 1 agenda counter on it for (?:each|every (\d+)) hosted advancement counters? past (\d+)",
        text,
    )
    if m:
        every = {"counters_every": int(m.group(1))} if m.group(1) else {}
        return Found({"counters_past": int(m.group(2))} | every, words(text))
    uses = {
        "this card is worth 1 more agenda point for each hosted agenda counter": "points",
        "hosted agenda counter: add 1 card from archives to hq": "archives-to-hq",
        "hosted agenda counter: search r&d for 1 card and reveal it": "search-rd",
    }
    if text in uses:
        return Found({"counter_use": uses[text]}, words(text))
    return Found({}, text) if text == "add it to hq" else None


@rule("turn-end-tags", "tags the Runner loses when the turn the agenda was scored in ends")
def turn_end_tags(text: str, card: Card) -> Found | None:
    """``when a discard phase ends, if you scored this card this turn, the runner removes 2 tags``."""
    m = re.fullmatch(
        r"when (?:a discard phase|the turn) ends, if you scored this card this turn, "
        r"the runner (?:removes|loses) (\d+) tags?",
        text,
    )
    return Found({"turn_end_tags": int(m.group(1))}, words(text)) if m and card.type == "agenda" else None


@rule("sacrifice", "an asset the Corp may trash when its turn begins, for credits and cards")
def sacrifice(text: str, card: Card) -> Found | None:
    """``when your turn begins, you may trash this card to gain 3[credit] and draw 3 cards``."""
    m = re.fullmatch(
        r"when your turn begins, you may trash this card to gain (\d+)\[credit\](?: and draw (\d+) cards?)?",
        text,
    )
    if m is None or card.type != "asset":
        return None
    draw = {"sacrifice_draw": int(m.group(2))} if m.group(2) else {}
    return Found({"sacrifice_gain": int(m.group(1))} | draw, words(text))


@rule("recycle", "a card removed from the game to shuffle cards from Archives into R&D")
def recycle(text: str, card: Card) -> Found | None:
    """``remove this card from the game: shuffle up to 3 cards from archives into r&d``."""
    m = re.fullmatch(
        r"remove this card from the game: shuffle up to (\d+) cards from archives into r&d", text
    )
    return Found({"recycle": int(m.group(1))}, words(text)) if m and card.side == "corp" else None


@rule("archives-to-hq", "an operation that adds cards from Archives to HQ")
def archives_to_hq(text: str, card: Card) -> Found | None:
    """``add 1 card from archives to hq``."""
    m = re.fullmatch(r"add (\d+) cards? from archives to hq", text)
    return Found({"archives_to_hq": int(m.group(1))}, words(text)) if m and card.type == "operation" else None


@rule("steal-cost", "what the Runner must pay to steal the agenda")
def steal_cost(text: str, card: Card) -> Found | None:
    """``as an additional cost to steal this card, the runner must spend [click] and 2[credit]``
    (or ``... must pay 4[credit]``)."""
    m = re.fullmatch(
        r"as an additional cost to steal this card, the runner must (?:spend ((?:\[click\])+) and (\d+)"
        r"\[credit\]|pay (\d+)\[credit\])",
        text,
    )
    if m is None or card.type != "agenda":
        return None
    if m.group(1):
        return Found({"steal_clicks": m.group(1).count("[click]"), "steal_pay": int(m.group(2))}, words(text))
    return Found({"steal_pay": int(m.group(3))}, words(text))


@rule("bad-publicity", "bad publicity the Corp takes when it scores the agenda")
def bad_publicity(text: str, card: Card) -> Found | None:
    """``when you score this card, gain 7[credit] and take 1 bad publicity``."""
    m = re.fullmatch(
        r"when you score this card, (?:gain (\d+)\[credit\] and )?take (\d+) bad publicity", text
    )
    if m is None or card.type != "agenda":
        return None
    gain = {"gain": int(m.group(1))} if m.group(1) else {}
    return Found({"bad_publicity": int(m.group(2))} | gain, words(text))


@rule("operation-trace", "an operation that needs a run last turn, or traces for tags")
def operation_trace(text: str, card: Card) -> Found | None:
    """``play only if the runner made a run during their last turn`` (needs_run);
    ``trace[4]`` with ``if successful, give the runner 4 tags`` (trace, trace_tags)."""
    if card.type != "operation":
        return None
    if text == "play only if the runner made a run during their last turn":
        return Found({"needs_run": True}, words(text))
    if m := re.fullmatch(r"trace\[(\d+)\]", text):
        return Found({"trace": int(m.group(1))}, text)
    if m := re.fullmatch(r"if successful, give the runner (\d+) tags?", text):
        return Found({"trace_tags": int(m.group(1))}, words(text))
    return None


@rule("score-ice", "ice from the top of R&D installed and rezzed for free when the agenda is scored")
def score_ice(text: str, card: Card) -> Found | None:
    """``when you score this card, you may look at the top 3 cards of r&d``, ``if any of
    those cards are ice, you may install and rez them, ignoring all costs`` and ``trash the
    rest of the cards you looked at``."""
    if card.type != "agenda":
        return None
    m = re.fullmatch(rf"{_ON_SCORE}you may look at the top (\d+) cards of r&d", text)
    if m:
        return Found({"score_ice": int(m.group(1))}, words(text))
    rest = (
        "if any of those cards are ice, you may install and rez them, ignoring all costs",
        "trash the rest of the cards you looked at",
    )
    return Found({}, words(text)) if text in rest else None


@rule("access-trace", "an upgrade whose trace on a successful run keeps the Runner to it")
def access_trace(text: str, card: Card) -> Found | None:
    """``whenever there is a successful run on this server, trace[4]`` with ``if successful,
    the runner cannot access any cards other than this card for the remainder of this run``."""
    if card.type != "upgrade":
        return None
    if m := re.fullmatch(r"whenever there is a successful run on this server, trace\[(\d+)\]", text):
        return Found({"access_trace": int(m.group(1))}, words(text))
    only = (
        "if successful, the runner cannot access any cards other than this card for the remainder of this run"
    )
    return Found({}, words(text)) if text == only else None


@rule("counter-strength", "an ice weakened by each counter it hosts")
def counter_strength(text: str, card: Card) -> Found | None:
    """``this card gets −1 strength for each hosted virus counter``."""
    m = re.fullmatch(r"this card gets [−-](\d+) strength for each hosted virus counter", text)
    return Found({"counter_strength": int(m.group(1))}, words(text)) if m and card.type == "ice" else None


@rule("access-encounter", "a card the Corp may trash on access to make the Runner encounter an ice")
def access_encounter(text: str, card: Card) -> Found | None:
    """``when the runner accesses this card, you may trash it to choose a rezzed piece of ice
    protecting this server`` with ``the runner encounters that ice``."""
    if card.type not in ("asset", "upgrade"):
        return None
    first = (
        "when the runner accesses this card, you may trash it to choose a rezzed piece of ice "
        "protecting this server"
    )
    if text == first:
        return Found({"access_encounter": True}, words(text))
    return Found({}, text) if text == "the runner encounters that ice" else None


@rule("must-trash", "a card the Runner must trash when it accesses it installed")
def must_trash(text: str, card: Card) -> Found | None:
    """``when the runner accesses this card while it is installed, they must trash it, if able``."""
    m = text == "when the runner accesses this card while it is installed, they must trash it, if able"
    return Found({"must_trash": True}, words(text)) if m and card.type in ("asset", "upgrade") else None


@rule("influence", "a deck-building condition on the card's influence (nothing to play)")
def influence(text: str, card: Card) -> Found | None:
    """``this card costs 0 influence if you have 7 or more assets in your deck``."""
    return Found({}, words(text)) if re.fullmatch(r"this card costs 0 influence if .+", text) else None


@rule("requirement-per-bp", "an agenda's requirement raised by each bad publicity")
def requirement_per_bp(text: str, card: Card) -> Found | None:
    """``the advancement requirement of this card is increased by 1 for each bad publicity the corp has``."""
    m = re.fullmatch(
        r"the advancement requirement of this card is increased by (\d+) for each bad publicity the corp has",
        text,
    )
    return (
        Found({"requirement_per_bp": int(m.group(1))}, words(text)) if m and card.type == "agenda" else None
    )


@rule("server-discount", "an upgrade that lowers the requirement of the agendas in its server")
def server_discount(text: str, card: Card) -> Found | None:
    """``each agenda in the root of this server gets −1 advancement requirement`` with
    ``limit 1 region per server`` (nothing to play: the engine installs one per server)."""
    if card.type != "upgrade":
        return None
    m = re.fullmatch(r"each agenda in the root of this server gets [−-](\d+) advancement requirement", text)
    if m:
        return Found({"server_discount": int(m.group(1))}, words(text))
    return Found({}, text) if text == "limit 1 region per server" else None


# registers their rules after these
from nrprint.cards import play_rules_corp_actions, play_rules_corp_agendas  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_ice, play_rules_corp_more, play_rules_corp_ops  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_access  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_gains  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_extras  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_subs  # noqa: E402, F401, I001
from nrprint.cards import play_rules_corp_plays  # noqa: E402, F401, I001
