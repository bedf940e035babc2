"""The Automa rulebook's card vocabulary, as the spellings content files use.

Corporation AI: six actions (play-stratagem only in decks that use the Stratagem deck),
special orders that pick a server or card, lower instructions. Runner AI: actions
drawn from its piles (PRO, EC, RE, STA, GR), run data, execution-order conditions,
locations and targets. ``<R``/``<A`` are accepted as the rulebook's other spelling of
``-R``/``-A``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

CORP_CLICKS = 3
RUNNER_CLICKS = 4

CORP_ACTIONS = (
    "refill-hq",
    "advance",
    "install-resource",
    "install-ice",
    "play-operation",
    "play-stratagem",
)
STRATAGEM_ONLY = ("play-stratagem",)
RUNNER_ACTIONS = (
    "run",
    "draw",
    "credit",
    "economy",
    "program",
    "resource",
    "grip",
    "remove-tag",
    "click-ability",
)
RUNNER_ECONOMY = ("credit", "economy")
# Special orders and the actions they may qualify: server orders pick a remote by its
# resources (R) or its ice (H); card orders (A) pick the card with most/fewest tokens.
SERVER_ORDERS = ("-R", "+R", "+REMOTE", "-H", "+H")
CARD_ORDERS = ("-A", "+A")
SPECIAL_ORDERS = SERVER_ORDERS + CARD_ORDERS
ORDERS_FOR = {
    "advance": SPECIAL_ORDERS,
    "install-resource": SERVER_ORDERS,
    "install-ice": SERVER_ORDERS,
}
# Actions that need a remote: their -H/+H name the remote (not any server) with the
# fewest/most ice, and the cards gloss them so (glossary ``remote_orders``).
REMOTE_ACTIONS = ("install-resource", "advance")
# Order codes printed in each language's words, from the glossary (``[[id]]``); the
# deck files keep the rulebook's spelling. The others are signs, the same everywhere.
ORDER_WORDS = {"+REMOTE": "new-remote-code"}
CONDITIONS = ("low-credits", "small-grip", "no-breakers", "no-trasher")
LOCATIONS = ("R&D", "HQ", "remote")
TARGETS = ("+R", "-R", "+A", "-A")
TARGET_ALIASES = {"<R": "-R", "<A": "-A"}
CORP_LOWER = ("credits", "behaviour")
RUNNER_LOWER = ("credits", "run")
RUN_COLOURS = ("red", "blue", "green", "yellow", "violet")


def suggest(word: str, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or a list of what is allowed."""
    options = list(known)
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    if close:
        return f" (did you mean '{close[0]}'?)"
    return f"; expected one of: {', '.join(options)}"


def target_name(value: str) -> str:
    return TARGET_ALIASES.get(value, value)
