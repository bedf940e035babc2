"""Credits that pay for one kind of thing only (a card's ``spend_on``: Scrubber's trash
costs, Prepaid VoicePAD's events, Cloak's icebreakers, Paladin Poemu's installs).

Rule: such a card's credits stay on the card (``Installed.hosted``), never in the credit
pool. Recurring credits are refilled to the card's ``drip`` when it is installed and when
its player's turn begins; a card that places credits (``hoard_at``) adds its ``drip`` when
the turn begins and ``steal_place`` on each steal (``effects.runner_hoard``). A payment of
the card's kind takes its credits first, then the pool; a check of whether the Runner can
pay counts them for that payment only. Only a human Runner holds them: the Automa
rulebook gives the Runner AI no rule for them, so the AI takes them into its pool as
before and its install of such a card is a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.simulate.state import Card, Game, Installed


def fits(on: str, kind: str, card: Card | None) -> bool:
    """Whether credits for ``on`` (a ``spend_on``) pay a payment of ``kind`` ("install",
    "event", "trash", "tag", "break") for ``card`` (the card installed, played, trashed, or
    the breaker used)."""
    if on == "run-event":
        return kind == "event" and card is not None and "run" in card.facts.subtypes
    base, _, only = on.partition("-")
    if base != kind or not only:
        return base == kind
    if card is None:
        return False
    if only == "nonconnection":
        return "connection" not in card.facts.subtypes
    if only in ("program", "hardware", "asset"):
        return card.type == only
    return only in card.facts.subtypes  # a breaker's kind: killer, decoder, fracter


def holders(game: Game, kind: str, card: Card | None) -> list[Installed]:
    """The rig cards whose held credits pay a payment of ``kind`` for ``card``."""
    if "spend_on" not in game.present:  # (the Runner AI holds none: see refill)
        return []
    return [
        i for i in game.runner.rig if i.hosted and i.facts.spend_on and fits(i.facts.spend_on, kind, card)
    ]


def held(game: Game, kind: str, card: Card | None = None) -> int:
    """Credits held on rig cards that a payment of ``kind`` for ``card`` may take."""
    return sum(i.hosted for i in holders(game, kind, card))


def can_pay(game: Game, amount: int, kind: str, card: Card | None = None) -> bool:
    return game.runner.credits >= amount or game.runner.credits + held(game, kind, card) >= amount


def pay(game: Game, amount: int, kind: str, card: Card | None = None) -> None:
    """Pay ``amount``: the held credits that fit first, the pool for the rest."""
    for inst in holders(game, kind, card):
        taken = min(inst.hosted, amount)
        if taken:
            inst.hosted -= taken
            amount -= taken
            game.say(f"    {taken} credit(s) from {inst.card.name}")
    game.runner.credits -= amount


def refill(game: Game, inst: Installed) -> bool:
    """At the start of the turn (and on install), a card of held credits takes its
    ``drip``: recurring credits refill to it, placed credits add to it. False for any other
    card (its drip goes to the pool)."""
    if not inst.facts.spend_on or game.ai == "runner":
        return False
    inst.hosted = inst.hosted + inst.facts.drip if inst.facts.hoard_at else max(inst.hosted, inst.facts.drip)
    return True
