"""An ice weaker for each installed icebreaker whose subroutine trashes a program that is not
a decoder, fracter or killer (Hagen)."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.effects.subroutines import fire
from tests.simulate.conftest import breaker, card, put, rig, runner_game


def _hagen():
    return card(
        "ice", strength=6, subtypes=("barrier",), subs=("trash-program-other", "etr"), breaker_strength=-1
    )


def test_each_installed_icebreaker_takes_1_strength_off():
    game = runner_game()
    game.runner.credits = 20
    rig(game, breaker("barrier", strength=2, pump_cost=1, pump=1))
    hagen = put(game, 1, _hagen(), ice=True, rezzed=True)
    assert runs.plan_break(game, hagen, 20, 0).cost == 5  # 6 - 1 = 5: 3 pumps, 2 breaks
    rig(game, breaker("sentry", strength=1))
    assert runs.plan_break(game, hagen, 20, 0).cost == 4  # 6 - 2 = 4: 2 pumps, 2 breaks


def test_its_subroutine_spares_decoders_fracters_and_killers():
    game = runner_game()
    killer = rig(game, card("program", cost=9, subtypes=("icebreaker", "killer")))
    cheap = rig(game, card("program", cost=1))
    dear = rig(game, card("program", cost=4, subtypes=("virus",)))
    hagen = put(game, 1, _hagen(), ice=True, rezzed=True)
    assert fire(game, hagen, "trash-program-other", None, None) is True
    assert game.runner.rig == [killer, cheap] and game.runner.heap == [dear.card]
    fire(game, hagen, "trash-program-other", None, None)
    fire(game, hagen, "trash-program-other", None, None)  # none left but the killer
    assert game.runner.rig == [killer]
