"""An upgrade paying the first install in its server's root each turn (Tranquility Home Grid),
and the human Corp's installs of it and of a hand-size asset (Cybernetics Court)."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.opponents import corp_cards
from tests.simulate.conftest import agenda, card, corp_game, put, runner_game


def _grid():
    return card("upgrade", name="Grid", cost=1, root_install_gain=2, root_install_draw=1, remote_only=True)


def test_the_first_root_install_each_turn_gains_two_and_a_human_corp_rezzes_the_grid_for_it():
    game = runner_game(remotes=1)
    grid = put(game, 3, _grid())
    game.corp.credits = 5
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert grid.rezzed and game.corp.credits == 5 - 1 + 2
    table.install(game, game.corp.servers[3], agenda(), ice=False)  # the same turn: nothing
    table.install(game, game.corp.servers[3], card("ice"), ice=True)
    assert game.corp.credits == 6
    game.turn += 1
    table.install(game, game.corp.servers[2], agenda(), ice=False)  # another server: nothing
    assert game.corp.credits == 6
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert game.corp.credits == 8


def test_a_rich_human_corp_draws_instead_and_the_corp_ai_gains_only_when_rezzed():
    game = runner_game(remotes=1)
    grid = put(game, 3, _grid(), rezzed=True)
    game.corp.credits = 10
    game.corp.piles["R&D"][:] = [top := card("operation")]
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert game.corp.piles["HQ"] == [top] and game.corp.credits == 10 and grid.used_turn == game.turn
    game = corp_game(remotes=1, credits=10)
    grid = put(game, 3, _grid())
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert not grid.rezzed and game.corp.credits == 10  # the Corp AI rezzes it when it executes it
    grid.rezzed = True
    game.turn += 1
    game.corp.piles["R&D"][:] = [card("operation")]
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert game.corp.credits == 12 and game.result.credits_gained == 2


def test_a_poor_human_corp_cannot_rez_the_grid_and_a_rich_one_gains_when_rd_is_empty():
    game = runner_game(remotes=1)
    grid = put(game, 3, _grid())
    game.corp.credits = 0
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert not grid.rezzed and game.corp.credits == 0
    game.turn += 1
    game.corp.credits = 1  # just the rez cost
    table.install(game, game.corp.servers[3], card("ice"), ice=True)  # ice is not in the root
    assert not grid.rezzed
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert grid.rezzed and game.corp.credits == 2
    game.turn += 1
    game.corp.credits = 10  # rich, but R&D is empty: it gains
    table.install(game, game.corp.servers[3], agenda(), ice=False)
    assert game.corp.credits == 12


def test_a_human_corp_installs_the_grid_where_its_agendas_are_one_a_server_and_rezzes_a_hand_size_asset():
    game = runner_game(remotes=1)
    put(game, 3, agenda())
    game.corp.piles["HQ"][:] = [grid := _grid()]
    click = corp_cards.upgrade_click(game)
    assert (click.kind, click.target, click.card) == (corp_cards.INSTALL_UPGRADE, 3, grid.uid)
    game.present = {"root_install_gain"}  # the game's gate: only this fact in the game
    assert corp_cards.upgrade_click(game) is not None
    put(game, 3, _grid())
    assert corp_cards.upgrade_click(game) is None  # one a server
    assert corp_cards.pays_off(card("asset", hand_size=4)) and not corp_cards.pays_off(card("asset"))
