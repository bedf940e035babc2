"""Operations and agendas of the real decklists' Corp cards (``effects.corp_plays``,
``effects.corp_scores``), each in a small game whose state the card changes: played by the
Corp AI (``corp/effects.play_effect``) and by a human Corp (``corp_cards.operation_played``),
scored and stolen through ``corp.table``."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.opponents import corp_cards
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, rig, runner_game, where


def _op(**facts):
    return card("operation", cost=0, **facts)


def test_your_digital_life_gains_a_credit_for_each_other_card_of_hq():
    human = runner_game()
    life = _op(gain_per_hq=1)
    human.corp.piles["HQ"][:] = [life, *cards("ice", 4)]
    human.corp.credits = 0
    corp_cards.operation_played(human, life)  # still in HQ: not counted
    assert human.corp.credits == 4
    ai = corp_game(credits=0)
    ai.corp.piles["HQ"][:] = cards("asset", 3)
    assert play_effect(ai, _op(gain_per_hq=1)) and ai.corp.credits == 3 and ai.result.credits_gained == 3
    ai.corp.piles["HQ"][:] = []
    assert not play_effect(ai, _op(gain_per_hq=1))  # nothing gained: no benefit (the AI's 1 credit)


def test_market_forces_takes_three_a_tag_and_the_corp_gains_what_was_lost():
    game = runner_game()
    game.corp.credits, game.runner.credits, game.runner.tags = 0, 7, 2
    corp_cards.operation_played(game, _op(needs_tag=True, siphon_per_tag=3))
    assert (game.runner.credits, game.corp.credits) == (1, 6)
    game.runner.tags = 3  # 9 asked, 1 left: 1 lost, 1 gained
    corp_cards.operation_played(game, _op(needs_tag=True, siphon_per_tag=3))
    assert (game.runner.credits, game.corp.credits) == (0, 7)


def test_stock_buy_back_gains_three_for_each_stolen_agenda():
    ai = corp_game(credits=0)
    assert not play_effect(ai, _op(terminal=True, gain_per_stolen=3))
    ai.runner.scored += [agenda(), agenda()]
    assert play_effect(ai, _op(terminal=True, gain_per_stolen=3)) and ai.corp.credits == 6


def test_fast_track_adds_the_best_agenda_of_rd_to_hq():
    human = runner_game()
    small, big, wall = agenda(points=1), agenda(points=3), ice()
    human.corp.piles["R&D"][:] = [wall, small, big]
    corp_cards.operation_played(human, _op(search_agenda=True))
    assert where(human, big) == "corp:HQ" and where(human, small) == "corp:R&D"
    ai = corp_game()
    ai.corp.piles["HQ"][:] = [old := card("asset")]
    ai.corp.piles["R&D"][:] = [plan := agenda(points=2)]
    assert play_effect(ai, _op(search_agenda=True)) and ai.corp.piles["HQ"] == [plan, old]
    assert not play_effect(ai, _op(search_agenda=True))  # no agenda left in R&D


def test_fully_operational_repeats_for_each_iced_remote_with_a_card_in_its_root():
    ai = corp_game(credits=0, remotes=3)
    put(ai, 3, card("asset"))
    put(ai, 3, ice(), ice=True)
    put(ai, 4, ice(), ice=True)  # no card in its root
    put(ai, 5, card("asset"))  # no ice
    operational = _op(either_gain=2, either_draw=2, per_iced_remote=True)
    assert play_effect(ai, operational) and ai.corp.credits == 4
    human = runner_game(remotes=1)
    put(human, 3, agenda())
    put(human, 3, ice(), ice=True)
    human.corp.credits = 0
    human.corp.piles["R&D"][:] = cards("operation", 7)
    corp_cards.operation_played(human, operational)  # a short hand: draws, then R&D is at its reserve
    assert (len(human.corp.piles["HQ"]), human.corp.credits) == (2, 2)


def test_artificial_cryptocrash_takes_seven_and_tomorrows_headline_tags_on_a_steal():
    for game in (corp_game(), runner_game()):
        game.runner.credits = 9
        table.score(game, agenda(points=2, score_runner_lose=7), "remote")
        assert game.runner.credits == 2
        table.score(game, agenda(points=1, score_runner_lose=7), "remote")
        assert game.runner.credits == 0
        table.steal(game, agenda(points=1, tags=1, steal_tags=True), "R&D")
        table.steal(game, agenda(points=1, tags=1), "R&D")  # a tag on score only
        assert game.runner.tags == 1
        table.score(game, agenda(points=1, tags=1, steal_tags=True), "remote")
        assert game.runner.tags == 2


def test_character_assassination_trashes_the_costliest_resource():
    game = runner_game()
    cheap = rig(game, card("resource", cost=1))
    dear = rig(game, card("resource", cost=4))
    tool = rig(game, card("hardware", cost=9))
    table.score(game, agenda(points=2, score_trash_resource=True), "remote")
    assert [where(game, i.card) for i in (cheap, dear, tool)] == ["runner:rig", "runner:heap", "runner:rig"]


def test_the_future_is_now_fetches_an_agenda_while_hq_has_none_else_money():
    game = runner_game()
    plan, money, wall = agenda(), _op(gain=5), ice(cost=9)
    game.corp.piles["R&D"][:] = [wall, money, plan]
    table.score(game, agenda(points=1, score_search=True), "remote")
    assert where(game, plan) == "corp:HQ"
    table.score(game, agenda(points=1, score_search=True), "remote")
    assert where(game, money) == "corp:HQ" and where(game, wall) == "corp:R&D"


def test_remote_enforcement_installs_rds_costliest_ice_on_a_remote_and_rezzes_it():
    game = runner_game(remotes=2)
    put(game, 3, ice(), ice=True)
    cheap, dear = ice(cost=1), ice(cost=8)
    game.corp.piles["R&D"][:] = [cheap, dear]
    game.corp.credits = 0
    table.score(game, agenda(points=2, score_ice_remote=True), "remote")
    home = game.corp.servers[4].ice
    assert [i.card for i in home] == [dear] and home[0].rezzed and game.corp.credits == 0
    game.corp.piles["R&D"][:] = [other := ice(cost=2)]
    table.score(game, agenda(points=1, score_ice_remote=True), "remote")  # 1 to pay, none held
    assert where(game, other) == "corp:R&D"
    bare = runner_game()
    bare.corp.piles["R&D"][:] = [lone := ice()]
    table.score(bare, agenda(points=1, score_ice_remote=True), "remote")  # no remote: nothing
    assert where(bare, lone) == "corp:R&D"
