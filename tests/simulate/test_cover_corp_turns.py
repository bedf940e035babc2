"""More Corp cards of the real decklists, each in a small game whose state the card changes:
Wage Workers' click for an action taken three times, Degree Mill's steal cost, Audacity and
Building Blocks, Federal Fundraising and Balanced Coverage as turns begin, Cyberdex Sandbox's
purge, Caduceus's two traces (``effects.corp_clicks``, ``corp_scores``, ``corp_plays``,
``corp_turn_looks``, ``corp_assets``, ``corp_ice_subs``)."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_agendas, corp_assets, corp_clicks, corp_operations
from nrprint.simulate.effects.subroutines import fire
from nrprint.simulate.opponents import corp_cards
from nrprint.simulate.opponents.clicks import CREDIT, DRAW
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _workers():
    return card("asset", "Wage Workers", cost=2, action_times_click=3)


def test_wage_workers_gives_a_click_for_each_action_taken_a_third_time():
    game = runner_game(remotes=1)
    put(game, 3, _workers(), rezzed=True)
    game.corp.piles["R&D"][:] = cards("operation", 9)
    game.corp.clicks = 4
    for click in (CREDIT, DRAW, CREDIT, CREDIT):
        game.opponent.apply(game, click)
    assert game.corp.clicks == 1  # the third credit: one more click
    game.opponent.apply(game, CREDIT)  # a fourth credit: none
    assert game.corp.clicks == 0
    game.corp.clicks = 2
    for _ in range(2):
        game.opponent.apply(game, DRAW)  # the third draw: another click, the same turn
    assert game.corp.clicks == 1
    put(game, 3, _workers())  # unrezzed: nothing
    game.turn += 1
    game.corp.clicks = 3
    for _ in range(3):
        game.opponent.apply(game, CREDIT)
    assert game.corp.clicks == 1


def test_an_operations_more_clicks_are_not_another_action_and_the_ai_gains_too():
    game = runner_game(remotes=1)
    put(game, 3, _workers(), rezzed=True)
    assert corp_clicks.spent(game, "play") == 0
    game.corp.clicks = 3
    corp_operations.pay_clicks(game, card("operation", click_cost=1))  # its click: not a play action
    assert game.corp.clicks == 2
    assert corp_clicks.spent(game, "play") == 0 and corp_clicks.spent(game, "play") == 1
    ai = corp_game(remotes=1)
    put(ai, 3, _workers(), rezzed=True)
    assert corp_clicks.spent(ai, "credit", 3) == 1  # the AI's spare clicks: three credit actions
    ai.phase_over = True  # after a terminal operation: none
    ai.turn += 1
    assert corp_clicks.spent(ai, "credit", 3) == 0


def test_degree_mill_costs_two_installed_cards_shuffled_into_the_stack():
    game = corp_game()
    mill = agenda(adv=5, points=3, steal_shuffle=2)
    one = rig(game, card("resource", "One", cost=1))
    assert not corp_agendas.steal_paid(game, mill, None, damage) and where(game, one.card) == "runner:rig"
    host = rig(game, card("hardware", "Host", cost=0))
    rider = rig(game, card("program", "Rider", cost=3))
    rider.host = host.card.uid
    dear = rig(game, card("program", "Dear", cost=5))
    assert corp_agendas.steal_paid(game, mill, None, damage)  # the host is kept: One and Rider go
    assert [where(game, i.card) for i in (one, rider, host, dear)] == [
        "runner:STA",
        "runner:STA",
        "runner:rig",
        "runner:rig",
    ]


def test_audacity_needs_two_other_cards_in_hq_and_trashes_them():
    game = runner_game()
    audacity = card("operation", hq_at_least=2, trash_hq=True, place_tokens=2)
    game.corp.piles["HQ"][:] = [audacity, plan := agenda()]
    assert not corp_operations.may_play(game, audacity)
    game.corp.piles["HQ"].append(wall := ice())
    assert corp_operations.may_play(game, audacity)
    corp_cards.operation_played(game, audacity)
    assert game.corp.piles["HQ"] == [audacity]  # the human Corp takes it from HQ itself
    assert where(game, plan) == where(game, wall) == "corp:Archives"
    ai = corp_game()
    ai.corp.piles["HQ"][:] = [op := card("operation"), asset := card("asset")]
    play_effect(ai, audacity)
    assert (where(ai, op), where(ai, asset)) == ("corp:OP", "corp:Archives")


def test_building_blocks_installs_and_rezzes_the_costliest_barrier_of_hq_for_free():
    game = corp_game(credits=0)
    cheap, dear, gate = ice(cost=1), ice(cost=7), ice(cost=9, subtypes=("code gate",))
    game.corp.piles["HQ"][:] = [cheap, dear, gate]
    put(game, 1, ice(), ice=True)
    assert play_effect(game, card("operation", install_barrier=True))
    assert where(game, dear) == "HQ:ice" and game.corp.servers[2].ice[0].rezzed and game.corp.credits == 0
    game.corp.piles["HQ"][:] = [gate]
    assert not play_effect(game, card("operation", install_barrier=True))


def test_federal_fundraising_orders_rd_best_first_and_draws_while_unprotected():
    game = runner_game(remotes=1)
    put(game, 3, card("asset", turn_arrange=3, turn_draw_unprotected=1), rezzed=True)
    wall, money, plan, deep = ice(), card("operation", gain=5), agenda(), card("asset")
    game.corp.piles["R&D"][:] = [wall, money, plan, deep]
    table.drip(game)
    assert game.corp.piles["HQ"] == [plan] and game.corp.piles["R&D"] == [money, wall, deep]
    put(game, 3, ice(), ice=True)  # protected: it orders, but draws nothing
    table.drip(game)
    assert game.corp.piles["HQ"] == [plan] and game.corp.piles["R&D"] == [money, wall, deep]
    game.corp.servers[3].ice.clear()
    game.corp.piles["HQ"][:] = cards("operation", 5)  # a full hand: no draw
    table.drip(game)
    assert len(game.corp.piles["HQ"]) == 5


def test_balanced_coverage_gains_when_rds_top_has_its_most_common_type():
    game = corp_game(credits=0, remotes=1)
    put(game, 3, card("asset", turn_type_gain=2), rezzed=True)
    game.corp.piles["R&D"][:] = [ice(), ice(), card("operation")]
    table.drip(game)
    assert game.corp.credits == 2 and game.result.credits_gained == 2
    game.corp.piles["R&D"][:] = [card("operation"), ice(), ice()]
    table.drip(game)
    assert game.corp.credits == 2


def test_cyberdex_sandbox_purges_when_scored_and_pays_for_the_first_purge_a_turn():
    game = runner_game()
    virus = rig(game, card("program", "Virus", subtypes=("virus",)))
    virus.counters = 3
    game.corp.credits = 0
    table.score(game, agenda(points=2, purge_gain=4, score_purge=True), "remote")
    assert virus.counters == 0 and game.corp.credits == 4
    corp_assets.purge(game, card("asset"))  # the same turn: nothing more
    assert game.corp.credits == 4
    game.turn += 1
    corp_assets.purge(game, card("asset"))
    assert game.corp.credits == 8


def test_caduceus_traces_at_three_for_credits_and_at_two_to_end_the_run():
    game = corp_game(credits=0)
    caduceus = put(
        game, 1, ice(subs=("trace-gain", "trace-etr"), trace=2, gain_trace=3, gain=3), ice=True, rezzed=True
    )
    game.runner.credits = 2
    assert fire(game, caduceus, "trace-gain", Clicks(0), damage) is True
    assert (game.corp.credits, game.runner.credits) == (3, 2)  # 3 beyond its 2 credits: it succeeds
    game.runner.credits = 3
    assert fire(game, caduceus, "trace-gain", Clicks(0), damage) is True
    assert (game.corp.credits, game.runner.credits) == (3, 0)
    game.runner.credits = 2
    assert fire(game, caduceus, "trace-etr", Clicks(0), damage) is True and game.runner.credits == 0
