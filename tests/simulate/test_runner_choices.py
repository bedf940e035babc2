"""Runner events that choose among effects or turn the piles over (``simulate.event_effects``):
two modes of several, the stack milled and heap cards shuffled back, and a Corp that pays
or takes bad publicity after a successful central run."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate import runs
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.opponents.runner_events import harm_click
from tests.simulate.conftest import breaker, card, cards, corp_game, runner_game
from tests.simulate.test_card_effects import Clicks, _stand_ins

DEUCES = {"cost": 2, "gain": 3, "draw": 2, "remove_tags": 1, "two_modes": True}


def test_two_modes_a_tagged_runner_removes_a_tag_and_gains_else_gains_and_draws():
    game = corp_game()
    game.runner.stack.extend(cards("resource", 4))
    game.runner.credits, game.runner.tags = 2, 2
    rig_verbs.play_event(game, card("event", "Deuces", **DEUCES))
    assert (game.runner.tags, game.runner.credits, len(game.runner.grip)) == (1, 3, 0)
    game.runner.tags = 0
    rig_verbs.play_event(game, card("event", "Deuces", **DEUCES))
    assert (game.runner.credits, len(game.runner.grip)) == (4, 2)
    assert _stand_ins(game, "Deuces") == 0


def test_two_modes_the_runner_ai_gains_and_draws_a_stand_in():
    game = runner_game()
    game.runner.stack.extend(cards("resource", 4))
    game.runner.credits, game.runner.tags = 2, 1
    rig_verbs.play_event(game, card("event", "Deuces", **DEUCES))
    assert (game.runner.tags, game.runner.credits, len(game.runner.grip)) == (1, 3, 2)
    assert _stand_ins(game, "Deuces") == 1


def test_labor_mills_the_stack_and_shuffles_back_a_lacking_breaker_then_the_dearest():
    game = corp_game()
    runner = game.runner
    rig_verbs.install(game, breaker("barrier", cost=0))
    runner.credits = 5
    top = cards("resource", 3, cost=0)
    top_last = card("hardware", "Last", cost=1)
    runner.stack.extend([*top, top_last])
    killer, fracter = breaker("sentry", cost=1), breaker("barrier", cost=9)
    dear, cheap = card("program", "Dear", cost=6), card("program", "Cheap", cost=1)
    second = breaker("barrier", cost=5)  # dearer than Dear as a breaker, not as a card
    runner.heap.extend([cheap, fracter, dear, killer, second])
    labor = card("event", "Labor", cost=0, mill=3, heap_to_stack=3, draw=1, remove_self=True)
    rig_verbs.play_event(game, labor)
    # the lacking killer first, then the dearest two; then 1 drawn
    assert set(runner.heap) == set(top) | {cheap, second} and len(runner.heap) == 5
    assert set(runner.stack + runner.grip) == {killer, fracter, dear, top_last} and len(runner.grip) == 1
    assert labor in runner.piles["removed"] and labor not in runner.stack + runner.grip
    assert _stand_ins(game, "Labor") == 0


def test_labor_the_runner_ai_is_given_no_choice_of_heap_cards():
    game = runner_game()
    game.runner.heap.extend(cards("program", 4))
    labor = card("event", "Labor", cost=0, heap_to_stack=3)
    rig_verbs.play_event(game, labor)
    assert (len(game.runner.heap), len(game.runner.stack)) == (2, 3) and labor in game.runner.heap
    assert _stand_ins(game, "Labor") == 1


def _central_run(game) -> None:
    game.turn = 3
    assert runs.run(game, game.corp.servers[0], trash_limit=None, clicks_left=Clicks(0))


def test_mining_is_played_only_after_a_successful_central_run_this_turn():
    game = corp_game(remotes=1)
    mining = card("event", "Mining", cost=2, needs_central=True, pay_or_bp=5, remove_self=True)
    game.runner.grip.append(mining)
    game.turn = 3
    assert not runner_cards.playable(game, mining) and harm_click(game) is None
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))  # a remote
    assert not runner_cards.playable(game, mining) and harm_click(game) is None
    _central_run(game)
    assert runner_cards.playable(game, mining) and harm_click(game).target == mining.uid
    assert CompetentRunner().decide(game).target == mining.uid
    game.runner.credits = 1
    assert harm_click(game) is None
    game.runner.credits = 5
    game.turn = 4
    assert not runner_cards.playable(game, mining)


def test_mining_the_corp_ai_pays_when_it_can_else_takes_bad_publicity():
    game = corp_game(credits=5)
    _central_run(game)
    rig_verbs.play_event(game, card("event", "Mining", cost=0, needs_central=True, pay_or_bp=5))
    assert (game.corp.credits, game.corp.bad_publicity) == (0, 0)
    rig_verbs.play_event(game, card("event", "Mining", cost=0, needs_central=True, pay_or_bp=5))
    assert (game.corp.credits, game.corp.bad_publicity) == (0, 1)
    assert _stand_ins(game, "Mining") == 0


def test_mining_a_human_corp_pays_only_keeping_a_reserve_and_the_ai_played_early_is_a_stand_in():
    game = runner_game()
    game.corp.credits = 9
    rig_verbs.play_event(game, card("event", "Mining", cost=0, needs_central=True, pay_or_bp=5))
    assert (game.corp.credits, game.corp.bad_publicity) == (9, 1)
    assert _stand_ins(game, "Mining") == 1  # no central run this turn
    game.corp.credits = 10
    _central_run(game)
    rig_verbs.play_event(game, card("event", "Mining", cost=0, needs_central=True, pay_or_bp=5))
    assert (game.corp.credits, game.corp.bad_publicity) == (5, 1)
    assert _stand_ins(game, "Mining") == 1
