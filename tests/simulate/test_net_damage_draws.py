"""Net damage from a card is net damage: a Runner card that draws when net or meat damage
trashes it (``damage_draw``, ``effects.damage.trashed``) draws when House of Knives' agenda
counter, Diviner's subroutine or an ice's damage for not being fully broken (Anansi) trashes
it from the grip.

Kills the damage kind made None, ``"XXnetXX"`` or ``"NET"`` in ``corp_runs.knives`` (17, 22,
23), ``subroutines.fire`` (121, 127, 128) and ``runs.encounter`` (229, 233, 234)
(scripts/mutation.py), each seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_runs
from nrprint.simulate.effects.subroutines import fire
from tests.simulate.conftest import agenda, card, corp_game, ice, put
from tests.simulate.test_card_effects import Clicks


def _grip_that_draws(game):
    game.runner.grip[:] = [card("resource", "Drawer", damage_draw=1)]
    game.runner.stack[:] = [card("event", "Next")]


def _drew(game) -> bool:
    return [c.name for c in game.runner.grip] == ["Next"]


def test_house_of_knives_counter_is_net_damage():
    game = corp_game()
    _grip_that_draws(game)
    knives = agenda(counter_use="net-run")
    game.corp.scored.append(knives)
    game.agenda_counters[knives.uid] = 1
    corp_runs.knives(game, damage)
    assert _drew(game)


def test_diviners_subroutine_is_net_damage():
    game = corp_game()
    _grip_that_draws(game)
    wall = put(game, 1, ice(subs=("net-odd-etr",)), ice=True, rezzed=True)
    fire(game, wall, "net-odd-etr", Clicks(0), damage)
    assert _drew(game)


def test_damage_for_ice_not_fully_broken_is_net_damage():
    game = corp_game()
    _grip_that_draws(game)
    anansi = put(game, 1, ice(subs=("tag",), unbroken_damage=1), ice=True, rezzed=True)
    assert runs.encounter(game, anansi, Clicks(0))
    assert _drew(game)
