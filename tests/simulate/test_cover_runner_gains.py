"""Runner cards that pay as a turn begins or a run succeeds, on a condition
(``effects.runner_gains``, ``effects.runs.event_run_ended``, ``effects.runner_plays``):
Underworld Contact, Wyldside, Hyperdriver, Beth Kilrain-Chang, Lamprey, DreamNet, Hot Pursuit,
Sports Hopper, Bravado, Bukhgalter and Amina."""

from __future__ import annotations

from nrprint.simulate.effects.runner_runs import may_run
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.rig import install
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import breaker, card, cards, corp_game, ice, put, rig, runner_game, where


def _begin(game):
    """A human Runner's turn begins: four clicks, then the cards that act on it."""
    game.opponent.begin_turn(game)


def test_underworld_contact_pays_only_with_two_link():
    game = corp_game()
    rig(game, card("resource", "Contact", link_drip=1, link_at=2))
    turn_begins(game)
    assert game.runner.credits == 5
    rig(game, card("hardware", "Rig", link=1))
    turn_begins(game)
    assert game.runner.credits == 5
    game.runner.base_link = 1
    turn_begins(game)
    assert game.runner.credits == 6


def test_wyldside_draws_two_and_takes_a_click():
    game = corp_game()
    rig(game, card("resource", "Wyldside", turn_draw_click=2))
    game.runner.stack[:] = cards("event", 3)
    _begin(game)
    assert len(game.runner.grip) == 2 and game.runner.clicks == 3
    ai = runner_game()
    rig(ai, card("resource", "Wyldside", turn_draw_click=2))
    ai.runner.stack[:] = cards("event", 3)
    turn_begins(ai)
    assert len(ai.runner.grip) == 2 and ai.result.stand_in_uses["ai"] == 1  # no click to lose


def test_hyperdriver_is_removed_for_three_clicks_by_a_human_runner_only():
    game = corp_game()
    driver = rig(game, card("program", "Hyperdriver", memory=3, remove_clicks=3))
    _begin(game)
    assert game.runner.clicks == 7 and where(game, driver.card) == "runner:removed"
    _begin(game)
    assert game.runner.clicks == 4
    ai = runner_game()
    driver = rig(ai, card("program", "Hyperdriver", memory=3, remove_clicks=3))
    turn_begins(ai)
    turn_begins(ai)
    assert driver in ai.runner.rig and ai.result.stand_in_uses["ai"] == 1


def test_beth_kilrain_chang_reads_the_corps_pool_in_three_bands():
    game = corp_game()
    rig(game, card("resource", "Beth", corp_pool_turn=True))
    game.runner.stack[:] = cards("event", 3)
    for pool, credits, grip, clicks in (
        (4, 5, 0, 4),
        (5, 6, 0, 4),
        (9, 7, 0, 4),
        (10, 7, 1, 4),
        (14, 7, 2, 4),
    ):
        game.corp.credits = pool
        _begin(game)
        assert (game.runner.credits, len(game.runner.grip), game.runner.clicks) == (credits, grip, clicks), (
            pool
        )
    game.corp.credits = 15
    _begin(game)
    assert (game.runner.credits, len(game.runner.grip), game.runner.clicks) == (7, 2, 5)
    ai = runner_game()
    rig(ai, card("resource", "Beth", corp_pool_turn=True))
    ai.corp.credits = 15
    turn_begins(ai)
    assert ai.result.stand_in_uses["ai"] == 1


def test_lamprey_costs_the_corp_a_credit_on_each_successful_hq_run():
    game = corp_game(credits=2)
    rig(game, card("program", "Lamprey", memory=1, hq_corp_lose=1, purge_trash=True))
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert game.corp.credits == 2
    for left in (1, 0, 0):
        assert game.opponent.make_run(game, game.corp.servers[HQ])
        assert game.corp.credits == left


def test_dreamnet_draws_on_the_first_successful_run_and_pays_with_two_link():
    game = corp_game()
    rig(game, card("resource", "DreamNet", first_success_draw=1, link_success_gain=1, link_at=2))
    game.runner.stack[:] = cards("event", 4)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.runner.grip) == 1 and game.runner.credits == 5
    game.turn += 1
    game.runner.base_link = 2
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.runner.grip) == 2 and game.runner.credits == 6
    assert game.opponent.make_run(game, game.corp.servers[RD])  # the turn's second: nothing
    assert len(game.runner.grip) == 2 and game.runner.credits == 6


def _pursuit():
    return card(
        "event",
        "Pursuit",
        subtypes=("run",),
        cost=2,
        run_server="hq",
        gain=9,
        gain_after_run=True,
        success_tags=1,
    )


def test_hot_pursuit_pays_nine_and_a_tag_after_a_successful_hq_run():
    game = corp_game()
    game.runner.clicks = 4
    pursuit = _pursuit()
    game.runner.grip[:] = [pursuit]
    assert game.opponent.make_run(game, game.corp.servers[HQ], pursuit)
    assert game.runner.credits == 5 - 2 + 9 and game.runner.tags == 1


