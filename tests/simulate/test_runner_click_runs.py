"""Runs made with a rig card's click (``opponents.runner_click_runs``, the breach in
``effects.runner_breach``): Sneakdoor Beta's run on Archives that breaches HQ, Stargate's
run on R&D that reveals its top 3 cards and trashes 1, once a turn."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.opponents.runner_click_runs import PROGRAM_RUN, program_run, program_runs
from nrprint.simulate.state import ARCHIVES, HQ, RD
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, rig, runner_game, where


def _sneakdoor():
    return card("program", "Sneakdoor", cost=4, memory=2, click_run="archives", breach_server="hq")


def _stargate():
    return card(
        "program", "Stargate", cost=4, memory=2, once_turn=True, click_run="r&d", rd_reveal=3, rd_trash=1
    )


def _op(cost: int):
    return card("operation", f"Op{cost}", cost=cost)


def test_sneakdoor_runs_archives_and_its_successful_run_breaches_hq_instead():
    game = corp_game()
    player = game.opponent
    door = rig(game, _sneakdoor())
    in_hq, in_archives = agenda(points=2), agenda(points=1)
    game.corp.piles["HQ"][:] = [in_hq]
    game.corp.piles["Archives"][:] = [in_archives]
    game.runner.clicks = 4
    player.apply(game, program_runs(game)[0])
    assert game.runner.scored == [in_hq] and where(game, in_archives) == "corp:Archives"
    assert game.runner.clicks == 3 and game.run_event is None
    assert game.result.server_runs["Archives"] == 1
    assert program_runs(game)[0].card == door.card.uid  # no once-a-turn limit


def test_sneakdoor_is_chosen_for_hq_only_when_archives_costs_less_to_get_into():
    game = corp_game()
    player = game.opponent
    rig(game, _sneakdoor())
    rig_verbs.install(game, breaker("barrier", cost=0, break_cost=1, break_count=1))
    put(game, HQ, ice(strength=1, subs=("etr", "etr")), rezzed=True, ice=True)  # 2 to break
    hq = game.corp.servers[HQ]
    click = program_run(player, game, hq, 2)
    assert (click.kind, click.target, click.label) == (PROGRAM_RUN, ARCHIVES, "Sneakdoor")
    put(game, ARCHIVES, ice(strength=1, subs=("etr", "etr")), rezzed=True, ice=True)
    assert program_run(player, game, hq, 2) is None  # as dear as HQ: a plain run
    assert program_run(player, game, game.corp.servers[RD], 9) is None  # it breaches HQ only


def test_stargate_trashes_the_topmost_agenda_of_three_revealed_and_steals_nothing():
    game = corp_game()
    player = game.opponent
    gate = rig(game, _stargate())
    first, plan, dear, fourth = _op(1), agenda(points=2), _op(3), agenda(points=1)
    game.corp.piles["R&D"][:] = [first, plan, dear, fourth]
    game.runner.clicks = 4
    click = program_run(player, game, game.corp.servers[RD], 0)
    assert (click.kind, click.target, click.label) == (PROGRAM_RUN, RD, "Stargate")
    player.apply(game, click)
    assert game.corp.piles["R&D"] == [first, dear, fourth] and where(game, plan) == "corp:Archives"
    assert game.runner.scored == [] and player.seen_top == first.uid
    assert gate.used_turn == game.turn and program_runs(game) == []  # once a turn
    assert program_run(player, game, game.corp.servers[RD], 0) is None
    gate.used_turn = -1
    assert program_run(player, game, game.corp.servers[HQ], 0) is None  # it runs R&D only


def test_stargate_with_no_agenda_among_the_three_trashes_the_costliest():
    game = corp_game()
    rig(game, _stargate())
    dear, cheap, middle, under = _op(3), _op(1), _op(2), agenda(points=2)
    game.corp.piles["R&D"][:] = [dear, cheap, middle, under]
    game.opponent.apply(game, program_runs(game)[0])
    assert game.corp.piles["R&D"] == [cheap, middle, under] and where(game, dear) == "corp:Archives"
    assert game.opponent.seen_top == cheap.uid  # revealed, no agenda: R&D is not worth a run


def test_stargate_leaves_an_agenda_it_saw_on_top_worth_a_run():
    game = corp_game()
    rig(game, _stargate())
    first, second, op = agenda(points=2), agenda(points=1), _op(1)
    game.corp.piles["R&D"][:] = [first, second, op]
    game.opponent.apply(game, program_runs(game)[0])
    assert game.corp.piles["R&D"] == [second, op] and game.opponent.seen_top != second.uid


def test_a_stargate_run_stopped_by_ice_reveals_nothing():
    game = corp_game()
    rig(game, _stargate())
    put(game, RD, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)
    cards_in_rd = [agenda(points=2), _op(1)]
    game.corp.piles["R&D"][:] = cards_in_rd
    game.opponent.apply(game, program_runs(game)[0])
    assert game.corp.piles["R&D"] == cards_in_rd and game.run_event is None


def test_the_runner_ai_installs_such_a_card_as_a_stand_in():
    game = runner_game()
    rig_verbs.install(game, _stargate())
    assert game.result.stand_in_uses["ai"] == 1


def test_the_searching_runner_sees_the_clicks_only_while_a_card_allows_them():
    game = corp_game()
    player = game.opponent
    game.runner.clicks = 4
    assert not [c for c in player.legal(game) if c.kind == PROGRAM_RUN]
    rig(game, _stargate())
    assert [c.label for c in player.legal(game) if c.kind == PROGRAM_RUN] == ["Stargate"]
    game.present = set()  # no card of the game has the fact: the gate closes
    assert program_runs(game) == [] and program_run(player, game, game.corp.servers[RD], 0) is None


def test_a_card_unseen_is_not_known_after_all_revealed_cards_are_trashed():
    game = corp_game()
    rig(game, card("program", "Peek", click_run="r&d", rd_reveal=1, rd_trash=1))
    top, unseen = _op(2), _op(1)
    game.corp.piles["R&D"][:] = [top, unseen]
    game.opponent.apply(game, program_runs(game)[0])
    assert game.corp.piles["R&D"] == [unseen] and game.opponent.seen_top != unseen.uid
