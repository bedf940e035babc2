"""The Corp AI's operation deck (``corp.play_operation.play_from``): an operation needing
more clicks than the AI card has left goes to the bottom of its pile, said with its name.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.corp import play_operation
from tests.simulate.conftest import card, corp_game
from tests.simulate.test_mutants_play import _logged


def test_an_operation_needing_more_clicks_than_the_ai_has_left_goes_under_and_is_said():
    """Kills ``play_from``'s line made ``None`` and naming the second card (``pile[1]``)."""
    game = _logged(corp_game(credits=5))
    game.ai_clicks_left = 0
    big = card("operation", "Big Deal", click_cost=2, gain=9)
    game.corp.piles["OP"] = [big, card("operation", "Memo", gain=1)]
    play_operation.play_from(game, "OP")
    assert game.log.lines[0] == "    Big Deal needs more clicks: bottom of OP"
