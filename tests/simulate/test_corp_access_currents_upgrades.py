"""Corp cards that act when accessed, currents and run-guarding upgrades (``effects.access``,
``opponents.corp_cards``, ...): each test plays one mechanic on a small fixed table, for the
Corp AI and for a human Corp."""

from __future__ import annotations

import pytest

from nrprint.simulate import currents
from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.access import access
from nrprint.simulate.aicards import Step
from nrprint.simulate.corp import table
from nrprint.simulate.corp.advance import reveal
from nrprint.simulate.corp.play_stratagem import play_stratagem
from nrprint.simulate.effects import corp_runs
from nrprint.simulate.opponents import corp_cards, corp_ops, runner_events
from nrprint.simulate.opponents.clicks import NEW_REMOTE, Click
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


def _current(side: str = "runner", until: str = "scored", **facts):
    return card("event" if side == "runner" else "operation", current_until=until, **facts)


def test_a_current_stays_in_play_until_another_current_or_an_agenda_scored():
    for game in (corp_game(), runner_game()):
        first = _current(rez_hq_trash=True)
        rig_verbs.play_event(game, first, paid=False)
        assert where(game, first) == "runner:current" and currents.in_play(game, "rez_hq_trash")
        corp_one = _current("corp", "stolen")
        assert currents.played(game, corp_one)  # a Corp current trashes the Runner's
        assert where(game, first) == "runner:heap" and where(game, corp_one) == "corp:current"
        second = _current()
        rig_verbs.play_event(game, second, paid=False)
        assert where(game, corp_one) == "corp:Archives" and where(game, second) == "runner:current"
        table.steal(game, agenda(points=1), "HQ")  # a steal does not end a Runner's current
        assert where(game, second) == "runner:current"
        table.score(game, agenda(points=1), "remote")
        assert where(game, second) == "runner:heap" and not currents.in_play(game, "current_until")
        assert currents.played(game, curfew := _current("corp", "stolen"))
        table.score(game, agenda(points=1), "remote")
        assert where(game, curfew) == "corp:current"
        table.steal(game, agenda(points=1), "HQ")
        assert where(game, curfew) == "corp:Archives"
        plain = card("event", cost=0)
        rig_verbs.play_event(game, plain, paid=False)
        assert where(game, plain) == "runner:heap"


def _meeting(game):
    game.runner.piles.setdefault("current", []).append(_current(rez_hq_trash=True))


def test_the_corp_trashes_a_card_of_hq_at_random_to_rez_a_non_ice_card():
    game = runner_game()
    _meeting(game)
    game.corp.credits = 10
    game.corp.piles["HQ"][:] = [asset := card("asset", cost=2, drip=1), other := card("operation")]
    game.opponent.apply(game, Click("install-asset", NEW_REMOTE, asset.name, asset.uid))
    inst = game.corp.servers[3].root[0]
    assert inst.rezzed and where(game, other) == "corp:Archives" and game.corp.credits == 8
    game.corp.piles["HQ"][:] = [lone := card("asset", cost=2, drip=1)]
    game.opponent.apply(game, Click("install-asset", NEW_REMOTE, lone.name, lone.uid))
    assert not game.corp.servers[4].root[0].rezzed and game.corp.credits == 8  # HQ empty: unrezzed, unpaid
    put(game, 2, grid := card("upgrade", cost=1, approach_pay=2))
    game.corp.piles["HQ"][:] = []
    assert corp_runs.approached(game, game.corp.servers[2], None)  # the upgrade cannot be rezzed
    game.corp.piles["HQ"][:] = [third := card("ice")]
    game.runner.credits = 5
    corp_runs.approached(game, game.corp.servers[2], None)
    assert where(game, third) == "corp:Archives" and game.corp.servers[2].root[0].rezzed
    assert game.runner.credits == 3 and grid.type == "upgrade"
    plain = runner_game()
    plain.corp.piles["HQ"][:] = [asset := card("asset", cost=2, drip=1), kept := card("operation")]
    plain.opponent.apply(plain, Click("install-asset", NEW_REMOTE, asset.name, asset.uid))
    assert where(plain, kept) == "corp:HQ"  # no current: no cost


def test_the_card_of_hq_is_trashed_at_random_and_only_while_such_a_current_is_in_play():
    gone = set()
    for seed in range(8):
        game = runner_game(seed=seed)
        _meeting(game)
        hq = cards("operation", 3)
        game.corp.piles["HQ"][:] = list(hq)
        assert currents.rez_tax(game, card("asset"))
        gone |= {hq.index(c) for c in game.corp.piles["Archives"]}
    assert len(gone) > 1
    strike = runner_game()
    strike.runner.piles["current"] = [_current()]  # a current without the rez cost
    strike.corp.piles["HQ"][:] = [kept := card("operation")]
    assert currents.rez_tax(strike, card("asset")) and where(strike, kept) == "corp:HQ"


