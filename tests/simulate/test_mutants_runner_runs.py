"""What a run event and the run's rig cards do (``effects.runner_runs``), each printed
card's effect on the smallest table that shows it, with the lines it says.

- Stimhack's credits add to the Runner's for the run, said; those left when the run ends
  are lost, said, and none are lost once the Runner spent into its own.
- Inside Job's bypass, said.
- Account Siphon's tags add to the Runner's; its line.
- The Turning Wheel's counter after a run on HQ that stole nothing, Aumakua's after a
  clean breach: each hook opens for a game whose cards carry its fact alone.
- Film Critic hosts an agenda that hurts when stolen (and only such), said; adding it to
  the score area is said with the Runner's points.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import runner_runs
from tests.simulate.conftest import agenda, card, corp_game, rig
from tests.simulate.test_mutants_play import _logged


def test_stimhack_credits_add_to_the_runners_and_those_left_are_lost():
    """Kills ``started``'s ``credits = run_credits`` and its line made ``None``, and
    ``ended``'s line made ``None``."""
    game = _logged(corp_game())
    game.runner.credits = 2
    runner_runs.started(game, card("event", "Stimhack", run_credits=9))
    assert game.runner.credits == 11
    game.runner.credits -= 4
    runner_runs.ended(game, damage)
    assert game.runner.credits == 2
    assert game.log.lines == [
        "    Stimhack: 9 credit(s) for the run",
        "    Stimhack: 5 unspent credit(s) are lost",
    ]


def test_no_run_credit_is_lost_once_the_runner_spent_into_its_own():
    """Kills ``ended``'s ``max(1, ...)``."""
    game = corp_game()
    game.runner.credits = 5
    runner_runs.started(game, card("event", "Stimhack", run_credits=3))
    game.runner.credits -= 4  # 3 of the run's and 1 of its own
    runner_runs.ended(game, damage)
    assert game.runner.credits == 4


def test_inside_job_says_it_bypasses_the_ice():
    """Kills ``bypasses``' line made ``None``."""
    game = _logged(corp_game())
    runner_runs.started(game, card("event", "Inside Job", bypass_first=True))
    assert runner_runs.bypasses(game) and not runner_runs.bypasses(game)
    assert game.log.lines == ["    Inside Job: bypasses the ice"]


def test_account_siphon_tags_add_to_the_runners_and_are_said():
    """Kills ``replaces_breach``' ``tags = f.tags`` and its line made ``None`` or changed."""
    game = _logged(corp_game(credits=3))
    game.runner.tags = 1
    runner_runs.started(game, card("event", "Account Siphon", siphon=5, siphon_each=2, tags=2))
    assert runner_runs.replaces_breach(game, game.corp.servers[2])
    assert (game.runner.tags, game.corp.credits) == (3, 0)
    assert game.log.lines == ["    Account Siphon: the Corp loses 3, the Runner gains 6, takes 2 tag(s)"]


def test_the_turning_wheel_and_aumakua_take_counters_with_their_fact_alone():
    """Kills ``run_ended``'s gate (``"XXwheel_counterXX"``, ``"WHEEL_COUNTER"``) and
    ``breached``'s (``"XXclean_breach_counterXX"``, ``"CLEAN_BREACH_COUNTER"``)."""
    game = corp_game()
    wheel = rig(game, card("resource", "The Turning Wheel", wheel_counter=1))
    aumakua = rig(game, card("program", "Aumakua", clean_breach_counter=1))
    game.present = frozenset({"wheel_counter"})
    runner_runs.run_ended(game, game.corp.servers[2], 0)
    game.present = frozenset({"clean_breach_counter"})
    runner_runs.breached(game, False)
    assert (wheel.counters, aumakua.counters) == (1, 1)


def test_film_critic_hosts_only_an_agenda_that_hurts_and_adds_it_later():
    """Kills ``hosts_agenda``'s gate (``"XXhosts_agendaXX"``, ``"HOSTS_AGENDA"``), its
    ``return True`` for an agenda that does no damage and its line made ``None``, and
    ``score_hosted``'s line made ``None``."""
    game = _logged(corp_game())
    game.present = frozenset({"hosts_agenda"})
    critic = rig(game, card("resource", "Film Critic", hosts_agenda=True))
    assert not runner_runs.hosts_agenda(game, agenda(name="Hostile Takeover"))
    assert runner_runs.hosts_agenda(game, agenda(name="Fetal AI", damage=2))
    runner_runs.score_hosted(game, critic)
    assert game.log.lines == [
        "    hosts Fetal AI on Film Critic",
        "    adds Fetal AI from Film Critic to the score area; Runner 2",
    ]
