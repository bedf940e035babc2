"""Issue 36, the booklet's "Card text" for the Runner AI, as the engine plays it
(``rig.install``, ``rig.can_install``, ``rig.ai_virus_host``): a new console replaces the
old one and what it hosts; a program that sits on ice goes on the rezzed ice of lowest
strength, a tie going by the tie order (outermost ice first), and cannot be installed
with no free rezzed ice."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from tests.simulate.conftest import breaker, card, corp_game, ice, put, runner_game, where


def _console(name: str, **facts):
    return card("hardware", name, subtypes=("console",), **facts)


def _parasite():
    return card("program", "Parasite", cost=2, memory=1, on_ice=True, turn_counter=1, subtypes=("virus",))


def test_the_runner_ai_replaces_its_console_and_what_it_hosts():
    game = runner_game(credits=30)
    dino = rig_verbs.install(game, _console("Dino", hosts_breaker=2))
    hosted = rig_verbs.install(game, breaker("barrier"))
    assert hosted.host == dino.card.uid
    new = rig_verbs.install(game, _console("Desperado", memory_bonus=1))
    assert [i.card for i in game.runner.rig] == [new.card]
    assert where(game, dino.card) == where(game, hosted.card) == "runner:heap"


def test_a_human_runner_is_not_given_the_ai_s_console_rule():
    game = corp_game()
    game.runner.credits = 30
    rig_verbs.install(game, _console("Dino", hosts_breaker=2))
    rig_verbs.install(game, _console("Desperado"))
    assert len(game.runner.rig) == 2  # the opponents choose their own installs (opponents.runner)


def test_the_runner_ai_hosts_a_virus_on_the_weakest_rezzed_ice_by_the_tie_order():
    game = runner_game(credits=10, remotes=1, tie_order="archives-last")
    put(game, 0, ice(strength=1), ice=True, rezzed=True)  # Archives: last in this tie order
    put(game, 3, ice(strength=1), ice=True, rezzed=True)  # the remote
    inner = put(game, 2, ice(strength=1), ice=True, rezzed=True)  # HQ, before the remote
    outer = put(game, 2, ice(strength=1), ice=True, rezzed=True)
    put(game, 1, ice(strength=3), ice=True, rezzed=True)  # R&D: first, but stronger
    put(game, 1, ice(strength=0), ice=True)  # unrezzed: never a host
    virus = _parasite()
    assert rig_verbs.can_install(game, virus, 2)
    inst = rig_verbs.install(game, virus)
    assert inst.host == outer.card.uid != inner.card.uid
    second = _parasite()  # the next one goes on the next free ice: HQ's inner one
    assert rig_verbs.install(game, second).host == inner.card.uid


def test_the_runner_ai_cannot_install_a_virus_with_no_rezzed_ice():
    game = runner_game(credits=10, remotes=1)
    put(game, 3, ice(strength=1), ice=True)  # unrezzed
    assert not rig_verbs.can_install(game, _parasite(), 2)
    game.corp.servers[3].ice[0].rezzed = True
    assert rig_verbs.can_install(game, _parasite(), 2)


def test_a_free_install_with_no_ice_to_host_it_waits_in_the_rig():
    """A Parasite-like card installed without can_install's check (a free install) and no
    rezzed ice: it sits in the rig unhosted instead of crashing the game."""
    game = runner_game(credits=10, remotes=1)
    put(game, 3, ice(strength=1), ice=True)  # unrezzed: no host
    inst = rig_verbs.install(game, _parasite(), paid=False)
    assert inst.host == 0 and inst in game.runner.rig
