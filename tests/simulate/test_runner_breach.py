"""Run events that change what their successful run does (``effects.runner_breach``): more
accesses on the attacked server and a card drawn, R&D's top put in order instead of the
breach, a card in another server's root accessed instead of the breach."""

from __future__ import annotations

from types import SimpleNamespace

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.effects.runner_breach import replaces_breach, root_choice
from nrprint.simulate.effects.runner_runs import may_run
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.opponents.runner_events import pinhole_click
from nrprint.simulate.state import ARCHIVES, HQ, RD
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, runner_game, where

RUN = {"subtypes": ("run",), "cost": 0}


def _event_run(game, event, server_index: int) -> bool:
    game.runner.grip.append(event)
    game.runner.clicks = 4
    return game.opponent.make_run(game, game.corp.servers[server_index], event)


def _jail():
    facts = {"run_server": "hq-or-r&d", "success_draw": 1, "access_more": 1, "access_server": "attacked"}
    return card("event", "Jail", **RUN, **facts)


def test_jail_runs_hq_or_rd_accesses_one_more_there_and_draws_after_a_successful_run():
    game = corp_game(remotes=1)
    servers = game.corp.servers
    assert [may_run(_jail(), s) for s in servers] == [False, True, True, False]
    game.runner.stack.extend(cards("resource", 2))
    game.corp.piles["R&D"][:] = [agenda(points=1), agenda(points=1), agenda(points=1)]
    assert _event_run(game, _jail(), RD)
    assert (len(game.runner.scored), len(game.runner.grip)) == (2, 1)
    game.corp.piles["HQ"][:] = [agenda(points=1) for _ in range(3)]
    assert _event_run(game, _jail(), HQ)
    assert (len(game.runner.scored), len(game.runner.grip)) == (4, 2)
    game.runner.clicks, game.runner.credits = 4, 5
    game.runner.grip.append(_jail())
    assert runner_cards.for_run(game.opponent, game, servers[HQ], 0).name == "Jail"


def test_jail_draws_nothing_after_an_unsuccessful_run():
    game = corp_game()
    game.runner.stack.extend(cards("resource", 2))
    put(game, HQ, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)
    assert not _event_run(game, _jail(), HQ)
    assert len(game.runner.grip) == 0


def _index():
    return card("event", "Index", **RUN, run_server="r&d", rd_arrange=3)


def test_index_puts_the_agendas_of_rds_top_first_instead_of_the_breach():
    game = corp_game()
    ops = cards("operation", 4)
    first, second = agenda(points=1), agenda(points=1)
    game.corp.piles["R&D"][:] = [ops[0], ops[1], first, second, ops[2], ops[3]]
    assert _event_run(game, _index(), RD)
    assert game.corp.piles["R&D"] == [first, ops[0], ops[1], second, ops[2], ops[3]]
    assert game.runner.scored == []


def test_index_is_played_on_rd_only_with_a_click_left_after_it():
    game = corp_game()
    game.runner.grip.append(_index())
    rd = game.corp.servers[RD]
    game.runner.clicks = 2
    assert runner_cards.for_run(game.opponent, game, rd, 0).name == "Index"
    game.runner.clicks = 1
    assert runner_cards.for_run(game.opponent, game, rd, 0) is None


def _pinhole():
    return card("event", "Pinhole", **RUN, run_server="any", root_access=True)


def test_pinhole_accesses_a_card_in_another_servers_root_an_agenda_only_seen():
    game = corp_game(remotes=2)
    game.runner.credits = 9
    bank = put(game, 3, card("asset", "Bank", trash_cost=2, drip=2))
    plan = put(game, 4, agenda(points=2))
    game.opponent.known.add(bank.card.uid)  # seen before: it wants it trashed
    assert _event_run(game, _pinhole(), ARCHIVES)
    assert where(game, bank.card) == "corp:Archives" and game.runner.credits == 7
    assert _event_run(game, _pinhole(), ARCHIVES)
    assert where(game, plan.card) == "Remote 2:root" and plan.card.uid in game.opponent.known
    assert game.runner.scored == []
    assert _event_run(game, _pinhole(), ARCHIVES)  # nothing left unseen
    assert where(game, plan.card) == "Remote 2:root"


