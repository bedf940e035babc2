"""A run, line by line, and what an unbroken ice's subroutines do (``runs``).

- A run says the server and its number of ice, each ice broken (with which breaker and
  for how much) or not broken, the subroutines that then fire, and a successful run.
- An unbroken "tag" subroutine gives the ice's tags (1 when it names none); an unbroken
  "lose-credits" one takes its amount (``LOSE_CREDITS`` when it names none, never more
  than the Runner has); an unbroken "gain-credits" one gives the Corp its amount (1 when
  it names none); an end-the-run subroutine ends the run after those before it fired.
- The Runner AI running again into a server that stopped it counts a repeat run; the
  server that stops a run is remembered.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate import runs
from tests.simulate.conftest import breaker, card, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged
from tests.simulate.test_runs import Clicks


def _run(game, server: int = 3) -> bool:
    return runs.run(game, game.corp.servers[server], trash_limit=0, clicks_left=Clicks())


def test_a_broken_ice_and_a_successful_run_are_said():
    """Kills the run's lines made ``None`` or changed (``_run``) and the breaking line
    (``encounter``); the pump and the break are paid: 3 credits."""
    game = _logged(runner_game(credits=10, remotes=1))
    gate = ice(strength=3, subtypes=("code gate",), subs=("etr", "etr"), name="Gate")
    put(game, 3, gate, ice=True, rezzed=True)
    rig(game, breaker("code gate", name="Key", strength=2, pump=1, pump_cost=1, break_cost=1))
    assert _run(game) is True
    assert game.log.lines == [
        "    runs Remote 1 (1 ice)",
        "    breaks Gate with Key (3)",
        "    the run on Remote 1 is successful",
    ]
    assert game.runner.credits == 7 and game.stopped_by == set()


def test_an_unbroken_ice_fires_each_subroutine_in_order():
    """Kills the tag line and counts (``f.tags or 1`` made ``and``, ``or 2``, ``=``),
    the lost and gained credits' defaults and bounds, and the end of the run."""
    game = _logged(runner_game(credits=10, remotes=1))
    wall = ice(subtypes=("sentry",), subs=("tag", "lose-credits", "gain-credits", "etr"), tags=2, name="Wall")
    put(game, 3, wall, ice=True, rezzed=True)
    game.runner.tags = 1
    assert _run(game) is False
    assert game.log.lines == [
        "    runs Remote 1 (1 ice)",
        "    cannot break Wall",
        "    takes 2 tags",
        "    Wall ends the run",
    ]
    assert game.runner.tags == 3
    assert game.runner.credits == 10 - runs.LOSE_CREDITS
    assert game.corp.credits == 5 + 1
    assert game.stopped_by == {3}


def test_subroutines_that_name_their_amounts_use_them_and_take_no_more_than_there_is():
    """Kills the plural made ``f.tags >= 1`` (one tag named: "1 tags")."""
    game = _logged(runner_game(credits=2, remotes=1))
    wall = ice(
        subtypes=("sentry",), subs=("tag", "lose-credits", "gain-credits"), tags=1, lose=3, gain=2, name="Tax"
    )
    put(game, 3, wall, ice=True, rezzed=True)
    assert _run(game) is True
    assert game.log.lines[2] == "    takes 1 tag"
    assert (game.runner.tags, game.runner.credits, game.corp.credits) == (1, 0, 5 + 2)


def test_the_runner_ai_running_again_into_a_server_that_stopped_it_is_counted():
    game = runner_game(credits=0, remotes=1)
    put(game, 3, ice(name="Wall"), ice=True, rezzed=True)
    assert _run(game) is False
    assert game.result.repeat_runs == 0
    assert _run(game) is False
    assert _run(game) is False
    assert game.result.repeat_runs == 2


def test_what_an_ice_does_on_encounter_comes_before_breaking_it():
    """An ice that tags on encounter gives its tags (1 when it names none); one that
    ends the run unless the Runner takes a tag costs one tag, said. Kills ``encounter``'s
    tag counts (``=``, ``-=``, ``+= 2``, ``and 1``, ``or 2``) and its line."""
    game = _logged(runner_game(credits=0, remotes=1))
    put(game, 3, ice(subs=(), encounter="tag", tags=2, name="Tagger"), ice=True, rezzed=True)
    put(game, 3, ice(subs=(), encounter="tag", name="Marker"), ice=True, rezzed=True)
    put(game, 3, ice(subs=(), encounter="etr", name="Toll"), ice=True, rezzed=True)
    game.runner.tags = 1
    assert _run(game) is True
    assert game.runner.tags == 1 + 1 + 1 + 2
    assert game.log.lines[:2] == ["    runs Remote 1 (3 ice)", "    Toll: takes 1 tag to go on"]


