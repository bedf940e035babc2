"""Text rules for run events that change what their successful run does (``nrprint.cards.play``
imports this module for its rules; ``nrprint.simulate.effects.runner_breach`` plays them):

- ``run hq or r&d`` (run_server ``hq-or-r&d``) with ``if successful, draw 1 card and when you
  breach the attacked server, access 1 additional card`` (success_draw, access_more on
  access_server ``attacked``);
- ``if successful, instead of breaching r&d, you may look at the top 5 cards of r&d and
  arrange them in any order`` (rd_arrange);
- ``if successful, instead of breaching the attacked server, access 1 card in the root of
  another server`` with ``if that card is an agenda, you cannot steal or trash it during this
  access`` (root_access);
- on a program: ``when you install this card, choose 1 installed piece of ice`` (chosen_ice)
  with ``whenever you encounter the chosen ice, you may pay 1[credit] for each subroutine it
  has`` and ``if you do, bypass that ice`` (bypass_pay; ``effects.runner_bypass``);
- ``if you made a successful run this turn, this card costs 2[credit] less to install``
  (run_discount; ``rig.install_cost``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("run-breach", "a run event whose successful run draws, looks at R&D or accesses elsewhere")
def run_breach(text: str, card: Card) -> Found | None:
    """The sentences above, on an event."""
    if card.type != "event":
        return None
    if text == "run hq or r&d":
        return Found({"run_server": "hq-or-r&d"}, words(text))
    m = re.fullmatch(
        r"if successful, draw (\d+) cards? and when you breach the attacked server, access (\d+) additional cards?",
        text,
    )
    if m:
        found = {"success_draw": int(m.group(1)), "access_more": int(m.group(2)), "access_server": "attacked"}
        return Found(found, words(text))
    m = re.fullmatch(
        r"if successful, instead of breaching r&d, you may look at the top (\d+) cards of r&d "
        r"and arrange them in any order",
        text,
    )
    if m:
        return Found({"rd_arrange": int(m.group(1))}, words(text))
    if text in (
        "if successful, instead of breaching the attacked server, access 1 card in the root of another server",
        "if that card is an agenda, you cannot steal or trash it during this access",
    ):
        return Found({"root_access": True}, words(text))
    return None


@rule("chosen-ice", "a breaker that may pay to bypass one ice chosen when installed")
def chosen_ice(text: str, card: Card) -> Found | None:
    """``when you install this card, choose 1 installed piece of ice`` (chosen_ice);
    ``whenever you encounter the chosen ice, you may pay 1[credit] for each subroutine it has``
    (bypass_pay) with ``if you do, bypass that ice``."""
    if card.type != "program":
        return None
    if text == "when you install this card, choose 1 installed piece of ice":
        return Found({"chosen_ice": True}, words(text))
    m = re.fullmatch(
        r"whenever you encounter the chosen ice, you may pay (\d+)\[credit\] for each subroutine it has", text
    )
    if m:
        return Found({"bypass_pay": int(m.group(1))}, words(text))
    if text == "if you do, bypass that ice":
        return Found({"chosen_ice": True}, words(text))
    return None


@rule("run-discount", "a card cheaper to install after a successful run this turn")
def run_discount(text: str, card: Card) -> Found | None:
    """``if you made a successful run this turn, this card costs N[credit] less to install``."""
    m = re.fullmatch(
        r"if you made a successful run this turn, this card costs (\d+)\[credit\] less to install", text
    )
    if m and card.type in ("program", "hardware", "resource"):
        return Found({"run_discount": int(m.group(1))}, words(text))
    return None