def test_pinhole_takes_no_card_from_the_attacked_server():
    game = corp_game(remotes=1)
    asset = put(game, 3, card("asset", "Asset", trash_cost=1))
    assert _event_run(game, _pinhole(), 3)
    assert asset.card.uid not in game.opponent.known  # the remote's breach was replaced


def test_pinhole_is_played_on_the_cheapest_other_server_when_a_root_card_is_worth_it():
    game = corp_game(remotes=1)
    player = CompetentRunner()
    game.runner.grip.append(_pinhole())
    assert pinhole_click(player, game) is None  # no root card
    put(game, 3, card("asset", "Asset", trash_cost=1))
    put(game, ARCHIVES, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)  # cannot get in
    click = pinhole_click(player, game)
    assert (click.kind, click.target) == ("run-event", RD)
    game.runner.credits = -1
    assert pinhole_click(player, game) is None


def test_the_runner_ai_plays_such_events_with_no_run_a_stand_in():
    game = runner_game()
    for event in (_jail(), _index(), _pinhole()):
        rig_verbs.play_event(game, event)
    assert game.result.stand_in_uses["ai"] == 3


def test_pinhole_picks_a_seen_card_it_would_trash_and_can_pay_first_else_an_unseen_one():
    game = corp_game(remotes=3)
    unseen_worthy = put(game, 3, card("asset", "Fresh", trash_cost=1, drip=1))
    bank = put(game, 4, card("asset", "Bank", trash_cost=3, drip=2))
    dull = put(game, 5, card("asset", "Dull", trash_cost=1))
    known = game.opponent.known
    known.update({bank.card.uid, dull.card.uid})
    game.runner.credits = 5
    assert root_choice(game, None) is bank  # seen and wanted beats unseen
    game.runner.credits = 2
    assert root_choice(game, None) is unseen_worthy  # the bank cannot be paid for
    assert root_choice(game, game.corp.servers[3]) is None  # not the attacked server's; Dull unwanted
    known.add(unseen_worthy.card.uid)
    game.runner.credits = 0
    assert root_choice(game, None) is None  # every card seen, none affordable


def test_pinhole_needs_another_server_it_can_get_into_with_the_event_paid():
    game = corp_game(remotes=1)
    player = CompetentRunner()
    game.runner.grip.append(
        card("event", "Pinhole", subtypes=("run",), cost=2, run_server="any", root_access=True)
    )
    put(game, 3, card("asset", "Asset", trash_cost=1))
    for index in (ARCHIVES, HQ):
        put(game, index, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)
    rig_verbs.install(game, breaker("barrier", cost=0, break_cost=2, break_count=1))
    put(game, RD, ice(strength=1, subs=("etr",)), rezzed=True, ice=True)  # 2 to get in
    game.runner.credits = 3
    assert pinhole_click(player, game) is None  # 2 in and 2 for the event
    game.runner.credits = 4
    assert pinhole_click(player, game).target == RD
    put(game, RD, ice(strength=9, subs=("etr",)), rezzed=True, ice=True)
    assert pinhole_click(player, game) is None  # only the remote it wants is open


def test_the_runner_ai_sees_an_agenda_in_a_root_with_pinhole_and_keeps_no_memory_of_it():
    # The Runner AI runs its run events (clarification run_events); its opponent, a human
    # Corp, has no memory of the Runner's to add the agenda to
    game = runner_game(remotes=1)
    plan = put(game, 3, agenda(points=2))
    game.run_event = SimpleNamespace(card=_pinhole())
    assert replaces_breach(game, game.corp.servers[ARCHIVES], lambda *a, **k: None)
    assert where(game, plan.card) == "Remote 1:root" and game.runner.scored == []
