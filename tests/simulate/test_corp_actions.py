"""Corp cards that change the Corp's actions (``effects.corp_clicks``, ``effects.corp_ice``):
an extra click for three clicks on one action, an asset advanced and trashed for credits,
an ice trashed to end a run, subroutines that install Corp cards, an ice no one trashes."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, Click
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _jeeves():
    return card("asset", "Jeeves", cost=2, same_action_click=3)


# --- Jeeves Model Bioroids: a click for three clicks on one action -------------------------------


def test_the_human_corp_gains_a_click_the_first_time_three_go_to_one_action():
    game = runner_game(remotes=1)
    put(game, 3, _jeeves(), rezzed=True)
    human = game.opponent
    game.corp.clicks = 3
    for _ in range(3):
        human.apply(game, CREDIT)
    assert game.corp.clicks == 1 and game.corp.credits == 8
    human.apply(game, CREDIT)  # once a turn
    assert game.corp.clicks == 0 and game.corp.credits == 9
    game.turn += 1  # the next turn counts anew
    game.corp.clicks = 3
    for _ in range(3):
        human.apply(game, CREDIT)
    assert game.corp.clicks == 1


def test_mixed_actions_or_an_unrezzed_jeeves_give_no_click():
    game = runner_game(remotes=1)
    put(game, 3, _jeeves(), rezzed=True)
    game.corp.piles["R&D"] = cards("operation", 3)
    game.corp.clicks = 3
    for click in (CREDIT, DRAW, CREDIT):
        game.opponent.apply(game, click)
    assert game.corp.clicks == 0
    game.turn += 1  # the last turn's two credits do not count towards this turn's three
    game.corp.clicks = 3
    game.opponent.apply(game, CREDIT)
    assert game.corp.clicks == 2
    face_down = runner_game(remotes=1)
    put(face_down, 3, _jeeves())
    face_down.corp.clicks = 3
    for _ in range(3):
        face_down.opponent.apply(face_down, CREDIT)
    assert face_down.corp.clicks == 0


def _ai_card(*steps):
    return AICard("t-1", "Test", tuple(AIClick(Step(s)) for s in steps), "credits")


def test_the_corp_ai_spends_the_click_jeeves_gives_on_its_lower_instruction():
    def turn(with_jeeves: bool) -> int:
        game = corp_game(remotes=1, credits=0)
        if with_jeeves:
            put(game, 3, _jeeves(), rezzed=True)
        game.ai_deck = [_ai_card("play-operation", "play-operation", "play-operation")]
        game.corp.piles["OP"] = cards("operation", 3, gain=2)
        corp_ai_turn(game)
        return game.corp.credits

    assert turn(False) == 6 and turn(True) == 7  # three operations played, then 1 credit


def test_the_corp_ai_counts_its_lower_instruction_credits_as_one_action():
    game = corp_game(credits=0)  # no remote: each advance fails and its click stays available
    put(game, 2, _jeeves(), rezzed=True)  # in HQ's root, as an upgrade would be: rezzed all the same
    game.ai_deck = [_ai_card("advance", "advance", "advance")]
    corp_ai_turn(game)
    assert game.corp.credits == 4  # 3 lower-instruction credits, then the gained click's


# --- NGO Front: advanced, then trashed for credits ----------------------------------------------


def _ngo():
    return card("asset", "NGO", trash_cost=1, advanceable=True, trash_gain_1=5, trash_gain_2=8)


def test_the_human_corp_advances_an_advanceable_asset_and_trashes_it_at_two_counters():
    game = runner_game(remotes=1)
    ngo = _ngo()
    inst = put(game, 3, ngo, rezzed=True)
    human = game.opponent
    click = next(c for c in human.legal(game) if c.target == ngo.uid)
    game.corp.clicks = 3
    human.apply(game, click)
    assert inst.tokens == 1 and game.corp.credits == 4 and where(game, ngo) == "Remote 1:root"
    human.apply(game, click)
    assert where(game, ngo) == "corp:Archives" and game.corp.credits == 3 + 8


def test_an_advanceable_asset_is_worth_its_cash_per_advance_and_is_installed_rezzed():
    game = runner_game(remotes=1)
    put(game, 3, _ngo(), rezzed=True)
    game.corp.credits = 1
    click = game.opponent.money_click(game)  # (8 - 2) / 2 = 3 a click: more than a credit
    assert click.kind == "use-asset"
    hand = runner_game()
    hand.corp.piles["HQ"] = [ngo := _ngo(), jeeves := _jeeves()]
    legal = hand.opponent.legal(hand)
    assert Click("install-asset", -1, ngo.name, ngo.uid) in legal
    assert Click("install-asset", -1, jeeves.name, jeeves.uid) in legal


def test_advancing_an_asset_is_the_advance_action():
    game = runner_game(remotes=2)
    put(game, 3, _jeeves(), rezzed=True)
    ngo = [put(game, 4, _ngo(), rezzed=True)]
    ag = put(game, 4, agenda(adv=5))
    game.corp.credits, game.corp.clicks = 9, 3
    human = game.opponent
    human.apply(game, Click("use-asset", ngo[0].card.uid, "NGO"))
    human.apply(game, Click("advance", ag.card.uid, ag.card.name))
    human.apply(game, Click("advance", ag.card.uid, ag.card.name))
    assert game.corp.clicks == 1


# --- Border Control ----------------------------------------------------------------------------


def _border(**facts):
    return ice(strength=1, subs=("gain-per-ice", "etr"), cost=4, gain=1, trash_etr=True, **facts)


def test_a_subroutine_gains_a_credit_for_each_ice_on_its_server():
    game = corp_game(remotes=1, credits=0)
    put(game, 3, ice(cost=0), ice=True, rezzed=True)
    border = put(game, 3, _border(), ice=True, rezzed=True)
    assert not runs.encounter(game, border, Clicks(0))  # the Runner breaks nothing
    assert game.corp.credits == 2
    breaking = corp_game(remotes=1, credits=0)
    border = put(breaking, 3, _border(), ice=True, rezzed=True)
    rig(breaking, breaker("barrier", strength=1))
    breaking.runner.credits = 5
    assert runs.encounter(breaking, border, Clicks(0))  # it breaks the end of the run only
    assert (breaking.runner.credits, breaking.corp.credits) == (4, 1)


def test_the_corp_trashes_the_ice_to_end_a_run_on_a_server_with_an_agenda():
    for ai in ("corp", "runner"):
        game = corp_game(remotes=1) if ai == "corp" else runner_game(remotes=1)
        border = put(game, 3, _border(), ice=True, rezzed=True)
        put(game, 3, agenda())
        rig(game, breaker("barrier", strength=1))
        game.runner.credits = 9
        assert not runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
        assert where(game, border.card) == "corp:Archives"
    bare = corp_game(remotes=1)
    kept = put(bare, 3, _border(), ice=True, rezzed=True)
    put(bare, 3, card("asset", trash_cost=9))
    rig(bare, breaker("barrier", strength=1))
    bare.runner.credits = 9
    assert runs.run(bare, bare.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(bare, kept.card) == "Remote 1:ice"


# --- Architect -----------------------------------------------------------------------------------


def _architect():
    return ice(strength=3, subtypes=("sentry",), subs=("install-rd", "install-hq"), cost=4, install_look=5)


def test_a_subroutine_installs_the_costliest_ice_of_rds_top_for_free():
    game = runner_game()
    rd = [card("operation"), small := ice(cost=1), big := ice(cost=5)]
    deep = [ice(cost=9) for _ in range(3)]  # the sixth card: not looked at
    game.corp.piles["R&D"] = rd + [card("asset"), card("asset")] + deep
    game.corp.credits = 0
    put(game, 1, ice(), ice=True)
    put(game, 2, ice(), ice=True)
    arch = Installed(_architect(), 99, rezzed=True)
    runs.encounter(game, arch, Clicks(0))  # R&D has the fewest ice (1, as HQ)
    assert where(game, big) == "R&D:ice" and where(game, small) == "corp:R&D"
    assert game.corp.piles["R&D"][0] is rd[0] and game.corp.credits == 0
    assert all(where(game, c) == "corp:R&D" for c in deep)


def test_a_subroutine_installs_the_costliest_ice_of_hq_or_archives_paying_the_install_cost():
    game = corp_game(credits=1)
    put(game, 1, ice(), ice=True)
    put(game, 2, ice(), ice=True)
    game.corp.piles["HQ"] = [ice(cost=2)]
    game.corp.piles["Archives"] = [best := ice(cost=6)]
    arch = Installed(ice(subtypes=("sentry",), subs=("install-hq",)), 99, rezzed=True)
    runs.encounter(game, arch, Clicks(0))
    assert where(game, best) == "R&D:ice" and game.corp.credits == 0
    poor = corp_game(credits=0)
    put(poor, 1, ice(), ice=True)
    put(poor, 2, ice(), ice=True)
    poor.corp.piles["HQ"] = [kept := ice(cost=2)]
    runs.encounter(poor, Installed(arch.card, 98, rezzed=True), Clicks(0))
    assert where(poor, kept) == "corp:HQ"


def test_no_runner_card_trashes_an_untrashable_ice():
    game = corp_game(remotes=1)
    game.runner.credits = 5
    outer = put(game, 3, ice(strength=0, subs=("etr",), untrashable=True), ice=True, rezzed=True)
    rig(game, breaker("barrier", strength=1))
    rig(game, hippo := card("hardware", trash_outer_ice=True))
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, outer.card) == "Remote 1:ice" and where(game, hippo) == "runner:rig"
