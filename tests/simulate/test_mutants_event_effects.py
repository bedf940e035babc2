"""Mining Accident's choice (``event_effects``' ``pay_or_bp``), said: the Corp pays the
price, or takes one more bad publicity on top of what it has, and the transcript says
which.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate import event_effects
from tests.simulate.conftest import card, corp_game
from tests.simulate.test_mutants_play import _logged


def test_the_corp_pays_or_takes_one_more_bad_publicity_and_says_which():
    """Kills ``_pay_or_bp``'s two lines made ``None``, the second wrapped in ``XX``, lower-
    or upper-cased, and ``bad_publicity = 1`` for ``+= 1``."""
    game = _logged(corp_game(credits=5))
    game.corp.bad_publicity = 2
    mining = card("event", "Mining Accident", pay_or_bp=5)
    event_effects.played(game, mining)
    event_effects.played(game, mining)
    assert (game.corp.credits, game.corp.bad_publicity) == (0, 3)
    assert game.log.lines[-2:] == ["    the Corp pays 5", "    the Corp takes 1 bad publicity"]
