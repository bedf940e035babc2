"""Text rules for Runner cards played on a condition or for a moment's gain (``nrprint.cards.play``
imports this module for its rules; ``nrprint.simulate.effects.runner_plays``,
``nrprint.simulate.derez`` and ``nrprint.simulate.effects.runner_runs`` play them):

- ``install only if you made a successful run on a central server (on hq) this turn``
  (install_needs ``central``/``hq``), on a rig card (Tapwrm, Data Leak Reversal, Political
  Operative): read by ``rig.can_install``;
- ``when your turn begins, gain 1[credit] for every N[credit] in the corp's credit pool``
  (turn_corp_share N) and ``trash this card if the corp purges virus counters`` (purge_trash),
  on a program (Tapwrm);
- ``the first time each turn an event is trashed ?, draw N card(s)`` (event_trash_draw), on a rig
  card (Aniccam): a played event is trashed as it resolves;
- ``[trash]: draw N cards`` (trash_draw), on a resource or hardware (Sports Hopper), and
  ``[trash]: charge 1 of your installed cards`` on a resource (Stoneship Chart Room): the
  charge is a choice the engine's players never make (no card they play gains from a power
  counter more);
- ``choose 1 unrezzed piece of ice``, ``the corp may rez that ice`` and ``if they do not, they
  trash it`` (rez_or_trash), on an event (Forged Activation Orders);
- ``make a run`` (run_server ``any``) and ``when this run ends, add this card to your score area
  as an agenda worth N agenda point(s) if you stole at least 1 agenda during the run; otherwise,
  suffer M meat damage`` (points N, steal_or_meat M), on an event (Mad Dash);
- ``this card can host any number of connections`` with ``whenever you install a connection on
  this card, draw N card(s)`` (connection_draw N), on a resource (Off-Campus Apartment):
  ``rig.install`` hosts a human Runner's connections on it;
- ``the first time each turn you make a successful run, place N power counter(s) on this card``
  (first_success_counter) with ``N hosted power counters: break up to N subroutines``
  (counters_break N), on hardware (Endurance): ``effects.runner_breakers.counter_breaker``;
- ``[trash], x[credit]: trash 1 rezzed card with trash cost equal to x`` (trash_rezzed), on a
  resource (Political Operative).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")
_NEEDS = {"a central server": "central", "hq": "hq"}
_DASH = re.compile(
    r"when this run ends, add this card to your score area as an agenda worth (\d+) agenda points? if you "
    r"stole at least 1 agenda during the run; otherwise, suffer (\d+) meat damage"
)
_FIRST_COUNTER = re.compile(
    r"the first time each turn you make a successful run, place (\d+) power counters? on this card"
)
_FAO = ("choose 1 unrezzed piece of ice", "the corp may rez that ice", "if they do not, they trash it")


@rule("runner-plays", "a Runner card installed or played on a condition, or for a moment's gain")
def runner_plays(text: str, card: Card) -> Found | None:
    """The sentences above, each on the card types named there."""
    if card.type in RIG:
        return _rig(text, card)
    if card.type != "event":
        return None
    if text in _FAO:
        return Found({"rez_or_trash": True}, words(text))
    if text == "make a run":
        return Found({"run_server": "any"}, text)
    if m := _DASH.fullmatch(text):
        return Found({"points": int(m.group(1)), "steal_or_meat": int(m.group(2))}, words(text))
    return None


def _rig(text: str, card: Card) -> Found | None:
    if m := re.fullmatch(
        r"install only if you made a successful run on (a central server|hq) this turn", text
    ):
        return Found({"install_needs": _NEEDS[m.group(1)]}, words(text))
    if m := re.fullmatch(r"the first time each turn an event is trashed ?, draw (\d+) cards?", text):
        return Found({"event_trash_draw": int(m.group(1))}, words(text))
    if card.type == "program":
        if m := re.fullmatch(
            r"when your turn begins, gain 1\[credit\] for every (\d+)\[credit\] in the corp's credit pool",
            text,
        ):
            return Found({"turn_corp_share": int(m.group(1))}, words(text))
        if text == "trash this card if the corp purges virus counters":
            return Found({"purge_trash": True}, words(text))
    if card.type == "hardware" and (m := _FIRST_COUNTER.fullmatch(text)):
        return Found({"first_success_counter": int(m.group(1))}, words(text))
    if card.type == "hardware" and (
        m := re.fullmatch(r"(\d+) hosted power counters: break up to (\d+) subroutines", text)
    ):
        return Found({"counters_break": int(m.group(1))}, words(text)) if m.group(1) == m.group(2) else None
    if card.type in ("resource", "hardware") and (m := re.fullmatch(r"\[trash\]: draw (\d+) cards?", text)):
        return Found({"trash_draw": int(m.group(1))}, words(text))  # Stoneship Chart Room, Sports Hopper
    if card.type == "resource":
        if text == "[trash], x[credit]: trash 1 rezzed card with trash cost equal to x":
            return Found({"trash_rezzed": True}, words(text))
        if text == "this card can host any number of connections":
            return Found({}, words(text))  # hosting: read with the draw below
        if m := re.fullmatch(r"whenever you install a connection on this card, draw (\d+) cards?", text):
            return Found({"connection_draw": int(m.group(1))}, words(text))
        if text == "[trash]: charge 1 of your installed cards":
            return Found({}, words(text))  # a choice never made (module docstring)
    return None
