"""Corp cards of the session-4 fourth batch (``effects.corp_ice``, ``corp_agendas``,
``corp_operations``, ``opponents.corp_cards``): ice that tags or hurts when rezzed in a
run, an agenda stolen for net damage, an asset that installs ice when an agenda is scored,
an operation that swaps agendas, an asset that adds to the turn's draw."""

from __future__ import annotations

import pytest

from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.corp import table
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.opponents import corp_cards
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _run(game, server: int) -> bool:
    return runs.run(game, game.corp.servers[server], trash_limit=None, clicks_left=Clicks(0))


def test_an_ice_rezzed_in_a_run_tags_or_trashes_a_card_of_hq_for_damage():
    game = corp_game(remotes=1, credits=5)
    put(game, 3, ice(strength=9, subs=(), cost=2, run_rez_tags=1), ice=True)
    _run(game, 3)
    assert game.runner.tags == 1
    hurt = corp_game(remotes=1, credits=5)
    hurt.runner.piles["GR"] = cards("event", 4)
    hurt.corp.piles["HQ"] = [top := card("asset"), bottom := card("operation"), agenda()]
    put(hurt, 3, ice(strength=9, subs=(), cost=3, run_rez_damage=2), ice=True)
    _run(hurt, 3)
    assert len(hurt.runner.grip) == 2 and where(hurt, bottom) == "corp:OP" and where(hurt, top) == "corp:HQ"
    human = runner_game(remotes=1)
    human.runner.piles["GR"] = cards("event", 4)
    human.corp.piles["HQ"] = [keep := agenda()]
    put(human, 3, ice(strength=9, subs=(), cost=3, run_rez_damage=2), ice=True)
    _run(human, 3)  # only an agenda in HQ: nothing trashed, no damage
    assert len(human.runner.grip) == 4 and where(human, keep) == "corp:HQ"


def test_an_agenda_is_stolen_for_net_damage_only_when_the_grip_can_take_it():
    game = corp_game(remotes=1)
    put(game, 3, oboe := agenda(adv=5, points=3, steal_damage=4))
    game.runner.piles["GR"] = cards("event", 3)
    access(game, game.corp.servers[3], None)
    assert where(game, oboe) == "Remote 1:root" and len(game.runner.grip) == 3
    game.runner.piles["GR"] += cards("event", 1)
    access(game, game.corp.servers[3], None)
    assert where(game, oboe) == "runner:scored" and game.runner.grip == []


def test_scoring_an_agenda_installs_ice_for_free_with_a_sponsoring_asset():
    game = runner_game(remotes=1)
    put(game, 3, card("asset", score_install=True), rezzed=True)
    game.corp.piles["HQ"] = [cheap := ice(cost=1), dear := ice(cost=6)]
    for server in (1, 2, 3):
        put(game, server, ice(), ice=True)
    game.corp.credits = 0  # free: the install cost of a second ice is not paid
    table.score(game, agenda(), "remote")
    assert where(game, dear) == "R&D:ice" and where(game, cheap) == "corp:HQ" and game.corp.credits == 0
    unrezzed = runner_game(remotes=1)
    put(unrezzed, 3, card("asset", score_install=True))
    unrezzed.corp.piles["HQ"] = [kept := ice(cost=6)]
    table.score(unrezzed, agenda(), "remote")
    assert where(unrezzed, kept) == "corp:HQ"


def test_an_operation_swaps_the_corps_worst_agenda_for_the_runners_best():
    game = runner_game()
    game.corp.scored = [low := agenda(points=1), agenda(points=2)]
    game.runner.scored = [agenda(points=2), high := agenda(points=3)]
    game.runner.tags = 1
    swap = card("operation", needs_tag=True, swap_agenda=True)
    game.corp.piles["HQ"] = [swap]
    click = corp_cards.operation_click(game)
    assert click is not None and click.target == swap.uid
    game.corp.clicks = 3
    game.opponent.apply(game, click)
    assert where(game, high) == "corp:scored" and where(game, low) == "runner:scored"
    assert (game.corp.points, game.runner.points) == (5, 3)
    untagged = runner_game()
    untagged.corp.scored, untagged.runner.scored = [agenda(points=1)], [agenda(points=3)]
    untagged.corp.piles["HQ"] = [card("operation", needs_tag=True, swap_agenda=True)]
    assert corp_cards.operation_click(untagged) is None
    won = corp_game()
    won.corp.scored, won.runner.scored = [agenda(points=1), agenda(points=5)], [agenda(points=3)]
    with pytest.raises(GameOver):  # 8 points: the game ends there
        play_effect(won, card("operation", swap_agenda=True))
    even = corp_game()
    even.corp.scored, even.runner.scored = [agenda(points=2)], [agenda(points=2)]
    assert not play_effect(even, card("operation", swap_agenda=True))  # no gain: no swap


