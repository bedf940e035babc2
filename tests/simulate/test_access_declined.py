"""Maw (``effects.access_declined``): the first time each turn an accessed card outside
Archives is neither stolen nor trashed, the Corp trashes a card of HQ at random."""

from __future__ import annotations

from nrprint.simulate.effects.access_declined import declined
from nrprint.simulate.state import ARCHIVES, RD
from tests.simulate.conftest import agenda, card, cards, corp_game, rig


def _maw(game):
    return rig(game, card("hardware", "Maw", cost=6, memory_bonus=2, decline_hq_trash=1))


def _hq(game, n: int = 3):
    game.corp.piles["HQ"][:] = cards("operation", n)
    return list(game.corp.piles["HQ"])


def test_a_card_left_in_rd_trashes_one_card_of_hq_once_a_turn():
    game = corp_game()
    _maw(game)
    before = _hq(game)
    game.corp.piles["R&D"][:] = cards("operation", 2)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 2 and game.corp.piles["Archives"][0] in before
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 2  # the first time each turn only
    game.turn += 1
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 1


def test_a_stolen_card_or_none_installed_trashes_nothing():
    game = corp_game()
    _hq(game)
    game.corp.piles["R&D"][:] = cards("operation", 1)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 3  # no Maw
    _maw(game)
    game.corp.piles["R&D"][:] = [agenda(points=1)]
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert len(game.runner.scored) == 1 and len(game.corp.piles["HQ"]) == 3


def test_not_in_archives_nor_with_its_gate_closed_nor_on_another_card():
    game = corp_game()
    other = rig(game, card("resource", "Kati", once_turn=True, click_gain=1))
    _maw(game)
    _hq(game)
    declined(game, game.corp.servers[ARCHIVES])
    assert len(game.corp.piles["HQ"]) == 3
    game.present = set()
    declined(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 3
    game.present = {"decline_hq_trash"}
    declined(game, game.corp.servers[RD])
    assert len(game.corp.piles["HQ"]) == 2
    assert other.used_turn == -1  # its once-a-turn ability is not spent
