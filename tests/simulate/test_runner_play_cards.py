"""Runner cards played on a condition or for a moment's gain (``effects.runner_plays``,
``simulate.derez``, ``effects.runner_runs.dashed``, ``rig.can_install``): Tapwrm, Stoneship
Chart Room, Aniccam, Forged Activation Orders, Mad Dash."""

from __future__ import annotations

import pytest

from nrprint.simulate.damage import damage
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.opponents.runner_cards import playable
from nrprint.simulate.rig import can_install, install, play_event, trash_installed
from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import HQ, RD, GameOver
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, rig, runner_game, where


def test_tapwrm_is_installed_after_a_central_run_and_pays_a_share_of_the_corps_pool():
    game = corp_game()
    tapwrm = card("program", "Tapwrm", memory=1, install_needs="central", turn_corp_share=5)
    assert not can_install(game, tapwrm, 0)
    game.central_success_turn = game.turn
    assert can_install(game, tapwrm, 0)
    game.hq_success_turn, game.central_success_turn = -1, -1
    assert not can_install(game, card("resource", "Op", install_needs="hq"), 0)
    game.hq_success_turn = game.turn
    assert can_install(game, card("resource", "Op", install_needs="hq"), 0)
    rig(game, tapwrm)
    game.corp.credits = 14
    turn_begins(game)
    assert game.runner.credits == 5 + 2
    ai = runner_game()
    assert can_install(ai, tapwrm, 0)  # the AI installs it regardless: a stand-in
    install(ai, card("program", "Tapwrm", memory=1, install_needs="central"), paid=False)
    assert ai.result.stand_in_uses["ai"] == 1
    ai.central_success_turn = ai.turn
    install(ai, card("program", "Tapwrm", memory=1, install_needs="central"), paid=False)
    assert ai.result.stand_in_uses["ai"] == 1


def test_stoneship_is_trashed_to_draw_when_the_grip_runs_low():
    game = corp_game()
    chart = rig(game, card("resource", "Chart", trash_draw=2))
    game.runner.stack[:] = cards("event", 4)
    game.runner.grip[:] = cards("event", 2)
    turn_begins(game)
    assert chart in game.runner.rig and len(game.runner.grip) == 2
    game.runner.grip.pop()
    turn_begins(game)
    assert where(game, chart.card) == "runner:heap" and len(game.runner.grip) == 3
    ai = runner_game()
    chart = install(ai, card("resource", "Chart", trash_draw=2), paid=False)
    turn_begins(ai)
    assert chart in ai.runner.rig and ai.result.stand_in_uses["ai"] == 1


def test_aniccam_draws_for_the_first_event_trashed_each_turn():
    game = corp_game()
    rig(game, card("hardware", "Aniccam", event_trash_draw=1))
    game.runner.stack[:] = cards("program", 4)
    play_event(game, card("event", "Current", cost=0, current_until="scored"))  # stays in play: not trashed
    assert game.runner.grip == []
    play_event(game, card("event", "Gamble", cost=0, gain=1))
    assert len(game.runner.grip) == 1
    play_event(game, card("event", "Gamble", cost=0, gain=1))  # the second this turn: nothing
    assert len(game.runner.grip) == 1
    game.turn += 1
    game.runner.grip[:] = [card("event", "Lost")]
    damage(game, 1, "net")  # an event trashed from the grip: one drawn
    assert len(game.runner.grip) == 1 and game.runner.grip[0].type == "program"
    game.turn += 1
    game.runner.grip[:] = [card("program", "Keep")]
    damage(game, 1, "net")  # a program trashed: nothing drawn
    assert game.runner.grip == []


def test_forged_activation_orders_the_corp_ai_rezzes_the_newest_unrezzed_ice_when_it_can_else_trashes_it():
    game = corp_game(credits=3)
    orders = card("event", "Orders", cost=1, rez_or_trash=True)
    assert not playable(game, orders)
    old = put(game, RD, ice(cost=1), ice=True)
    new = put(game, HQ, ice(cost=3), ice=True)
    assert playable(game, orders)
    play_event(game, orders)
    assert new.rezzed and game.corp.credits == 0 and not old.rezzed
    play_event(game, card("event", "Orders", cost=1, rez_or_trash=True))
    assert where(game, old.card) == "corp:Archives"
    wall = put(game, RD, ice(cost=9, untrashable=True), ice=True)
    play_event(game, card("event", "Orders", cost=1, rez_or_trash=True))
    assert not wall.rezzed and where(game, wall.card) == "R&D:ice"
    forfeit = put(game, RD, ice(cost=0, rez_forfeit=True), ice=True)
    play_event(game, card("event", "Orders", cost=1, rez_or_trash=True))
    assert where(game, forfeit.card) == "corp:Archives"
    ai = runner_game()
    spared = put(ai, RD, ice(cost=0), ice=True)
    play_event(ai, card("event", "Orders", cost=1, rez_or_trash=True))
    assert not spared.rezzed and where(ai, spared.card) == "R&D:ice" and ai.result.stand_in_uses["ai"] == 1


def _dash():
    return card("event", "Dash", subtypes=("run",), cost=0, run_server="any", points=1, steal_or_meat=1)


