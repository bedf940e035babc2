"""Corp cards during a run (``effects.corp_runs``), said line by line.

- A tag-or-pay subroutine: the Runner pays when it can, else takes the ice's tags (1
  when it names none); each is said.
- Bad publicity: its credits are given for the run and said; what is left of them when
  the run ends is lost, never more than the Runner holds.
- An upgrade that must be paid to approach its server (Manegarm Skunkworks): the Corp AI
  rezzes it when it can pay; the Runner pays, else spends clicks, else the run ends; each
  is said.
- An upgrade's trace on a successful run (Ash 2X3ZB9CY): the Runner pays what its link
  lacks when it can; otherwise the upgrade alone is accessed; each is said.
- A self-counter ice hosts one more counter each time and says so.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_runs
from tests.simulate.conftest import card, corp_game, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged
from tests.simulate.test_runs import Clicks


def test_a_tag_or_pay_subroutine_is_paid_when_it_can_be_else_tags():
    """Kills ``tag_pay``'s lines made ``None`` or changed and its counts (``=``, ``and 1``,
    ``or 2``)."""
    game = _logged(runner_game(credits=3))
    wall = put(game, 2, ice(name="Wall", pay=2, tags=2), ice=True, rezzed=True)
    plain = put(game, 2, ice(name="Plain", pay=5), ice=True, rezzed=True)
    game.runner.tags = 1
    corp_runs.tag_pay(game, wall)  # paid
    corp_runs.tag_pay(game, wall)  # 1 credit left: 2 tags
    corp_runs.tag_pay(game, plain)  # 1 tag
    assert game.log.lines == [
        "    pays 2 against Wall's tag",
        "    takes 2 tag(s) from Wall",
        "    takes 1 tag(s) from Plain",
    ]
    assert (game.runner.credits, game.runner.tags) == (1, 4)


def test_bad_publicity_credits_are_given_for_the_run_and_what_is_left_is_lost():
    """Kills ``run_begins``' line made ``None`` and ``run_ends``' ``before - bp``,
    ``max(1, ...)`` and ``bp + spent``."""
    game = _logged(runner_game(credits=4))
    game.corp.bad_publicity = 3
    given = corp_runs.run_begins(game)
    assert game.log.lines == ["    takes 3 bad publicity credit(s) for the run"]
    game.runner.credits -= 2  # 2 spent: 1 of the bad publicity credits is left
    corp_runs.run_ends(game, given)
    assert game.runner.credits == 4
    given = corp_runs.run_begins(game)
    game.runner.credits -= 3  # every one spent
    corp_runs.run_ends(game, given)
    assert game.runner.credits == 4


def _skunkworks(game, rezzed: bool = True):
    return put(
        game, 3, card("upgrade", "Skunkworks", approach_pay=2, approach_clicks=1, cost=1), rezzed=rezzed
    )


def test_the_runner_pays_then_spends_clicks_then_the_run_ends():
    """Kills ``approached``' three lines made ``None``."""
    game = _logged(runner_game(credits=2, remotes=1))
    _skunkworks(game)
    server, clicks = game.corp.servers[3], Clicks(1)
    assert corp_runs.approached(game, server, clicks)  # pays 2
    assert corp_runs.approached(game, server, clicks)  # spends its click
    assert not corp_runs.approached(game, server, clicks)
    assert game.log.lines == [
        "    pays 2 to Skunkworks to approach Remote 1",
        "    spends 1 clicks to Skunkworks to approach Remote 1",
        "    Skunkworks ends the run",
    ]


def test_the_corp_ai_rezzes_an_upgrade_as_the_runner_approaches():
    """Kills ``_rezzed``'s ``game.ai != "corp"``, ``"XXcorpXX"``, ``"CORP"`` (a human
    Runner is asked to rez) and its line made ``None``."""
    game = _logged(corp_game(credits=3, remotes=1))
    game.runner.credits = 5
    inst = _skunkworks(game, rezzed=False)
    assert corp_runs.approached(game, game.corp.servers[3], Clicks())
    assert inst.rezzed and game.corp.credits == 2
    assert game.log.lines[0] == "    Corp rezzes Skunkworks (1)"


def test_an_upgrade_trace_is_paid_against_else_it_alone_is_accessed():
    """Kills ``kept_to``'s lines made ``None``, ``max(1, ...)``, ``access_trace +
    link``, ``>= game.link_limit`` and ``break`` for ``continue``."""
    game = _logged(runner_game(credits=3, remotes=1))
    ash = put(game, 3, card("upgrade", "Ash", access_trace=2), rezzed=True)
    server = game.corp.servers[3]
    assert corp_runs.kept_to(game, server) is None  # pays 2
    game.link_limit = 2  # a trace at the limit may still be paid
    game.runner.base_link = 2
    assert corp_runs.kept_to(game, server) is None  # pays 0
    game.runner.base_link = 0
    assert corp_runs.kept_to(game, server) is ash  # 1 credit left: the trace succeeds
    assert game.log.lines == [
        "    pays 2 against Ash's trace [2]",
        "    pays 0 against Ash's trace [2]",
        "    Ash's trace [2] succeeds: it alone is accessed",
    ]
    assert game.runner.credits == 1


