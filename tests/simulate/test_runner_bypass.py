"""A breaker that may pay to bypass the ice chosen when it was installed
(``effects.runner_bypass``; the human Runner's choice in ``opponents.runner_events``)."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate import runs
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import breaker, card, corp_game, ice, put, runner_game
from tests.simulate.test_card_effects import Clicks


def _femme(game):
    card = breaker("sentry", cost=0, break_cost=1, break_count=1, chosen_ice=True, bypass_pay=1)
    inst = rig_verbs.install(game, card)
    runner_cards.after_play(game.opponent, game, card)
    return inst


def test_the_chosen_ice_is_the_rezzed_one_hardest_to_get_through():
    game = corp_game()
    sentry = put(game, HQ, ice(strength=1, subtypes=("sentry",), subs=("etr",) * 2), rezzed=True, ice=True)
    gate = put(game, RD, ice(strength=1, subtypes=("code gate",), subs=("etr",) * 3), rezzed=True, ice=True)
    assert _femme(game).target == gate.card.uid  # no decoder: it cannot be broken
    rig_verbs.install(game, breaker("code gate", cost=0, break_cost=1, break_count=3))
    assert _femme(game).target == sentry.card.uid  # both breakable: 2 to break beats 1 (not 3 subs)
    put(game, HQ, ice(strength=1, subtypes=("sentry",), subs=("etr",) * 4), rezzed=True, ice=True)
    assert _femme(game).target != sentry.card.uid  # the dearer one


def test_with_no_rezzed_ice_the_outermost_of_rd_then_hq_and_none_with_no_ice():
    game = corp_game(remotes=1)
    assert _femme(game).target == -1
    outer_hq = put(game, HQ, ice(), ice=True)
    assert _femme(game).target == outer_hq.card.uid
    put(game, RD, ice(), ice=True)
    outer_rd = put(game, RD, ice(), ice=True)
    assert _femme(game).target == outer_rd.card.uid


def test_the_chosen_ice_is_bypassed_for_a_credit_a_subroutine_when_it_cannot_be_broken():
    game = corp_game()
    gate = put(game, RD, ice(strength=1, subtypes=("code gate",), subs=("etr", "etr")), rezzed=True, ice=True)
    _femme(game)
    game.runner.credits = 2
    assert runs.encounter(game, gate, Clicks(0)) and game.runner.credits == 0
    game.runner.credits = 1
    assert not runs.encounter(game, gate, Clicks(0)) and game.runner.credits == 1
    other = put(game, HQ, ice(strength=1, subtypes=("code gate",), subs=("etr",)), rezzed=True, ice=True)
    game.runner.credits = 5
    assert not runs.encounter(game, other, Clicks(0))  # not the chosen ice


def test_breaking_is_kept_when_it_costs_no_more_than_the_bypass():
    game = corp_game()
    wall = put(game, RD, ice(strength=1, subs=("etr",) * 3), rezzed=True, ice=True)
    _femme(game).target = wall.card.uid
    three = rig_verbs.install(game, breaker("barrier", cost=0, break_cost=3, break_count=3))
    kit = rig_verbs.install(game, card("hardware", "Kit", cost=0, drip=3, spend_on="break"))
    game.runner.credits = 5
    assert runs.encounter(game, wall, Clicks(0))
    assert (game.runner.credits, kit.hosted) == (5, 0)  # broken for 3 held credits, not bypassed for 3
    game.runner.rig.remove(three)
    rig_verbs.install(game, breaker("barrier", cost=0, break_cost=4, break_count=3))
    assert runs.encounter(game, wall, Clicks(0)) and game.runner.credits == 2  # bypassed for 3


def test_the_competent_estimate_counts_the_bypass():
    game = corp_game()
    gate = put(game, RD, ice(strength=1, subtypes=("code gate",), subs=("etr", "etr")), rezzed=True, ice=True)
    player = CompetentRunner()
    game.runner.credits = 5
    assert player.cost(game, game.corp.servers[RD]) is None
    _femme(game).target = gate.card.uid
    assert player.cost(game, game.corp.servers[RD]) == 2
    game.runner.credits = 1
    assert player.cost(game, game.corp.servers[RD]) is None


def test_the_runner_ai_chooses_no_ice_its_install_a_stand_in():
    game = runner_game()
    gate = put(game, RD, ice(strength=1, subtypes=("code gate",), subs=("etr",)), rezzed=True, ice=True)
    femme = rig_verbs.install(game, breaker("sentry", cost=0, chosen_ice=True, bypass_pay=1))
    assert game.result.stand_in_uses["ai"] == 1
    femme.target = gate.card.uid  # even so, the AI never bypasses
    game.runner.credits = 5
    assert not runs.encounter(game, gate, Clicks(0)) and game.runner.credits == 5


def test_a_breaker_costs_less_to_install_after_a_successful_run_this_turn():
    for game in (corp_game(), runner_game()):
        carmen = breaker("sentry", cost=5, run_discount=3)
        game.turn, game.runner.credits = 3, 2
        assert not rig_verbs.can_install(game, carmen, 5)
        assert runs.run(game, game.corp.servers[0], trash_limit=None, clicks_left=Clicks(0))
        assert rig_verbs.can_install(game, carmen, 5)
        rig_verbs.install(game, carmen)
        assert game.runner.credits == 0 and game.result.stand_in_uses["ai"] == 0
        rig_verbs.install(game, breaker("sentry", cost=1, run_discount=3))
        assert game.runner.credits == 0  # never below nothing
        game.turn, game.runner.credits = 4, 4
        assert not rig_verbs.can_install(game, breaker("sentry", cost=5, run_discount=3), 5)
