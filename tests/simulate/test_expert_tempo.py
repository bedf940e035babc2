"""The competent Runner's tempo habits (``opponents/runner_tempo.py``), which the expert's
rollouts and its default click follow: each scenario is a small table where the habit
decides the click, and the click it would be without the habit."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.opponents import runner_tempo
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.runner import CompetentRunner
from tests.simulate.conftest import breaker, card, cards, corp_game, ice, put, rig


def _table(*, credits: int = 5):
    """A Corp AI game where R&D's top card has been seen and HQ holds no agenda."""
    game = corp_game(credits=20)
    game.runner.credits = credits
    game.runner.clicks = 4
    game.runner.stack.extend(cards("event", 5))
    game.corp.piles["R&D"].extend(cards("operation", 3))
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    game.opponent = player
    return game, player


def test_a_rich_corp_ais_economy_asset_is_not_trashed_a_poor_ones_is():
    money = card("asset", cost=1, drip=2, trash_cost=2)
    upgrade = card("upgrade", cost=1, trash_cost=2)
    game, player = _table()
    game.corp.credits = runner_tempo.RICH_CORP
    assert not player.trashes(game, money)
    assert player.trashes(game, upgrade)  # an upgrade guards a server whatever the AI holds
    game.corp.credits = runner_tempo.RICH_CORP - 1
    assert player.trashes(game, money)


def test_an_unrezzed_ice_that_would_most_likely_end_the_run_keeps_it_out():
    # a face-down card waits in a remote behind one unrezzed ice; every ice the AI may
    # have dealt is a code gate that ends the run, and the Runner breaks only barriers
    game, player = _table(credits=8)
    game.runner.grip.append(card("hardware", cost=12))  # an empty grip facechecks nothing
    rig(game, breaker("barrier", cost=1))
    remote = table.new_remote(game)
    put(game, remote.index, ice(subtypes=("code gate",)), ice=True)
    put(game, remote.index, card("asset", cost=1))
    game.corp.piles["ICE"].extend(ice(subtypes=("code gate",)) for _ in range(3))
    assert player.cost(game, remote) is None
    assert player.decide(game).kind != "run"
    # with a code gate breaker the same ice costs what breaking it takes: it runs
    rig(game, breaker("code gate", cost=1))
    assert player.cost(game, remote) is not None
    assert player.decide(game) == Click("run", remote.index, remote.name)


def test_an_unrezzed_ice_costs_the_mean_of_the_ice_it_may_be():
    game, player = _table(credits=8)
    rig(game, breaker("barrier", strength=1, cost=1, break_cost=1, pump_cost=1, pump=1))
    remote = table.new_remote(game)
    put(game, remote.index, ice(strength=3), ice=True)
    game.corp.piles["ICE"].append(ice(strength=3))
    # both possible ice are strength 3 barriers: 2 credits of boost and 1 to break each
    assert player.cost(game, remote) == 3


def test_below_six_credits_it_makes_money_before_installing_a_breaker():
    # nothing worth a run; a code gate breaker it lacks and an event that gains are in the
    # grip: at 5 credits (above the shared 4) it plays the event first
    gordian = breaker("code gate", cost=1)
    easy = card("event", cost=0, gain=3)
    game, player = _table(credits=5)
    game.runner.grip.extend([gordian, easy])
    assert player.decide(game) == Click("play", easy.uid, easy.name)
    game.runner.credits = 6
    assert player.decide(game) == Click("install", gordian.uid, gordian.name)


def test_a_bypass_passes_the_first_ice_met_rezzed_or_not():
    # Inside Job bypasses the outermost ice, here an unrezzed code gate it could not break;
    # the rezzed barrier behind it is broken
    game, player = _table(credits=8)
    rig(game, breaker("barrier", strength=3, cost=1))
    remote = table.new_remote(game)
    put(game, remote.index, ice(), ice=True, rezzed=True)
    put(game, remote.index, ice(subtypes=("code gate",)), ice=True)
    game.corp.piles["ICE"].append(ice(subtypes=("code gate",)))
    assert player.cost(game, remote) is None
    assert player.cost(game, remote, bypass=True) == 1


def test_an_executed_ash_is_run_only_with_the_credits_its_trace_takes():
    # a face-down card behind no ice and an executed upgrade that traces 4 on access: with
    # link 0 the run is worth making only with 4 credits, else it reaches the upgrade alone
    game, player = _table(credits=3)
    game.runner.grip.append(card("hardware", cost=12))  # nothing else to do with clicks
    remote = table.new_remote(game)
    put(game, remote.index, card("asset", cost=1))
    put(game, remote.index, card("upgrade", cost=1, access_trace=4), rezzed=True)
    assert runner_tempo.traces(game, remote) == 4
    assert player.cost(game, remote) is None
    assert player.decide(game).kind != "run"
    game.runner.credits = 4
    assert player.cost(game, remote) == 4
    assert player.decide(game) == Click("run", remote.index, remote.name)
