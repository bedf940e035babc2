"""Corp cards of session 5 (``effects.corp_scored``, ...): each test plays one mechanic
for the Corp AI and for a human Corp."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.effects import runner_turn
from tests.simulate.conftest import agenda, corp_game, runner_game


def test_a_scored_agendas_credits_are_taken_as_each_turn_begins():
    for game in (corp_game(credits=0), runner_game()):
        held = game.corp.credits
        sales = agenda(points=2, score_credits=3, agenda_take=1, agenda_take_each=True)
        table.score(game, sales, "remote")
        table.drip(game)
        runner_turn.turn_begins(game)
        assert game.corp.credits == held + 2
        table.drip(game)
        table.drip(game)  # its 3 credits are spent: no more
        assert game.corp.credits == held + 3 and game.agenda_counters[sales.uid] == 0


def test_a_stolen_agendas_credits_stay_the_corps_only_when_it_says_so():
    game = runner_game()
    held = game.corp.credits
    table.steal(game, agenda(points=2, score_credits=5, agenda_take=2, steal_credits=True), "R&D")
    table.steal(game, agenda(points=1, score_credits=5, agenda_take=2), "HQ")
    runner_turn.turn_begins(game)  # taken as the Corp's turn begins only
    assert game.corp.credits == held
    table.drip(game)
    assert game.corp.credits == held + 2
    swapped = runner_game()  # scored, then swapped into the Runner's area: no longer paid
    table.score(swapped, sales := agenda(points=2, score_credits=5, agenda_take=2), "remote")
    swapped.corp.scored.remove(sales)
    swapped.runner.scored.append(sales)
    held = swapped.corp.credits
    table.drip(swapped)
    assert swapped.corp.credits == held
