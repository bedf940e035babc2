"""Aesop's Pawnshop (``effects.runner_turn_cards``): at the start of a human Runner's
turn it trades in a card that no longer serves (an emptied credit card, or the dearer of
two breakers of one type), never itself, a hosted card, or a card that is no breaker.

Kills ``turn_begins`` 23 (``spent`` given None for the game), 27 (``is None`` made
``is not None``) and ``spent`` 2 (``and`` made ``or``: the pawn and hosted cards taken)
and 13 (``and`` made ``or``: two non-breakers taken as twins), each proven by applying
the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.effects.runner_turn_cards import spent, turn_begins
from tests.simulate.conftest import card, corp_game, rig, where


def _pawn(game, **facts):
    return rig(game, card("resource", "Pawnshop", turn_trash=True, turn_trash_gain=3, **facts))


def test_the_pawnshop_trades_an_emptied_card_for_credits():
    game = corp_game()
    _pawn(game)
    purse = rig(game, card("resource", "Purse", hosted=2))
    purse.hosted = 0
    turn_begins(game)
    assert where(game, purse.card) == "runner:heap" and game.runner.credits == 5 + 3


def test_nothing_spent_means_no_trade():
    game = corp_game()
    pawn = _pawn(game)
    plain = rig(game, card("resource", "Plain"))
    turn_begins(game)
    assert where(game, plain.card) == "runner:rig" and game.runner.credits == 5
    assert spent(game, pawn) is None


def test_the_pawn_itself_and_hosted_cards_are_never_spent():
    game = corp_game()
    pawn = _pawn(game, hosted=2)
    pawn.hosted = 0  # emptied itself
    rider = rig(game, card("resource", "Rider", hosted=1))
    rider.hosted, rider.host = 0, pawn.card.uid
    assert spent(game, pawn) is None


def test_two_cards_that_break_nothing_are_not_twins():
    game = corp_game()
    pawn = _pawn(game)
    rig(game, card("resource", "One"))
    rig(game, card("hardware", "Two"))
    assert spent(game, pawn) is None
