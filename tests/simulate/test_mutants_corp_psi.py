"""Psi games, operations' extra clicks and revealed credits, and the game-over line
(``effects.corp_psi``, ``effects.corp_operations``, ``game``), each printed card's effect
on the smallest table that shows it, with the lines it says.

- A psi game against the Corp AI: both bid 0, said. Against the Runner AI each side bids
  from 0 up to 2 and never more credits than it has; the bids are said, with the card's
  name; Psychic Field's, Future Perfect's and Caprice Nisei's outcomes are said.
- An operation's click cost: Jeeves Model Bioroids' click comes from the clicks of the
  play action, for the Corp AI (owed and extra clicks added to) and a human Corp; said.
- Celebrity Gift's credits for each card of HQ revealed: the Corp AI's counted, said,
  a benefit only when it gained.
- The last line of a game says who won.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

import random

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_operations, corp_psi
from nrprint.simulate.game import _verdict
from nrprint.simulate.result import End
from tests.simulate.conftest import _result, agenda, card, corp_game, ice, put, runner_game
from tests.simulate.test_mutants_play import _logged


class _Highest(random.Random):
    """Each side bids the most it may (the engine's draw at its top)."""

    def randint(self, a: int, b: int) -> int:
        return b


def test_a_psi_game_against_the_corp_ai_is_bid_0_by_both_and_said():
    """Kills ``differs``' first line made ``None``."""
    game = _logged(corp_game())
    assert not corp_psi.differs(game, "Psychic Field")
    assert game.log.lines == ["    Psychic Field: psi game, both bid 0"]


def test_sides_with_no_credits_bid_0():
    """Kills both bids' ``randint(None, ...)`` and ``randint(1, ...)``, and the bid line made
    ``None``."""
    game = _logged(runner_game(credits=0))
    game.corp.credits = 0
    assert not corp_psi.differs(game, "Caprice Nisei")
    assert game.log.lines == ["    Caprice Nisei: psi game, the Corp bids 0, the Runner 0"]


def test_a_corp_with_no_credits_never_bids_one():
    """Kills the Corp's bid's ``max(1, credits)``."""
    game = runner_game(credits=5)
    game.corp.credits, game.rng = 0, _Highest()
    assert corp_psi.differs(game, "Caprice Nisei")
    assert (game.corp.credits, game.runner.credits) == (0, 3)


def test_the_psi_cards_say_their_names_and_outcomes():
    """Kills ``accessed``' ``differs(game, None)`` (twice) and its line made ``None``, and
    ``passed_ice``' ``differs(game, None)`` and its line made ``None``."""
    game = _logged(runner_game(credits=9))
    game.corp.credits, game.rng = 0, _Highest()
    game.runner.grip[:] = [card("event", "Sure Gamble")]
    field = put(game, 2, card("asset", "Psychic Field", psi_on="access"))
    assert corp_psi.accessed(game, field.card, field, damage)
    future = agenda(name="Future Perfect", psi_on="access-uninstalled")
    assert not corp_psi.accessed(game, future, None, damage)
    caprice = put(game, 2, card("upgrade", "Caprice Nisei", psi_on="pass-ice"), rezzed=True)
    assert not corp_psi.passed_ice(game, caprice)
    assert [line for line in game.log.lines if "damage" not in line] == [
        "    Psychic Field: psi game, the Corp bids 0, the Runner 2",
        "    Future Perfect: psi game, the Corp bids 0, the Runner 2",
        "    Future Perfect cannot be stolen in this access",
        "    Caprice Nisei: psi game, the Corp bids 0, the Runner 2",
        "    Caprice Nisei ends the run",
    ]


def _jeeves(game):
    game = _logged(game)
    game.present = frozenset({"same_action_click"})
    put(game, 3, card("upgrade", "Jeeves Model Bioroids", same_action_click=3), rezzed=True)
    game.corp_actions_turn, game.corp_actions = game.turn, {"play": 1}
    corp_operations.pay_clicks(game, card("operation", "Biotic Labor", click_cost=2))
    return game


def test_an_ai_operations_click_cost_is_owed_and_jeeves_gives_a_click_back():
    """Kills ``pay_clicks``' ``owed_clicks =``, ``extra_clicks =`` and ``-=``, ``spent``
    given ``None``, no action, no count, ``"XXplayXX"`` or ``"PLAY"``, and its line made
    ``None``."""
    game = corp_game(remotes=1)
    game.owed_clicks = game.extra_clicks = 1
    game = _jeeves(game)
    assert (game.owed_clicks, game.extra_clicks) == (3, 2)
    assert game.log.lines == [
        "    Jeeves Model Bioroids: 3 clicks on one action, 1 more click",
        "    Biotic Labor costs 2 click(s) more",
    ]


def test_a_human_corps_operation_costs_its_clicks_less_jeeves_click():
    """Kills ``pay_clicks``' human branch's ``spent`` given ``None``, no action, no count,
    ``"XXplayXX"`` or ``"PLAY"``."""
    game = runner_game(remotes=1)
    game.corp.clicks = 3
    assert _jeeves(game).corp.clicks == 2


def test_celebrity_gift_gains_for_each_card_revealed_and_is_a_benefit_only_then():
    """Kills ``revealed_gain``'s AI test (``!=``, ``"XXcorpXX"``, ``"CORP"``),
    ``credits_gained =`` and ``-=``, its line made ``None``, and ``amount >= 0`` and
    ``amount > 1``."""
    game = _logged(corp_game(credits=0))
    game.result.credits_gained = 2
    gift = card("operation", "Celebrity Gift", hq_reveal=5, gain_per_reveal=1)
    assert not corp_operations.revealed_gain(game, gift)  # HQ is empty
    game.corp.piles["HQ"] = [ice(name="Wall")]
    assert corp_operations.revealed_gain(game, gift)
    assert (game.corp.credits, game.result.credits_gained) == (1, 3)
    assert game.log.lines == ["    reveals cards of HQ: 0 credits", "    reveals cards of HQ: 1 credits"]
    human = runner_game()
    corp_operations.revealed_gain(human, gift)
    assert human.result.credits_gained == 0


def test_the_game_over_line_says_who_won():
    """Kills ``_verdict``'s test made ``and False`` or ``or True`` and its words changed."""
    won, lost = _result("corp", "standard"), _result("corp", "standard")
    won.end, won.ai_won = End.AI_POINTS.value, True
    lost.end = End.AI_POINTS.value
    assert (_verdict(won), _verdict(lost)) == ("AI wins", "AI loses")
