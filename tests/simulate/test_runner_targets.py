"""The human Runner's targets (``RunnerPlayer.targets``: the servers worth a run, their
worth and the credits to get in) are reused from one decision to the next while the
board is the same and the credits, tags, grip and clicks read the same. A reused answer
must be the one working it out again would give: in seeded games, at every decision, the
targets equal those of a copy of the player that has nothing kept (``fork``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.game import play
from nrprint.simulate.opponents.clicks import DRAW
from nrprint.simulate.opponents.runner import CompetentRunner, RunnerPlayer
from nrprint.simulate.setup import new_game
from tests.conftest import CONTENT, REPO
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, rig, rules

DECKS = REPO / "tests" / "fixtures" / "decklists"


PAIRS = [  # (Corp AI deck, the human Runner's): bioroid ice, Inside Job, Parasite, Datasucker
    ("corp-auco.txt", "runner-core.txt"),
    ("playtest-corp-hb.txt", "playtest-runner-shaper.txt"),
    ("standard-corp.txt", "playtest-runner-shaper.txt"),
]


@pytest.fixture(scope="module", params=PAIRS, ids=lambda pair: pair[1])
def match(request):
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    corp, runner = request.param
    return build_match(Project(Path(CONTENT)), "corp", DECKS / corp, DECKS / runner, rules=rules())


def _plain(targets):
    return [(server.index, worth, cost) for server, worth, cost in targets]


def test_reused_targets_are_those_worked_out_again(match, monkeypatch):
    kept = RunnerPlayer.targets
    asked = reused = 0

    def checked(self, game):
        nonlocal asked, reused
        before = self.board, self._targets_game, self._targets
        got = kept(self, game)
        asked += 1
        reused += got is before[2] and before[1] is game and before[0] == self.board
        assert _plain(got) == _plain(kept(self.fork(), game)), (game.turn, game.runner.clicks)
        return got

    monkeypatch.setattr(RunnerPlayer, "targets", checked)
    for i in range(40):
        play(new_game(match, "standard", f"targets:{i}"))
    assert asked > 500
    assert reused > asked // 10  # the games do reuse targets: the check above has something to check


def _dealt(game):
    """``game`` (hand-built: every fact taken as present) with its facts named, as a dealt
    game's are, so that the player reuses its targets as in a played game."""
    game.present = frozenset(f.name for f in dataclasses.fields(PlayFacts))
    return game


def _remote_behind(game, wall):
    put(game, 3, wall, ice=True, rezzed=True)
    put(game, 3, agenda())  # face down, unseen: worth a run
    game.runner.stack[:] = [card("event") for _ in range(4)]
    game.runner.grip[:] = [card("event")]
    return game


def test_a_bioroid_broken_with_clicks_is_out_of_reach_once_a_draw_leaves_too_few():
    game = _remote_behind(_dealt(corp_game(remotes=1)), ice(subtypes=("bioroid",), subs=("etr", "etr")))
    game.runner.credits, game.runner.clicks = 0, 4
    player = CompetentRunner()
    player.apply(game, DRAW)
    assert 3 in [server.index for server, _, _ in player.targets(game)]  # 2 subroutines, 3 clicks
    player.apply(game, DRAW)
    assert 3 in [server.index for server, _, _ in player.targets(game)]
    player.apply(game, DRAW)
    assert 3 not in [server.index for server, _, _ in player.targets(game)]  # 1 click left


def test_credits_taken_back_within_a_decision_put_a_paid_way_in_out_of_reach():
    # Stimhack's choice counts its credits for the run and takes them back (runner_cards.stimhack)
    game = _remote_behind(_dealt(corp_game(remotes=1)), ice(strength=2))
    rig(game, breaker("barrier", strength=2, break_cost=1))
    game.runner.credits = 1
    player = CompetentRunner()
    assert [cost for server, _, cost in player.targets(game) if server.index == 3] == [1]
    game.runner.credits = 0
    assert 3 not in [server.index for server, _, _ in player.targets(game)]


def test_a_breaker_a_free_ability_installs_puts_the_server_in_reach():
    # Clone Chip trashed to install a breaker from the heap, for no credits: the rig's
    # size and the credits are as they were, the board is not
    game = _remote_behind(_dealt(corp_game(remotes=1)), ice(strength=2))
    game.runner.credits = 2
    rig(game, card("hardware", "Chip", install_from="heap"))
    game.runner.heap.append(breaker("barrier", strength=2, break_cost=1))
    player = CompetentRunner()
    assert 3 not in [server.index for server, _, _ in player.targets(game)]
    player.before_click(game)
    assert game.runner.credits == 2 and [i.card.name for i in game.runner.rig] != ["Chip"]
    assert [cost for server, _, cost in player.targets(game) if server.index == 3] == [1]
