"""Runner cards acting on the cards a breach accesses, guarding the Runner, or renewing its
stack (``effects.runner_counters``, ``effects.access_declined``, ``effects.runner_runs``,
``effects.runner_protect``, ``event_effects``, ``effects.runs``): Gourmand, Aeneas Informant,
Docklands Pass, Crash Space, No Free Lunch, Ashen Epilogue, Citadel Sanctuary, Retrieval Run,
Katorga Breakout."""

from __future__ import annotations

from nrprint.simulate.access import access
from nrprint.simulate.damage import damage
from nrprint.simulate.effects.runner_protect import cash_in
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.rig import play_event
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where


def _gourmand(game):
    return rig(game, card("program", "Gourmand", memory=1, access_self_trash=True, access_self_draw=1))


def test_gourmand_trashes_a_card_worth_trashing_for_free_and_draws():
    game = corp_game(remotes=1)
    gourmand = _gourmand(game)
    game.runner.stack[:] = cards("event", 2)
    plain = put(game, 3, card("asset", "Plain", trash_cost=3))  # not worth trashing: kept
    game.runner.clicks = 4
    game.runner.credits = 0
    assert game.opponent.make_run(game, game.corp.servers[3])
    assert plain in game.corp.servers[3].root and gourmand in game.runner.rig
    pay = put(game, 3, card("asset", "Pay", trash_cost=5, drip=2))
    assert game.opponent.make_run(game, game.corp.servers[3])
    assert where(game, pay.card) == "corp:Archives" and where(game, gourmand.card) == "runner:heap"
    assert len(game.runner.grip) == 1 and game.runner.credits == 0


def test_gourmand_leaves_agendas_and_is_a_stand_in_for_the_runner_ai():
    game = corp_game()
    gourmand = _gourmand(game)
    game.corp.piles["R&D"][:] = [agenda()]
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert gourmand in game.runner.rig and len(game.runner.scored) == 1
    ai = runner_game(remotes=1)
    gourmand = _gourmand(ai)
    put(ai, 3, card("asset", "Pay", trash_cost=9, drip=2))
    put(ai, 3, card("asset", "Pay", trash_cost=9, drip=2))
    access(ai, ai.corp.servers[3], trash_limit=0)
    assert gourmand in ai.runner.rig and ai.result.stand_in_uses["ai"] == 1


def test_aeneas_informant_pays_for_each_card_with_a_trash_cost_left_outside_archives():
    game = corp_game(remotes=1)
    rig(game, card("resource", "Aeneas", decline_gain=1))
    game.runner.credits = 0
    put(game, 3, card("asset", "Kept", trash_cost=4))
    put(game, 3, card("asset", "Kept too", trash_cost=0))  # no economy: not worth trashing
    put(game, 3, card("upgrade", "Gone", trash_cost=0))  # an upgrade is worth it: trashed
    game.corp.piles["HQ"][:] = [card("operation", "Op")]  # no trash cost
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[3])
    assert game.runner.credits == 2 and len(game.corp.servers[3].root) == 2
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert game.runner.credits == 2


def test_aeneas_informant_pays_nothing_for_a_trashed_card():
    game = corp_game(remotes=1)
    rig(game, card("resource", "Aeneas", decline_gain=1))
    put(game, 3, card("asset", "Drip", trash_cost=1, drip=2))  # worth trashing: trashed
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[3])
    assert game.runner.credits == 5 - 1


def test_docklands_pass_accesses_one_more_card_on_the_turns_first_hq_breach():
    game = corp_game()
    rig(game, card("hardware", "Docklands", first_hq_more=1))
    game.corp.piles["HQ"][:] = [agenda(points=1) for _ in range(4)]
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert len(game.runner.scored) == 2
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert len(game.runner.scored) == 3
    game.turn += 1
    game.corp.piles["R&D"][:] = [agenda(points=1) for _ in range(2)]
    assert game.opponent.make_run(game, game.corp.servers[RD])  # R&D: no more
    assert len(game.runner.scored) == 4


def test_crash_space_is_trashed_to_prevent_up_to_three_meat_damage():
    game = corp_game()
    space = rig(game, card("resource", "Crash Space", drip=2, spend_on="tag", trash_prevent_meat=3))
    game.runner.grip[:] = cards("event", 2)
    damage(game, 4, "meat")
    assert len(game.runner.grip) == 1 and where(game, space.card) == "runner:heap"
    space = rig(game, card("resource", "Crash Space", trash_prevent_meat=3))
    game.runner.grip[:] = cards("event", 2)
    damage(game, 2, "net")  # not meat: kept
    assert space in game.runner.rig and game.runner.grip == []


def test_no_free_lunch_is_trashed_to_remove_a_tag_else_for_credits():
    game = corp_game()
    lunch = rig(game, card("resource", "Lunch", cash_in=3, trash_remove_tag=True))
    game.runner.tags, game.runner.credits = 2, 0
    cash_in(game)
    assert game.runner.tags == 1 and game.runner.credits == 0 and where(game, lunch.card) == "runner:heap"
    game.runner.tags = 0
    rig(game, card("resource", "Lunch", cash_in=3, trash_remove_tag=True))
    cash_in(game)
    assert game.runner.credits == 3


def test_ashen_epilogue_removes_the_new_stacks_top_five_then_draws_five():
    game = corp_game()
    game.runner.stack[:] = cards("program", 6)
    game.runner.heap[:] = cards("resource", 4)
    ashen = card("event", "Ashen", cost=5, draw=5, reshuffle=True, remove_self=True, remove_top=5)
    game.runner.credits = 5
    play_event(game, ashen)
    assert len(game.runner.piles["removed"]) == 1 + 5 and where(game, ashen) == "runner:removed"
    assert len(game.runner.grip) == 5 and game.runner.stack == [] and game.runner.heap == []


