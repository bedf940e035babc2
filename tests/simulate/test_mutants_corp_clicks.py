"""Jeeves Model Bioroids' kind (``effects.corp_clicks.spent``): each rezzed card that gives
a click for three clicks spent on one action gives its own, so two such cards give two.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_clicks
from tests.simulate.conftest import card, corp_game, put


def test_two_cards_giving_a_click_for_three_on_one_action_give_two():
    """Kills ``spent``'s ``gained = 1`` for ``gained += 1``."""
    game = corp_game(remotes=2)
    game.present = frozenset({"same_action_click"})
    for server in (3, 4):
        put(game, server, card("upgrade", "Jeeves Model Bioroids", same_action_click=3), rezzed=True)
    assert corp_clicks.spent(game, "credit", 3) == 2
