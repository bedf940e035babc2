"""An ice the Corp may pay to make the Runner encounter when it is accessed outside Archives,
whose trace returns an installed Runner card to the grip (Archangel)."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.effects.corp_runs import bounce
from nrprint.simulate.state import HQ
from tests.simulate.conftest import breaker, card, cards, ice, rig, runner_game
from tests.simulate.test_card_effects import Clicks


def _archangel():
    return ice(strength=6, subtypes=("code gate",), subs=("trace-bounce",), trace=6, access_encounter_pay=3)


def _game(corp_credits: int, runner_credits: int):
    game = runner_game()
    game.corp.credits, game.runner.credits = corp_credits, runner_credits
    game.runner.grip[:] = cards("event", 2)
    game.corp.piles["HQ"][:] = [angel := _archangel()]
    cheap = rig(game, breaker("barrier", cost=2))
    dear = rig(game, breaker("sentry", cost=5))
    rig(game, card("resource", cost=9))
    return game, angel, cheap, dear


def _access(game, server: int) -> None:
    access(game, game.corp.servers[server], None, Clicks(0), runs.encounter)


def test_the_corp_pays_and_the_trace_sends_the_costliest_breaker_back_to_the_grip():
    game, angel, cheap, dear = _game(corp_credits=3, runner_credits=0)
    _access(game, HQ)
    assert game.corp.credits == 0 and dear.card in game.runner.grip and dear not in game.runner.rig
    assert cheap in game.runner.rig and len(game.runner.rig) == 2
    assert angel in game.corp.piles["HQ"]  # an ice accessed in HQ stays there


def test_a_runner_that_pays_the_trace_keeps_its_card_and_a_poor_corp_forces_nothing():
    game, _, _, dear = _game(corp_credits=3, runner_credits=7)
    _access(game, HQ)
    assert game.runner.credits == 1 and dear in game.runner.rig  # paid 6 against the trace
    game, _, _, dear = _game(corp_credits=2, runner_credits=0)
    _access(game, HQ)
    assert game.corp.credits == 2 and dear in game.runner.rig


def test_a_card_hosted_on_the_returned_card_is_trashed():
    game = runner_game()
    host = rig(game, card("hardware", cost=4))
    rider = rig(game, card("program", cost=1))
    rider.host = host.card.uid
    bounce(game)
    assert game.runner.grip == [host.card] and game.runner.heap == [rider.card] and not game.runner.rig