def _sanctuary():
    return card("resource", "Sanctuary", discard_trace=1, grip_prevent_meat=True)


def test_citadel_sanctuary_and_the_grip_are_trashed_to_prevent_a_flatline():
    game = corp_game()
    sanctuary = rig(game, _sanctuary())
    game.runner.grip[:] = cards("event", 2)
    damage(game, 2, "meat")  # no flatline: the damage is taken
    assert sanctuary in game.runner.rig and game.runner.grip == []
    game.runner.grip[:] = cards("event", 2)
    damage(game, 3, "meat")
    assert where(game, sanctuary.card) == "runner:heap" and game.runner.grip == []
    assert len(game.runner.heap) == 5


def test_citadel_sanctuary_beats_its_trace_to_remove_a_tag_as_a_human_runners_turn_ends():
    game = corp_game()
    rig(game, _sanctuary())
    game.runner.tags, game.runner.credits = 2, 1
    game.opponent.end_turn(game)
    assert (game.runner.tags, game.runner.credits) == (1, 0)
    game.opponent.end_turn(game)  # nothing to pay with
    assert game.runner.tags == 1
    game.runner.base_link = 1
    game.opponent.end_turn(game)  # the link beats it alone
    assert (game.runner.tags, game.runner.credits) == (0, 0)
    game.opponent.end_turn(game)
    assert game.runner.tags == 0
    ai = runner_game()
    sanctuary = rig(ai, _sanctuary())
    turn_begins(ai)
    turn_begins(ai)
    assert sanctuary in ai.runner.rig and ai.result.stand_in_uses["ai"] == 1


def test_retrieval_run_installs_a_program_from_the_heap_instead_of_the_breach():
    game = corp_game()
    rig(game, breaker("barrier"))
    killer, dear = breaker("sentry", cost=1), card("program", "Dear", cost=6, memory=1)
    game.corp.piles["Archives"][:] = [agenda(points=1)]
    retrieval = card(
        "event", "Retrieval", subtypes=("run",), cost=3, run_server="archives", heap_program_install=True
    )
    game.runner.clicks, game.runner.credits = 4, 12
    for heap, installed in (([killer, dear, card("event", "Spent")], killer), ([dear], dear)):
        game.runner.heap[:], game.runner.grip[:] = heap, [retrieval]
        assert game.opponent.make_run(game, game.corp.servers[0], retrieval)
        assert where(game, installed) == "runner:rig" and game.runner.scored == []
    assert game.runner.credits == 12 - 3 - 3
    game.runner.heap[:], game.runner.grip[:] = [], [retrieval]
    assert game.opponent.make_run(game, game.corp.servers[0], retrieval)  # none: the breach goes on
    assert len(game.runner.scored) == 1
    spare = card("program", "Spare", cost=0, memory=1)
    game.runner.heap[:], game.runner.grip[:] = [spare], [retrieval]
    game.corp.piles["R&D"][:] = [agenda(points=1)]
    assert game.opponent.make_run(game, game.corp.servers[RD], retrieval)  # not Archives: a breach
    assert len(game.runner.scored) == 2 and where(game, spare) == "runner:heap"


def test_katorga_breakouts_card_reaches_the_grip_before_the_breach():
    game = corp_game(remotes=1)
    killer = breaker("sentry", cost=1)
    game.runner.heap[:] = [killer]
    put(game, 3, card("asset", "Trap", trash_cost=9, access_pay=0, access_damage=1))  # 1 net damage on access
    katorga = card("event", "Katorga", subtypes=("run",), cost=2, run_server="any", success_recur=True)
    game.runner.grip[:] = [katorga]
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[3], katorga)  # the grip is not empty: no flatline
    assert where(game, killer) == "runner:heap" and game.runner.grip == []


def test_katorga_breakout_takes_a_lacking_breaker_from_the_heap_after_a_successful_run():
    game = corp_game()
    rig(game, breaker("barrier"))
    twin, killer, dear = breaker("barrier", cost=4), breaker("sentry", cost=1), card("event", "Dear", cost=5)
    game.runner.heap[:] = [twin, killer, dear]
    katorga = card("event", "Katorga", subtypes=("run",), cost=2, run_server="any", success_recur=True)
    game.runner.grip[:] = [katorga]
    game.runner.clicks, game.runner.credits = 4, 9
    assert game.opponent.make_run(game, game.corp.servers[RD], katorga)
    assert where(game, killer) == "runner:GR" and where(game, katorga) == "runner:heap"
    game.runner.grip.append(katorga)
    game.runner.heap.remove(katorga)
    assert game.opponent.make_run(game, game.corp.servers[RD], katorga)
    assert where(game, dear) == "runner:GR"
    put(game, HQ, ice(strength=9), rezzed=True, ice=True)
    game.runner.grip.append(katorga)
    game.runner.heap.remove(katorga)
    assert game.opponent.make_run(game, game.corp.servers[HQ], katorga) is False
    assert where(game, twin) == "runner:heap"
    game.runner.heap[:] = [card("event", "Cheap", cost=0)]
    game.runner.grip[:] = [katorga]
    assert game.opponent.make_run(game, game.corp.servers[RD], katorga)
    assert where(game, katorga) == "runner:heap"  # not the event itself