def test_mad_dash_scores_itself_after_a_steal_and_hurts_after_none():
    game = corp_game()
    game.corp.piles["R&D"][:] = [agenda(points=2)]
    dash = _dash()
    game.runner.grip[:] = [dash, card("program", "Keep"), card("program", "Keep")]
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[RD], dash)
    assert where(game, dash) == "runner:scored" and game.runner.points == 3 and len(game.runner.grip) == 2
    dash = _dash()
    game.runner.grip.append(dash)
    assert game.opponent.make_run(game, game.corp.servers[RD], dash)  # R&D is empty now
    assert where(game, dash) == "runner:heap" and len(game.runner.grip) == 1


def test_the_point_mad_dash_brings_can_win_the_game():
    game = corp_game()
    need = game.rules.game.points_needed(game.ai, game.difficulty)[1]
    game.runner.scored[:] = [agenda(points=need - 2)]
    game.corp.piles["R&D"][:] = [agenda(points=1)]
    dash = _dash()
    game.runner.grip[:] = [dash]
    game.runner.clicks = 4
    with pytest.raises(GameOver):
        game.opponent.make_run(game, game.corp.servers[RD], dash)


def test_off_campus_apartment_hosts_a_human_runners_connections_and_draws():
    game = corp_game()
    game.runner.stack[:] = cards("event", 3)
    apartment = install(game, card("resource", "Apartment", connection_draw=1), paid=False)
    contact = install(game, card("resource", "Contact", subtypes=("connection",)), paid=False)
    assert contact.host == apartment.card.uid and len(game.runner.grip) == 1
    install(game, card("resource", "Other", subtypes=("location",)), paid=False)
    assert len(game.runner.grip) == 1
    trash_installed(game, apartment)
    assert where(game, contact.card) == "runner:heap"
    ai = runner_game()
    ai.runner.stack[:] = cards("event", 3)
    install(ai, card("resource", "Apartment", connection_draw=1), paid=False)
    assert ai.result.stand_in_uses["ai"] == 1
    install(ai, card("resource", "Contact", subtypes=("connection",)), paid=False)
    assert ai.runner.grip == []


def _endurance(game, counters=3):
    inst = rig(game, card("hardware", "Endurance", counters_break=2, first_success_counter=1))
    inst.counters = counters
    return inst


def test_endurance_breaks_any_ice_two_counters_for_up_to_two_subroutines():
    game = corp_game()
    endurance = _endurance(game)
    two = put(game, RD, ice(strength=9, subs=("etr", "etr")), rezzed=True, ice=True)
    three = put(game, HQ, ice(strength=9, subs=("etr", "etr", "etr")), rezzed=True, ice=True)
    assert plan_break(game, three, 0, 0) is None  # 3 counters: 4 would be spent
    plan = plan_break(game, two, 0, 0)
    assert plan.breaker is endurance and plan.counters == 2
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert endurance.counters == 1 + 1  # two spent, one placed by the turn's first successful run
    assert game.opponent.make_run(game, game.corp.servers[RD])  # the turn's second: no counter placed
    assert endurance.counters == 0
    assert game.opponent.make_run(game, game.corp.servers[RD]) is False  # none left: stopped
    endurance.counters = 4
    assert plan_break(game, three, 0, 0).counters == 4
    game.present = {"counters_break"}  # its own gate opens the search
    assert plan_break(game, three, 0, 0).breaker is endurance


def test_endurance_takes_a_counter_from_the_first_successful_run_of_a_turn_only():
    game = corp_game()
    endurance = _endurance(game, counters=0)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert endurance.counters == 1
    game.turn += 1
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert endurance.counters == 2


def test_political_operative_trashes_the_dearest_rezzed_card_the_runner_would_trash_and_can_pay_for():
    game = corp_game(remotes=2)
    operative = rig(game, card("resource", "Operative", trash_rezzed=True))
    cheap = put(game, 3, card("asset", "Cheap", trash_cost=1, drip=1), rezzed=True)
    dear = put(game, 4, card("asset", "Dear", trash_cost=4, drip=2), rezzed=True)
    hidden = put(game, 4, card("asset", "Hidden", trash_cost=5, drip=2))  # unrezzed: not a target
    unwanted = put(game, 3, card("asset", "Plain", trash_cost=5), rezzed=True)  # dearest, not worth trashing
    game.runner.credits = 5
    game.corp.scored.append(agenda(trash_tags=1))  # a trash by the Runner tags it (AR-Enhanced Security)
    turn_begins(game)
    assert where(game, dear.card) == "corp:Archives" and game.runner.credits == 1 and game.runner.tags == 1
    assert where(game, operative.card) == "runner:heap" and game.last_harm_turn == game.turn
    assert hidden in game.corp.servers[4].root and unwanted in game.corp.servers[3].root and cheap.rezzed
    game = corp_game(remotes=1)
    operative = rig(game, card("resource", "Operative", trash_rezzed=True))
    put(game, 3, card("asset", "Dear", trash_cost=6, drip=2), rezzed=True)
    turn_begins(game)  # 5 credits: cannot pay
    assert operative in game.runner.rig and game.runner.credits == 5
    ai = runner_game()
    install(ai, card("resource", "Operative", trash_rezzed=True), paid=False)
    assert ai.result.stand_in_uses["ai"] == 1
