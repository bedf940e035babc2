"""An access goes on after an agenda a tagged Runner accessed went to the Corp's score
area (Quantum Predictive Model, ``access.access``): the next card of the root is
accessed too.

Kills ``access`` 153 (docs/dev/mutation.md), seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.access import access
from tests.simulate.conftest import agenda, card, corp_game, put, where


def test_the_next_card_is_accessed_after_an_agenda_scored_on_access():
    game = corp_game(remotes=1)
    game.runner.tags = 1
    model = put(game, 3, agenda(adv=3, access_score_tagged=True))
    bank = put(game, 3, card("asset", "Bank", trash_cost=3, drip=2))
    access(game, game.corp.servers[3], None)
    assert model.card in game.corp.scored
    assert where(game, bank.card) == "corp:Archives"
