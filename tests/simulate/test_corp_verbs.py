"""Corp AI verbs, Refill HQ and Advance: one hand-built table per rule of the rulebook.

Rulebook: "Refill HQ", "Discarding cards to Archives", "Difficulty level", "Advance",
the questions on drawing and on an upgrade the AI cannot pay for.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.corp.turn import drip
from nrprint.simulate.outcome import DONE, FAIL
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, card, cards, corp_do, corp_game, ice, put, where


def _hq_of_five(game):
    hq = cards("asset", 5)
    game.corp.piles["HQ"] = list(hq)
    return hq


# -- Refill HQ ------------------------------------------------------------------------


def test_refill_puts_the_drawn_card_on_top_and_the_bottom_card_in_archives():
    game = corp_game()
    hq = _hq_of_five(game)
    x, y = cards("asset", 2)
    game.corp.piles["R&D"] = [x, y]
    assert corp_do(game, "refill-hq") == DONE
    assert game.corp.piles["HQ"] == [x, *hq[:4]]
    assert game.corp.piles["Archives"] == [hq[4]]
    assert game.corp.piles["R&D"] == [y]


def test_refill_draws_until_hq_holds_five():
    game = corp_game()
    h1, h2 = cards("asset", 2)
    game.corp.piles["HQ"] = [h1, h2]
    a, b, c, d = cards("upgrade", 4)
    game.corp.piles["R&D"] = [a, b, c, d]
    corp_do(game, "refill-hq")
    assert game.corp.piles["HQ"] == [c, b, a, h1, h2]
    assert game.corp.piles["R&D"] == [d]
    assert game.corp.piles["Archives"] == []


@pytest.mark.parametrize("difficulty", ["standard", "hard"])
def test_standard_and_hard_score_a_drawn_agenda_at_once_for_free(difficulty):
    game = corp_game(difficulty=difficulty, credits=0)
    hq = _hq_of_five(game)
    plan, x = agenda(adv=3, points=2), card("asset")
    game.corp.piles["R&D"] = [plan, x]
    corp_do(game, "refill-hq")
    assert game.corp.scored == [plan]
    assert game.corp.credits == 0
    # The rulebook's order: the agenda goes onto HQ and pushes its bottom card off before
    # it scores, then HQ refills to five.
    assert game.corp.piles["HQ"] == [x, *hq[:4]]
    assert game.corp.piles["Archives"] == [hq[4]]
    assert game.corp.piles["R&D"] == []
    assert game.result.point_sources["hq-refill"] == 2


def test_easy_pays_the_advancement_requirement_of_a_drawn_agenda():
    game = corp_game(difficulty="easy", credits=5)
    _hq_of_five(game)
    plan = agenda(adv=3)
    game.corp.piles["R&D"] = [plan, card("asset")]
    corp_do(game, "refill-hq")
    assert game.corp.scored == [plan]
    assert game.corp.credits == 2


def test_easy_unaffordable_agenda_goes_back_into_rd_and_the_refill_goes_on():
    game = corp_game(difficulty="easy", credits=0)
    hq = cards("asset", 4)
    game.corp.piles["HQ"] = list(hq)
    plan, x = agenda(adv=3), card("asset")
    game.corp.piles["R&D"] = [plan, x]
    corp_do(game, "refill-hq")
    assert game.corp.scored == []
    assert game.corp.piles["HQ"] == [x, *hq]
    assert game.corp.piles["R&D"] == [plan]
    assert game.corp.piles["Archives"] == []


def test_easy_unaffordable_agenda_repeats_the_refill_when_hq_was_full():
    game = corp_game(difficulty="easy", credits=0)
    hq = _hq_of_five(game)
    plan, x = agenda(adv=3), card("asset")
    game.corp.piles["R&D"] = [plan, x]
    corp_do(game, "refill-hq")
    assert game.corp.piles["HQ"] == [x, *hq[:4]]
    assert game.corp.piles["Archives"] == [hq[4]]
    assert game.corp.piles["R&D"] == [plan]


@pytest.mark.parametrize(("kind", "pile"), [("ice", "ICE"), ("operation", "OP")])
def test_a_pushed_ice_or_operation_goes_back_to_its_ai_deck(kind, pile):
    game = corp_game()
    bottom = card(kind)
    game.corp.piles["HQ"] = [*cards("asset", 4), bottom]
    game.corp.piles["R&D"] = [card("asset")]
    corp_do(game, "refill-hq")
    assert where(game, bottom) == f"corp:{pile}"


def test_a_played_operation_is_shuffled_back_into_op_not_sent_to_archives():
    # Clarification played_operation: as 003 does with an operation discarded from HQ.
    game = corp_game(credits=5)
    played = card("operation", gain=2)
    game.corp.piles["OP"] = [played, card("operation")]
    corp_do(game, "play-operation")
    assert game.corp.credits == 7
    assert where(game, played) == "corp:OP"
    assert game.corp.piles["Archives"] == []


# An agenda at HQ's bottom (pushed off) and the card drawn: which scores, per refill_scores.
REFILL_MODES = [
    # mode, the drawn card is an agenda, where the drawn card ends, where the pushed agenda ends
    # the drawn agenda enters HQ and pushes the bottom one off before it scores: back into
    # R&D, which is then R&D's only card, drawn as HQ refills to five, and scored
    ("drawn", True, "corp:scored", "corp:scored"),
    ("pushed", True, "corp:HQ", "corp:scored"),
    ("drawn-and-pushed", True, "corp:scored", "corp:scored"),
    ("drawn", False, "corp:HQ", "corp:R&D"),
    ("pushed", False, "corp:HQ", "corp:scored"),
    ("drawn-and-pushed", False, "corp:HQ", "corp:scored"),
]


@pytest.mark.parametrize(("mode", "draw_agenda", "drawn_at", "pushed_at"), REFILL_MODES)
def test_refill_scores_option(mode, draw_agenda, drawn_at, pushed_at):
    game = corp_game(refill_scores=mode)
    pushed = agenda()
    drawn = agenda() if draw_agenda else card("asset")
    game.corp.piles["HQ"] = [*cards("asset", 4), pushed]
    game.corp.piles["R&D"] = [drawn]
    corp_do(game, "refill-hq")
    assert (where(game, drawn), where(game, pushed)) == (drawn_at, pushed_at)
    assert game.corp.piles["Archives"] == []  # the AI never sends an agenda to Archives


def test_easy_never_sends_a_pushed_agenda_to_archives():
    game = corp_game(difficulty="easy", credits=0, refill_scores="pushed")
    pushed = agenda(adv=3)
    game.corp.piles["HQ"] = [*cards("asset", 4), pushed]
    game.corp.piles["R&D"] = [card("asset")]
    corp_do(game, "refill-hq")
    assert where(game, pushed) == "corp:R&D"
    assert game.corp.piles["Archives"] == []


def test_refill_from_an_empty_rd_ends_the_game():
    game = corp_game()
    _hq_of_five(game)
    with pytest.raises(GameOver) as over:
        corp_do(game, "refill-hq")
    assert (over.value.end, over.value.ai_won) == ("rd-empty", False)


def test_a_refill_agenda_that_reaches_seven_points_wins():
    game = corp_game()
    game.corp.scored = [agenda(points=3), agenda(points=2)]
    game.corp.piles["R&D"] = [agenda(points=2)]
    with pytest.raises(GameOver) as over:
        corp_do(game, "refill-hq")
    assert (over.value.end, over.value.ai_won) == ("ai-points", True)


# -- Advance -----------------------------------------------------------------------------


def _two_remotes(**clar):
    """Remote 1: a (1 token, oldest), b (0); Remote 2: c (2 tokens) behind one ice."""
    game = corp_game(max_adv=9, remotes=2, **clar)
    a = put(game, 3, card("asset"), tokens=1)
    b = put(game, 3, card("asset"))
    c = put(game, 4, card("asset"), tokens=2)
    put(game, 4, ice(), ice=True)
    return game, {"a": a, "b": b, "c": c}


ADVANCE_ORDERS = [
    ("+A", "table", "c"),  # most tokens, whatever the server
    ("-A", "table", "b"),  # fewest tokens: b in Remote 1 ties a card nowhere else
    ("+R", "table", "a"),  # Remote 1 has most cards; its card with most tokens
    ("-R", "table", "c"),
    ("+H", "table", "c"),
    ("-H", "table", "a"),
    (None, "table", "a"),  # the first remote, its card with most tokens
]


@pytest.mark.parametrize(("order", "tie", "picked"), ADVANCE_ORDERS)
def test_advance_order_picks_the_card(order, tie, picked):
    game, inst = _two_remotes(tie_order=tie)
    before = {k: i.tokens for k, i in inst.items()}
    assert corp_do(game, "advance", order) == DONE
    assert game.corp.credits == 4
    after = {k: i.tokens for k, i in inst.items()}
    assert after == {**before, picked: before[picked] + 1}


@pytest.mark.parametrize(("tie", "picked"), [("table", 0), ("remotes-first", 1)])
def test_advance_minus_a_tie_follows_the_tie_order(tie, picked):
    game = corp_game(max_adv=9, remotes=2, tie_order=tie)
    cands = [put(game, 3, card("asset")), put(game, 4, card("asset"))]
    corp_do(game, "advance", "-A")
    assert [i.tokens for i in cands] == [1 - picked, picked]


def test_advance_without_credits_or_target_fails():
    game, inst = _two_remotes()
    game.corp.credits = 0
    assert corp_do(game, "advance", "+A") == FAIL
    assert inst["c"].tokens == 2
    assert corp_do(corp_game(remotes=1), "advance", "+A") == FAIL  # nothing to advance
    game2 = corp_game(remotes=1)
    put(game2, 3, card("asset"), rezzed=True)  # a revealed card is not advanced
    assert corp_do(game2, "advance", None) == FAIL
    assert corp_do(game, "advance", "+REMOTE") == FAIL


def test_an_agenda_revealed_at_the_maximum_scores_and_surplus_tokens_come_back():
    game = corp_game(max_adv=5, remotes=1)
    plan = agenda(adv=3, points=2)
    put(game, 3, plan, tokens=4)
    corp_do(game, "advance", "+A")
    assert game.corp.scored == [plan]
    assert game.corp.credits == 5 - 1 + 2
    assert game.corp.servers[3].root == []
    assert game.result.point_sources["remote"] == 2


def test_an_asset_revealed_is_paid_with_tokens_and_the_rest_comes_back_not_onto_ice():
    """Audit A4: no ice can be advanced, so the surplus is refunded (fails if it spills)."""
    game = corp_game(max_adv=5, remotes=1)
    inner, outer = put(game, 3, ice(), ice=True), put(game, 3, ice(), ice=True)
    asset = put(game, 3, card("asset", cost=2), tokens=4)
    corp_do(game, "advance", "+A")
    assert (asset.rezzed, asset.tokens) == (True, 0)
    assert (outer.tokens, inner.tokens) == (0, 0)
    assert game.corp.credits == 4 + 3


def test_an_assets_surplus_tokens_go_one_by_one_onto_the_remotes_ice_that_can_be_advanced():
    # Only an ice that can be advanced takes them (Ice Wall); a plain ice takes none.
    game = corp_game(max_adv=5, remotes=1)
    plain = put(game, 3, ice(), ice=True)
    walls = [put(game, 3, ice(ice_advance=True), ice=True) for _ in range(2)]
    asset = put(game, 3, card("asset", cost=2), tokens=4)
    corp_do(game, "advance", "+A")
    assert (asset.rezzed, plain.tokens) == (True, 0)
    assert sorted(w.tokens for w in walls) == [1, 2]  # 3 left over, one by one
    assert game.corp.credits == 4  # none refunded


def test_an_agenda_is_never_scored_below_its_own_requirement():
    """Audit A3: a noted maximum of 3 (a wrong [adv:3] tag) does not score a 5/3 agenda
    on 3 tokens; it is revealed at its own 5. Fails if reveal_at returns the maximum only."""
    game = corp_game(max_adv=3, remotes=1)
    fujii = agenda(adv=5, points=3)
    inst = put(game, 3, fujii, tokens=2)
    corp_do(game, "advance", "+A")
    assert (game.corp.scored, inst.tokens) == ([], 3)
    inst.tokens = 4
    corp_do(game, "advance", "+A")
    assert game.corp.scored == [fujii]


def test_an_asset_revealed_with_no_ice_refunds_the_surplus():
    game = corp_game(max_adv=5, remotes=1)
    asset = put(game, 3, card("asset", cost=2), tokens=4)
    corp_do(game, "advance", "+A")
    assert asset.rezzed
    assert game.corp.credits == 5 - 1 + 3


def test_an_upgrade_revealed_is_paid_with_tokens_then_credits():
    game = corp_game(max_adv=5, remotes=1)
    upgrade = put(game, 3, card("upgrade", cost=8), tokens=4)
    corp_do(game, "advance", "+A")
    assert (upgrade.rezzed, upgrade.tokens) == (True, 0)
    assert game.corp.credits == 5 - 1 - 3


def test_faq_an_upgrade_the_ai_cannot_pay_for_stays_face_down_and_credits_come_back():
    game = corp_game(max_adv=5, remotes=1, credits=2)
    upgrade = put(game, 3, card("upgrade", cost=9), tokens=4)
    corp_do(game, "advance", "+A")
    assert (upgrade.rezzed, upgrade.tokens) == (False, 0)
    assert where(game, upgrade.card) == "Remote 1:root"
    assert game.corp.credits == 2 - 1 + 5


def test_an_asset_revealed_by_advancing_loads_its_hosted_credits():
    game = corp_game(max_adv=5, remotes=1)
    nico = put(game, 3, card("asset", cost=2, hosted=9, drip=3), tokens=4)
    corp_do(game, "advance", "+A")
    assert nico.rezzed
    credits = game.corp.credits
    drip(game)
    assert game.corp.credits == credits + 3
    assert nico.hosted == 6
