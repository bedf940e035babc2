"""Botulus (``host_break``): a virus on an ice whose counters, one placed when installed and
one each turn, break that ice's subroutines, one each (``effects.runner_breakers.counter_breaker``)."""

from __future__ import annotations

from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.opponents.runner_cards import host_virus, virus_click
from nrprint.simulate.rig import install
from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import HQ, RD
from tests.simulate.conftest import breaker, card, cards, corp_game, ice, put, rig, runner_game


def _botulus():
    facts = {"counters": 1, "turn_counter": 1, "on_ice": True, "host_break": True}
    return card("program", "Botulus", cost=2, memory=1, subtypes=("virus", "trojan"), **facts)


def test_the_competent_runner_hosts_it_on_an_ice_it_cannot_break_and_it_gains_a_counter_each_turn():
    game = corp_game()
    rig(game, breaker("barrier"))
    put(game, HQ, ice(subtypes=("barrier",)), rezzed=True, ice=True)
    sentry = put(game, RD, ice(strength=0, subtypes=("sentry",), subs=("etr", "etr")), rezzed=True, ice=True)
    put(game, RD, ice(subtypes=("code gate",), subs=("etr", "etr", "etr")), rezzed=True, ice=True)
    put(game, HQ, ice(subtypes=("code gate",), subs=("etr",)), ice=True)  # unrezzed
    game.runner.grip.append(_botulus())
    click = virus_click(game)
    assert click is not None and click.card == sentry.card.uid  # not a barrier; fewer subroutines
    host_virus(game, click)
    bot = next(i for i in game.runner.rig if i.facts.host_break)
    assert bot.host == sentry.card.uid and bot.counters == 1
    assert sentry in game.corp.servers[RD].ice  # strength 0, yet not trashed: it is not weakened
    turn_begins(game)
    assert bot.counters == 2 and sentry.counters == 0  # the ice is not weakened


def test_its_counters_break_every_subroutine_of_its_host_only_and_are_spent():
    game = corp_game()
    host = put(game, RD, ice(strength=5, subtypes=("sentry",), subs=("etr", "etr")), rezzed=True, ice=True)
    other = put(game, HQ, ice(strength=5, subtypes=("sentry",), subs=("etr",)), rezzed=True, ice=True)
    bot = rig(game, _botulus())
    bot.host, bot.counters = host.card.uid, 1
    assert plan_break(game, host, 0, 0) is None  # one counter, two subroutines: kept
    bot.counters = 3
    assert plan_break(game, other, 0, 0) is None  # not its host
    game.present = {"on_ice"}
    assert plan_break(game, host, 0, 0) is None  # its gate closed
    game.present = {"host_break"}
    plan = plan_break(game, host, 0, 0)
    assert plan is not None and plan.breaker is bot and plan.cost == 0 and plan.counters == 2
    game.corp.piles["R&D"][:] = cards("operation", 1)
    assert game.opponent.make_run(game, game.corp.servers[RD])
    assert bot.counters == 1


def test_the_runner_ai_hosts_it_on_its_rezzed_ice_of_lowest_strength():
    game = runner_game()
    put(game, HQ, ice(strength=4), rezzed=True, ice=True)
    low = put(game, RD, ice(strength=2), rezzed=True, ice=True)
    bot = install(game, _botulus())
    assert bot.host == low.card.uid and bot.counters == 1
    turn_begins(game)
    assert bot.counters == 2 and low.counters == 0 and low in game.corp.servers[RD].ice
