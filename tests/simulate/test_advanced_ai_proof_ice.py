"""An advanceable ice that no AI program breaks once it holds enough advancement counters, and
whose end-the-run subroutine first adds cards of R&D to HQ then (Hortum)."""

from __future__ import annotations

from nrprint.simulate import runs
from tests.simulate.conftest import agenda, breaker, card, ice, put, rig, runner_game
from tests.simulate.test_card_effects import Clicks


def _hortum(game, tokens: int):
    facts = dict(ice_advance=True, advanced_at=3, ai_proof_at=3, advanced_search=2)
    return put(game, 1, ice(4, ("code gate",), ("etr",), **facts), ice=True, rezzed=True, tokens=tokens)


def test_ai_programs_break_it_below_three_counters_only():
    game = runner_game(credits=20)
    rig(game, breaker("any", strength=6, subtypes=("icebreaker", "ai")))
    assert runs.plan_break(game, _hortum(game, 2), 20, 0) is not None
    assert runs.plan_break(game, _hortum(game, 3), 20, 0) is None
    rig(game, breaker("code gate", strength=6, subtypes=("icebreaker", "decoder")))
    assert runs.plan_break(game, _hortum(game, 3), 20, 0) is not None


def test_advanced_its_end_the_run_first_adds_two_cards_of_rd_to_hq_agendas_first():
    game = runner_game()
    small, big, op = agenda(3, 1), agenda(5, 3), card("operation", cost=5)
    rd = game.corp.piles["R&D"]
    rd[:] = [card("operation", cost=0), small, op, big]
    assert runs.encounter(game, _hortum(game, 3), Clicks(0)) is False
    assert game.corp.piles["HQ"] == [big, small] and len(rd) == 2 and op in rd
    game.corp.piles["HQ"].clear()
    assert runs.encounter(game, _hortum(game, 2), Clicks(0)) is False
    assert game.corp.piles["HQ"] == []
    game.corp.piles["R&D"][:] = [card("operation", cost=0), op]
    runs.encounter(game, _hortum(game, 3), Clicks(0))
    assert game.corp.piles["HQ"][0] is op  # no agenda: the costliest


def test_another_advanced_ice_searches_nothing():
    game = runner_game()
    rd = game.corp.piles["R&D"]
    order = [card("operation", cost=n) for n in range(6)]
    rd[:] = order
    mausolus = put(game, 1, ice(3, ("barrier",), ("etr",), advanced_at=3), ice=True, rezzed=True, tokens=3)
    assert runs.encounter(game, mausolus, Clicks(0)) is False
    assert rd == order[:] and game.corp.piles["HQ"] == []
