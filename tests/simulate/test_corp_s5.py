"""Corp cards of session 5 (``effects.corp_scored``, ...): each test plays one mechanic
for the Corp AI and for a human Corp."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.corp import play_operation, table
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.effects import corp_operations, runner_turn
from nrprint.simulate.opponents import corp_cards
from nrprint.simulate.state import FALLBACK
from tests.simulate.conftest import agenda, card, corp_game, put, runner_game
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
