"""Ice subroutines of the real decklists' Corp cards (``effects.corp_ice_subs``), each in a
small encounter whose outcome the subroutine changes: Viper's traced click, Whitespace's
end of a poor run, Karunā's jack-out, Swordsman's AI program, Tsurugi's paid way through,
DNA Tracker's damage and credits, Vampyronassa's draw and Brân 1.0's ice installed inward."""

from __future__ import annotations

import pytest

from nrprint.simulate.damage import damage
from nrprint.simulate.effects.subroutines import fire
from nrprint.simulate.runs import encounter, plan_break
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _ice(game, subs, **facts):
    return put(game, 1, ice(subs=subs, **facts), ice=True, rezzed=True)


def test_viper_traced_click_is_lost_unless_the_runner_pays_to_beat_the_trace():
    game = corp_game()
    viper = _ice(game, ("trace-lose-click", "trace-etr"), trace=3)
    game.runner.credits, clicks = 0, Clicks(2)
    assert fire(game, viper, "trace-lose-click", clicks, damage) is True and clicks.n == 1
    game.runner.credits = 5
    assert fire(game, viper, "trace-lose-click", clicks, damage) is True
    assert (clicks.n, game.runner.credits) == (1, 2)  # paid 3 against the trace: no click lost
    game.runner.credits, none_left = 0, Clicks(0)
    assert fire(game, viper, "trace-lose-click", none_left, damage) is True  # a human Runner: nothing to lose
    ai = runner_game()
    viper = _ice(ai, ("trace-lose-click",), trace=3)
    ai.runner.credits = 0
    assert fire(ai, viper, "trace-lose-click", Clicks(0), damage) is None  # the AI's other clicks: a stand-in


def test_whitespace_ends_the_run_of_a_runner_its_first_subroutine_left_with_six_credits():
    game = corp_game()
    whitespace = _ice(game, ("lose-credits", "etr-poor"), lose=3, etr_at_most=6)
    game.runner.credits = 9
    assert encounter(game, whitespace, Clicks(0)) is False and game.runner.credits == 6
    game.runner.credits = 10
    assert encounter(game, whitespace, Clicks(0)) is True and game.runner.credits == 7


def test_karuna_lets_the_runner_jack_out_before_its_second_damage_would_flatline_it():
    game = corp_game()
    karuna = _ice(game, ("net-jack", "net"), damage=2)
    game.runner.grip[:] = cards("event", 3)
    assert encounter(game, karuna, Clicks(0)) is False  # jacked out with one card left
    assert len(game.runner.grip) == 1
    game.runner.grip[:] = cards("event", 4)
    assert encounter(game, karuna, Clicks(0)) is True and not game.runner.grip  # 2 and 2: no flatline
    game.runner.grip[:] = cards("event", 5)
    assert encounter(game, karuna, Clicks(0)) is True and len(game.runner.grip) == 1


def test_swordsman_trashes_the_costliest_ai_program_and_no_ai_breaker_breaks_it():
    game = corp_game()
    swordsman = _ice(game, ("trash-ai", "net"), subtypes=("sentry",), no_ai_break=True)
    cheap = rig(game, breaker("any", name="Cheap AI", cost=1, subtypes=("icebreaker", "ai")))
    dear = rig(game, breaker("any", name="Dear AI", cost=4, subtypes=("icebreaker", "ai")))
    plain = rig(game, card("program", "Plain", cost=9))
    assert plan_break(game, swordsman, 99, 0) is None  # no breaker of its own kind, AI ones barred
    assert fire(game, swordsman, "trash-ai", Clicks(0), damage) is True
    assert [where(game, c.card) for c in (cheap, dear, plain)] == ["runner:rig", "runner:heap", "runner:rig"]
    rig(game, card("hardware", "Guard", prevent_trash=True))
    assert fire(game, swordsman, "trash-ai", Clicks(0), damage) is True
    assert where(game, cheap.card) == "runner:rig"  # the guard was trashed instead


