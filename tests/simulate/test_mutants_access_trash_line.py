"""What an access says about a trash (``access.access``): a card trashed with a
program's counter (Imp) costs nothing, and the line says 0; one paid for says its
trash cost.

Kills ``access`` 243 and 245 (docs/dev/mutation.md), each seen failing with the mutant
applied.
"""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.access import access
from tests.simulate.conftest import card, corp_game, put


def test_a_trash_with_a_counter_says_it_cost_nothing_and_a_paid_one_its_cost():
    game = corp_game(remotes=2)
    game.runner.credits = 0
    rig_verbs.install(game, card("program", memory=1, cost=0, counters=1, access_trash=True))
    put(game, 3, card("asset", "Bank", trash_cost=3, drip=2))
    access(game, game.corp.servers[3], None)
    assert "    trashes Bank (0)" in game.log.lines
    game.turn += 1
    game.runner.credits = 5
    put(game, 4, card("asset", "Bank2", trash_cost=3, drip=2))
    access(game, game.corp.servers[4], None)
    assert "    trashes Bank2 (3)" in game.log.lines
