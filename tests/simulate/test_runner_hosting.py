"""A rig card trashed takes what it hosts with it (``rig.trash_installed``): Street Peddler's
waiting cards go to the heap, a console's breaker is trashed too."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.runner import CompetentRunner
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_runner_cards import _paperclip


def test_a_peddler_trashed_by_the_corp_sends_its_hosted_cards_to_the_heap():
    game = runner_game()
    waiting = [card("event"), card("resource"), card("program")]
    game.runner.stack[:] = [*waiting, card("event")]
    peddler = rig_verbs.install(game, card("resource", "Peddler", host_top=3, host_discount=1))
    game.runner.tags, game.corp.credits = 1, 5
    game.opponent.apply(game, Click("trash-resource", peddler.card.uid, "Peddler"))
    assert {where(game, c) for c in (peddler.card, *waiting)} == {"runner:heap"}
    assert f"hosted-{peddler.card.uid}" not in game.runner.piles


def test_a_console_trashed_takes_its_breaker_with_it():
    game = corp_game()
    game.runner.credits = 20
    dino = rig(game, card("hardware", "Dino", hosts_breaker=2))
    big = rig_verbs.install(game, card("program", breaks="barrier", strength=1, memory=3))
    assert big.host == dino.card.uid
    rig_verbs.trash_installed(game, dino)
    assert where(game, big.card) == "runner:heap" and game.runner.memory_free() == 4


def test_a_hosted_agenda_goes_to_archives_when_its_host_is_trashed():
    game = corp_game()
    critic = rig(game, card("resource", hosts_agenda=True))
    stolen = card("agenda", advancement=3, points=2)
    game.runner.piles[f"hosted-{critic.card.uid}"] = [stolen]
    rig_verbs.trash_installed(game, critic)
    assert where(game, stolen) == "corp:Archives" and where(game, critic.card) == "runner:heap"


def test_the_competent_runners_way_in_counts_a_heap_breaker_and_its_install():
    game = corp_game(remotes=1)
    game.runner.credits, game.runner.clicks = 9, 4
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)
    player = CompetentRunner()
    assert player.cost(game, game.corp.servers[3]) is None
    game.runner.heap.append(_paperclip())  # installs itself on the encounter: 4, then 1 to break
    assert player.cost(game, game.corp.servers[3]) == 5
    game.runner.credits = 4  # the install leaves nothing to break with
    assert player.cost(game, game.corp.servers[3]) is None


def test_the_competent_runners_way_in_spends_weakening_counters_once():
    game = corp_game(remotes=1)
    game.runner.credits, game.runner.clicks = 9, 4
    sucker = rig(game, card("program", memory=1, weakens=True))
    sucker.counters = 1
    rig(game, breaker("barrier", strength=1, pump=1, pump_cost=2, break_cost=1))
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)
    assert player_cost(game) == 1 + 3  # the counter saves a pump on the outer ice only


def player_cost(game):
    return CompetentRunner().cost(game, game.corp.servers[3])


def test_the_competent_runner_counts_an_inside_job_past_ice_it_cannot_break_and_plays_it():
    game = corp_game(remotes=1)
    game.runner.credits, game.runner.clicks = 3, 4
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)
    put(game, 3, agenda(), rezzed=False)
    player = CompetentRunner()
    player.seen_top = -2
    assert player_cost(game) is None and 3 not in [t[0].index for t in player.targets(game)]
    job = card("event", "Job", cost=1, subtypes=("run",), run_server="any", bypass_first=True)
    game.runner.grip.append(job)
    assert [t[2] for t in player.targets(game) if t[0].index == 3] == [0]
    assert player.decide(game) == Click("run-event", 3, "Job")
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)  # a second ice: out of reach
    assert 3 not in [t[0].index for t in player.targets(game)]
