"""More accesses are asked for on a breach of HQ or R&D only (``access.access``): The
Turning Wheel spends its counters for more accesses there, and keeps them on a breach of
Archives or a remote, or when one named card is accessed.

Kills ``access.access`` 6 (the condition made always true) and 11 (``and`` made ``or``:
a remote breach or one card named asks too), each proven by applying the mutant to the
checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.access import access
from tests.simulate.conftest import card, corp_game, put, rig


def _wheel(game):
    wheel = rig(game, card("resource", "The Turning Wheel", wheel_spend=2))
    wheel.counters = 2
    return wheel


def test_the_wheel_keeps_its_counters_on_archives_and_a_remote():
    game = corp_game(remotes=1)
    wheel = _wheel(game)
    access(game, game.corp.servers[0], None)
    access(game, game.corp.servers[3], None)
    assert wheel.counters == 2
    access(game, game.corp.servers[1], None)  # R&D: spent for one more access
    assert wheel.counters == 0


def test_the_wheel_keeps_its_counters_when_one_named_card_is_accessed():
    game = corp_game()
    wheel = _wheel(game)
    grid = put(game, 1, card("upgrade", "Grid"))
    access(game, game.corp.servers[1], None, only=grid)
    assert wheel.counters == 2
