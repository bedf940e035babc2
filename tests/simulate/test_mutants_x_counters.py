"""The counters a human Runner buys as it installs an exact-strength breaker (Atman:
``effects.runner_breakers.x_counters``).

- The strength aimed at is the commonest among the rezzed ice its other breakers do not
  break, or among all rezzed ice when they break every kind ("any").
- It buys what its strength lacks, a counter per ``strength_per_counter`` (1 when none),
  never fewer than 0, on top of the counters it holds.

Each test kills the mutants its docstring names (scripts/mutation.py), each proven by
applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.effects.runner_breakers import x_counters
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig


def _atman(game, strength: int, per: int = 0, held: int = 0):
    inst = rig(game, card("program", "Atman", strength=strength, strength_per_counter=per, x_counters=True))
    inst.counters = held
    return inst


def test_a_breaker_of_any_kind_in_the_rig_makes_every_rezzed_ice_count():
    """Kills ``x_counters`` 9 and 10 (``"any"`` misspelt: only the code gate, which the
    barrier breaker does not break, would count)."""
    game = corp_game()
    game.runner.credits = 9
    rig(game, breaker("barrier"))
    rig(game, breaker("any", name="Omni"))
    for server in (1, 2):
        put(game, server, ice(strength=5), ice=True, rezzed=True)
    put(game, 0, ice(strength=3, subtypes=("code gate",)), ice=True, rezzed=True)
    atman = _atman(game, 0)
    x_counters(game, atman)
    assert (atman.counters, game.runner.credits) == (5, 4)


def test_counters_bought_per_strength_per_counter_on_top_of_those_held():
    """Kills ``x_counters`` 30 (``//`` made ``/``), 36 (``want + strength``), 37 (``or 1``
    made ``and 1``) and 41 (``+=`` made ``=``)."""
    game = corp_game()
    game.runner.credits = 9
    put(game, 1, ice(strength=4), ice=True, rezzed=True)
    atman = _atman(game, 1, per=2, held=1)
    x_counters(game, atman)
    assert (atman.counters, game.runner.credits) == (2, 8)  # (4 - 1) // 2 = 1 bought


def test_one_counter_a_strength_when_the_card_names_none():
    """Kills ``x_counters`` 38 (``or 1`` made ``or 2``)."""
    game = corp_game()
    game.runner.credits = 9
    put(game, 1, ice(strength=4), ice=True, rezzed=True)
    atman = _atman(game, 1)
    x_counters(game, atman)
    assert (atman.counters, game.runner.credits) == (3, 6)


def test_a_strong_enough_breaker_buys_none():
    """Kills ``x_counters`` 35 (the floor 0 made 1)."""
    game = corp_game()
    game.runner.credits = 9
    put(game, 1, ice(strength=3), ice=True, rezzed=True)
    atman = _atman(game, 5)
    x_counters(game, atman)
    assert (atman.counters, game.runner.credits) == (0, 9)
