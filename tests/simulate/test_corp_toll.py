"""The toll of a remote (``opponents.corp_toll``) and the competent Corp's agenda installs
behind a remote the Runner AI cannot pay its way into."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.opponents import corp_toll
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.corp import CompetentCorp
from nrprint.simulate.opponents.plans import planned
from tests.simulate.conftest import agenda, breaker, card, cards, ice, put, rig, runner_game


def _table(*, credits: int = 8, runner_credits: int = 0):
    game = runner_game(credits=runner_credits)
    game.corp.credits = credits
    game.corp.piles["R&D"].extend(cards("operation", 5))
    game.corp.clicks = 3
    return game


def test_an_ice_that_ends_the_run_with_no_breaker_for_it_is_a_wall():
    game = _table()
    remote = table.new_remote(game)
    put(game, remote.index, ice(subs=("etr",)), ice=True, rezzed=True)
    assert corp_toll.toll(game, remote, 0) == corp_toll.WALL
    rig(game, breaker("barrier", strength=3, break_cost=2))
    assert corp_toll.toll(game, remote, 0) == 2  # one subroutine at 2 a break


def test_the_toll_adds_the_breaks_and_skips_ice_that_only_taxes():
    game = _table()
    rig(game, breaker("barrier", strength=3, break_cost=1))
    remote = table.new_remote(game)
    put(game, remote.index, ice(subs=("etr", "etr")), ice=True, rezzed=True)
    put(game, remote.index, ice(subtypes=("code gate",), subs=("tag",)), ice=True, rezzed=True)
    assert corp_toll.toll(game, remote, 0) == 2  # the tag fires and the run goes on


def test_a_face_down_ice_counts_only_while_the_corp_can_rez_it():
    game = _table()
    remote = table.new_remote(game)
    put(game, remote.index, ice(cost=4), ice=True)  # face down: 4 to rez when the AI comes
    assert corp_toll.toll(game, remote, 3) == 0
    assert corp_toll.toll(game, remote, 4) == corp_toll.WALL


def test_competent_corp_installs_an_agenda_behind_one_wall_the_runner_ai_cannot_pass():
    plan = agenda(adv=3)
    game = _table()
    game.corp.piles["HQ"].append(plan)
    put(game, 1, ice(), ice=True, rezzed=True)
    put(game, 1, ice(), ice=True, rezzed=True)
    put(game, 2, ice(), ice=True, rezzed=True)
    remote = table.new_remote(game)
    put(game, remote.index, ice(), ice=True, rezzed=True)  # one ice: short of the two-ice rule
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)
    game.corp.clicks = 1  # no click left to advance it
    assert player.decide(game).kind != "install-agenda"
    game.corp.clicks = 3
    rig(game, breaker("barrier", strength=3, break_cost=corp_toll.SLACK + 3))
    game.runner.credits = 3  # with a turn's money (``SLACK``) it could pay the toll
    assert player.decide(game).kind != "install-agenda"
    game.runner.credits = 2  # one short of it: the agenda goes in
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)


def test_the_econ_and_lock_plans_leave_a_walled_agenda_install_to_competent():
    plan = agenda(adv=3)
    game = _table(credits=4)  # under the econ plan's bank: it would take money first
    game.corp.piles["HQ"].extend([plan, ice(cost=1), card("operation", cost=0, gain=3)])
    remote = table.new_remote(game)
    put(game, remote.index, ice(), ice=True, rezzed=True)
    for name in ("econ", "lock"):
        player = planned(CompetentCorp, name)()
        game.opponent = player
        assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid), name
    rig(game, breaker("barrier", strength=3, break_cost=1))  # the AI gets in: the plans play on
    assert planned(CompetentCorp, "econ")().decide(game).kind == "play"
    assert planned(CompetentCorp, "lock")().decide(game).kind == "install-ice"
