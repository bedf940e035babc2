"""The Corp AI plays an operation, or gains credits instead, and says which.

- "plays X for N credit(s)", the cost left out when it is free; an operation that does
  nothing gains 1 credit instead, and says so.
- The click that gains credits instead uses a rezzed card's click ability, never an
  unrezzed one's, else gains 1 credit.

Each test kills the ``corp/play_operation`` mutants its docstring names (scripts/mutation.py),
each seen failing through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.corp.play_operation import fallback_credits, play_from
from nrprint.simulate.state import DEAD
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import card, corp_game, put


def _logged(game):
    game.log = Transcript()
    return game


def test_a_paid_operation_says_its_cost_and_a_free_one_none():
    """Kills the cost's test made ``and False`` (cost never said), ``or True`` ("for 0
    credit(s)") and the empty suffix made ``"XXXX"``."""
    game = _logged(corp_game(credits=5))
    game.corp.piles["OP"] = [card("operation", "Windfall", cost=2, gain=4)]
    play_from(game, "OP")
    assert "    plays Windfall for 2 credit(s)" in game.log.lines
    game.corp.piles["OP"] = [card("operation", "Memo", cost=0, gain=1)]
    play_from(game, "OP")
    assert "    plays Memo" in game.log.lines


def test_an_operation_that_does_nothing_gains_a_credit_and_says_so():
    """Kills the "no benefit" line made ``None``, wrapped or upper-cased."""
    game = _logged(corp_game(credits=5))
    game.corp.piles["OP"] = [card("operation", "Nothing", cost=0)]
    assert play_from(game, "OP") == DEAD
    assert game.log.lines[-1] == "    no benefit: 1 credit" and game.corp.credits == 6


def test_the_credits_instead_come_from_a_rezzed_card_only():
    """An unrezzed card's click ability is not used (kills ``rezzed or click_gain``); then
    1 credit, said (kills its line made ``None``, wrapped, upper-cased); a rezzed one's
    ability is used and said (kills that line made ``None``)."""
    game = _logged(corp_game(credits=5, remotes=1))
    kiosk = put(game, 3, card("asset", "Kiosk", click_gain=2))
    fallback_credits(game)
    assert game.corp.credits == 6 and game.log.lines == ["    gains 1 credit"]
    kiosk.rezzed = True
    fallback_credits(game)
    assert game.corp.credits == 8 and game.log.lines[-1] == "    uses Kiosk: 2 credit(s)"
