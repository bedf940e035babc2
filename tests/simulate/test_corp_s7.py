"""Corp cards of session 7 (``effects.access``, ``opponents.corp_cards``, ...): each test
plays one mechanic on a small fixed table, for the Corp AI and for a human Corp."""

from __future__ import annotations

import pytest

from nrprint.simulate.access import access
from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.play_stratagem import play_stratagem
from nrprint.simulate.opponents import corp_cards
from nrprint.simulate.state import ARCHIVES, RD, GameOver, Server
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, runner_game, where


def test_an_agenda_hurts_the_runner_when_accessed_except_in_archives():
    for game in (corp_game(), runner_game()):
        game.runner.grip[:] = cards("event", 4)
        fetal = agenda(access_pay=0, access_damage=2, access_not_archives=True, steal_pay=2)
        game.corp.piles["R&D"][:] = [fetal]
        access(game, game.corp.servers[RD], None)
        assert len(game.runner.grip) == 2 and fetal in game.runner.scored and game.runner.credits == 3
        other = agenda(access_pay=0, access_damage=2, access_not_archives=True)
        game.corp.piles["Archives"][:] = [other]
        access(game, game.corp.servers[ARCHIVES], None)
        assert len(game.runner.grip) == 2 and other in game.runner.scored
        tgtbt = agenda(access_pay=0, access_tags=1)  # no "except in Archives": there too
        game.corp.piles["Archives"][:] = [tgtbt]
        access(game, game.corp.servers[ARCHIVES], None)
        assert game.runner.tags == 1


def test_the_corp_gains_when_an_agenda_is_accessed():
    for game in (corp_game(credits=1), runner_game(credits=5)):
        before = game.corp.credits
        game.corp.piles["R&D"][:] = [boom := agenda(access_gain=5)]
        access(game, game.corp.servers[RD], None)
        assert game.corp.credits == before + 5 and boom in game.runner.scored
    assert corp_game().result.credits_gained == 0
    ai = corp_game()
    ai.corp.piles["R&D"][:] = [agenda(access_gain=5)]
    access(ai, ai.corp.servers[RD], None)
    assert ai.result.credits_gained == 5


def test_a_tagged_runner_who_accesses_such_an_agenda_gives_it_to_the_corp():
    for game in (corp_game(), runner_game()):
        qpm = agenda(points=1, access_score_tagged=True)
        game.corp.piles["R&D"][:] = [qpm]
        access(game, game.corp.servers[RD], None)
        assert qpm in game.runner.scored  # untagged: stolen
        game.runner.tags = 1
        game.corp.piles["R&D"][:] = [qpm2 := agenda(points=1, access_score_tagged=True)]
        access(game, game.corp.servers[RD], None)
        assert qpm2 in game.corp.scored and qpm2 not in game.runner.scored and not game.corp.piles["R&D"]
        assert game.corp.points == 1
        game.corp.servers.append(Server(3, "Remote 1"))
        put(game, 3, qpm3 := agenda(points=1, access_score_tagged=True))
        access(game, game.corp.servers[3], None)
        assert where(game, qpm3) == "corp:scored" and game.corp.points == 2
    won = corp_game()
    won.corp.scored[:] = [agenda(points=6)]
    won.runner.tags = 1
    won.corp.piles["R&D"][:] = [agenda(points=1, access_score_tagged=True)]
    with pytest.raises(GameOver):  # the Corp's seventh point ends the game at once
        access(won, won.corp.servers[RD], None)


def test_a_remote_only_upgrade_never_goes_to_a_central():
    game = runner_game()
    guard = card("upgrade", approach_pay=2, cost=1)
    game.corp.piles["HQ"][:] = [guard]
    assert corp_cards.upgrade_click(game).target == RD  # no remote: R&D, where agendas wait
    only = card("upgrade", approach_pay=2, cost=1, remote_only=True)
    game.corp.piles["HQ"][:] = [only]
    assert corp_cards.upgrade_click(game) is None
    game.corp.servers.append(Server(3, "Remote 1"))
    put(game, 3, ice(), ice=True)
    assert corp_cards.upgrade_click(game).target == 3
    ai = corp_game()
    ai.corp.piles["ST"][:] = [grid := card("upgrade", cost=1, remote_only=True)]
    play_stratagem(ai, Step("play-stratagem"))
    assert where(ai, grid) == "Remote 1:root" and len(ai.corp.remotes()) == 1
    ai.corp.piles["ST"][:] = [grid2 := card("upgrade", cost=1, remote_only=True)]
    play_stratagem(ai, Step("play-stratagem"))  # the newest remote: no new one
    assert where(ai, grid2) == "Remote 1:root" and len(ai.corp.remotes()) == 1
    loose_ai = corp_game()
    loose_ai.corp.piles["ST"][:] = [loose := card("upgrade", cost=1)]
    play_stratagem(loose_ai, Step("play-stratagem"))
    assert where(loose_ai, loose) == "HQ:root"
