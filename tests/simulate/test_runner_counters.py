"""Runner cards with counters, once-a-turn clicks and extra event costs
(``effects.runner_counters``, ``event_effects``, ``opponents.runner_cards``), each on the
smallest table that shows it."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.outcome import FAIL
from nrprint.simulate.runner.simple import click_ability
from tests.simulate.conftest import agenda, card, cards, corp_game, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks, _stand_ins


def test_counters_each_turn_are_cashed_with_the_card_when_worth_more_than_two_clicks():
    game = corp_game()
    game.runner.credits, game.runner.clicks = 1, 4
    fermenter = rig_verbs.install(
        game, card("program", "Fermenter", memory=1, counters=1, turn_counter=1, cash_counters=2)
    )
    player = CompetentRunner()
    assert player.money_click(game).kind != "cash"  # 2 credits: not more than two clicks give
    turn_begins(game)
    assert fermenter.counters == 2
    click = player.money_click(game)
    assert click == Click("cash", fermenter.card.uid, "Fermenter")
    player.apply(game, click)
    assert game.runner.credits == 1 + 4 and where(game, fermenter.card) == "runner:heap"


def test_counters_spent_for_credits_when_short():
    game = corp_game()
    game.runner.credits = 1
    jar = rig_verbs.install(game, card("program", memory=1, cost=0, counters=3, counter_credit=1))
    CompetentRunner().before_click(game)
    assert game.runner.credits == 4 and jar.counters == 0
    game.runner.credits = 1
    jar.counters = 2
    game.runner.credits = 4
    CompetentRunner().before_click(game)
    assert jar.counters == 2  # not short: kept


def test_the_runner_ai_installing_a_counter_card_counts_a_stand_in():
    game = runner_game()
    game.runner.credits = 5
    rig_verbs.install(game, card("program", "Cashbox", memory=1, counters=3, counter_credit=1))
    assert _stand_ins(game, "Cashbox") == 1


def test_rd_counters_access_one_fewer_more_cards_than_they_are():
    game = corp_game()
    medium = rig(game, card("program", memory=1, rd_counter=1, counter_access=True))
    game.corp.piles["R&D"][:] = cards("operation", 4)
    assert runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert medium.counters == 1
    assert runs.run(game, game.corp.servers[2], trash_limit=None, clicks_left=Clicks(0))
    assert medium.counters == 1  # HQ gives none
    medium.counters = 3
    game.corp.piles["R&D"][:] = [*cards("operation", 2), agenda(), *cards("operation", 3)]
    access(game, game.corp.servers[1], None)
    assert len(game.runner.scored) == 1  # the top card and 2 more: the third card is seen
    medium.counters = 2
    game.corp.piles["R&D"][:] = [*cards("operation", 2), agenda()]
    access(game, game.corp.servers[1], None)
    assert len(game.runner.scored) == 1  # 1 more: the third card is not reached


def test_a_counter_trashes_a_card_the_runner_wants_trashed_once_a_turn():
    game = corp_game(remotes=2)
    game.runner.credits = 0
    imp = rig_verbs.install(game, card("program", memory=1, cost=0, counters=2, access_trash=True))
    bank = put(game, 3, card("asset", "Bank", trash_cost=3, drip=2))
    access(game, game.corp.servers[3], None)
    assert where(game, bank.card) == "corp:Archives" and imp.counters == 1 and game.runner.credits == 0
    second = put(game, 4, card("asset", "Bank2", trash_cost=3, drip=2))
    access(game, game.corp.servers[4], None)
    assert where(game, second.card) == "Remote 2:root" and imp.counters == 1  # once a turn
    game.turn += 1
    plain = put(game, 3, card("asset", "Plain", trash_cost=1))  # nothing it wants trashed
    access(game, game.corp.servers[3], None)
    assert imp.counters == 1 and where(game, plain.card) == "Remote 1:root"
    access(game, game.corp.servers[4], None)
    assert imp.counters == 0 and where(game, second.card) == "corp:Archives"


def test_a_once_a_turn_click_is_used_once_each_turn_by_both_runners():
    game = runner_game()
    contract = rig(game, card("resource", "Contract", click_gain=3, hosted=9, once_turn=True))
    contract.hosted = 9
    turn_begins(game)
    game.runner.credits = 0
    assert click_ability(game, None) != FAIL and game.runner.credits == 3
    assert click_ability(game, None) == FAIL  # the AI's second try this turn finds nothing
    turn_begins(game)
    assert click_ability(game, None) != FAIL and game.runner.credits == 6


def test_a_click_that_costs_net_damage_draws_and_is_never_used_on_a_grip_it_would_empty():
    game = corp_game()
    game.runner.clicks, game.runner.credits = 4, 0
    zero = rig(game, card("hardware", "Zero", click_gain=1, draw=2, click_damage=1, once_turn=True))
    game.runner.stack[:] = cards("event", 3)
    player = CompetentRunner()
    game.runner.grip[:] = [card("event")]
    assert Click("ability", zero.card.uid, "Zero") not in player.legal(game)
    game.runner.grip.append(card("event"))
    click = player.money_click(game)
    assert click == Click("ability", zero.card.uid, "Zero")
    player.apply(game, click)
    assert (len(game.runner.grip), len(game.runner.heap), game.runner.credits) == (3, 1, 1)
    assert Click("ability", zero.card.uid, "Zero") not in player.legal(game)  # once a turn


def test_an_event_paid_with_grip_cards_trashes_the_least_valued_first():
    game = corp_game()
    game.runner.clicks, game.runner.credits = 4, 0
    mosh = card("event", "Mosh", gain=3, draw=3, grip_cost=3)
    keep = card("program", breaks="barrier", strength=1, memory=1)
    game.runner.stack[:] = cards("event", 3)
    game.runner.grip[:] = [mosh, card("event"), card("event")]
    player = CompetentRunner()
    assert player.money_click(game).kind != "play"  # only 2 cards besides it
    cheap = [card("event"), card("event")]
    game.runner.grip[:] = [mosh, keep, *cheap]
    assert "Mosh" in [c.label for c in player.legal(game)]
    game.runner.grip.append(card("resource"))
    cheap.append(game.runner.grip[-1])
    click = player.money_click(game)
    assert click.label == "Mosh"
    player.apply(game, click)
    assert where(game, keep) == "runner:GR" and all(where(game, c) == "runner:heap" for c in cheap)
    assert game.runner.credits == 3 and len(game.runner.grip) == 1 + 3


def test_the_runner_ai_playing_an_event_paid_with_grip_cards_counts_a_stand_in():
    game = runner_game()
    rig_verbs.play_event(game, card("event", "Mosh", gain=3, grip_cost=3))
    assert _stand_ins(game, "Mosh") == 1


def test_an_event_shuffles_grip_and_heap_into_the_stack_and_leaves_the_game():
    for game in (corp_game(), runner_game()):
        game.runner.credits = 5
        levy = card("event", "Levy", cost=5, draw=5, reshuffle=True, remove_self=True)
        game.runner.grip[:] = cards("event", 2)
        game.runner.heap[:] = cards("program", 4)
        game.runner.stack[:] = cards("resource", 1)
        rig_verbs.play_event(game, levy)
        assert where(game, levy) == "runner:removed"
        assert (len(game.runner.grip), len(game.runner.stack), game.runner.heap) == (5, 2, [])
        assert _stand_ins(game, "Levy") == 0


def test_the_runner_ai_never_spends_a_counter_to_trash_an_accessed_card():
    game = runner_game(remotes=1)
    game.runner.credits = 0
    imp = rig(game, card("program", "Imp", memory=1, access_trash=True))
    imp.counters = 2
    bank = put(game, 3, card("asset", trash_cost=3, drip=2))
    game.opponent.trashes = lambda *_: True  # whatever a player would want
    access(game, game.corp.servers[3], 0)
    assert imp.counters == 2 and where(game, bank.card) == "Remote 1:root"


def test_the_new_facts_are_played_for_their_use():
    from nrprint.model.playfacts import PlayFacts
    from nrprint.simulate.played import unplayed

    def facts(type_, **kw):
        return PlayFacts(name="x", type=type_, side="runner", **kw)

    assert unplayed(facts("program", counters=1, turn_counter=1, cash_counters=2), "rig") == ()
    assert unplayed(facts("program", counters=3, counter_credit=1), "rig") == ()
    assert unplayed(facts("program", rd_counter=1, counter_access=True), "rig") == ()
    assert unplayed(facts("program", counters=2, access_trash=True), "rig") == ()
    assert unplayed(facts("hardware", click_gain=1, draw=2, once_turn=True, click_damage=1), "rig") == ()
    assert unplayed(facts("event", gain=3, draw=3, grip_cost=3), "event") == ()
    assert unplayed(facts("event", draw=5, reshuffle=True, remove_self=True), "event") == ()
    assert unplayed(facts("program", counters=2), "rig") == ("counters",)  # nothing spends them
