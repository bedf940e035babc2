"""Runner breakers beyond pay-to-pump (``effects.runner_breakers``), each printed card's
effect on the smallest table that shows it, with the lines it says.

- Paperclip (``pump_x``) and MKUltra (``pump_breaks``): what getting past an ice costs.
- A heap breaker (``heap_install``): a human Runner installs the cheapest that it can
  install and that gets past; the Runner AI leaves it in the heap (a stand-in).
- Hippo: the outermost ice alone is trashed, by a human Runner; the Runner AI's is a stand-in.
- Datasucker (``weakens``, ``central_counter``): a counter for each successful run on a
  central, HQ included; counters spent from one card, then the next.
- D4v1d (``counter_breaks_at``): breaks when its counters match the subroutines exactly.
- Faerie (``trash_after_use``): trashed after the encounter; another breaker is not.
- Dinosaurus: a breaker hosted on no console gets no strength.
- Each hook's gate (``game.present``) opens for a game whose cards carry its fact.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate import runs
from nrprint.simulate.effects import runner_breakers
from tests.simulate.conftest import breaker, card, corp_game, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged


def _facts(**facts) -> PlayFacts:
    return PlayFacts(name="Breaker", type="program", side="runner", **facts)


def test_paperclip_pays_one_use_for_each_strength_or_subroutine_whichever_is_more():
    """Kills ``pump_break_cost``'s ``max(...) / pump_cost``."""
    assert runner_breakers.pump_break_cost(_facts(pump_x=True, pump_cost=2), 3, 1) == 6


def test_mkultra_pays_to_reach_the_ice_and_then_for_the_subroutines_left():
    """Kills ``pump_break_cost``'s reach test made ``and False``, ``or True``, ``>= 0``, ``> 1``,
    its ``else 1``, ``-short / pump`` and ``max(1, left)``."""
    one = _facts(pump=1, pump_breaks=3, pump_cost=1)
    assert runner_breakers.pump_break_cost(one, 2, 2) == 2  # two uses reach, and break both
    assert runner_breakers.pump_break_cost(_facts(pump=2, pump_breaks=1, pump_cost=1), 3, 2) == 3
    never = _facts(pump=0, pump_breaks=2, pump_cost=1)  # its pump adds no strength
    assert runner_breakers.pump_break_cost(never, 0, 0) == 0
    assert runner_breakers.pump_break_cost(never, 0, 3) == 2


def _heap_game(**facts):
    game = _logged(corp_game())
    game.present = frozenset({"heap_install"})
    game.runner.credits = 3
    wall = put(game, 2, ice(strength=2, subtypes=("barrier",)), ice=True, rezzed=True)
    game.runner.piles["heap"] = [
        breaker("barrier", name="Dear Breaker", cost=3, heap_install=True, **facts),
        card("program", "Heavy Breaker", breaks="barrier", strength=2, memory=9, cost=0, heap_install=True),
        breaker("barrier", name="Cheap Breaker", cost=1, heap_install=True, **facts),
    ]
    return game, wall


def test_a_human_runner_installs_the_cheapest_heap_breaker_that_it_can_and_that_gets_past():
    """Kills ``from_heap``'s gate (``"XXheap_installXX"``, ``"HEAP_INSTALL"``), its sort by
    cost (``key=None``, no key, ``lambda c: None``), ``break`` for ``continue`` and its line
    made ``None``."""
    game, wall = _heap_game(pump_cost=1, pump=1)
    runner_breakers.from_heap(game, wall, lambda: runs.plan_break(game, wall, game.runner.credits, 0))
    assert [i.card.name for i in game.runner.rig] == ["Cheap Breaker"]
    assert game.runner.credits == 2
    assert game.log.lines[0] == "    installs Cheap Breaker from the heap"


def test_the_runner_ai_leaves_a_heap_breaker_in_the_heap_as_a_stand_in():
    game = runner_game()
    game.present = frozenset({"heap_install"})
    wall = put(game, 2, ice(strength=2), ice=True, rezzed=True)
    game.runner.piles["heap"] = [breaker("barrier", name="Heap Breaker", cost=1, heap_install=True)]
    runner_breakers.from_heap(game, wall, lambda: None)
    assert game.result.stand_ins["ai:Heap Breaker"] == 1 and not game.runner.rig


