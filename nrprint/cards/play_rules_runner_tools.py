"""Text rules for Runner hardware trashed to install a program or to break one ice
(``nrprint.cards.play_rules_order`` imports this module for its rules;
``nrprint.simulate.effects.runner_installs`` and ``effects.runner_breakers`` play them):

- ``as an additional cost to use this card, trash 1 installed program`` (program_cost), with
  ``ignore this cost if an installed program has already been trashed this turn``, and
  ``[trash]: install 1 program from your heap, paying N[credit] less`` (install_from ``heap``,
  install_discount N), on hardware (Simulchip);
- ``[trash]: set aside the top N cards of your stack faceup`` (set_aside N), ``you may install
  1 program or virtual resource from among those cards, paying D[credit] less``
  (install_discount D) and ``shuffle K of the remaining cards into your stack, then remove the
  rest from the game`` (set_aside_keep K), on hardware (Gachapon);
- ``when you install this card, choose 1 installed piece of ice`` (chosen_ice), ``use this card
  only during encounters with that ice``, ``[trash]: break up to N subroutines`` (trash_break
  N) and ``when this run ends, if it was successful, you may shuffle 1 copy of this card from
  your heap into your stack``, on hardware (Boomerang).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_READ_WITH = (
    "ignore this cost if an installed program has already been trashed this turn",  # program_cost
    "use this card only during encounters with that ice",  # chosen_ice with trash_break
    # trash_break: the copy used goes back (effects.runner_extras.run_ended)
    "when this run ends, if it was successful, you may shuffle 1 copy of this card from your heap into "
    "your stack",
)


@rule("runner-tools", "Runner hardware trashed to install a program or to break one ice")
def runner_tools(text: str, card: Card) -> Found | None:
    """The sentences above, on hardware."""
    if card.type != "hardware":
        return None
    if text in _READ_WITH:
        return Found({}, words(text))
    if text == "as an additional cost to use this card, trash 1 installed program":
        return Found({"program_cost": True}, words(text))
    if m := re.fullmatch(r"\[trash\]: install 1 program from your heap, paying (\d+)\[credit\] less", text):
        return Found({"install_from": "heap", "install_discount": int(m.group(1))}, words(text))
    if m := re.fullmatch(r"\[trash\]: set aside the top (\d+) cards of your stack faceup", text):
        return Found({"set_aside": int(m.group(1))}, words(text))
    if m := re.fullmatch(
        r"you may install 1 program or virtual resource from among those cards, paying (\d+)\[credit\] less",
        text,
    ):
        return Found({"install_discount": int(m.group(1))}, words(text))
    if m := re.fullmatch(
        r"shuffle (\d+) of the remaining cards into your stack, then remove the rest from the game", text
    ):
        return Found({"set_aside_keep": int(m.group(1))}, words(text))
    if text == "when you install this card, choose 1 installed piece of ice":
        return Found({"chosen_ice": True}, words(text))
    if m := re.fullmatch(r"\[trash\]: break up to (\d+) subroutines", text):
        return Found({"trash_break": int(m.group(1))}, words(text))
    return None
