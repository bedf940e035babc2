"""Runner hardware trashed to install a program or to break one ice
(``effects.runner_installs``, ``effects.runner_breakers.trash_breaks``,
``effects.runner_extras.run_ended``): Simulchip, Gachapon, Boomerang."""

from __future__ import annotations

from nrprint.simulate.effects.runner_breakers import after_break
from nrprint.simulate.effects.runner_counters import counter_trash
from nrprint.simulate.effects.runner_installs import install_from
from nrprint.simulate.effects.runner_protect import prevents_trash
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.effects.runner_turn_cards import purged
from nrprint.simulate.effects.runner_turn_cards import turn_begins as pawn_turn
from nrprint.simulate.opponents.runner_cards import free_abilities
from nrprint.simulate.rig import trash_program
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig, runner_game, where


def _simulchip(game):
    return rig(
        game, card("hardware", "Simulchip", install_from="heap", program_cost=True, install_discount=3)
    )


def _barrier_wall(game):
    put(
        game, RD, ice(strength=1, subtypes=("barrier",)), rezzed=True, ice=True
    )  # a barrier breaker is missing


def test_simulchip_gives_up_a_program_that_breaks_nothing_to_install_three_cheaper():
    game = corp_game()
    _barrier_wall(game)
    chip = _simulchip(game)
    fracter = breaker("barrier", cost=4)
    game.runner.heap[:] = [fracter]
    game.runner.credits = 4
    free_abilities(game.opponent, game)  # no program to give up: the chip stays
    assert chip in game.runner.rig and where(game, fracter) == "runner:heap"
    killer = rig(game, breaker("sentry", cost=2))
    free_abilities(game.opponent, game)  # a breaker is not given up
    assert chip in game.runner.rig and killer in game.runner.rig
    virus = rig(game, card("program", "Virus", cost=1, memory=1))
    dear = rig(game, card("program", "Dear", cost=3, memory=1))
    free_abilities(game.opponent, game)
    assert where(game, fracter) == "runner:rig" and game.runner.credits == 4 - 1
    assert where(game, virus.card) == "runner:heap" and dear in game.runner.rig
    assert where(game, chip.card) == "runner:heap"


def test_simulchip_costs_no_program_after_one_was_trashed_this_turn():
    game = corp_game()
    _barrier_wall(game)
    chip = _simulchip(game)
    fracter = breaker("barrier", cost=2)
    game.runner.heap[:] = [fracter]
    spare = rig(game, card("program", "Spare", cost=1, memory=1))
    rig(game, card("program", "Lost", cost=5, memory=1))
    assert not prevents_trash(game)
    trash_program(game)
    free_abilities(game.opponent, game)
    assert where(game, fracter) == "runner:rig" and spare in game.runner.rig
    assert game.runner.credits == 5 and where(game, chip.card) == "runner:heap"


def test_simulchip_costs_no_program_after_its_runner_trashed_one_this_turn():
    game = corp_game()
    _barrier_wall(game)
    _simulchip(game)
    fracter = breaker("barrier", cost=2)
    game.runner.heap[:] = [fracter]
    spare = rig(game, card("program", "Spare", cost=1, memory=1))
    fly = rig(game, breaker("code gate", trash_after_run=True))
    put(game, HQ, ice(strength=1, subtypes=("code gate",)), rezzed=True, ice=True)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ])  # the one-run breaker is trashed as it ends
    assert where(game, fly.card) == "runner:heap"
    free_abilities(game.opponent, game)
    assert where(game, fracter) == "runner:rig" and spare in game.runner.rig


def test_simulchip_counts_a_program_trashed_on_an_earlier_turn_as_no_payment():
    game = corp_game()
    _barrier_wall(game)
    _simulchip(game)
    game.runner.heap[:] = [breaker("barrier", cost=2)]
    spare = rig(game, card("program", "Spare", cost=1, memory=1))
    rig(game, card("program", "Lost", cost=5, memory=1))
    prevents_trash(game)
    trash_program(game)
    game.turn += 1
    free_abilities(game.opponent, game)
    assert where(game, spare.card) == "runner:heap"


def _gachapon():
    return card("hardware", "Gachapon", set_aside=6, install_discount=2, set_aside_keep=3)


def test_gachapon_installs_a_lacking_breaker_from_the_top_six_and_keeps_the_three_dearest():
    game = corp_game()
    rig(game, breaker("barrier"))
    rig(game, breaker("code gate"))
    gacha = rig(game, _gachapon())
    killer = breaker("sentry", cost=3)
    virtual = card("resource", "Virtual", subtypes=("virtual",), cost=4)
    e1, e2, hw, e3, deep = (
        card("event", "E1", cost=1),
        card("event", "E2", cost=5),
        card("hardware", "Hw", cost=2),
        card("event", "E3", cost=0),
        card("event", "Deep"),
    )
    game.runner.stack[:] = [e1, e2, killer, virtual, hw, e3, deep]
    game.runner.credits = 3  # the dearer virtual resource fits too: the lacking breaker first
    turn_begins(game)
    assert where(game, killer) == "runner:rig" and game.runner.credits == 2
    assert where(game, gacha.card) == "runner:heap"
    assert sorted(c.name for c in game.runner.stack) == ["Deep", "E2", "Hw", "Virtual"]
    assert where(game, e1) == "runner:removed" and where(game, e3) == "runner:removed"


