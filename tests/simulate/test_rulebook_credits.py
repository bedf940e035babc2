"""The Corp AI's rulebook credits are gained through no card ability, so a Runner card that
pays on the Corp's card gains (PAD Tap, ``effects.corp_credit_gains``) pays nothing for them:

- an agenda revealed with more tokens than it needs: the tokens beyond, back as credits;
- a card revealed that the Corp cannot pay for: its tokens back as credits;
- leftover tokens with no advanceable ice to take them: refunded as credits;
- spare clicks spent on a lower instruction of credits.

Each test kills the ``by_card`` mutants of ``gain`` its docstring names (scripts/mutation.py:
the argument left out, or made True), each seen failing with the mutant applied.
"""

from __future__ import annotations

from types import SimpleNamespace

from nrprint.simulate.corp import turn
from nrprint.simulate.corp.advance import reveal
from nrprint.simulate.corp.tokens import spill
from tests.simulate.conftest import agenda, card, corp_game, put, rig


def _tapped(**kw):
    game = corp_game(**kw)
    rig(game, card("resource", name="PAD Tap", corp_gain_tap=1))
    game.runner.credits = 0
    return game


def test_an_agenda_revealed_past_its_requirement_gives_the_tokens_beyond_back_for_nothing():
    """Kills ``corp.advance.reveal`` 25, 32."""
    game = _tapped(credits=0, remotes=1)
    plan = put(game, 3, agenda(adv=3), tokens=5)
    reveal(game, game.corp.servers[3], plan)
    assert (game.corp.credits, game.runner.credits) == (2, 0)


def test_a_card_revealed_that_cannot_be_paid_for_gives_its_tokens_back_for_nothing():
    """Kills ``corp.advance.reveal`` 113, 114."""
    game = _tapped(credits=0, remotes=1)
    vault = put(game, 3, card("upgrade", "Vault", cost=5), tokens=2)
    reveal(game, game.corp.servers[3], vault)
    assert (vault.rezzed, game.corp.credits, game.runner.credits) == (False, 2, 0)


def test_leftover_tokens_with_no_ice_to_take_them_are_refunded_for_nothing():
    """Kills ``corp.tokens.spill`` 28, 29."""
    game = _tapped(credits=0, remotes=1)
    spill(game, game.corp.servers[3], 2, pass_on=False)
    assert (game.corp.credits, game.runner.credits) == (2, 0)


def test_spare_clicks_on_a_lower_instruction_of_credits_pay_the_runner_nothing():
    """Kills ``corp.turn._lower`` 28, 29."""
    game = _tapped(credits=0)
    turn._lower(game, SimpleNamespace(lower="credit"), 2)
    assert (game.corp.credits, game.runner.credits) == (2, 0)
