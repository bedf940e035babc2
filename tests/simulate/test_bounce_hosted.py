"""A Runner card returned to the grip (Archangel's trace, ``effects.corp_runs.bounce``)
leaves play: the cards it hosted go where each side's cards go, the Corp's to Archives and
the Runner's to the heap.

Kills ``bounce`` 15, 19-27 (scripts/mutation.py), each seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_runs import bounce
from tests.simulate.conftest import card, rig, runner_game


def test_the_cards_a_returned_card_hosted_go_to_their_own_sides_discard_piles():
    game = runner_game()
    host = rig(game, card("program", "Host", cost=4))
    agenda = card("agenda", "Hosted Agenda")  # a Corp card (conftest.card: its side by type)
    hosted = [agenda, card("program", "Hosted Program")]
    game.runner.piles[f"hosted-{host.card.uid}"] = hosted
    bounce(game)
    assert game.runner.grip == [host.card]
    assert game.corp.piles["Archives"] == [agenda]
    assert game.runner.heap == [hosted[1]]
    assert f"hosted-{host.card.uid}" not in game.runner.piles
