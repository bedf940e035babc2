"""Text rules for Runner cards that pay as a turn begins or as a run succeeds, on a condition
(``nrprint.cards.play_rules_order`` imports this module for its rules;
``nrprint.simulate.effects.runner_gains`` plays them):

- ``when your turn begins, gain N[credit] if you have at least L[link]`` (link_drip N,
  link_at L), on a resource (Underworld Contact);
- ``when your turn begins, draw N cards and lose [click]`` (turn_draw_click N), on a resource
  (Wyldside);
- ``when your turn begins, you may remove this card from the game and gain [click]...``
  (remove_clicks, one a click), on a program (Hyperdriver);
- the three bands of the Corp's pool as the Runner's turn begins: 5-9 gains 1[credit],
  10-14 draws 1 card, 15 or more gains [click] (corp_pool_turn), on a resource (Beth
  Kilrain-Chang): only those numbers are read;
- ``whenever you make a successful run on hq, the corp loses N[credit]`` (hq_corp_lose N), on
  a program (Lamprey);
- ``the first time each turn this card fully breaks a piece of ice, gain N[credit]``
  (full_break_gain N; Bukhgalter) or ``..., the corp loses N[credit]`` (full_break_lose N;
  Amina), on an icebreaker: ``effects.runner_breakers.fully_broken``;
- ``the first time each turn you make a successful run, draw N card(s)`` (first_success_draw,
  as ``play_rules_runner_turns`` reads it in the other order) and
  ``if your identity is digital or you have at least L[link], also gain N[credit]``
  (link_success_gain N, link_at L), after a first-successful-run draw, on a resource
  (DreamNet): the engine plays no identity (``effects.coverage``), so only the link can
  meet it;
- ``make a run on hq`` (run_server) and ``if successful, gain N[credit] and take T tag(s)``
  (gain, gain_after_run, success_tags T), on an event (Hot Pursuit);
- ``run a server protected by ice`` (run_server ``protected``) and ``when that run ends, gain
  N[credit] plus P[credit] for each piece of ice you passed during that run`` (end_gain N,
  end_gain_per_ice P), on an event (Bravado): ``effects.runner_runs``;
- ``if successful, instead of breaching archives, you may install 1 program from your heap,
  ignoring all costs`` (heap_program_install; Retrieval Run, ``effects.runner_runs``) and ``if
  successful, add 1 card from your heap to your grip`` (success_recur; Katorga Breakout,
  ``effects.runs``), on a run event.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, Sentences, read_sentences, rule, words

_SERVERS = {"hq": "hq", "r&d": "r&d", "archives": "archives"}
_BANDS = (
    "if the corp has 5-9[credit] when your turn begins, gain 1[credit]",
    "if the corp has 10-14[credit] when your turn begins, draw 1 card",
    "if the corp has at least 15[credit] when your turn begins, gain [click]",
)
_PROGRAM: Sentences = (
    (
        re.compile(r"the first time each turn this card fully breaks a piece of ice, gain (\d+)\[credit\]"),
        ("full_break_gain",),
    ),
    (
        re.compile(
            r"the first time each turn this card fully breaks a piece of ice, the corp loses (\d+)\[credit\]"
        ),
        ("full_break_lose",),
    ),
    (
        re.compile(r"whenever you make a successful run on hq, the corp loses (\d+)\[credit\]"),
        ("hq_corp_lose",),
    ),
)
_RESOURCE: Sentences = (
    (
        re.compile(r"when your turn begins, gain (\d+)\[credit\] if you have at least (\d+)\[link\]"),
        ("link_drip", "link_at"),
    ),
    (re.compile(r"when your turn begins, draw (\d+) cards? and lose \[click\]"), ("turn_draw_click",)),
    # John Masanori's sentence in DreamNet's order (effects.runner_turn_cards)
    (
        re.compile(r"the first time each turn you make a successful run, draw (\d+) cards?"),
        ("first_success_draw",),
    ),
    *((re.compile(re.escape(band)), ("corp_pool_turn",)) for band in _BANDS),
    (
        re.compile(
            r"if your identity is digital or you have at least (\d+)\[link\], also gain (\d+)\[credit\]"
        ),
        ("link_at", "link_success_gain"),
    ),
)


@rule("runner-gains", "a Runner card paying as a turn begins or a run succeeds, on a condition")
def runner_gains(text: str, card: Card) -> Found | None:
    """The sentences above, each on the card type named there."""
    if card.type == "event":
        return _event(text)
    if card.type == "resource":
        return read_sentences(text, _RESOURCE)
    if card.type == "program":
        m = re.fullmatch(
            r"when your turn begins, you may remove this card from the game and gain ((?:\[click\])+)", text
        )
        if m:  # the clicks are counted, not read as a number
            return Found({"remove_clicks": m.group(1).count("[click]")}, words(text))
        return read_sentences(text, _PROGRAM)
    return None


def _event(text: str) -> Found | None:
    if text == "run a server protected by ice":
        return Found({"run_server": "protected"}, text)
    m = re.fullmatch(
        r"when that run ends, gain (\d+)\[credit\] plus (\d+)\[credit\] for each piece of ice you passed "
        r"during that run",
        text,
    )
    if m:
        return Found({"end_gain": int(m.group(1)), "end_gain_per_ice": int(m.group(2))}, words(text))
    if (
        text
        == "if successful, instead of breaching archives, you may install 1 program from your heap, ignoring all costs"
    ):
        return Found({"heap_program_install": True}, words(text))
    if text == "if successful, add 1 card from your heap to your grip":
        return Found({"success_recur": True}, words(text))
    m = re.fullmatch(r"make a run on (hq|r&d|archives)", text)
    if m:
        return Found({"run_server": _SERVERS[m.group(1)]}, text)
    m = re.fullmatch(r"if successful, gain (\d+)\[credit\] and take (\d+) tags?", text)
    if m:
        fields = {"gain": int(m.group(1)), "gain_after_run": True, "success_tags": int(m.group(2))}
        return Found(fields, words(text))
    return None
