"""Text rules for operations and agendas of the real decklists' Corp cards (registered by
``play_rules_corp``, tried before the general ``play-effect`` and ``on-score`` rules, which
read these sentences in part or not at all).

Played by ``nrprint.simulate.effects.corp_plays`` (operations) and ``corp_scores`` (agendas).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, Sentences, read_sentences, rule

_RUNNERS = r"the runner[’ʼ']s"
# operation sentences: (pattern, the fields its numbers go to, or a flag set True)
_PLAYS: Sentences = (
    (re.compile(r"gain (\d+)\[credit\] for each card in hq"), ("gain_per_hq",)),
    (
        re.compile(
            r"the runner loses (\d+)\[credit\] for each tag they have, "
            r"then you gain 1\[credit\] for each credit lost this way"
        ),
        ("siphon_per_tag",),
    ),
    (re.compile(rf"gain (\d+)\[credit\] for each agenda in {_RUNNERS} score area"), ("gain_per_stolen",)),
    (re.compile(r"search r&d for an agenda, reveal it, and add it to hq"), ("search_agenda",)),
    (re.compile(r"gain (\d+)\[credit\] or draw (\d+) cards"), ("either_gain", "either_draw")),
    (
        re.compile(
            r"repeat this process for each remote server that has a card in its root and is protected by ice"
        ),
        ("per_iced_remote",),
    ),
    (re.compile(r"play only if there are at least (\d+) other cards in hq"), ("hq_at_least",)),
    (re.compile(r"trash all cards from hq"), ("trash_hq",)),
    (
        re.compile(r"place a total of (\d+) advancement counters on installed cards you can advance"),
        ("place_tokens",),
    ),
    (re.compile(r"reveal a barrier from hq"), ("install_barrier",)),
    (re.compile(r"install and rez it, ignoring all costs"), ()),  # the barrier revealed
)
_SCORE = r"when you score this card, "
_SCORES: Sentences = (
    (re.compile(rf"{_SCORE}the runner loses (\d+)\[credit\]"), ("score_runner_lose",)),
    (
        re.compile(
            r"when (?:this card is scored or stolen|you score or steal this card), give the runner (\d+) tags?"
        ),
        ("tags", "steal_tags"),
    ),
    (re.compile(rf"{_SCORE}trash 1 resource \(cannot be prevented\)"), ("score_trash_resource",)),
    (re.compile(rf"{_SCORE}search r&d for a card and add it to hq"), ("score_search",)),
    (
        re.compile(
            rf"{_SCORE}you may search r&d for a piece of ice, install it protecting a remote server "
            r"\(paying its install cost\), and rez it, ignoring its rez cost, then shuffle r&d"
        ),
        ("score_ice_remote",),
    ),
    (
        re.compile(
            r"as an additional cost to steal this card, the runner must shuffle (\d+) installed runner cards "
            r"into the stack"
        ),
        ("steal_shuffle",),
    ),
    (re.compile(r"the first time each turn you purge virus counters, gain (\d+)\[credit\]"), ("purge_gain",)),
    (re.compile(rf"{_SCORE}you may purge virus counters"), ("score_purge",)),
)
_TURNS: Sentences = (
    (
        re.compile(
            r"whenever you finish taking an action, if you have taken that action exactly (\d+) times "
            r"this turn, gain \[click\]"
        ),
        ("action_times_click",),
    ),
    (
        re.compile(
            r"when your turn begins, you may look at the top (\d+) cards of r&d and arrange them in any order"
        ),
        ("turn_arrange",),
    ),
    (
        re.compile(r"then, if this server is not protected by ice, you may draw (\d+) cards?"),
        ("turn_draw_unprotected",),
    ),
    (
        re.compile(r"when your turn begins, you may choose a card type to look at the top card of r&d"),
        (),
    ),
    (
        re.compile(r"if that card has the chosen type, you may reveal it and gain (\d+)\[credit\]"),
        ("turn_type_gain",),
    ),
)
_SHUFFLE = "shuffle r&d"  # after a search (Fast Track, The Future is Now): played with it


@rule("corp-asset-turns", "assets paying clicks for repeated actions, or looking at R&D as turns begin")
def corp_asset_turns(text: str, card: Card) -> Found | None:
    """``whenever you finish taking an action, if you have taken that action exactly 3 times this
    turn, gain [click]`` (action_times_click: Wage Workers); ``when your turn begins, you may look
    at the top 3 cards of r&d and arrange them in any order`` (turn_arrange) with ``then, if this
    server is not protected by ice, you may draw 1 card`` (turn_draw_unprotected: Federal
    Fundraising); ``when your turn begins, you may choose a card type to look at the top card of
    r&d`` with ``if that card has the chosen type, you may reveal it and gain 2[credit]``
    (turn_type_gain: Balanced Coverage)."""
    return read_sentences(text, _TURNS) if card.type == "asset" else None


@rule("corp-plays", "operations that gain by HQ, tags or stolen agendas, fetch an agenda, or repeat")
def corp_plays(text: str, card: Card) -> Found | None:
    """``gain 1[credit] for each card in hq`` (gain_per_hq: Your Digital Life); ``the runner
    loses 3[credit] for each tag they have, then you gain 1[credit] for each credit lost this
    way`` (siphon_per_tag: Market Forces); ``gain 3[credit] for each agenda in the runner's
    score area`` (gain_per_stolen: Stock Buy-Back); ``search r&d for an agenda, reveal it, and
    add it to hq`` with ``shuffle r&d`` (search_agenda: Fast Track); ``gain 2[credit] or draw 2
    cards`` (either_gain, either_draw) with ``repeat this process for each remote server that
    has a card in its root and is protected by ice`` (per_iced_remote: Fully Operational); ``play
    only if there are at least 2 other cards in hq`` (hq_at_least) with ``trash all cards from hq``
    (trash_hq) and ``place a total of 2 advancement counters on installed cards you can advance``
    (place_tokens: Audacity); ``reveal a barrier from hq`` (install_barrier) with ``install and
    rez it, ignoring all costs`` (Building Blocks). A ``shuffle r&d`` alone reads as nothing: each
    search the engine plays shuffles R&D after it (``effects.corp_plays``, ``corp_scores``)."""
    if card.type != "operation":
        return None
    if text == _SHUFFLE:
        return Found({}, text)
    return read_sentences(text, _PLAYS)


@rule("corp-scores", "agendas that take the Runner's credits, tag on a steal, trash, search when scored")
def corp_scores(text: str, card: Card) -> Found | None:
    """``when you score this card, the runner loses 7[credit]`` (score_runner_lose: Artificial
    Cryptocrash); ``when this card is scored or stolen, give the runner 1 tag`` (tags, steal_tags:
    Tomorrow's Headline); ``when you score this card, trash 1 resource (cannot be prevented)``
    (score_trash_resource: Character Assassination); ``when you score this card, search r&d for
    a card and add it to hq`` with ``shuffle r&d`` (score_search: The Future is Now); ``when you
    score this card, you may search r&d for a piece of ice, install it protecting a remote server
    (paying its install cost), and rez it, ignoring its rez cost, then shuffle r&d``
    (score_ice_remote: Remote Enforcement); ``as an additional cost to steal this card, the runner
    must shuffle 2 installed runner cards into the stack`` (steal_shuffle: Degree Mill); ``the
    first time each turn you purge virus counters, gain 4[credit]`` (purge_gain) with ``when you
    score this card, you may purge virus counters`` (score_purge: Cyberdex Sandbox)."""
    if card.type != "agenda":
        return None
    if text == _SHUFFLE:
        return Found({}, text)
    return read_sentences(text, _SCORES)
