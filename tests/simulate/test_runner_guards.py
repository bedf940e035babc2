"""Resources that guard the rest (``effects.runner_protect``): a fee on the Corp's basic
action that trashes a resource, a card trashed instead of another, a card trashed for credits."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.runner import CompetentRunner
from tests.simulate.conftest import card, corp_game, runner_game, where
from tests.simulate.test_card_effects import _stand_ins


def _trash_clicks(game):
    return [c for c in game.opponent.legal(game) if c.kind == "trash-resource"]


def test_a_fee_makes_the_corps_trash_of_a_resource_dearer():
    game = runner_game()
    game.runner.tags = 1
    target = rig_verbs.install(game, card("resource", "Target", cost=0, drip=1))
    rig_verbs.install(game, card("resource", "Pavilion", cost=0, trash_fee=2))
    game.corp.credits, game.corp.clicks = 3, 3
    assert _trash_clicks(game) == []  # 2 for the action and 2 more
    game.corp.credits = 4
    click = next(c for c in _trash_clicks(game) if c.target == target.card.uid)
    game.opponent.apply(game, click)
    assert game.corp.credits == 0 and where(game, target.card) == "runner:heap"
    game.corp.credits = 6  # decide keeps 3 after paying 4
    assert game.opponent.decide(game).kind != "trash-resource"
    game.corp.credits = 7
    assert game.opponent.decide(game).kind == "trash-resource"


def test_a_guard_is_trashed_instead_of_another_resource_the_ai_runners_use_a_stand_in():
    game = runner_game()
    game.runner.tags = 1
    target = rig_verbs.install(game, card("resource", "Target", cost=0, drip=1))
    guy = rig_verbs.install(game, card("resource", "Guy", cost=0, fall_guy=True))
    game.corp.credits = 9
    game.opponent.apply(game, next(c for c in _trash_clicks(game) if c.target == target.card.uid))
    assert where(game, guy.card) == "runner:heap" and target in game.runner.rig
    assert game.corp.credits == 7 and _stand_ins(game, "Guy") == 1
    second = rig_verbs.install(game, card("resource", "Guy 2", cost=0, fall_guy=True))
    third = rig_verbs.install(game, card("resource", "Guy 3", cost=0, fall_guy=True))
    game.opponent.apply(game, next(c for c in _trash_clicks(game) if c.target == second.card.uid))
    assert where(game, third.card) == "runner:heap" and second in game.runner.rig  # not itself


def test_a_human_runner_short_and_untagged_trashes_a_card_for_its_credits():
    game = corp_game()
    guy = rig_verbs.install(game, card("resource", "Guy", cost=0, fall_guy=True, cash_in=2))
    player = CompetentRunner()
    game.runner.credits, game.runner.tags = 3, 1
    runner_cards.free_abilities(player, game)
    assert guy in game.runner.rig  # tagged: kept as a guard
    game.runner.tags = 0
    game.runner.credits = 4
    runner_cards.free_abilities(player, game)
    assert guy in game.runner.rig  # not short
    game.runner.credits = 3
    runner_cards.free_abilities(player, game)
    assert where(game, guy.card) == "runner:heap" and game.runner.credits == 5


def test_the_runner_ais_install_of_a_card_it_would_trash_for_credits_is_a_stand_in():
    game = runner_game()
    rig_verbs.install(game, card("resource", "Guy", cost=0, cash_in=2))
    assert game.result.stand_in_uses["ai"] == 1