def test_a_self_counter_ice_says_its_counters():
    """Kills ``self_counter``'s line made ``None`` and ``return False``."""
    game = _logged(runner_game())
    inst = put(game, 2, ice(name="Sandstone"), ice=True, rezzed=True)
    assert corp_runs.self_counter(game, inst) is True
    assert corp_runs.self_counter(game, inst) is True
    assert game.log.lines == ["    Sandstone hosts 1 counter(s)", "    Sandstone hosts 2 counter(s)"]


def test_the_approach_hook_runs_for_a_game_with_only_one_of_its_facts():
    """A game whose cards carry only ``trash_etr`` (Border Control), then only
    ``counter_use``: the run still ends on approach. Kills the gate's names made
    ``"XXtrash_etrXX"``, ``"TRASH_ETR"``, ``"XXcounter_useXX"`` and ``"COUNTER_USE"``."""
    game = runner_game(remotes=1)
    server = game.corp.servers[3]
    put(game, 3, card("agenda"))
    put(game, 3, ice(name="Border Control", trash_etr=True), ice=True, rezzed=True)
    game.present = frozenset({"trash_etr"})
    assert not corp_runs.approached(game, server, Clicks())
    plan = card("agenda", "Plan", counter_use="end-run")
    game.corp.scored.append(plan)
    game.agenda_counters[plan.uid] = 1
    game.present = frozenset({"counter_use"})
    assert not corp_runs.approached(game, server, Clicks())
    assert game.agenda_counters[plan.uid] == 0


def test_every_upgrade_of_the_root_is_approached():
    """A plain asset and an upgrade the Corp cannot rez come first. Kills
    ``approached``' two ``continue`` made ``break``."""
    game = runner_game(credits=0, remotes=1)
    put(game, 3, card("asset"))
    put(game, 3, card("upgrade", "Dear", approach_pay=2, cost=9))
    _skunkworks(game)
    assert not corp_runs.approached(game, game.corp.servers[3], Clicks())


def test_each_upgrade_trace_of_the_root_is_met_in_turn():
    """The Corp AI's game, whose cards carry only ``access_trace``: a plain asset, an
    unrezzed Ash the AI rezzes (paid against), then a second one that succeeds. Kills
    ``kept_to``'s gate names made ``"XXaccess_traceXX"`` and ``"ACCESS_TRACE"``, the rez
    test made ``or``, ``inst.rezzed and``, ``and _rezzed``, ``_rezzed`` given ``None`` or
    left without an argument, and both ``continue`` made ``break``."""
    game = corp_game(credits=1, remotes=1)
    game.runner.credits = 2
    game.present = frozenset({"access_trace"})
    put(game, 3, card("asset"))
    first = put(game, 3, card("upgrade", "Ash", access_trace=2, cost=1))
    second = put(game, 3, card("upgrade", "Ash", access_trace=3), rezzed=True)
    assert corp_runs.kept_to(game, game.corp.servers[3]) is second
    assert first.rezzed and (game.corp.credits, game.runner.credits) == (0, 0)


def test_an_ai_program_installed_costs_a_tag_said():
    """Kills ``tag_if_ai``'s ``tags = 1``, its line made ``None`` and ``return False``."""
    game = _logged(runner_game())
    rig(game, card("program", subtypes=("ai",)))
    block = put(game, 2, ice(name="IP Block"), ice=True, rezzed=True)
    game.runner.tags = 1
    assert corp_runs.tag_if_ai(game, block) is True
    assert game.runner.tags == 2
    assert game.log.lines == ["    IP Block: 1 tag (an AI program is installed)"]


def test_ganked_is_trashed_from_hq_and_the_runner_meets_the_ice_that_hurts_most():
    """A game whose cards carry only ``access_encounter``: Ganked! in HQ, under an ice of
    two "other" subroutines and one that ends the run. Kills ``ganked``'s gate names made
    ``"XXaccess_encounterXX"`` and ``"ACCESS_ENCOUNTER"``, ``pile.remove(None)``, the
    subroutines counted with ``"XXotherXX"`` or ``"OTHER"``, and its line made ``None``."""
    game = _logged(runner_game())
    game.present = frozenset({"access_encounter"})
    hq = game.corp.servers[2]
    put(game, 2, ice(name="Wall", subs=("etr",)), ice=True, rezzed=True)
    put(game, 2, ice(name="Odd", subs=("other", "other")), ice=True, rezzed=True)
    ganked = card("operation", "Ganked!", access_encounter=True)
    game.corp.piles["HQ"] = [ganked]
    met = []
    on = corp_runs.ganked(
        game, hq, ganked, game.corp.piles["HQ"], None, lambda g, i, c: met.append(i) or True, None
    )
    assert on is True and [i.card.name for i in met] == ["Wall"]
    assert (game.corp.piles["HQ"], game.corp.piles["Archives"]) == ([], [ganked])
    assert game.log.lines == ["    the Corp trashes Ganked!: the Runner encounters Wall"]
