"""Emergency Shutdown (``simulate.derez``): after a successful HQ run this turn, the
rezzed ice that costs most to rez again is derezzed."""

from __future__ import annotations

from nrprint.simulate.opponents.runner_cards import playable
from nrprint.simulate.rig import play_event
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import card, cards, corp_game, ice, put, runner_game


def _shutdown():
    return card("event", "Shutdown", subtypes=("sabotage",), needs_hq=True, derez_ice=1)


def test_played_after_a_successful_hq_run_it_derezzes_the_costliest_rezzed_ice():
    game = corp_game()
    cheap = put(game, RD, ice(cost=2), rezzed=True, ice=True)
    dear = put(game, RD, ice(cost=5, strength=9), rezzed=True, ice=True)
    unrezzed = put(game, RD, ice(cost=8), ice=True)
    event = _shutdown()
    assert not playable(game, event)  # no HQ run yet
    game.corp.piles["HQ"][:] = cards("operation", 1)
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert playable(game, event)
    play_event(game, event)
    assert not dear.rezzed and cheap.rezzed and not unrezzed.rezzed
    game.turn += 1
    assert not playable(game, event)  # the HQ run was last turn


def test_not_after_another_central_nor_without_a_rezzed_ice_and_the_runner_ai_derezzes_nothing():
    game = corp_game(remotes=1)
    put(game, 3, ice(cost=3), ice=True)  # unrezzed
    game.corp.piles["R&D"][:] = cards("operation", 1)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert game.hq_success_turn != game.turn  # a successful central run, not on HQ
    game.corp.piles["HQ"][:] = cards("operation", 1)
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert not playable(game, _shutdown())
    ai = runner_game()
    wall = put(ai, RD, ice(cost=5), rezzed=True, ice=True)
    ai.hq_success_turn = ai.turn
    event = _shutdown()
    play_event(ai, event)
    assert wall.rezzed and ai.result.stand_ins["ai:Shutdown"] == 1
