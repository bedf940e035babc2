"""``effects.corp_runs.approached`` returns at once only when no card of the game has any
of its upgrades' facts: in a dealt game whose only such card is Caprice Nisei (``psi_on``),
Caprice still ends the run when the psi game is lost.

Kills the ``"psi_on"`` gate misspelt (``approached`` 15, 16; scripts/mutation.py), which a
hand-built game (every fact present) cannot see: here ``present`` names only the facts the
game's cards set, as ``setup.new_game`` does.
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_runs
from nrprint.simulate.setup import present_facts
from tests.simulate.conftest import card, put, runner_game
from tests.simulate.test_mutants_corp_psi import _Highest


def test_caprice_alone_still_ends_the_run_when_its_psi_game_is_lost():
    game = runner_game(credits=5)
    game.corp.credits, game.rng = 0, _Highest()
    caprice = put(game, 2, card("upgrade", "Caprice Nisei", psi_on="pass-ice"), rezzed=True)
    game.present = present_facts([caprice.card.facts])
    assert "psi_on" in game.present and "no_success" not in game.present
    assert corp_runs.approached(game, game.corp.servers[2], None) is False
