"""Corp operations' conditions and effects (``effects.corp_operations``), each printed
card's effect on the smallest table that shows it, with the lines it says.

- Hard-Hitting News says why it cannot be played (no run in the Runner's last turn).
- Archived Memories picks from Archives an operation that gains over ice, and of two such
  operations the one that gains most; said.
- Exchange of Information: nothing to swap without a scored agenda on each side; the
  Runner's agenda worth most to it (its points less what it is worth less to the Runner)
  for the Corp's worth least; said.
- A trace against link: the Runner beats it when its credits cover what its link lacks.
- Too Big to Fail's bad publicity adds to the Corp's; Economic Warfare and Oppo
  Research say what they do, and a threat paid is a benefit.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_operations
from tests.simulate.conftest import agenda, card, corp_game, ice, runner_game
from tests.simulate.test_mutants_play import _logged


def test_hard_hitting_news_says_it_needs_a_run_last_turn():
    """Kills ``playable``'s line made ``None``."""
    game = _logged(corp_game())
    assert not corp_operations.playable(game, card("operation", "Hard-Hitting News", needs_run=True))
    assert game.log.lines == ["    Hard-Hitting News needs a run in the Runner's last turn"]


def test_archived_memories_takes_an_operation_over_ice_and_the_one_that_gains_most():
    """Kills ``archives_pick``'s ``type == "operation" or True`` and ``gain + cost``, and
    ``from_archives``' line made ``None``."""
    costly = card("operation", "Costly", gain=0, cost=5)
    assert corp_operations.archives_pick([ice(name="Wall", cost=1), costly]) is costly
    cheap = card("operation", "Hedge Fund", gain=9, cost=5)
    free = card("operation", "Free", gain=6, cost=0)
    assert corp_operations.archives_pick([cheap, free]) is free
    game = _logged(runner_game())
    game.corp.piles["Archives"] = [free]
    assert corp_operations.from_archives(game, card("operation", "Archived Memories", archives_to_hq=1))
    assert game.log.lines == ["    Archived Memories: Free from Archives to HQ"]


def test_exchange_of_information_needs_an_agenda_on_each_side():
    """Kills ``swap_pair``'s ``not corp and not runner``."""
    game = runner_game()
    game.runner.scored = [agenda(points=2)]
    assert corp_operations.swap_pair(game) is None


def test_exchange_of_information_takes_the_agenda_worth_most_to_the_runner_and_says_so():
    """Kills ``swap_pair``'s ``points + runner_points_less``, ``swap``'s line made ``None``
    and ``return False``."""
    game = _logged(runner_game())
    mine = agenda(points=1, name="Mine")
    game.corp.scored = [mine]
    less = agenda(points=3, runner_points_less=2, name="Worth 1 to the Runner")
    full = agenda(points=2, name="Worth 2")
    game.runner.scored = [less, full]
    assert corp_operations.swap(game, card("operation", "Exchange of Information"))
    assert (game.corp.scored, game.runner.scored) == ([full], [less, mine])
    assert game.log.lines == ["    Exchange of Information: Worth 2 for Mine"]


def test_a_trace_is_beaten_with_the_credits_the_link_lacks():
    """Kills ``trace_succeeds``' ``max(1, ...)`` and ``trace + link``."""
    game = runner_game(credits=0)
    game.runner.base_link = 2
    assert not corp_operations.trace_succeeds(game, card("operation", trace=1))
    game.runner.credits = 3
    game.runner.base_link = 1
    assert not corp_operations.trace_succeeds(game, card("operation", trace=3))


def test_too_big_to_fail_economic_warfare_and_oppo_research_harm_and_say_so():
    """Kills ``harmed``'s ``bad_publicity =``, its two lines made ``None`` and ``benefit =
    False`` after the threat's payment."""
    game = _logged(runner_game(credits=4))
    game.corp.bad_publicity = 1
    corp_operations.harmed(game, card("operation", "Too Big to Fail", bad_publicity=1))
    assert game.corp.bad_publicity == 2
    assert corp_operations.harmed(game, card("operation", "Economic Warfare", runner_lose_at=3))
    game.runner.scored = [agenda(points=2)]
    oppo = card("operation", "Oppo Research", threat=2, threat_pay=2, threat_tags=2)
    assert corp_operations.harmed(game, oppo)
    assert game.log.lines == ["    the Runner loses 3 credits", "    pays 2: 2 more tag(s)"]
