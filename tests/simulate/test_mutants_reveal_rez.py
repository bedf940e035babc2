"""The Corp AI's reveal of an advanced card it can rez (``corp.advance.reveal``), on the
smallest tables that show it:

- a card whose cost is its tokens and every credit the Corp has left is rezzed;
- with Hacktivist Meeting in play, a card paid by its tokens costs a card of HQ at random
  too, said with the card rezzed.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.corp.advance import reveal
from tests.simulate.conftest import card, corp_game, put
from tests.simulate.test_mutants_play import _logged


def test_a_card_costing_its_tokens_and_every_credit_left_is_rezzed():
    """Kills ``reveal``'s ``cost < tokens + credits`` (for ``<=``)."""
    game = corp_game(credits=3, remotes=1)
    vault = put(game, 3, card("upgrade", "Vault", cost=5), tokens=2)
    reveal(game, game.corp.servers[3], vault)
    assert (vault.rezzed, game.corp.credits) == (True, 0)


def test_hacktivist_meeting_takes_a_card_of_hq_to_rez_a_card_paid_by_its_tokens_and_names_it():
    """Kills ``reveal``'s ``rez_tax(game, None)``."""
    game = _logged(corp_game(credits=0, remotes=1))
    game.runner.piles["current"] = [
        card("event", "Hacktivist Meeting", current_until="any", rez_hq_trash=True)
    ]
    game.corp.piles["HQ"] = [card("upgrade", "Ash")]
    depot = put(game, 3, card("asset", "Depot", cost=1), tokens=1)
    reveal(game, game.corp.servers[3], depot)
    assert depot.rezzed and game.corp.piles["HQ"] == []
    assert "    to rez Depot the Corp trashes Ash from HQ at random" in game.log.lines
