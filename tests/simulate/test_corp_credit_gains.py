"""A Runner card that gains credits the first time each turn the Corp gains credits through a
card ability (PAD Tap), for both Runners; the Corp's basic credit and the Corp AI's rulebook
credits do not count; a human Corp may pay to trash it."""

from __future__ import annotations

import pytest

from nrprint.simulate import runs
from nrprint.simulate.corp import table
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import (
    access,
    agendas,
    corp_agendas,
    corp_assets,
    corp_clicks,
    corp_credit_gains,
    corp_ice,
    corp_operations,
    corp_scored,
    operations,
    runner_turn,
)
from nrprint.simulate.effects.subroutines import fire
from nrprint.simulate.opponents import corp_ops
from nrprint.simulate.opponents.clicks import CREDIT, Click
from nrprint.simulate.opponents.corp import RICH, TRASH_TAP, CompetentCorp
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, card, cards, corp_do, corp_game, ice, put, rig, runner_game
from tests.simulate.test_card_effects import Clicks


def _tap():
    return card("resource", name="PAD Tap", corp_gain_tap=1, tap_trash=3)


def test_the_first_card_gain_of_each_turn_pays_the_runner_and_the_basic_credit_never_does():
    game = corp_game()
    rig(game, _tap())
    game.runner.credits = 0
    table.gain(game, 1, by_card=False)  # a click for a credit, the AI's rulebook credits
    assert game.runner.credits == 0
    table.gain(game, 3)
    table.gain(game, 2)  # the second card gain of the turn
    assert game.runner.credits == 1 and game.corp.credits == 11
    runner_turn.turn_begins(game)  # the Runner's turn: a new first gain
    wall = put(game, 1, ice(subs=("gain-credits",), gain=2), ice=True, rezzed=True)
    fire(game, wall, "gain-credits", None, None)  # an ice's subroutine
    assert game.runner.credits == 2
    table.drip(game)  # the Corp's next turn begins
    game.corp.piles["OP"] = [card("operation", gain=3)]
    assert corp_do(game, "play-operation")
    assert game.runner.credits == 3


def test_only_a_runner_with_the_card_gains_and_only_credits_count():
    game = corp_game()
    game.runner.credits = 0
    table.gain(game, 3)
    assert game.runner.credits == 0
    rig(game, _tap())
    table.gain(game, 1)  # the turn's first card gain came before the card was installed
    assert game.runner.credits == 0
    runner_turn.turn_begins(game)
    table.gain(game, 0)  # no credits: not a gain
    assert game.runner.credits == 0
    table.gain(game, 1)
    assert game.runner.credits == 1


def test_a_human_corp_with_credits_to_spare_pays_to_trash_it_instead_of_drawing():
    game = runner_game()
    tap = rig(game, _tap())
    game.corp.credits, game.corp.clicks = 3, 3
    game.corp.piles["R&D"].extend(cards("operation", 5))
    player = CompetentCorp()
    game.opponent = player
    click = Click(TRASH_TAP, tap.card.uid, "PAD Tap")
    assert click in player.legal(game)
    game.corp.credits = 2
    assert click not in player.legal(game)
    game.corp.credits = RICH + 3
    for server in game.corp.servers[:2]:
        server.ice.append(Installed(ice(), 90 + server.index, rezzed=True))
    assert player.decide(game) == click
    player.apply(game, click)
    assert tap not in game.runner.rig and tap.card in game.runner.heap and game.corp.credits == RICH
    game.corp.credits = RICH + 2
    rig(game, _tap())
    assert player.decide(game).kind != TRASH_TAP  # it keeps RICH credits after paying
    assert corp_credit_gains.to_trash(game, 0) is not None


def _scored_gain(game):
    agendas.scored(game, agenda(gain=2))


def _access_gain(game):
    access.accessed(game, card("agenda", access_gain=1), damage)


def _agenda_take(game):
    take = agenda(agenda_take=1)
    game.corp.scored.append(take)
    game.agenda_counters[take.uid] = 2
    corp_scored.corp_turn(game)


def _per_ice(game):
    corp_ice.fire(game, put(game, 1, ice(gain=1), ice=True, rezzed=True), "gain-per-ice")


def _per_grip(game):
    game.runner.grip.append(card("event"))
    operations.played(game, card("operation", gain_per_grip=1))


def _steal_gain(game):
    corp_agendas.stolen(game, agenda(gain=2, gain_on_steal=True))


def _revealed(game):
    game.corp.piles["HQ"].append(card("ice"))
    corp_operations.revealed_gain(game, card("operation", hq_reveal=3, gain_per_reveal=2))


def _ngo_cash(game):
    corp_clicks.advance(game, put(game, 3, card("asset", advanceable=True, trash_gain_1=4), tokens=0))


def _agenda_click(game):
    gila = agenda(agenda_clicks=2, agenda_click_gain=3)
    game.corp.scored.append(gila)
    game.corp.clicks = 3
    corp_ops.use_agenda(game, Click(corp_ops.USE_AGENDA, gila.uid, gila.name))


def _ice_sub(game):
    game.runner.grip[:] = cards("event", 2)
    runs.encounter(game, put(game, 1, ice(subs=("gain-credits",), gain=2), ice=True, rezzed=True), Clicks(0))


def _sacrifice(game):
    put(game, 3, card("asset", sacrifice_gain=3), rezzed=True)
    corp_assets.turn_begins(game, lambda g: None, lambda g, i: True)


@pytest.mark.parametrize(
    "gain",
    [
        _scored_gain,
        _access_gain,
        _agenda_take,
        _per_ice,
        _per_grip,
        _steal_gain,
        _revealed,
        _ngo_cash,
        _agenda_click,
        _sacrifice,
        _ice_sub,
    ],
)
def test_each_card_ability_that_gives_the_corp_credits_pays_the_runner(gain):
    game = corp_game(remotes=1)
    rig(game, _tap())
    game.runner.credits, before = 0, game.corp.credits
    gain(game)
    assert game.corp.credits > before and game.runner.credits == 1


def test_the_basic_credit_and_the_corp_ais_rulebook_credits_pay_the_runner_nothing():
    human = runner_game()
    rig(human, _tap())
    human.runner.credits, human.corp.clicks = 0, 3
    human.opponent = CompetentCorp()
    human.opponent.apply(human, CREDIT)  # the basic action
    ai = corp_game()
    rig(ai, _tap())
    ai.runner.credits, ai.corp.credits = 0, 0
    ai.corp.piles["OP"] = [card("operation", cost=5, gain=9)]
    corp_do(ai, "play-operation")  # it cannot pay: the click gains 1 credit instead
    ai.corp.piles["OP"] = [card("operation")]
    corp_do(ai, "play-operation")  # no benefit: 1 credit
    assert (human.runner.credits, ai.runner.credits, ai.corp.credits) == (0, 0, 2)
