"""A new remote's number and name (``corp.table.new_remote``), and the cards a run event
draws for a successful run (``effects.runs.event_run_ended``: Jailbreak).

Kills ``new_remote`` 5 (the index left out) and 8 (the name one lower), and
``event_run_ended`` 9 (``not draw`` made ``draw``: one card drawn, then the loop left),
each proven by applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.effects.runs import event_run_ended
from tests.simulate.conftest import card, cards, corp_game


def test_the_first_remote_follows_the_centrals_and_is_named_remote_1():
    game = corp_game()
    first, second = table.new_remote(game), table.new_remote(game)
    assert (first.index, first.name) == (3, "Remote 1")
    assert (second.index, second.name) == (4, "Remote 2")


def test_a_successful_run_event_draws_each_card_it_gives():
    game = corp_game()
    game.runner.stack[:] = cards("event", 3)
    event_run_ended(game, card("event", "Jailbreak", success_draw=2), True)
    assert (len(game.runner.grip), len(game.runner.stack)) == (2, 1)
