"""The competent human Runner's way into a server: what it costs and whether it is worth it
(``opponents.runner``), and the breaker a search event takes (``event_effects``)."""

from __future__ import annotations

import pytest

from nrprint.simulate.event_effects import played
from nrprint.simulate.opponents.clicks import CREDIT, DRAW
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, rig


def _toll_game(credits: int, bad_publicity: int = 0):
    game = corp_game()
    gate = ice(strength=2, subtypes=("code gate",), subs=("etr",), encounter="etr-pay", pay=3)
    put(game, 1, gate, ice=True, rezzed=True)
    rig(game, breaker("code gate", strength=2, break_cost=1, break_count=1))
    game.runner.credits, game.corp.bad_publicity = credits, bad_publicity
    return game


def test_the_way_in_counts_an_ice_toll_and_the_bad_publicity_credits():
    player = CompetentRunner()
    # a toll of 3 and 1 to break: 3 credits pass the toll and are stopped by the subroutine
    for credits, bad_publicity, own in ((3, 0, None), (4, 0, 4), (2, 2, 2)):
        game = _toll_game(credits, bad_publicity)  # the Corp's bad publicity pays first
        assert player.cost(game, game.corp.servers[1]) == own


def test_a_run_whose_bioroid_takes_two_clicks_must_be_worth_them():
    game = corp_game()
    game.corp.piles["R&D"] = [agenda(), *(card("operation") for _ in range(7))]  # worth 0.7
    game.runner.clicks = 4
    player = CompetentRunner()
    assert player.run_choice(game, []) is not None  # open: worth the click
    put(game, 1, ice(subtypes=("barrier", "bioroid"), subs=("etr", "etr")), ice=True, rezzed=True)
    assert player.cost(game, game.corp.servers[1]) == 0  # in by two clicks, no credit
    assert player.run_choice(game, []) is None  # 0.7 is less than three clicks' worth
    game.corp.piles["R&D"] = [agenda(), agenda()]  # worth 4.2
    player = CompetentRunner()
    assert player.run_choice(game, []) is not None


def test_a_search_for_a_breaker_takes_the_type_of_a_rezzed_ice_first():
    game = corp_game()
    put(game, 1, ice(subtypes=("barrier",)), ice=True, rezzed=True)
    put(game, 2, ice(subtypes=("code gate",)), ice=True)  # unrezzed: not seen
    sentry, gate, fracter = breaker("sentry"), breaker("code gate"), breaker("barrier")
    game.runner.stack[:] = [sentry, gate, fracter]
    played(game, card("event", "Search", search_breaker=True))
    assert game.runner.grip == [fracter]


def test_short_of_money_with_none_in_the_grip_it_draws_rather_than_take_a_credit():
    game = corp_game()
    game.runner.credits = 1
    game.runner.stack[:] = [card("event") for _ in range(5)]
    player = CompetentRunner()
    assert player.money_click(game) == DRAW
    game.runner.grip[:] = [card("resource") for _ in range(game.hand_limit() - 1)]
    assert player.money_click(game) == CREDIT  # a full grip would discard what it draws


def test_an_agenda_left_in_hq_counts_its_points_twice_and_outweighs_a_thin_rd():
    # an agenda the Runner leaves in the Corp AI's HQ is pushed off by a refill and scores
    # for the AI: a run on HQ steals it and denies it, so it counts its points twice
    game = corp_game()
    game.corp.piles["R&D"] = [agenda(), *(card("operation") for _ in range(7))]  # 0.2 + 4 * 1/8
    game.corp.piles["HQ"] = [agenda(points=3), *(card("operation") for _ in range(4))]
    player = CompetentRunner()
    assert player.worth(game, game.corp.servers[HQ]) == pytest.approx(2 * 3 / 5)
    assert player.worth(game, game.corp.servers[RD]) == pytest.approx(0.7)
    assert player.run_choice(game, [])[0].index == HQ  # its 3 points in 5 cards
    game.corp.piles["HQ"][0] = agenda(points=1)  # a 1-pointer: R&D is worth more
    assert player.run_choice(game, [])[0].index == RD
