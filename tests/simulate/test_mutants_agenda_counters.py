"""Counters on agendas and what an accessed card gives the Corp AI
(``effects.corp_assets.root_tokens``, ``effects.corp_agendas.counters``,
``effects.access.accessed``).

- La Costa Grid looks past the other cards of its root (an upgrade that places nothing)
  and puts its counter on the agenda nearest its requirement: the fewest counters still
  lacking, an agenda that needs none counting as complete (its requirement 0).
- A second copy of a Megaprix Qualifier scored gets its agenda counter and its point.
- Credits an accessed card gives the Corp AI are counted as credits it gained.

Kills ``root_tokens`` 6, 32, 33, ``counters`` 6 and ``accessed`` 17
(docs/dev/mutation.md), each seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.damage import damage
from nrprint.simulate.effects.access import accessed
from nrprint.simulate.effects.corp_assets import root_tokens
from tests.simulate.conftest import agenda, card, corp_game, put, runner_game


def _grid():
    return card("upgrade", "Grid", cost=0, place_tokens=1)


def test_the_grid_looks_past_an_upgrade_that_places_nothing():
    game = runner_game(remotes=1)
    put(game, 3, card("upgrade", "Plain Upgrade"), rezzed=True)
    put(game, 3, _grid(), rezzed=True)
    plan = put(game, 3, agenda(adv=3))
    root_tokens(game)
    assert plan.tokens == 1


def test_the_grid_picks_the_agenda_lacking_fewest_counters_not_the_most_advanced():
    game = runner_game(remotes=1)
    put(game, 3, _grid(), rezzed=True)
    far, near = put(game, 3, agenda(adv=5), tokens=2), put(game, 3, agenda(adv=3), tokens=2)
    root_tokens(game)
    assert (far.tokens, near.tokens) == (2, 3)


def test_an_agenda_with_no_requirement_counts_as_complete_for_the_grid():
    game = runner_game(remotes=1)
    put(game, 3, _grid(), rezzed=True)
    free = put(game, 3, agenda(adv=0), tokens=1)
    other = put(game, 3, agenda(adv=2), tokens=2)
    root_tokens(game)
    assert (free.tokens, other.tokens) == (2, 2)


def test_a_second_megaprix_scored_gets_its_counter_and_point():
    game = corp_game()
    first, second = (card("agenda", "Megaprix", advancement=3, points=1, copy_point=True) for _ in range(2))
    table.score(game, first, "remote", 3)
    assert game.corp.counter_points == 0
    table.score(game, second, "remote", 3)
    assert game.agenda_counters[second.uid] == 1 and game.corp.counter_points == 1


def test_credits_an_accessed_card_gives_the_corp_ai_are_counted_as_gained():
    game = corp_game(credits=1)
    accessed(game, card("agenda", "Gift", advancement=3, points=1, access_gain=2), damage)
    assert (game.corp.credits, game.result.credits_gained) == (3, 2)
