"""The Corp AI plays an operation, or gains credits instead, and says which.

- "plays X for N credit(s)", the cost left out when it is free; an operation that does
  nothing gains 1 credit instead, and says so.
- The click that gains credits instead uses a rezzed card's click ability, never an
  unrezzed one's, else gains 1 credit.
- A card from RE goes to a remote, whatever the centrals hold; a new remote gets the top
  ice when the clarification says so; a third card discards the oldest card of the
  server's root that is not a rezzed upgrade.
- An easy AI that cannot pay for the agendas it draws on a refill stops after
  ``MAX_DRAWS`` draws.

Each test kills the ``corp/play_operation``, ``corp/install_resource`` and ``corp/refill_hq`` mutants its docstring names (scripts/mutation.py),
each seen failing through mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.corp.play_operation import fallback_credits, play_from
from nrprint.simulate.corp.refill_hq import MAX_DRAWS
from nrprint.simulate.outcome import DEAD, DONE
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import agenda, card, corp_do, corp_game, ice, put, where


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


def test_a_remote_card_goes_to_a_remote_even_when_a_central_has_less_ice():
    """``-H`` for a card from RE looks at the remotes alone: kills ``remotes_only`` made
    ``False`` or ``None`` (Archives, with no ice, would be picked)."""
    game = corp_game(remotes=1)
    put(game, 3, ice(), ice=True)
    game.corp.piles["RE"] = [asset := card("asset")]
    corp_do(game, "install-resource", "-H")
    assert where(game, asset) == "Remote 1:root"


def test_a_new_remote_gets_the_top_ice_and_says_so():
    """Kills the ice line made ``None``."""
    game = _logged(corp_game(new_remote_ice=True))
    game.corp.piles["RE"] = [card("asset", "Depot")]
    game.corp.piles["ICE"] = [card("ice", "Wall")]
    corp_do(game, "install-resource", "+REMOTE")
    assert game.log.lines[-1] == "    and the top ice of ICE on it (Wall)"


def test_the_third_card_discards_the_oldest_that_is_not_a_rezzed_upgrade():
    """A rezzed upgrade installed first stays: kills ``type != "upgrade"`` and the name
    renamed or upper-cased; the line names the discarded card (kills it made ``None``)."""
    game = _logged(corp_game(remotes=1))
    grid = put(game, 3, card("upgrade", "Grid"), rezzed=True)
    put(game, 3, first := card("asset", "First"))
    put(game, 3, card("asset", "Second"))
    game.corp.piles["RE"] = [card("asset", "Third")]
    corp_do(game, "install-resource", "-R")
    assert where(game, first) == "corp:Archives" and grid in game.corp.servers[3].root
    assert "    third card: First discarded from Remote 1" in game.log.lines


@pytest.mark.timeout(60)  # a mutant that never reaches the cap would loop for ever
def test_an_easy_ai_that_cannot_pay_for_agendas_stops_redrawing_at_the_cap():
    """R&D holds only an agenda the easy AI cannot pay for: it is drawn and shuffled back
    exactly ``MAX_DRAWS`` times, then the click is done. Kills ``draws`` from 1 (one draw
    fewer), ``draws = 1`` and ``-= 1`` (never stops), ``+= 2`` (half the draws) and
    ``return`` for ``break`` (the click's result lost)."""
    game = _logged(corp_game(difficulty="easy", credits=0))
    game.corp.piles["R&D"] = [agenda(name="Plan")]
    assert corp_do(game, "refill-hq") == DONE
    assert game.log.lines.count("    draws Plan") == MAX_DRAWS == 20
