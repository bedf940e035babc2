"""What an operation the Corp AI plays does (``corp.effects``), and an agenda it reveals or
turns up (``corp.advance.reveal``, ``corp.found``).

- An operation draws its cards one at a time, as a refill, while R&D has cards; it then
  goes on to its other effects. Drawing, placing tokens, tags and extra clicks are each a
  benefit; tags and extra clicks add to what there is; each is said.
- Tokens go on the card with the most tokens of every remote (``+A``), as an agenda
  counter's do at the start of the turn; a card that reaches its reveal point with them
  is revealed at once.
- An agenda revealed in a server with a rezzed upgrade that lowers its requirement pays
  back the tokens beyond the lowered requirement, and is scored with those tokens (the
  agenda counters it gets count them); an agenda without a requirement is scored with
  its tokens, all of them; a revealed asset that draws when rezzed draws with the AI's
  refill.
- On easy, an agenda without a requirement turned up outside a remote costs the noted
  maximum advancement, and the payment is said.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.corp.advance import reveal
from nrprint.simulate.corp.effects import play_effect, spend_counters
from nrprint.simulate.corp.found import agenda_found
from tests.simulate.conftest import agenda, card, cards, corp_game, put, where
from tests.simulate.test_mutants_play import _logged


def test_an_operation_draws_while_rd_has_cards_then_does_the_rest():
    """Kills the empty-R&D test made ``if game.corp.piles["R&D"]``, its pile named
    ``"XXR&DXX"`` or ``"r&d"``, ``return`` for ``break`` (the tags never given),
    ``draw_one(None)``."""
    game = corp_game()
    game.corp.piles["R&D"] = [top := card("asset")]
    assert play_effect(game, card("operation", draw=2, tags=1)) is True
    assert where(game, top) == "corp:HQ" and game.runner.tags == 1


def test_drawing_alone_is_a_benefit():
    """Kills ``benefit = None`` and ``= False`` after a draw."""
    game = corp_game()
    game.corp.piles["R&D"] = cards("asset", 2)
    assert play_effect(game, card("operation", draw=1)) is True


def _two_remotes():
    game = _logged(corp_game(remotes=2))
    low = put(game, 3, agenda(adv=5), tokens=1)
    high = put(game, 4, agenda(adv=5), tokens=2)
    return game, low, high


def test_tokens_go_on_the_card_with_the_most_of_every_remote_and_are_said():
    """Kills ``pick_card(game, None)`` (the first remote's card), the line made ``None``,
    and ``benefit`` after it made ``None`` or ``False``."""
    game, low, high = _two_remotes()
    assert play_effect(game, card("operation", place_tokens=1)) is True
    assert (low.tokens, high.tokens) == (1, 3)
    assert game.log.lines == ["    places 1 token(s): 3 on the card in a remote"]


def test_an_agenda_counter_goes_on_the_card_with_the_most_tokens():
    """Kills ``spend_counters``' ``pick_card(g, None)``."""
    game, low, high = _two_remotes()
    astro = card("agenda", "Astro", counter_use="advance")
    game.corp.scored.append(astro)
    game.agenda_counters[astro.uid] = 1
    spend_counters(game)
    assert (low.tokens, high.tokens) == (1, 3)


def test_a_card_at_its_reveal_point_after_the_tokens_is_revealed():
    """Exactly at the point: kills ``tokens > reveal_at``; an agenda that must wait a turn
    is not, in the turn it was installed: kills ``may_score(None, inst)``."""
    game = corp_game(remotes=1, max_adv=3)
    target = put(game, 3, agenda(adv=3, points=2), tokens=2)
    play_effect(game, card("operation", place_tokens=1))
    assert game.corp.scored == [target.card]
    game = corp_game(remotes=1, max_adv=3)
    waits = put(game, 3, agenda(adv=3, points=2, score_wait=True), tokens=2)
    play_effect(game, card("operation", place_tokens=1))
    assert game.corp.scored == [] and waits.tokens == 3


def test_tags_and_extra_clicks_add_up_are_a_benefit_and_are_said():
    """Kills ``tags =``, ``extra_clicks =``, their lines made ``None`` and ``benefit`` after
    each made ``None`` or ``False``."""
    game = _logged(corp_game())
    game.runner.tags, game.extra_clicks = 1, 1
    assert play_effect(game, card("operation", tags=2)) is True
    assert play_effect(game, card("operation", extra_clicks=2)) is True
    assert (game.runner.tags, game.extra_clicks) == (3, 3)
    assert game.log.lines == [
        "    gives the Runner 2 tag(s)",
        "    2 more click(s) this turn, for the lower instruction",
    ]


def test_a_revealed_agenda_pays_back_what_its_servers_upgrade_took_off_its_requirement():
    """Requirement 4, an upgrade in its server takes 1 off: 1 credit back of 4 tokens, and
    scored with 3 (counters past 1: 2). Kills ``requirement(game, card, None)`` and
    ``requirement(game, card)``, and ``score``'s tokens made ``None`` or left out."""
    game = corp_game(credits=0, remotes=1)
    put(game, 3, card("upgrade", server_discount=1), rezzed=True)
    beale = agenda(adv=4, points=2, counters_past=1, counters_every=1)
    inst = put(game, 3, beale, tokens=4)
    reveal(game, game.corp.servers[3], inst)
    assert game.corp.credits == 1 and game.agenda_counters[beale.uid] == 2


def test_an_agenda_without_a_requirement_is_scored_with_all_its_tokens():
    """Kills ``reveal``'s requirement test made ``or True`` (its requirement taken as 0:
    the tokens paid back and none counted)."""
    game = corp_game(credits=0, remotes=1)
    odd = card("agenda", advancement=None, points=1, counters_past=1, counters_every=1)
    inst = put(game, 3, odd, tokens=3)
    reveal(game, game.corp.servers[3], inst)
    assert game.corp.credits == 0 and game.agenda_counters[odd.uid] == 2


@pytest.mark.parametrize("tokens", [1, 0])  # paid by its tokens, or with a credit
def test_a_revealed_asset_that_draws_when_rezzed_draws_with_the_ai_refill(tokens):
    """Onto HQ's top: kills ``corp_assets.rezzed(None, ...)`` and ``(game, inst, None)`` of
    the asset paid with credits."""
    game = corp_game(remotes=1, credits=5)
    inst = put(game, 3, card("asset", cost=1, rez_draw=1), tokens=tokens)
    game.corp.piles["HQ"] = [old := card("asset")]
    game.corp.piles["R&D"] = [top := card("asset")]
    reveal(game, game.corp.servers[3], inst)
    assert inst.rezzed and game.corp.piles["HQ"] == [top, old]


def test_on_easy_an_agenda_without_a_requirement_costs_the_noted_maximum_and_says_so():
    """Kills ``agenda_found``'s requirement test made ``or True`` (0 credits paid) and the
    payment line made ``None``."""
    game = _logged(corp_game(difficulty="easy", credits=6, max_adv=4))
    odd = card("agenda", "Odd", advancement=None, points=1)
    assert agenda_found(game, odd, "hq-refill") is True
    assert game.corp.credits == 2 and game.log.lines[0] == "    pays 4 credits for Odd"