def test_an_asset_adds_a_card_to_the_turns_draw_and_sends_one_back():
    game = runner_game(remotes=1)
    put(game, 3, card("asset", draw_more=1), rezzed=True)
    game.corp.piles["R&D"] = [first := agenda(), second := card("operation", cost=1)] + cards("ice", 8)
    game.opponent.begin_turn(game)
    hq, rd = game.corp.piles["HQ"], game.corp.piles["R&D"]
    assert first in hq and second not in hq and rd[-1] is second
    low = runner_game(remotes=1)
    put(low, 3, card("asset", draw_more=1), rezzed=True)
    deck = [agenda()] + cards("ice", 5)
    low.corp.piles["R&D"] = list(deck)
    low.opponent.begin_turn(low)
    assert low.corp.piles["R&D"] == deck[1:]  # R&D low: no card more (none went to its bottom)


# --- batch 5: the Runner's choice of harms, an asset that draws while unprotected ---------------


def test_the_runner_pays_or_trashes_its_cheapest_card_and_takes_core_damage_or_stops():
    from nrprint.simulate.state import Installed
    from tests.simulate.conftest import rig

    game = corp_game()
    fair = Installed(ice(subtypes=("code gate",), subs=("pay-or-trash",), pay=3), 90, rezzed=True)
    game.runner.credits = 3
    assert runs.encounter(game, fair, Clicks(0)) and game.runner.credits == 0
    dear, cheap = rig(game, card("hardware", cost=4)), rig(game, card("program", cost=1))
    assert runs.encounter(game, fair, Clicks(0))
    assert where(game, cheap.card) == "runner:heap" and where(game, dear.card) == "runner:rig"
    hurt = Installed(ice(subtypes=("code gate",), subs=("brain-or-etr",), damage=1), 91, rezzed=True)
    game.runner.piles["GR"] = cards("event", 2)
    assert runs.encounter(game, hurt, Clicks(0)) and game.runner.brain == 1
    assert not runs.encounter(game, hurt, Clicks(0))  # one card left: it stops rather than lose it
    assert len(game.runner.grip) == 1


def test_an_unprotected_asset_draws_at_turn_start_and_sends_one_back():
    game = runner_game(remotes=1)
    put(game, 3, card("asset", unprotected_draw=3), rezzed=True)
    game.corp.piles["R&D"] = (
        [card("operation", gain=5)] + [agenda()] + [ice(), card("asset")] + cards("ice", 9)
    )
    game.opponent.begin_turn(game)
    assert len(game.corp.piles["HQ"]) == 3  # the turn's card and three, one back to R&D's bottom
    assert game.corp.piles["R&D"][-1].type == "asset"
    iced = runner_game(remotes=1)
    put(iced, 3, card("asset", unprotected_draw=3), rezzed=True)
    put(iced, 3, ice(), ice=True)
    iced.corp.piles["R&D"] = cards("ice", 12)
    iced.opponent.begin_turn(iced)
    assert len(iced.corp.piles["HQ"]) == 1


def test_an_ice_is_rezzed_only_by_forfeiting_the_agenda_worth_least():
    game = corp_game(remotes=1, credits=9)
    archer = put(game, 3, ice(strength=9, subs=("etr",), cost=4, rez_forfeit=1), ice=True)
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))  # no agenda: no rez
    assert not archer.rezzed and game.corp.credits == 9
    game.corp.scored = [big := agenda(points=3), small := agenda(points=1)]
    assert not _run(game, 3)
    assert archer.rezzed and game.corp.credits == 5 and game.corp.scored == [big]
    assert where(game, small) == "corp:Removed"
    declined = runner_game(remotes=1)
    declined.corp.scored = [kept := agenda(points=1)]
    declined.opponent.rezzes = lambda g, i: False
    put(declined, 3, ice(strength=9, subs=("etr",), cost=4, rez_forfeit=1), ice=True)
    _run(declined, 3)
    assert declined.corp.scored == [kept]  # not rezzed: nothing forfeited
