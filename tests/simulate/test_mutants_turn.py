"""What a Corp AI turn counts (``corp.turn.corp_ai_turn`` and its lower instruction).

- Each resolved click is counted as the verb that did it, a click with no benefit as
  "no-benefit", one that gained credits instead as "failed-to-credit"; the lower
  instruction's credits as "fallback-credit", the behaviour card's clicks as "behaviour"
  or, when neither side could be done, "fallback-credit".
- A click that was not DONE but gained a credit while the AI was short of money is a
  needed credit, not a dead click, in the action phase and in the lower instruction
  alike; a DONE click never is.
- Jeeves counts the clicks spent on one action: a click that gained credits instead and
  the lower instruction's credits are credit clicks, a played operation a play click.
- Every reveal of an AI card is counted; the Corp's turn-start draw (``corp_ai_draws``)
  is said; an asset emptied at the start of the turn draws with the AI's refill (onto
  HQ's top, pushing its bottom card off).

Each test kills the ``corp/turn`` mutants its docstring names (scripts/mutation.py), each
seen failing through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, AIClick, BehaviourCard, Step
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import card, cards, corp_game, put, where


def _turn(*verbs, lower="credits", **kw):
    game = corp_game(**kw)
    game.ai_deck = [AICard("t-1", "Test", tuple(AIClick(Step(v)) for v in verbs), lower)]
    return game


def _jeeves(game):
    put(game, 3, card("asset", "Jeeves", same_action_click=3), rezzed=True)


def test_a_turn_short_of_money_counts_its_needed_credits_and_each_outcome():
    """No benefit (DEAD), credits instead (FALLBACK), then an advance that fails, its click
    spent on a credit: three needed credits, no dead click. Kills the action counts'
    tests made ``and False`` and their names wrapped or upper-cased, the needed test
    made ``is DONE``, ``needed =`` or ``-=`` (phase and lower instruction),
    ``needed_credits(held, 2)`` and ``outcomes.append(None)``."""
    game = _turn("play-operation", "play-stratagem", "advance", credits=0)
    game.corp.piles["OP"] = [card("operation", "Nothing", cost=0)]
    game.corp.piles["ST"] = [card("operation", "Dear", cost=9, gain=1)]
    corp_ai_turn(game)
    actions = {k: v for k, v in game.result.actions.items() if v}
    assert actions == {"no-benefit": 1, "failed-to-credit": 1, "fallback-credit": 1}
    assert game.corp.credits == 3
    assert (game.result.needed_credits, game.result.dead_clicks, game.result.fallback_credits) == (3, 0, 1)


def test_a_done_click_is_never_a_needed_credit():
    """Kills the needed test made ``or``."""
    game = _turn("play-operation", credits=0)
    game.corp.piles["OP"] = [card("operation", "Windfall", cost=0, gain=2)]
    corp_ai_turn(game)
    assert game.corp.credits == 2 and game.result.needed_credits == 0


def test_credits_instead_and_the_lower_credits_are_credit_clicks_for_jeeves():
    """Two clicks that gained credits instead, then the lower instruction's credit: the
    third credit click gains Jeeves's click, spent on one more credit. Kills Jeeves's
    action made ``spent(game, None)``, the credit test made ``and False`` or ``is not``,
    ``"XXcreditXX"``/``"CREDIT"`` in the phase and the lower instruction,
    ``spent(game, None, spare)`` and the fallback-credit count made ``= spare``."""
    game = _turn("play-stratagem", "play-stratagem", "advance", credits=0, remotes=1)
    _jeeves(game)
    game.corp.piles["ST"] = cards("operation", 2, cost=9, gain=1)
    corp_ai_turn(game)
    assert game.corp.credits == 4
    assert game.result.actions["failed-to-credit"] == 2 and game.result.actions["fallback-credit"] == 2


def test_played_operations_are_play_clicks_for_jeeves():
    """Two operations played and a failed advance: two play clicks and one credit click,
    no third of either. Kills the credit test made ``or True`` and ``is not FALLBACK``."""
    game = _turn("play-operation", "play-operation", "advance", credits=0, remotes=1)
    _jeeves(game)
    game.corp.piles["OP"] = [card("operation", "A", cost=0, gain=2)]
    corp_ai_turn(game)
    assert game.corp.credits == 2 + 2 + 1


def test_a_behaviour_card_that_cannot_be_done_counts_fallback_credits():
    """Kills the behaviour count made ``or True`` and ``"fallback-credit"`` wrapped or
    upper-cased."""
    game = _turn("advance", lower="behaviour", credits=10)
    game.behaviour = BehaviourCard("b-1", "B", (Step("advance", "+A"),), (Step("advance", "-A"),))
    corp_ai_turn(game)
    assert game.result.actions["fallback-credit"] == 1 and game.result.actions["behaviour"] == 0
    assert game.corp.credits == 11


def test_every_reveal_of_an_ai_card_is_counted():
    """Kills ``figures.reveals = 1``."""
    game = _turn("advance", credits=10)
    game.ai_deck = game.ai_deck * 2
    corp_ai_turn(game)
    corp_ai_turn(game)
    assert game.result.cards["t-1"].reveals == 2


def test_the_turn_start_draw_is_said():
    """Kills its line made ``None``, wrapped or upper-cased."""
    game = _turn("advance", credits=10, corp_ai_draws=True)
    game.log = Transcript()
    game.corp.piles["R&D"] = [card("asset", "Drawn")]
    corp_ai_turn(game)
    assert "    draws a card as its turn begins" in game.log.lines  # under the turn's heading


def test_an_asset_emptied_at_the_turn_start_draws_with_the_ai_refill():
    """Onto HQ's top, HQ's bottom card pushed to Archives: kills ``drip(game, None)`` and
    ``drip(game)`` (a human Corp's draw, to HQ's bottom)."""
    game = _turn("advance", credits=10, remotes=1)
    nico = card("asset", "Nico", hosted=9, drip=3, empty_draw=1)
    put(game, 3, nico, rezzed=True).hosted = 3
    game.corp.piles["HQ"] = hq = cards("asset", 5)
    game.corp.piles["R&D"] = [top := card("asset", "Top")]
    bottom = hq[-1]
    corp_ai_turn(game)
    assert hq[0] is top and len(hq) == 5 and where(game, bottom) == "corp:Archives"
