"""Text rules for currents (registered by ``nrprint.cards.play``): an event or operation
that stays in play until another current is played or an agenda is scored or stolen, and
what such a card does while in play. Played by ``nrprint.simulate.currents``.

- ``this card is not trashed until another current is played or an agenda is scored``
  (``... stolen``): current_until ``scored`` (``stolen``);
- ``as an additional cost to rez non-ice cards, the corp must randomly trash a card from
  hq`` (rez_hq_trash);
- ``the corp's identity loses its printed abilities``: nothing to play (the engine plays
  no Corp identity).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("current", "a current: in play until another current or an agenda scored or stolen")
def current(text: str, card: Card) -> Found | None:
    """See the module docstring."""
    if card.type not in ("event", "operation"):
        return None
    m = re.fullmatch(
        r"this card is not trashed until another current is played or an agenda is (scored|stolen)", text
    )
    if m:
        return Found({"current_until": m.group(1)}, words(text))
    if text == "as an additional cost to rez non-ice cards, the corp must randomly trash a card from hq":
        return Found({"rez_hq_trash": True}, words(text))
    return Found({}, words(text)) if text == "the corp's identity loses its printed abilities" else None
