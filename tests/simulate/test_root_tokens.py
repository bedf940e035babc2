"""La Costa Grid (``effects.corp_assets.root_tokens``, ``opponents.corp_cards.upgrade_click``):
an upgrade that places an advancement counter on a card of its root as its Corp's turn
begins; a human Corp installs it where its agendas are and rezzes it when it can."""

from __future__ import annotations

from nrprint.simulate.effects.corp_assets import root_tokens, turn_begins
from nrprint.simulate.opponents.corp_cards import INSTALL_UPGRADE, upgrade_click
from nrprint.simulate.state import RD
from tests.simulate.conftest import agenda, card, corp_game, ice, put, runner_game


def _grid():
    return card(
        "upgrade", "Grid", cost=3, trash_cost=4, place_tokens=1, remote_only=True, subtypes=("region",)
    )


def test_a_human_corp_rezzes_it_and_places_a_counter_on_the_agenda_nearest_its_requirement():
    game = runner_game(remotes=1)
    game.corp.credits = 3
    grid = put(game, 3, _grid())
    far, near = put(game, 3, agenda(adv=5), tokens=1), put(game, 3, agenda(adv=3), tokens=2)
    root_tokens(game)
    assert grid.rezzed and game.corp.credits == 0
    assert (far.tokens, near.tokens) == (1, 3)
    root_tokens(game)  # rezzed: nothing more to pay
    assert near.tokens == 4


def test_nothing_without_an_agenda_in_its_root_or_the_credits_to_rez_it():
    game = runner_game(remotes=2)
    grid = put(game, 3, _grid())
    root_tokens(game)
    assert not grid.rezzed and game.corp.credits == 5  # no agenda: not rezzed
    other = put(game, 4, _grid())
    plan = put(game, 4, agenda(adv=3))
    game.corp.credits = 2
    root_tokens(game)
    assert not other.rezzed and plan.tokens == 0


def test_the_corp_ais_unrezzed_one_stays_unrezzed_its_rezzed_one_places():
    game = corp_game(remotes=1)
    grid = put(game, 3, _grid())
    plan = put(game, 3, agenda(adv=3))
    root_tokens(game)
    assert not grid.rezzed and plan.tokens == 0
    grid.rezzed = True
    root_tokens(game)
    assert plan.tokens == 1


def test_a_human_corp_installs_it_where_its_agenda_is_one_a_server_never_in_rd():
    game = runner_game(remotes=2)
    put(game, 4, agenda(adv=3))
    game.corp.piles["HQ"][:] = [_grid()]
    click = upgrade_click(game)
    assert (click.kind, click.target) == (INSTALL_UPGRADE, 4)
    put(game, 4, _grid())
    put(game, 3, ice(), ice=True)
    assert upgrade_click(game).target == 3  # an iced empty remote next
    game.corp.servers[3].ice.clear()
    assert upgrade_click(game) is None  # remotes only: R&D is no home
    assert RD not in [s.index for s in game.corp.remotes()]
    put(game, 3, ice(), ice=True)
    game.present = {"place_tokens"}
    assert upgrade_click(game).target == 3  # its fact alone opens the gate
    game.present = set()
    assert upgrade_click(game) is None  # the gate closed


def test_it_acts_as_the_turn_begins_with_its_amount_and_only_as_an_upgrade():
    game = runner_game(remotes=2)
    put(game, 3, card("upgrade", "Big Grid", cost=0, place_tokens=2), rezzed=True)
    plan = put(game, 3, agenda(adv=5))
    asset = put(game, 4, card("asset", "Asset", place_tokens=1), rezzed=True)
    other = put(game, 4, agenda(adv=5))
    game.present = {"place_tokens"}
    turn_begins(game, lambda g: None, lambda g, i: False)
    assert (plan.tokens, other.tokens, asset.tokens) == (2, 0, 0)
