"""Text rules for Runner cards that pay for successful runs on one server
(``nrprint.cards.play`` imports this module for its rules; ``nrprint.simulate.effects.runner_servers``
plays them):

- ``choose a server and place 20[credit] from the bank on this card when you install it``
  (hosted, chosen_server ``install``) with ``whenever you make a successful run on the chosen
  server, take 4[credit] from this card`` (run_take);
- ``when your turn begins, you may choose a server`` (chosen_server ``turn``) with ``the first
  time each turn you make a successful run on the chosen server, instead of breaching it, gain
  2[credit]`` (breach_gain);
- ``whenever you make a successful run on a remote server, instead of breaching that server,
  you may take any number of credits from this card`` (remote_take).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

RIG = ("program", "hardware", "resource")


@rule("server-runs", "credits for successful runs on a chosen server, or instead of a breach")
def server_runs(text: str, card: Card) -> Found | None:
    """The sentences above, on a rig card."""
    if card.type not in RIG:
        return None
    m = re.fullmatch(
        r"choose a server and place (\d+)\[credit\] from the bank on this card when you install it", text
    )
    if m:
        return Found({"hosted": int(m.group(1)), "chosen_server": "install"}, words(text))
    if text == "when your turn begins, you may choose a server":
        return Found({"chosen_server": "turn"}, words(text))
    m = re.fullmatch(
        r"whenever you make a successful run on the chosen server, take (\d+)\[credit\] from this card", text
    )
    if m:
        return Found({"run_take": int(m.group(1))}, words(text))
    m = re.fullmatch(
        r"the first time each turn you make a successful run on the chosen server, "
        r"instead of breaching it, gain (\d+)\[credit\]",
        text,
    )
    if m:
        return Found({"breach_gain": int(m.group(1))}, words(text))
    if text == (
        "whenever you make a successful run on a remote server, instead of breaching that server, "
        "you may take any number of credits from this card"
    ):
        return Found({"remote_take": True}, words(text))
    return None