def test_the_corp_ai_pays_the_current_to_reveal_an_asset():
    game = corp_game(credits=5, remotes=1)
    _meeting(game)
    inst = put(game, 3, card("asset", cost=3, drip=1), tokens=1)
    game.corp.piles["HQ"][:] = [wall := ice()]
    reveal(game, game.corp.servers[3], inst)
    assert inst.rezzed and game.corp.credits == 3 and where(game, wall) == "corp:ICE"  # the AI's discard
    rich = put(game, 3, card("asset", cost=1, drip=1), tokens=2)
    reveal(game, game.corp.servers[3], rich)  # HQ empty: it stays face down, its tokens back
    assert not rich.rezzed and game.corp.credits == 5
    poor = put(game, 3, card("asset", cost=9, drip=1))
    game.corp.piles["HQ"][:] = [kept := card("operation")]
    reveal(game, game.corp.servers[3], poor)  # cannot pay: nothing trashed for it
    assert not poor.rezzed and where(game, kept) == "corp:HQ"
    game.corp.piles["ST"][:] = [grid := card("upgrade", cost=0)]
    play_stratagem(game, Step("play-stratagem"))
    assert game.corp.servers[3].root[-1].rezzed and where(game, kept) == "corp:OP"
    game.corp.piles["ST"][:] = [grid := card("upgrade", cost=0)]
    play_stratagem(game, Step("play-stratagem"))  # HQ empty: executed face down
    assert not game.corp.servers[3].root[-1].rezzed and where(game, grid) == "Remote 1:root"


def test_the_competent_runner_plays_a_rez_current_on_a_corp_with_a_card_to_rez():
    game = corp_game()
    game.runner.grip[:] = [meeting := _current(rez_hq_trash=True, cost=1)]
    game.runner.credits = 3
    assert runner_events.current_click(game) is None  # nothing to rez
    table.install(game, table.new_remote(game), card("asset", cost=2), ice=False)
    assert runner_events.current_click(game).target == meeting.uid
    game.runner.credits = 2
    assert runner_events.current_click(game) is None  # keeps 2 credits
    game.runner.credits = 3
    game.runner.piles["current"] = [_current()]
    assert runner_events.current_click(game) is not None  # another kind of current in play
    _meeting(game)
    assert runner_events.current_click(game) is None  # one already in play


def _vault():
    return card("upgrade", cost=0, advanceable=True, trash_etr_at=2, remote_only=True)


def test_a_human_corp_trashes_its_vault_to_end_a_run_where_an_agenda_waits():
    game = runner_game(remotes=2)
    vault, at = _vault(), 4
    inst = put(game, at, vault, tokens=1, rezzed=True)
    put(game, 3, agenda())
    assert corp_runs.approached(game, game.corp.servers[3], None)  # one counter: not yet
    inst.tokens = 2
    assert corp_runs.approached(game, game.corp.servers[RD], None)  # nothing known waits in R&D
    assert corp_runs.approached(game, game.corp.servers[2], None)  # HQ without an agenda
    game.corp.piles["HQ"][:] = [agenda()]
    game.present = frozenset({"trash_etr_at", "advanceable", "remote_only"})  # its gate names its fact
    assert corp_runs.approached(game, game.corp.servers[RD], None)  # HQ's agenda: not on R&D
    assert not corp_runs.approached(game, game.corp.servers[2], None)
    assert where(game, vault) == "corp:Archives"
    second = put(game, at, card("upgrade", cost=1, trash_etr_at=2), tokens=2)  # unrezzed: rezzed then
    game.corp.credits = 1
    assert not corp_runs.approached(game, game.corp.servers[3], None) and game.corp.credits == 0
    assert second not in game.corp.servers[at].root
    ai = corp_game(remotes=2)
    put(ai, 4, card("upgrade", cost=0, trash_etr_at=2), tokens=2, rezzed=True)
    put(ai, 3, agenda())
    assert corp_runs.approached(ai, ai.corp.servers[3], None)  # the Corp AI uses no such ability


def test_a_human_corp_installs_its_vault_by_its_agendas_and_advances_it_to_its_counters():
    game = runner_game(remotes=1)
    game.present = frozenset({"trash_etr_at", "advanceable", "remote_only"})
    put(game, 3, agenda())
    game.corp.piles["HQ"][:] = [vault := _vault()]
    assert corp_cards.upgrade_click(game).target == 3
    inst = put(game, 3, vault)
    game.corp.credits = 20
    game.present = frozenset({"trash_etr_at", "advanceable", "remote_only"})  # its gates name its fact
    for n in (1, 2):
        click = corp_ops.advance_ice_click(game, 8)
        assert click.target == vault.uid
        corp_ops.advance_ice(game, click)
        assert inst.tokens == n
    assert corp_ops.advance_ice_click(game, 8) is None and game.corp.credits == 18  # its 2 counters


def test_no_run_on_a_server_with_a_rezzed_crisium_is_successful():
    for game in (corp_game(remotes=1), runner_game(remotes=1)):
        game.present = frozenset({"no_success"})  # its gate names its fact
        game.corp.credits = 3
        put(game, 3, grid := card("upgrade", cost=3, no_success=True))
        put(game, 3, agenda())
        assert not corp_runs.approached(game, game.corp.servers[3], None)  # rezzed there, for 3
        assert game.corp.credits == 0 and game.corp.servers[3].root[0].rezzed
        assert corp_runs.approached(game, game.corp.servers[RD], None)  # another server
        game.corp.servers[3].root[0].rezzed = False  # unrezzed and no credits to rez it
        assert corp_runs.approached(game, game.corp.servers[3], None) and grid.type == "upgrade"
    human = runner_game(remotes=1)
    human.present = frozenset({"no_success"})
    put(human, 3, agenda())
    human.corp.piles["HQ"][:] = [card("upgrade", cost=3, no_success=True)]
    assert corp_cards.upgrade_click(human).target == 3  # where the agendas are