def test_gachapon_without_a_lacking_breaker_installs_the_dearest_fit_or_waits():
    game = corp_game()
    gacha = rig(game, _gachapon())
    rig(game, breaker("barrier"))
    rig(game, breaker("code gate"))
    rig(game, breaker("sentry"))
    game.runner.stack[:] = [card("program", "Tool", cost=2, memory=1)]
    turn_begins(game)  # nothing lacking: kept
    assert gacha in game.runner.rig
    game.runner.rig.pop()  # the sentry breaker goes
    cheap = card("program", "Cheap", cost=2, memory=1)
    dear = card("resource", "Dear", subtypes=("virtual",), cost=5)
    plain = card("resource", "Plain", cost=6)  # dearer, not virtual: not installed
    game.runner.stack[:] = [cheap, dear, plain]
    game.runner.credits = 4
    turn_begins(game)
    assert where(game, dear) == "runner:rig" and game.runner.credits == 1
    assert where(game, cheap) == "runner:STA" and where(game, plain) == "runner:STA"


def test_gachapon_is_a_stand_in_for_the_runner_ai():
    ai = runner_game()
    gacha = rig(ai, _gachapon())
    turn_begins(ai)
    turn_begins(ai)
    assert gacha in ai.runner.rig and ai.result.stand_in_uses["ai"] == 1


def _boomerang(game, target):
    inst = rig(game, card("hardware", "Boomerang", chosen_ice=True, trash_break=2))
    inst.target = target.card.uid
    return inst


def test_boomerang_breaks_its_ice_and_returns_to_the_stack_after_a_successful_run():
    game = corp_game()
    wall = put(game, RD, ice(strength=5, subs=("etr", "etr")), rezzed=True, ice=True)
    boom = _boomerang(game, wall)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert where(game, boom.card) == "runner:STA"


def test_boomerang_is_trashed_when_the_run_it_helped_fails():
    game = corp_game()
    put(game, HQ, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)  # inner: nothing breaks it
    outer = put(game, HQ, ice(strength=5, subs=("etr", "etr")), rezzed=True, ice=True)
    boom = _boomerang(game, outer)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ]) is False
    assert where(game, boom.card) == "runner:heap"


def test_boomerang_keeps_to_its_ice_its_two_subroutines_and_a_rig_without_that_breaker():
    game = corp_game()
    three = put(game, RD, ice(strength=5, subs=("etr", "etr", "etr")), rezzed=True, ice=True)
    boom = _boomerang(game, three)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[RD]) is False  # three subroutines
    assert boom in game.runner.rig
    other = put(game, HQ, ice(strength=5, subs=("etr",)), rezzed=True, ice=True)
    assert game.opponent.make_run(game, game.corp.servers[HQ]) is False  # not its ice
    assert boom in game.runner.rig
    boom.target = other.card.uid
    rig(game, breaker("barrier", strength=5))
    game.runner.credits = 9
    assert game.opponent.make_run(game, game.corp.servers[HQ])  # the breaker pays instead
    assert boom in game.runner.rig and game.runner.credits == 8


def test_every_program_its_runner_trashes_meets_simulchips_cost():
    def chip_game():
        game = corp_game()
        return game, _simulchip(game)

    game, chip = chip_game()
    rig(game, card("program", "Worm", memory=1, purge_trash=True))
    purged(game)
    assert chip.used_turn == game.turn
    game, chip = chip_game()
    rig(game, card("program", "Construct", prevent_trash=True))
    rig(game, card("program", "Kept", memory=1))
    assert prevents_trash(game) and chip.used_turn == game.turn
    game, chip = chip_game()
    smc = rig(game, card("program", "SMC", memory=1, install_from="stack"))
    game.runner.stack[:] = [target := breaker("sentry", cost=0)]
    install_from(game, smc, target)
    assert chip.used_turn == game.turn
    game, chip = chip_game()
    rig(game, card("program", "Gourmand", memory=1, access_self_trash=True, access_self_draw=1))
    assert counter_trash(game, card("asset", "Drip", trash_cost=2, drip=2)) and chip.used_turn == game.turn
    game, chip = chip_game()
    rig(game, card("resource", "Pawnshop", turn_trash=True, turn_trash_gain=3))
    rig(game, breaker("sentry", break_cost=1))
    rig(game, breaker("sentry", break_cost=2))
    pawn_turn(game)
    assert chip.used_turn == game.turn
    game, chip = chip_game()
    faerie = rig(game, breaker("sentry", trash_after_use=True))
    after_break(game, faerie, 0)
    assert chip.used_turn == game.turn
    game, chip = chip_game()
    rig(game, card("resource", "Not a program", purge_trash=True))
    purged(game)
    assert chip.used_turn != game.turn
