"""Corp cards whose credits come from scored agendas, ice that acts in its rez turn or on R&D,
and operations on HQ (``effects.corp_scored``, ...): each test plays one mechanic for the
Corp AI and for a human Corp."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.corp import play_operation, table
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.effects import corp_ice, corp_ice_rd, corp_operations, runner_turn
from nrprint.simulate.opponents import corp_cards
from nrprint.simulate.outcome import FALLBACK
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _run(game, server: int) -> bool:
    return runs.run(game, game.corp.servers[server], trash_limit=None, clicks_left=Clicks(0))


def test_a_scored_agendas_credits_are_taken_as_each_turn_begins():
    for game in (corp_game(credits=0), runner_game()):
        held = game.corp.credits
        sales = agenda(points=2, score_credits=3, agenda_take=1, agenda_take_each=True)
        table.score(game, sales, "remote")
        table.drip(game)
        runner_turn.turn_begins(game)
        assert game.corp.credits == held + 2
        table.drip(game)
        table.drip(game)  # its 3 credits are spent: no more
        assert game.corp.credits == held + 3 and game.agenda_counters[sales.uid] == 0


def test_a_stolen_agendas_credits_stay_the_corps_only_when_it_says_so():
    game = runner_game()
    held = game.corp.credits
    table.steal(game, agenda(points=2, score_credits=5, agenda_take=2, steal_credits=True), "R&D")
    table.steal(game, agenda(points=1, score_credits=5, agenda_take=2), "HQ")
    runner_turn.turn_begins(game)  # taken as the Corp's turn begins only
    assert game.corp.credits == held
    table.drip(game)
    assert game.corp.credits == held + 2
    swapped = runner_game()  # scored, then swapped into the Runner's area: no longer paid
    table.score(swapped, sales := agenda(points=2, score_credits=5, agenda_take=2), "remote")
    swapped.corp.scored.remove(sales)
    swapped.runner.scored.append(sales)
    held = swapped.corp.credits
    table.drip(swapped)
    assert swapped.corp.credits == held


def _op(**facts):
    return card("operation", **facts)


def test_an_operation_waits_for_the_runners_last_turn_or_a_poor_corp():
    game = corp_game(credits=5, remotes=1)
    game.turn = 3  # the Corp AI's turn: the Runner's last turn was turn 2
    game.corp.piles["OP"] = [warfare := _op(needs_success=True, runner_lose_at=4), other := _op(gain=1)]
    assert play_operation.play_from(game, "OP") is FALLBACK  # no successful run yet: under the deck
    assert game.corp.piles["OP"] == [other, warfare]
    _run(game, 3)  # a successful run on an empty remote, in turn 3 (too late for this turn)
    assert game.last_success_turn == 3 and not corp_operations.may_play(game, warfare)
    game.turn = 4
    game.runner.credits = 4
    assert corp_operations.may_play(game, warfare) and not corp_operations.may_play(
        game, _op(needs_no_success=True)
    )
    human = runner_game()
    human.turn = 2  # the Runner AI's turn 2 came after the human Corp's last one
    oppo = _op(cost=2, tags=2, terminal=True, needs_harm=True)
    human.corp.piles["HQ"] = [oppo]
    human.corp.clicks = 1
    assert corp_cards.operation_click(human) is None
    table.steal(human, agenda(), "HQ")
    assert human.last_harm_turn == 2 and corp_cards.operation_click(human).target == oppo.uid
    human.corp.piles["HQ"] = [poor := _op(gain=7, needs_poor=10)]
    assert corp_cards.playable_now(human, poor)
    assert any(c.target == poor.uid for c in human.opponent.legal(human))
    human.corp.credits = 10
    assert not corp_cards.playable_now(human, poor)
    assert all(c.target != poor.uid for c in human.opponent.legal(human))


def test_trashing_a_corp_card_on_access_counts_as_harm():
    game = corp_game(remotes=1)
    game.runner.credits = 9
    put(game, 3, card("asset", trash_cost=1, drip=2), rezzed=True)
    game.turn = 5
    _run(game, 3)
    assert game.last_harm_turn == 5 and game.corp.servers[3].root == []


def test_an_operation_drains_credits_takes_bad_publicity_and_pays_for_more_tags_under_threat():
    game = runner_game()
    game.runner.credits = 3
    assert not corp_operations.played(game, _op(runner_lose_at=4)) and game.runner.credits == 3
    game.runner.credits = 4
    assert corp_operations.played(game, _op(runner_lose_at=4)) and game.runner.credits == 0
    corp_operations.played(game, _op(gain=7, bad_publicity=1))
    assert game.corp.bad_publicity == 1
    oppo = _op(tags=2, threat=3, threat_pay=5, threat_tags=2)
    game.corp.credits = 5
    corp_cards.operation_played(game, oppo)  # no side has 3 points: no threat
    assert (game.runner.tags, game.corp.credits) == (2, 5)
    game.runner.scored.append(agenda(points=3))
    corp_cards.operation_played(game, oppo)
    assert (game.runner.tags, game.corp.credits) == (6, 0)
    ai = corp_game(credits=5)
    ai.corp.scored.append(agenda(points=3))
    assert play_effect(ai, oppo) and (ai.runner.tags, ai.corp.credits) == (4, 0)
    ai.corp.credits = 4  # short of the threat's price: the tags of the card only
    assert play_effect(ai, oppo) and (ai.runner.tags, ai.corp.credits) == (6, 4)


def test_an_ice_rezzed_in_a_run_is_stronger_for_the_rest_of_that_turn():
    game = corp_game(remotes=1, credits=5)
    game.turn = 2
    keeper = put(game, 3, ice(strength=0, subtypes=("code gate",), cost=3, rez_turn_strength=4), ice=True)
    runs.corp_rezzes(game, keeper)
    rig(game, breaker("code gate", strength=1, pump_cost=1, pump=1))
    assert keeper.rezzed and runs.plan_break(game, keeper, 20, 0).cost == 4  # 3 pumps and a break
    game.turn = 3
    assert runs.plan_break(game, keeper, 20, 0).cost == 1
    earlier = put(
        game, 3, ice(strength=0, subtypes=("code gate",), rez_turn_strength=4), ice=True, rezzed=True
    )
    assert runs.plan_break(game, earlier, 20, 0).cost == 1  # rezzed outside a run: an earlier turn


def test_a_subroutine_draws_for_a_human_corp_and_hides_archives_agendas_in_rd():
    for game in (runner_game(), corp_game()):
        keeper = put(game, 1, ice(subs=("draw-shuffle",), sub_draw=2), ice=True, rezzed=True)
        corp = game.corp
        corp.piles["R&D"] = cards("operation", 8)
        corp.piles["HQ"] = cards("asset", 2)
        corp.piles["Archives"] = [lost := agenda(), card("asset"), gone := agenda(), third := agenda()]
        corp_ice.fire(game, keeper, "draw-shuffle")
        drawn = 2 if game.ai == "runner" else 0  # the Corp AI's HQ is refilled by its refill only
        assert len(corp.piles["HQ"]) == 2 + drawn and len(corp.piles["R&D"]) == 8 - drawn + 2
        assert where(game, lost) == where(game, gone) == "corp:R&D" and where(game, third) == "corp:Archives"
    full = runner_game()
    keeper = put(full, 1, ice(subs=("draw-shuffle",), sub_draw=3), ice=True, rezzed=True)
    full.corp.piles["R&D"] = cards("operation", 7)
    full.corp.piles["HQ"] = cards("asset", 4)
    corp_ice.fire(full, keeper, "draw-shuffle")  # one card fills HQ to 5
    assert len(full.corp.piles["HQ"]) == 5 and len(full.corp.piles["R&D"]) == 6
    low = runner_game()
    keeper = put(low, 1, ice(subs=("draw-shuffle",), sub_draw=3), ice=True, rezzed=True)
    low.corp.piles["R&D"] = cards("operation", 6)
    low.corp.piles["HQ"] = []
    corp_ice.fire(low, keeper, "draw-shuffle")  # R&D is kept at 5
    assert len(low.corp.piles["HQ"]) == 1 and len(low.corp.piles["R&D"]) == 5


def test_an_ice_orders_rds_top_hiding_agendas_from_a_run_on_rd():
    game = runner_game(remotes=1)
    on_rd = put(game, 1, ice(subs=("arrange-rd",), install_look=3), ice=True, rezzed=True)
    on_remote = put(game, 3, ice(subs=("arrange-rd",), install_look=3), ice=True, rezzed=True)
    rd = game.corp.piles["R&D"] = [
        a := agenda(),
        b := card("asset"),
        c := agenda(),
        d := card("asset"),
        e := agenda(),
    ]
    corp_ice_rd.fire(game, on_rd, "arrange-rd")
    assert rd == [b, a, c, d, e]  # only the top 3 are looked at
    corp_ice_rd.fire(game, on_remote, "arrange-rd")
    assert rd == [a, c, b, d, e]


def test_an_ice_trades_draws_and_hurts_when_not_fully_broken():
    game = runner_game(remotes=1)
    anansi = put(game, 1, ice(subs=("draw-pay",), sub_draw=1, pay=2), ice=True, rezzed=True)
    game.corp.piles["R&D"] = cards("operation", 7)
    game.runner.piles["STA"] = cards("event", 2)
    game.runner.credits = 3  # not twice the price: keeps its credits
    corp_ice_rd.fire(game, anansi, "draw-pay")
    assert (len(game.corp.piles["HQ"]), len(game.runner.grip), game.runner.credits) == (1, 0, 3)
    game.runner.credits = 4
    corp_ice_rd.fire(game, anansi, "draw-pay")
    assert (len(game.corp.piles["HQ"]), len(game.runner.grip), game.runner.credits) == (2, 1, 2)
    hurt = corp_game(remotes=1)
    hurt.runner.piles["GR"] = cards("event", 5)
    hurt.corp.piles["R&D"] = [asset := card("asset"), plan := agenda()]
    sentry = ice(
        strength=9,
        subtypes=("sentry",),
        subs=("net", "arrange-rd"),
        damage=1,
        install_look=2,
        unbroken_damage=3,
    )
    sentry = put(hurt, 3, sentry, ice=True, rezzed=True)
    assert runs.encounter(hurt, sentry, Clicks(0)) and len(hurt.runner.grip) == 1  # 1 for the sub, 3 after
    assert hurt.corp.piles["R&D"] == [plan, asset]
    broken = corp_game(remotes=1)
    broken.runner.piles["GR"] = cards("event", 5)
    broken.runner.credits = 9
    rig(broken, breaker("sentry", strength=9))
    sentry = put(
        broken, 3, ice(strength=1, subtypes=("sentry",), subs=("net",), damage=1, unbroken_damage=3), ice=True
    )
    sentry.rezzed = True
    assert runs.encounter(broken, sentry, Clicks(0)) and len(broken.runner.grip) == 5


def test_an_operation_trashes_a_card_of_hq_that_is_not_an_agenda():
    human = runner_game()
    human.corp.piles["HQ"] = [plan := agenda(), cheap := card("asset", cost=0)]
    corp_operations.played(human, _op(gain=4, hq_trash=True))
    assert where(human, cheap) == "corp:Archives" and where(human, plan) == "corp:HQ"
    ai = corp_game()
    ai.corp.piles["HQ"] = [top := card("asset"), wall := ice(), plan := agenda()]
    assert play_effect(ai, _op(gain=4, hq_trash=True))  # its credits are the benefit
    assert where(ai, wall) == "corp:ICE" and where(ai, top) == "corp:HQ" and where(ai, plan) == "corp:HQ"
    for only in (corp_game(), runner_game()):
        only.corp.piles["HQ"] = [plan := agenda()]
        corp_operations.played(only, _op(hq_trash=True))
        assert where(only, plan) == "corp:HQ"


def test_a_scored_agenda_tags_the_runner_for_its_first_trash_of_a_turn():
    game = corp_game(remotes=2)
    game.runner.credits = 9
    game.corp.scored.append(agenda(trash_tags=1))
    put(game, 3, card("asset", trash_cost=1, drip=2), rezzed=True)
    put(game, 4, card("asset", trash_cost=1, drip=2), rezzed=True)
    game.turn = 2
    _run(game, 3)
    _run(game, 4)  # the second trash of the turn: no tag
    assert game.runner.tags == 1 and game.trash_tag_turn == 2
    put(game, 3, card("asset", trash_cost=1, drip=2), rezzed=True)
    game.turn = 3
    _run(game, 3)
    assert game.runner.tags == 2
    stolen = corp_game(remotes=1)
    stolen.runner.credits = 9
    stolen.runner.scored.append(agenda(trash_tags=1))  # in the Runner's area: no tag
    put(stolen, 3, card("asset", trash_cost=1, drip=2), rezzed=True)
    _run(stolen, 3)
    assert stolen.runner.tags == 0
