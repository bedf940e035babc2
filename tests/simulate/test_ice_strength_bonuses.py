"""An ice's strength bonuses add up (``effects.corp_ice.strength_bonus``): for its
advancement counters, for each installed icebreaker (Hagen), in the turn it was rezzed, on a
remote, and while the Runner has no fracter, all at once.

Kills ``strength_bonus`` 3, 10, 17, 30 (a bonus that replaced the ones before it, ``=`` for
``+=``; scripts/mutation.py), each seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_ice import strength_bonus
from tests.simulate.conftest import breaker, corp_game, ice, put, rig


def test_every_bonus_of_an_ice_adds_to_the_others():
    game = corp_game(remotes=1)
    rig(game, breaker("code gate"))
    wall = ice(
        advance_strength=1, breaker_strength=2, rez_turn_strength=4, remote_strength=8, fracter_strength=16
    )
    inst = put(game, 3, wall, tokens=1, ice=True, rezzed=True)
    inst.used_turn = game.turn
    assert strength_bonus(game, inst) == 1 + 2 + 4 + 8 + 16
