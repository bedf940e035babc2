"""The counting rules, value by value, as the rulebook states them."""

from __future__ import annotations

import pytest

from nrprint.deckprep import arith
from nrprint.deckprep.arith import Difficulty


@pytest.mark.parametrize("n,want", [(0, 0), (1, 1), (2, 1), (7, 4), (17, 9)])
def test_ice_and_op_take_half_rounded_up(n, want):
    assert arith.ice_deck(n) == want
    assert arith.op_deck(n) == want


@pytest.mark.parametrize(
    "agendas,upgrades,assets,want",
    [
        (11, 3, 13, (5, 1, 4)),  # caps: agendas 5, assets 4; upgrades half down
        (9, 4, 6, (5, 2, 3)),
        (7, 12, 9, (4, 5, 4)),  # upgrade cap 5
        (3, 1, 1, (2, 0, 0)),  # half of one rounds down to nothing
        (10, 0, 13, (5, 0, 8)),  # note: no upgrades → assets whole, up to 8
        (10, 0, 6, (5, 0, 6)),
        (10, 5, 0, (5, 5, 0)),  # note: no assets → upgrades whole, up to 8
        (10, 11, 0, (5, 8, 0)),
        (10, 0, 0, (5, 0, 0)),
        (0, 0, 0, (0, 0, 0)),
    ],
)
def test_resource_deck_parts(agendas, upgrades, assets, want):
    assert arith.re_parts(agendas, upgrades, assets) == want


@pytest.mark.parametrize(
    "pool,want", [(0, 0), (1, 1), (4, 4), (5, 5), (6, 6), (7, 7), (8, 7), (9, 8), (20, 13)]
)
def test_stratagem_is_half_up_plus_three_capped_at_pool(pool, want):
    assert arith.stratagem_deck(pool) == want


def test_hq_size_by_difficulty():
    assert arith.hq_size(Difficulty.EASY) == 3
    assert arith.hq_size(Difficulty.STANDARD) == 5
    assert arith.hq_size(Difficulty.HARD) == 5


@pytest.mark.parametrize("n,want", [(0, 0), (1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (10, 6), (11, 7)])
def test_program_deck_half_plus_one_rounded_up(n, want):
    assert arith.pro_part(n) == want


@pytest.mark.parametrize(
    "resources,events,want",
    [
        (8, 9, (5, 5)),
        (5, 5, (5, 5)),
        (0, 12, (0, 10)),  # none of one type: double the other
        (3, 12, (3, 7)),  # short: the other type makes up the 10
        (12, 2, (8, 2)),
        (3, 4, (3, 4)),  # both short: everything
        (0, 0, (0, 0)),
    ],
)
def test_runner_resource_deck(resources, events, want):
    assert arith.runner_re_parts(resources, events) == want
