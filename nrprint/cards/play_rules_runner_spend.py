"""Text rules for a Runner card whose credits pay for one kind of thing only
(``nrprint.cards.play`` imports this module for its rules; ``nrprint.simulate.spend`` plays
them):

- ``you can spend hosted credits to play events`` / ``use this credit to pay for using
  icebreakers`` (spend_on: the kind of payment, one of ``playkinds.SpendOn``); the card's
  credits are held on it, never put in the credit pool;
- ``when your turn begins and whenever you steal an agenda, place 1[credit] on this card``
  (drip, steal_place);
- ``when your turn ends, if there are 3 or more hosted credits, ...`` (hoard_at, hoard_cost:
  a card of the rig trashed, a grip card at random or the card, a tag or the card).

A kind of payment the engine has no such payment for (a trace, a run on one server) is
left to ``play_rules.spend_hosted``, which names the gap.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

# The payment each wording names, after "use this credit to", "use these credits to" or
# "you can spend hosted credits to".
KINDS = {
    "pay trash costs": "trash",
    "pay trash costs of assets": "trash-asset",
    "play events": "event",
    "play run events": "run-event",
    "install cards": "install",
    "install non-connection cards": "install-nonconnection",
    "install programs": "install-program",
    "install hardware": "install-hardware",
    "take the basic action to remove 1 tag": "tag",
    "use icebreakers": "break",
    "pay for using icebreakers": "break",
    # a program's only paid use in a run the engine plays is an icebreaker's
    "use programs during runs": "break",
    "pay for using killers": "break-killer",
    "pay for using decoders": "break-decoder",
    "pay for using fracters": "break-fracter",
}
_SPEND = re.compile(r"(?:use (?:this credit|these credits)|you can spend hosted credits) to (.+)")
_HOARD = re.compile(
    r"when your turn ends, if there are (\d+) or more hosted credits, "
    r"(trash 1 of your installed cards|you must trash 1 card from your grip at random or trash this card"
    r"|you must take 1 tag or trash this card)"
)
HOARD_COSTS = {
    "trash 1 of your installed cards": "trash-installed",
    "you must trash 1 card from your grip at random or trash this card": "grip-or-self",
    "you must take 1 tag or trash this card": "tag-or-self",
}


@rule("spend-on", "credits held on the card that pay for one kind of thing only")
def spend_on(text: str, card: Card) -> Found | None:
    """``you can spend hosted credits to pay trash costs`` and the like (spend_on)."""
    if card.side != "runner" or (m := _SPEND.fullmatch(text)) is None or m.group(1) not in KINDS:
        return None
    return Found({"spend_on": KINDS[m.group(1)]}, words(text))


@rule("hoard", "credits placed each turn and on a steal, and the price of holding too many")
def hoard(text: str, card: Card) -> Found | None:
    """``when your turn begins and whenever you steal an agenda, place 1[credit] on this card``
    (drip, steal_place); ``when your turn ends, if there are 3 or more hosted credits, ...``."""
    m = re.fullmatch(
        r"when your turn begins and whenever you steal an agenda, place (\d+)\[credit\] on this card", text
    )
    if m:
        return Found({"drip": int(m.group(1)), "steal_place": int(m.group(1))}, words(text))
    m = _HOARD.fullmatch(text)
    if m:
        return Found({"hoard_at": int(m.group(1)), "hoard_cost": HOARD_COSTS[m.group(2)]}, words(text))
    return None
