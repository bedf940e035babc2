"""Runner cards acting on the cards a breach accesses, guarding the Runner, or renewing its
stack (``effects.runner_counters``, ``effects.access_declined``, ``effects.runner_runs``,
``effects.runner_protect``, ``event_effects``): Gourmand, Aeneas Informant, Docklands Pass,
Crash Space, No Free Lunch, Ashen Epilogue."""

from __future__ import annotations

from nrprint.simulate.access import access
from nrprint.simulate.damage import damage
from nrprint.simulate.effects.runner_protect import cash_in
from nrprint.simulate.rig import play_event
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import agenda, card, cards, corp_game, put, rig, runner_game, where


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