def test_an_unbroken_no_steal_subroutine_is_said_and_stops_the_access():
    """Kills the line made ``None``, wrapped or upper-cased."""
    game = _logged(runner_game(credits=0, remotes=1))
    put(game, 3, ice(subs=("no-steal",), name="Lock"), ice=True, rezzed=True)
    assert _run(game) is True
    assert game.log.lines[-1] == "    nothing can be stolen or trashed this run"


def test_a_bioroid_broken_with_clicks_is_said():
    """Kills the clicks' line made ``None``."""
    game = _logged(runner_game(credits=0, remotes=1))
    put(game, 3, ice(subtypes=("bioroid",), subs=("etr",), name="Guard"), ice=True, rezzed=True)
    clicks = Clicks(2)
    assert runs.run(game, game.corp.servers[3], trash_limit=0, clicks_left=clicks) is True
    assert game.log.lines[1] == "    spends 1 click(s) to break Guard" and clicks.spent == 1


def test_damage_on_encounter_and_from_a_subroutine_is_of_its_own_kind():
    """Kills ``encounter``'s kinds made ``"XXmeatXX"``, ``"MEAT"``, ``"XXbrainXX"``,
    ``"BRAIN"``, and the damage's kind given ``None`` or left out (net), on encounter and
    for an unbroken subroutine."""
    game = _logged(runner_game(credits=0, remotes=1))
    game.runner.grip.extend(card("event", f"Card {n}") for n in range(4))
    put(game, 3, ice(subs=("meat",), name="Hook"), ice=True, rezzed=True)
    put(game, 3, ice(subs=(), encounter="brain", name="Mind"), ice=True, rezzed=True)
    put(game, 3, ice(subs=(), encounter="meat", name="Fist"), ice=True, rezzed=True)
    assert _run(game) is True
    kinds = [line.split()[0] for line in game.log.lines if "damage trashes" in line]
    assert kinds == ["meat", "brain", "meat"] and game.runner.brain == 1


def test_an_encounter_the_engine_does_not_play_is_a_stand_in():
    """Kills ``game.stand_in(None)``."""
    game = runner_game(credits=0, remotes=1)
    put(game, 3, ice(subs=(), encounter="unplayed", name="Odd"), ice=True, rezzed=True)
    assert _run(game) is True
    assert game.result.stand_ins["opponent:Odd"] >= 1


def test_the_subroutines_to_break_are_counted_for_an_ice_not_seen_before(monkeypatch):
    """``_BREAKABLE`` holds what earlier plans counted (the stats run fills it before any
    mutant runs): emptied here. Kills ``to_break is not None``, the count made ``None``,
    ``sum(None)``, ``sum(2 ...)`` and ``s in HARMLESS``."""
    monkeypatch.setattr(runs, "_BREAKABLE", {})
    game = runner_game(credits=10, remotes=1)
    inst = put(
        game, 3, ice(strength=2, subtypes=("code gate",), subs=("etr", "gain-credits", "etr")), ice=True
    )
    key = rig(game, breaker("code gate", strength=2, break_cost=1))
    plan = runs.plan_break(game, inst, 10, 0)
    assert (plan.breaker, plan.cost) == (key, 2)


def test_a_breaker_that_cannot_pump_breaks_only_ice_it_matches():
    """Kills the pump's ``or True`` and ``>= 0`` (a division by zero), and the no-pump
    branch's ``short == 0`` made ``and False``, ``or True``, ``1 if``, ``!= 0``, ``== 1``
    and ``1000``."""
    game = runner_game(credits=10, remotes=1)
    tall = put(game, 3, ice(strength=3, subtypes=("code gate",)), ice=True)
    level = put(game, 3, ice(strength=2, subtypes=("code gate",)), ice=True)
    rig(game, breaker("code gate", strength=2, pump=0, pump_cost=1, break_cost=1))
    assert runs.plan_break(game, tall, 10, 0) is None
    assert runs.plan_break(game, tall, 999 + 1, 0).cost == 999 + 1
    assert runs.plan_break(game, level, 10, 0).cost == 1


def test_of_two_breakers_at_the_same_cost_the_first_installed_breaks():
    """Kills ``cost <= best.cost``."""
    game = _logged(runner_game(credits=10, remotes=1))
    put(game, 3, ice(strength=2, subtypes=("code gate",), name="Gate"), ice=True, rezzed=True)
    rig(game, breaker("code gate", name="First", strength=2, break_cost=1))
    rig(game, breaker("code gate", name="Second", strength=2, break_cost=1))
    assert _run(game) is True
    assert game.log.lines[1] == "    breaks Gate with First (1)"


def test_a_run_an_upgrade_ends_on_approach_remembers_its_server():
    """Kills ``_run``'s ``stopped_by.add(None)`` after the approach."""
    game = runner_game(credits=0, remotes=1)
    put(game, 3, card("upgrade", "Skunkworks", approach_pay=2), rezzed=True)
    assert _run(game) is False
    assert game.stopped_by == {3}
