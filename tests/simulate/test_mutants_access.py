"""Access (``access.access``): what the Runner sees, steals and trashes, and what it says.

- Each card accessed is said; each card trashed is said with what it cost.
- The Runner AI's trash limit is spent card by card: a card that costs exactly what is
  left is trashed, the next one that costs more is not.
- Archives shows its agendas only; R&D its top card only.
- A stolen agenda's points are counted where it was stolen: "remote" for any remote.
- A trash is a harm of this turn (Oppo Research's condition).
- A human Runner remembers an installed card it accessed and left.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.access import access
from nrprint.simulate.state import ARCHIVES, RD
from tests.simulate.conftest import agenda, card, corp_game, put, rig, runner_game, where
from tests.simulate.test_mutants_play import _logged


def test_the_trash_limit_is_spent_card_by_card_and_each_access_is_said():
    game = _logged(runner_game(credits=10, remotes=1))
    game.turn = 6
    first = put(game, 3, card("asset", "Farm", trash_cost=2), rezzed=True).card
    second = put(game, 3, card("asset", "Mill", trash_cost=2), rezzed=True).card
    access(game, game.corp.servers[3], 2)
    assert game.log.lines == ["    accesses Farm", "    trashes Farm (2)", "    accesses Mill"]
    assert where(game, first) == "corp:Archives" and where(game, second) == "Remote 1:root"
    assert game.runner.credits == 8 and game.last_harm_turn == 6


def test_archives_shows_its_agendas_and_rd_its_top_card():
    game = _logged(runner_game(credits=0))
    piles = game.corp.piles
    piles["Archives"] += [card("operation", "Spent"), agenda(name="Old Plan")]
    piles["R&D"] += [card("operation", "Top"), card("operation", "Second")]
    access(game, game.corp.servers[ARCHIVES], 0)
    access(game, game.corp.servers[RD], 0)
    assert game.log.lines == [
        "    accesses Old Plan",
        "    Runner steals Old Plan (2 point(s)) from Archives; Runner 2",
        "    accesses Top",
    ]


def test_a_stolen_agenda_counts_for_its_server():
    game = runner_game(remotes=1)
    put(game, 3, agenda(points=2))
    game.corp.piles["HQ"].append(agenda(points=1))
    access(game, game.corp.servers[3], 0)
    access(game, game.corp.servers[2], 0)
    assert dict(game.result.server_steal_points) == {"remote": 2, "HQ": 1}


def test_a_human_runner_remembers_an_installed_card_it_left():
    game = corp_game(remotes=1)
    game.runner.credits = 0
    left = put(game, 3, card("asset", trash_cost=3)).card
    access(game, game.corp.servers[3], None)
    assert left.uid in game.opponent.known


def test_a_breach_that_trashed_a_card_is_not_clean():
    """A rig card that gains a counter on each breach that stole and trashed nothing
    (``clean_breach_counter``). Kills the trash's ``took = None`` and ``took = False``."""
    game = runner_game(credits=5, remotes=1)
    counter = rig(game, card("resource", clean_breach_counter=1))
    put(game, 3, card("asset", trash_cost=1), rezzed=True)
    access(game, game.corp.servers[3], 3)
    assert counter.counters == 0
    access(game, game.corp.servers[3], 3)  # nothing left to trash
    assert counter.counters == 1
