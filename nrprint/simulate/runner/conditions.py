"""The Runner AI's conditions, as its cards show them (rulebook, "Condition").

``low-credits``: fewer than 6 credits. ``small-grip``: fewer than 4 cards in the grip.
``no-breakers``: no icebreaker installed; with ``breaker_condition: for-ice`` in play.yaml,
no breaker for some rezzed ice on the table. ``no-trasher``: no installed resource that
lets the Runner trash cards.
"""

from __future__ import annotations

from nrprint.simulate.rig import breaker_types
from nrprint.simulate.state import Game

LOW_CREDITS = 6
SMALL_GRIP = 4
BREAKS = ("barrier", "code gate", "sentry")


def no_breakers(game: Game) -> bool:
    have = breaker_types(game)
    if game.rules.clarifications.breaker_condition == "any-breaker" or "any" in have:
        return not have
    for server in game.corp.servers:
        for inst in server.ice:
            kinds = [t for t in inst.facts.subtypes if t in BREAKS]
            if inst.rezzed and kinds and not any(t in have for t in kinds):
                return True
    return not have


CONDITIONS = {
    "low-credits": lambda game: game.runner.credits < LOW_CREDITS,
    "small-grip": lambda game: len(game.runner.grip) < SMALL_GRIP,
    "no-breakers": no_breakers,
    "no-trasher": lambda game: not any(i.facts.trasher for i in game.runner.rig),
}