def test_tsurugi_lets_the_run_go_on_only_when_its_damage_flatlines_the_runner():
    game = corp_game(credits=1)
    tsurugi = _ice(game, ("etr-corp-pays", "net", "net", "net"), pay=1, damage=1)
    game.runner.grip[:] = cards("event", 5)
    assert encounter(game, tsurugi, Clicks(0)) is False  # 3 damage would not flatline: the run ends
    assert (len(game.runner.grip), game.corp.credits) == (5, 1)
    game.runner.grip[:] = cards("event", 3)
    assert encounter(game, tsurugi, Clicks(0)) is False  # 3 damage, 3 cards: no flatline, the run ends
    game.runner.grip[:] = cards("event", 2)
    with pytest.raises(GameOver):
        encounter(game, tsurugi, Clicks(0))  # the Corp pays 1 and the damage flatlines
    assert game.corp.credits == 0
    broke = corp_game(credits=0)
    tsurugi = _ice(broke, ("etr-corp-pays", "net", "net", "net"), pay=1, damage=1)
    broke.runner.grip[:] = cards("event", 2)
    assert encounter(broke, tsurugi, Clicks(0)) is False and len(broke.runner.grip) == 2


def test_dna_tracker_does_damage_and_takes_credits_with_each_subroutine():
    game = corp_game()
    tracker = _ice(game, ("net-lose", "net-lose", "net-lose"), damage=1, lose=2)
    game.runner.grip[:] = cards("event", 5)
    game.runner.credits = 5
    assert encounter(game, tracker, Clicks(0)) is True
    assert (len(game.runner.grip), game.runner.credits) == (2, 0)


def test_vampyronassa_draws_up_to_two_for_a_human_corp_and_none_for_the_corp_ai():
    game = runner_game()
    vamp = _ice(game, ("draw-up",), sub_draw=2)
    game.corp.piles["R&D"][:] = cards("operation", 8)
    assert fire(game, vamp, "draw-up", Clicks(0), damage) is True and len(game.corp.piles["HQ"]) == 2
    ai = corp_game()
    vamp = _ice(ai, ("draw-up",), sub_draw=2)
    ai.corp.piles["R&D"][:] = cards("operation", 8)
    assert fire(ai, vamp, "draw-up", Clicks(0), damage) is True and not ai.corp.piles["HQ"]


def test_bran_installs_the_costliest_ice_of_hq_or_archives_inward_for_free():
    game = runner_game()
    inner = _ice(game, ("etr",))
    bran = _ice(game, ("install-inward", "etr", "etr"))
    cheap, dear = ice(cost=1), ice(cost=6)
    game.corp.piles["HQ"][:] = [cheap]
    game.corp.piles["Archives"][:] = [dear]
    game.corp.credits = 0
    assert fire(game, bran, "install-inward", Clicks(0), damage) is True
    server = game.corp.servers[1].ice
    assert [i.card for i in server] == [inner.card, dear, bran.card]  # outermost last: inward of Brân
    assert not server[1].rezzed and game.corp.credits == 0 and where(game, cheap) == "corp:HQ"
    game.corp.piles["HQ"][:] = []
    assert fire(game, bran, "install-inward", Clicks(0), damage) is True and len(server) == 3


def _batty(game, subs):
    put(game, 3, ice(subs=subs), ice=True, rezzed=True)
    return put(game, 3, card("upgrade", "Marcus Batty", psi_on="pass-ice", psi_win="ice-sub"), rezzed=True)


def test_marcus_batty_is_trashed_for_a_psi_game_that_ends_the_run_through_its_servers_ice(monkeypatch):
    from nrprint.simulate.effects import corp_psi, corp_runs

    monkeypatch.setattr(corp_psi, "differs", lambda game, name: True)
    game = runner_game(remotes=1)
    batty = _batty(game, ("etr",))
    assert corp_runs.approached(game, game.corp.servers[3], Clicks(0)) is False
    assert where(game, batty.card) == "corp:Archives"
    monkeypatch.setattr(corp_psi, "differs", lambda game, name: False)
    matched = runner_game(remotes=1)
    batty = _batty(matched, ("etr",))
    assert corp_runs.approached(matched, matched.corp.servers[3], Clicks(0)) is True
    assert where(matched, batty.card) == "corp:Archives"  # trashed all the same
    monkeypatch.setattr(corp_psi, "differs", lambda game, name: True)
    no_etr = runner_game(remotes=1)
    batty = _batty(no_etr, ("net",))
    assert corp_runs.approached(no_etr, no_etr.corp.servers[3], Clicks(0)) is True
    assert where(no_etr, batty.card) == "Remote 1:root"  # kept for a run it can end
    ai = corp_game(remotes=1)
    batty = _batty(ai, ("etr",))
    assert corp_runs.approached(ai, ai.corp.servers[3], Clicks(0)) is True
    assert where(ai, batty.card) == "Remote 1:root"  # the AI's bid of 0 is always matched
