"""Runner cards acting as a turn begins or after a turn's first run (``effects.runner_turn_cards``):
Aesop's Pawnshop, Drug Dealer, John Masanori, Clot."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.effects import corp_agendas, corp_assets, runner_hoard
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.rig import collect_drip, install
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where


def _pawn(game):
    return rig(game, card("resource", "Pawnshop", cost=1, turn_trash=True, turn_trash_gain=3))


def test_the_pawnshop_trades_a_card_emptied_of_its_credits_for_its_gain():
    game = corp_game()
    _pawn(game)
    kept = rig(game, card("resource", "Casts", drip=2, hosted=8))
    kept.hosted = 0  # it still pays as it empties: not spent
    spent = rig(game, card("resource", "Account", hosted=8))
    spent.hosted = 0
    turn_begins(game)
    assert where(game, spent.card) == "runner:heap" and kept in game.runner.rig
    assert game.runner.credits == 5 + 3
    turn_begins(game)  # nothing else is spent: nothing trashed, nothing gained
    assert game.runner.credits == 8 and len(game.runner.rig) == 2


def test_of_two_breakers_of_a_type_the_dearer_goes_and_the_runner_ai_trades_nothing():
    game = corp_game()
    _pawn(game)
    cheap = rig(game, breaker("barrier", break_cost=1, pump_cost=1))
    dear = rig(game, breaker("barrier", break_cost=2, pump_cost=1))
    rig(game, breaker("sentry", break_cost=3))
    turn_begins(game)
    assert where(game, dear.card) == "runner:heap" and cheap in game.runner.rig and game.runner.credits == 8
    turn_begins(game)  # one breaker of each type left: each still serves
    assert len(game.runner.rig) == 3 and game.runner.credits == 8
    ai = runner_game()
    _pawn(ai)
    spent = rig(ai, card("resource", "Account", hosted=8))
    spent.hosted = 0
    turn_begins(ai)
    assert spent in ai.runner.rig and ai.runner.credits == 5


def test_drug_dealer_costs_a_credit_as_the_runners_turn_begins_and_draws_as_the_corps_does():
    game = corp_game()
    rig(game, card("resource", "Dealer", cost=1, turn_lose=1, corp_turn_draw=1))
    game.runner.stack[:] = cards("event", 3)
    turn_begins(game)
    assert game.runner.credits == 4
    game.runner.credits = 0
    turn_begins(game)
    assert game.runner.credits == 0  # nothing left to lose
    table.drip(game)
    assert len(game.runner.grip) == 1 and len(game.runner.stack) == 2
    game.present = {"turn_lose"}  # its gate closed: no draw
    table.drip(game)
    assert len(game.runner.grip) == 1


def test_john_masanori_draws_after_the_first_successful_run_of_a_turn_and_tags_after_the_first_failed():
    game = corp_game()
    rig(game, card("resource", "John", cost=2, first_success_draw=3, first_fail_tags=1))
    rig(game, card("resource", "Bystander", cost=1))
    game.runner.stack[:] = cards("event", 8)
    game.corp.piles["R&D"][:] = cards("operation", 5)
    rd = game.corp.servers[RD]
    assert game.opponent.make_run(game, rd) and game.opponent.make_run(game, rd)
    assert len(game.runner.grip) == 3 and game.runner.tags == 0  # the first successful run of the turn only
    put(game, HQ, ice(strength=9), rezzed=True, ice=True)
    hq = game.corp.servers[HQ]
    assert not game.opponent.make_run(game, hq) and not game.opponent.make_run(game, hq)
    assert game.runner.tags == 1  # the first failed run of the turn only
    game.turn += 1
    assert game.opponent.make_run(game, rd) and not game.opponent.make_run(game, hq)
    assert len(game.runner.grip) == 6 and game.runner.tags == 2


def test_clot_bars_scoring_an_agenda_installed_this_turn_until_a_purge_trashes_it():
    game = corp_game()
    new = put(game, RD, agenda(), tokens=3)
    new.turn = game.turn
    old = put(game, RD, agenda(), tokens=3)
    old.turn = game.turn - 1
    assert corp_agendas.may_score(game, new)
    clot = rig(
        game,
        card("program", "Clot", cost=2, memory=1, subtypes=("virus",), no_fast_score=True, purge_trash=True),
    )
    assert not corp_agendas.may_score(game, new) and corp_agendas.may_score(game, old)
    corp_assets.purge(game, card("upgrade", "Cyberdex"))
    assert where(game, clot.card) == "runner:heap" and corp_agendas.may_score(game, new)


def test_the_runner_ais_pawnshop_install_is_a_stand_in():
    game = runner_game()
    install(game, card("resource", "Pawnshop", cost=1, turn_trash=True, turn_trash_gain=3))
    assert game.result.stand_ins["ai:Pawnshop"] == 1


def _crowdfunding():
    return card("resource", "Crowd", cost=2, hosted=3, drip=1, empty_draw=1, heap_reinstall_runs=3)


def test_crowdfunding_comes_back_from_the_heap_after_three_successful_runs_in_a_turn():
    game = corp_game()
    crowd = _crowdfunding()
    game.corp.piles["R&D"][:] = cards("operation", 8)
    rd = game.corp.servers[RD]
    for _ in range(3):
        assert game.opponent.make_run(game, rd)
    game.turn += 1
    game.runner.heap.append(crowd)
    runner_hoard.turn_ends(game)
    assert where(game, crowd) == "runner:heap"  # three runs, but in the turn before
    for _ in range(2):
        assert game.opponent.make_run(game, rd)
    runner_hoard.turn_ends(game)
    assert where(game, crowd) == "runner:heap"  # two runs are not enough
    game.turn += 1
    assert game.opponent.make_run(game, rd)
    runner_hoard.turn_ends(game)
    assert where(game, crowd) == "runner:heap"  # the last turn's runs do not count
    for _ in range(2):
        assert game.opponent.make_run(game, rd)
    runner_hoard.turn_ends(game)
    inst = next(i for i in game.runner.rig if i.card is crowd)
    assert inst.hosted == 3 and game.runner.credits == 5  # free, loaded again


def test_emptied_it_draws_a_card_and_the_runner_ais_install_is_a_stand_in():
    game = corp_game()
    game.runner.stack[:] = cards("event", 2)
    inst = rig(game, _crowdfunding())
    inst.hosted = 1
    collect_drip(game)
    assert where(game, inst.card) == "runner:heap" and len(game.runner.grip) == 1
    ai = runner_game()
    install(ai, _crowdfunding())
    assert ai.result.stand_ins["ai:Crowd"] == 1
