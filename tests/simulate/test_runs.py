"""Runs (``runs.run``) for either Runner: rez, break, subroutines, damage, access, steal.

The ordinary game's run as ``nrprint/simulate/runs.py`` documents it: the cheapest
matching breaker (strength pumped first); an unbroken end-the-run subroutine ends the
run; more damage than cards in the grip flatlines; stealing the seventh point wins.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.runs import plan_break, run
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where


class Clicks:
    def __init__(self, n: int = 0):
        self.n, self.spent = n, 0

    def available(self) -> int:
        return self.n - self.spent

    def spend(self, n: int) -> None:
        self.spent += n


def _remote_behind(game, guard, *root):
    server = game.corp.servers[3]
    inst = put(game, 3, guard, ice=True, rezzed=True)
    for c in root:
        put(game, 3, c)
    return server, inst


def test_the_cheapest_matching_breaker_is_used():
    game = runner_game(credits=10, remotes=1)
    server, _ = _remote_behind(
        game, ice(strength=4, subtypes=("code gate",), subs=("etr", "etr")), card("asset")
    )
    rig(game, breaker("code gate", strength=2, pump_cost=1, pump=1, break_cost=1))  # 2 + 2 = 4
    rig(game, breaker("code gate", strength=5, break_cost=2, break_count=2))  # 2
    rig(game, breaker("barrier", strength=9, break_cost=0))  # wrong type
    assert run(game, server, trash_limit=0, clicks_left=Clicks()) is True
    assert game.runner.credits == 8


@pytest.mark.parametrize(("tokens", "cost"), [(0, 4), (1, 4)])
def test_a_breaker_pumps_to_the_ice_strength_tokens_add_none(tokens, cost):
    """Audit A4: advancement tokens give an ice no strength (fails if they add 1 each)."""
    game = runner_game(credits=10, remotes=1)
    _, inst = _remote_behind(game, ice(strength=4, subtypes=("code gate",), subs=("etr", "etr")))
    inst.tokens = tokens
    rig(game, breaker("code gate", strength=2, pump_cost=1, pump=1, break_cost=1))
    plan = plan_break(game, inst, game.runner.credits, 0)
    assert plan.cost == cost


def test_an_any_breaker_breaks_every_type():
    game = runner_game(credits=3, remotes=1)
    server, _ = _remote_behind(game, ice(strength=1, subtypes=("sentry",), subs=("net",)), card("asset"))
    rig(game, breaker("any", strength=1, break_cost=1))
    game.runner.piles["GR"] = cards("event", 1)
    assert run(game, server, trash_limit=0, clicks_left=Clicks()) is True
    assert (game.runner.credits, len(game.runner.grip)) == (2, 1)


def test_an_unbreakable_end_the_run_stops_the_run_after_earlier_subroutines_fire():
    game = runner_game(credits=1, remotes=1)
    server, _ = _remote_behind(game, ice(strength=4, subs=("tag", "etr")), agenda())
    rig(game, breaker("barrier", strength=2, break_cost=2))  # cannot pay
    assert run(game, server, trash_limit=0, clicks_left=Clicks()) is False
    assert game.runner.tags == 1
    assert game.runner.scored == [] and game.runner.credits == 1
    assert server.index in game.stopped_by


def test_harmless_subroutines_fire_and_the_run_goes_on():
    game = runner_game(remotes=1)
    server, _ = _remote_behind(game, ice(subs=("gain-credits",)), card("asset"))
    assert run(game, server, trash_limit=0, clicks_left=Clicks()) is True
    assert game.corp.credits == 6


def test_the_corp_ai_rezzes_the_approached_ice_when_it_can_pay():
    game = corp_game(credits=3, remotes=1)
    inst = put(game, 3, ice(cost=3, subs=("etr",)), ice=True)
    assert run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks()) is False
    assert (inst.rezzed, game.corp.credits) == (True, 0)
    game = corp_game(credits=2, remotes=1)
    inst = put(game, 3, ice(cost=3, subs=("etr",)), ice=True)
    put(game, 3, card("asset"))
    assert run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks()) is True
    assert (inst.rezzed, game.corp.credits) == (False, 2)


def test_a_bioroid_is_broken_by_clicks_when_no_breaker_will_do():
    game = runner_game(remotes=1)
    server, _ = _remote_behind(
        game, ice(subtypes=("sentry", "bioroid"), subs=("etr", "other")), card("asset")
    )
    clicks = Clicks(2)
    assert run(game, server, trash_limit=0, clicks_left=clicks) is True
    assert clicks.spent == 1  # "other" is harmless: only the etr costs a click


def test_damage_trashes_grip_cards_at_random():
    game = runner_game(remotes=1)
    server, _ = _remote_behind(game, ice(subs=("net", "meat")), card("asset"))
    game.runner.piles["GR"] = cards("event", 3)
    run(game, server, trash_limit=0, clicks_left=Clicks())
    assert (len(game.runner.grip), len(game.runner.heap)) == (1, 2)


@pytest.mark.parametrize(("make", "ai_won"), [(runner_game, False), (corp_game, True)])
def test_damage_beyond_the_grip_flatlines_the_runner(make, ai_won):
    game = make(remotes=1)
    server, _ = _remote_behind(game, ice(subs=("net", "brain", "net")), card("asset"))
    game.runner.piles["GR"] = cards("event", 2)
    with pytest.raises(GameOver) as over:
        run(game, server, trash_limit=0, clicks_left=Clicks())
    assert (over.value.end, over.value.ai_won) == ("flatline", ai_won)
    assert game.runner.grip == [] and len(game.runner.heap) == 2


def test_trash_program_takes_the_dearest_program():
    game = runner_game(remotes=1)
    server, _ = _remote_behind(game, ice(subtypes=("sentry",), subs=("trash-program",)), card("asset"))
    cheap, dear = rig(game, card("program", cost=1)), rig(game, card("program", cost=4))
    run(game, server, trash_limit=0, clicks_left=Clicks())
    assert (where(game, dear.card), where(game, cheap.card)) == ("runner:heap", "runner:rig")


@pytest.mark.parametrize(
    ("make", "end", "ai_won"), [(runner_game, "ai-points", True), (corp_game, "opponent-points", False)]
)
def test_stealing_the_seventh_point_ends_the_game(make, end, ai_won):
    game = make(remotes=1)
    game.runner.scored = [agenda(points=3), agenda(points=2)]
    plan = agenda(points=2)
    server, _ = _remote_behind(game, ice(subs=("gain-credits",)), plan)
    with pytest.raises(GameOver) as over:
        run(game, server, trash_limit=None, clicks_left=Clicks())
    assert (over.value.end, over.value.ai_won) == (end, ai_won)
    assert where(game, plan) == "runner:scored"


def test_access_rd_top_archives_agendas_and_central_upgrades():
    game = runner_game()
    top, under = agenda(points=1), agenda(points=1)
    game.corp.piles["R&D"] = [top, under]
    upgrade = put(game, 1, card("upgrade", trash_cost=1))
    run(game, game.corp.servers[1], trash_limit=1, clicks_left=Clicks())
    assert (where(game, top), where(game, under)) == ("runner:scored", "corp:R&D")
    assert where(game, upgrade.card) == "corp:Archives"
    old = agenda(points=1)
    game.corp.piles["Archives"].append(old)
    run(game, game.corp.servers[0], trash_limit=0, clicks_left=Clicks())
    assert where(game, old) == "runner:scored"