def _hippo_game(game):
    game = _logged(game)
    hippo = rig(game, card("hardware", "Hippo", trash_outer_ice=True))
    walls = [put(game, 2, ice(name=f"Wall {n}"), ice=True, rezzed=True) for n in range(3)]
    return game, hippo, walls


def test_hippo_trashes_only_the_outermost_ice_of_three():
    """Kills ``fully_broken``'s ``s.ice[+1]`` and its line made ``None``."""
    game, hippo, walls = _hippo_game(corp_game())
    runner_breakers.fully_broken(game, walls[1])
    assert len(game.corp.servers[2].ice) == 3
    runner_breakers.fully_broken(game, walls[2])
    assert game.corp.servers[2].ice == walls[:2]
    assert game.runner.piles["removed"] == [hippo.card]
    assert game.log.lines == ["    removes Hippo from the game to trash Wall 2"]


def test_the_runner_ais_hippo_is_a_stand_in_and_trashes_nothing():
    """Kills ``fully_broken``'s AI test made ``"XXrunnerXX"`` or ``"RUNNER"`` and
    ``stand_in(None)``."""
    game, hippo, walls = _hippo_game(runner_game())
    runner_breakers.fully_broken(game, walls[2])
    assert game.corp.servers[2].ice == walls and hippo in game.runner.rig
    assert game.result.stand_ins["ai:Hippo"] == 1


def test_datasucker_weakens_by_its_counters_and_an_empty_rig_by_none():
    """Kills ``weaken``'s gate (``"XXweakensXX"``, ``"WEAKENS"``) and its ``else 1``."""
    game = corp_game()
    game.present = frozenset({"weakens"})
    assert runner_breakers.weaken(game) == 0
    sucker = rig(game, card("program", "Datasucker", weakens=True))
    sucker.counters = 2
    assert runner_breakers.weaken(game) == 2


def test_d4v1d_breaks_with_exactly_as_many_counters_as_subroutines():
    """Kills ``counter_breaker``'s gate (``"XXcounter_breaks_atXX"``, ``"COUNTER_BREAKS_AT"``)
    and ``counters > subs``."""
    game = corp_game()
    game.present = frozenset({"counter_breaks_at"})
    big = put(game, 2, ice(strength=5), ice=True, rezzed=True)
    d4v1d = rig(game, card("program", "D4v1d", counter_breaks_at=5))
    d4v1d.counters = 2
    assert runner_breakers.counter_breaker(game, big, 2) is d4v1d


def test_datasucker_counters_are_spent_from_one_card_then_the_next():
    """Kills ``after_break``'s ``counters = used``, ``counters += used`` and its line made
    ``None``."""
    game = _logged(corp_game())
    first, second = (rig(game, card("program", name, weakens=True)) for name in ("Sucker 1", "Sucker 2"))
    first.counters = second.counters = 2
    runner_breakers.after_break(game, rig(game, breaker("barrier", name="Corroder")), 3)
    assert (first.counters, second.counters) == (0, 1)
    assert game.log.lines == ["    Sucker 1: 2 counter(s) spent", "    Sucker 2: 1 counter(s) spent"]


def test_faerie_is_trashed_after_its_encounter_and_another_breaker_is_not():
    """Kills ``after_break``'s ``trash_after_use or ...`` and its line made ``None``."""
    game = _logged(corp_game())
    corroder = rig(game, breaker("barrier", name="Corroder"))
    runner_breakers.after_break(game, corroder, 0)
    assert corroder in game.runner.rig
    faerie = rig(game, breaker("sentry", name="Faerie", trash_after_use=True))
    runner_breakers.after_break(game, faerie, 0)
    assert faerie not in game.runner.rig and game.runner.heap == [faerie.card]
    assert game.log.lines == ["    Faerie is trashed after the encounter"]


def test_datasucker_takes_a_counter_for_a_run_on_hq():
    """Kills ``successful``'s ``index < HQ``."""
    game = corp_game()
    sucker = rig(game, card("program", "Datasucker", weakens=True, central_counter=1))
    runner_breakers.successful(game, game.corp.servers[2])
    assert sucker.counters == 1


def test_a_breaker_hosted_on_no_console_gets_no_strength():
    """Kills ``host_boost``'s default made ``None``, left out or ``1``."""
    game = corp_game()
    loose = rig(game, breaker("barrier", name="Corroder"))
    loose.host = 999
    assert runner_breakers.host_boost(game, loose) == 0