def test_hot_pursuits_credits_come_as_the_run_succeeds_and_pay_the_breachs_trash_costs():
    game = corp_game()
    game.runner.clicks, game.runner.credits = 4, 2
    pursuit = _pursuit()
    game.runner.grip[:] = [pursuit]
    drip = card("asset", "Drip", trash_cost=5, drip=2)
    game.corp.piles["HQ"][:] = [drip]
    assert game.opponent.make_run(game, game.corp.servers[HQ], pursuit)
    assert where(game, drip) == "corp:Archives" and game.runner.credits == 9 - 5 and game.runner.tags == 1


def test_hot_pursuit_pays_nothing_after_a_failed_run():
    game = corp_game(credits=0)
    put(game, HQ, ice(strength=9), rezzed=True, ice=True)
    game.runner.clicks = 4
    pursuit = _pursuit()
    game.runner.grip[:] = [pursuit]
    assert game.opponent.make_run(game, game.corp.servers[HQ], pursuit) is False
    assert game.runner.credits == 3 and game.runner.tags == 0


def test_sports_hopper_is_trashed_to_draw_three_as_the_grip_runs_low():
    game = corp_game()
    hopper = rig(game, card("hardware", "Hopper", link=1, trash_draw=3))
    game.runner.stack[:] = cards("event", 4)
    turn_begins(game)
    assert where(game, hopper.card) == "runner:heap" and len(game.runner.grip) == 3
    ai = runner_game()
    install(ai, card("hardware", "Hopper", link=1, trash_draw=3), paid=False)
    assert ai.result.stand_in_uses["ai"] == 1


def _bravado():
    return card(
        "event", "Bravado", subtypes=("run",), cost=3, run_server="protected", end_gain=6, end_gain_per_ice=1
    )


def test_bravado_runs_only_a_server_with_ice():
    game = corp_game()
    assert not may_run(_bravado(), game.corp.servers[HQ])
    put(game, HQ, ice(), ice=True)
    assert may_run(_bravado(), game.corp.servers[HQ])


def test_bravado_pays_six_and_one_for_each_ice_passed_whatever_the_result():
    game = corp_game(credits=0)
    put(game, HQ, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)  # innermost: stops the run
    put(game, HQ, ice(strength=0, subs=(), cost=9), ice=True)  # unrezzed (the Corp cannot pay): passed
    put(game, HQ, ice(strength=0, subs=("gain-credits",)), rezzed=True, ice=True)  # outermost: passed
    game.runner.clicks = 4
    bravado = _bravado()
    game.runner.grip[:] = [bravado]
    assert game.opponent.make_run(game, game.corp.servers[HQ], bravado) is False
    assert game.runner.credits == 5 - 3 + 6 + 2
    game = corp_game(credits=0)
    put(game, RD, ice(strength=0, subs=(), cost=9), ice=True)
    put(game, RD, ice(strength=0, subs=("gain-credits",)), rezzed=True, ice=True)
    game.runner.clicks = 4
    bravado = _bravado()
    game.runner.grip[:] = [bravado]
    assert game.opponent.make_run(game, game.corp.servers[RD], bravado)
    assert game.runner.credits == 5 - 3 + 6 + 2


def _breaker(**facts):
    return breaker("sentry", strength=5, **facts)


def test_bukhgalter_and_amina_pay_for_the_turns_first_full_break():
    game = corp_game(credits=3)
    rig(game, _breaker(full_break_gain=2, full_break_lose=1))
    put(game, HQ, ice(strength=1, subtypes=("sentry",), subs=("etr",)), rezzed=True, ice=True)
    game.runner.clicks = 4
    game.runner.credits = 5
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert game.runner.credits == 5 - 1 + 2 and game.corp.credits == 2
    assert game.opponent.make_run(game, game.corp.servers[HQ])  # the turn's second: nothing more
    assert game.runner.credits == 6 - 1 and game.corp.credits == 2
    game.turn += 1
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert game.runner.credits == 5 - 1 + 2 and game.corp.credits == 1


def test_a_break_that_lets_a_subroutine_fire_or_another_breakers_break_pays_nothing():
    game = corp_game(credits=3)
    paid = rig(game, _breaker(full_break_gain=2))
    put(game, HQ, ice(strength=1, subtypes=("sentry",), subs=("etr", "gain-credits")), rezzed=True, ice=True)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ])
    assert game.runner.credits == 5 - 1 and paid.used_turn != game.turn
    game = corp_game(credits=3)
    paid = rig(game, breaker("sentry", strength=0, full_break_gain=2))  # must pump: dearer
    rig(game, breaker("sentry", strength=5))
    put(game, RD, ice(strength=1, subtypes=("sentry",), subs=("etr",)), rezzed=True, ice=True)
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert game.runner.credits == 5 - 1 and paid.used_turn != game.turn


def test_a_stale_mark_pays_nothing_for_an_ice_no_breaker_broke():
    game = corp_game(credits=3)
    paid = rig(game, _breaker(full_break_gain=2))
    put(game, HQ, ice(strength=1, subtypes=("sentry",), subs=("etr", "gain-credits")), rezzed=True, ice=True)
    put(game, RD, ice(strength=1, subtypes=("barrier",), subs=()), rezzed=True, ice=True)  # nothing to break
    game.runner.clicks = 4
    assert game.opponent.make_run(game, game.corp.servers[HQ])  # broken, not fully: marked
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert game.runner.credits == 5 - 1 and paid.used_turn != game.turn
