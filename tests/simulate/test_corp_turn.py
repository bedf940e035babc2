"""Corp AI: Play operation, Play stratagem, the behaviour card, and a whole AI turn.

Rulebook: "Play operation", "Difficulty level", the questions on an unaffordable
operation and on Mushin No Shin / Mitosis, "Stratagem deck" (behaviour card read order
and flips), "Resolving clicks on the AI card" (secondary click, lower instruction).
"""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import AICard, AIClick, BehaviourCard, Step
from nrprint.simulate.aideck import reveal_ai_card
from nrprint.simulate.corp import behaviour
from nrprint.simulate.corp.turn import VERBS, corp_ai_turn
from nrprint.simulate.outcome import DEAD, DONE, FAIL, FALLBACK
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, card, cards, corp_do, corp_game, put, where

# -- Play operation --------------------------------------------------------------------


@pytest.mark.parametrize(("difficulty", "credits_after"), [("standard", 8), ("easy", 10), ("hard", 10)])
def test_operation_paid_on_standard_only_and_shuffled_back_into_op(difficulty, credits_after):
    game = corp_game(difficulty=difficulty, credits=5)
    op, other = card("operation", cost=2, gain=5), card("operation")
    game.corp.piles["OP"] = [op, other]
    assert corp_do(game, "play-operation") == DONE
    assert game.corp.credits == credits_after
    assert sorted(c.uid for c in game.corp.piles["OP"]) == sorted([op.uid, other.uid])


def test_faq_an_unaffordable_operation_goes_under_op_and_gives_a_credit():
    game = corp_game(credits=3)
    op, other = card("operation", cost=9, gain=12), card("operation")
    game.corp.piles["OP"] = [op, other]
    assert corp_do(game, "play-operation") == FALLBACK  # a dead click, counted apart
    assert game.corp.piles["OP"] == [other, op]
    assert game.corp.credits == 4


def test_faq_an_unaffordable_operation_uses_a_click_for_credits_card_instead():
    game = corp_game(credits=3, remotes=1)
    put(game, 3, card("asset", click_gain=2), rezzed=True)
    game.corp.piles["OP"] = [card("operation", cost=9)]
    assert corp_do(game, "play-operation") == FALLBACK  # a dead click, counted apart
    assert game.corp.credits == 5


def test_an_operation_with_no_benefit_gives_one_credit():
    game = corp_game(credits=5)
    dud = card("operation", cost=1)
    game.corp.piles["OP"] = [dud]
    assert corp_do(game, "play-operation") == DEAD
    assert game.corp.credits == 5 - 1 + 1
    assert where(game, dud) == "corp:OP"


def test_operation_effects_tags_damage_and_tokens():
    game = corp_game(max_adv=5, remotes=1)
    game.runner.piles["GR"] = cards("event", 3)
    target = put(game, 3, card("asset"), tokens=1)
    game.corp.piles["OP"] = [card("operation", tags=1, damage=2, place_tokens=2)]
    assert corp_do(game, "play-operation") == DONE
    assert (game.runner.tags, len(game.runner.grip), len(game.runner.heap)) == (1, 1, 2)
    assert target.tokens == 3


def test_an_empty_op_deck_fails():
    assert corp_do(corp_game(), "play-operation") == FAIL


def test_faq_an_operation_needing_a_click_on_the_last_click_is_played_like_any_other():
    """The FAQ (Mushin No Shin) puts such an operation under OP and reveals another when it
    is the AI card's last click. A card whose facts do not say so (a stand-in here, no
    ``click_cost``) cannot be told apart: the engine plays it (its effect a counted stand-in)
    and the no-benefit credit. One whose ``click_cost`` says so goes under (test_corp_clicks_psi_advanced_ice)."""
    game = corp_game(credits=5)
    mushin = card("operation", name="Mushin No Shin", modelled=False, stand_in="an install")
    other = card("operation", gain=3)
    game.corp.piles["OP"] = [mushin, other]
    game.ai_deck = [
        AICard(
            "t-1", "Last", (AIClick(Step("refill-hq")),) * 2 + (AIClick(Step("play-operation")),), "credits"
        )
    ]
    game.corp.piles["R&D"] = cards("asset", 10)
    corp_ai_turn(game)
    assert game.result.stand_ins["ai:Mushin No Shin"] == 1
    assert game.corp.credits == 6  # the no-benefit credit, not the other card's 3
    assert sorted(c.uid for c in game.corp.piles["OP"]) == sorted([mushin.uid, other.uid])


# -- Play stratagem ----------------------------------------------------------------------


def test_a_stratagem_operation_plays_and_goes_under_st():
    game = corp_game(credits=5)
    op, other = card("operation", cost=1, gain=3), card("upgrade")
    game.corp.piles["ST"] = [op, other]
    assert corp_do(game, "play-stratagem") == DONE
    assert game.corp.credits == 7
    assert game.corp.piles["ST"] == [other, op]


def test_an_unaffordable_stratagem_operation_goes_under_st_for_a_credit():
    game = corp_game(credits=0)
    op, other = card("operation", cost=2, gain=3), card("operation")
    game.corp.piles["ST"] = [op, other]
    assert corp_do(game, "play-stratagem") == FALLBACK  # a dead click, counted apart
    assert (game.corp.piles["ST"], game.corp.credits) == ([other, op], 1)


@pytest.mark.parametrize(
    ("tokens", "remotes", "home", "difficulty", "credits_after"),
    [
        (2, 2, "Remote 1", "standard", 3),  # the remote of the card with most tokens
        (0, 2, "Remote 2", "standard", 3),  # no tokens anywhere: the newest remote
        (0, 0, "HQ", "standard", 3),
        (2, 2, "Remote 1", "hard", 5),  # hard and easy pay nothing
    ],
)
def test_a_stratagem_upgrade_is_installed_and_executed(tokens, remotes, home, difficulty, credits_after):
    game = corp_game(difficulty=difficulty, credits=5, remotes=remotes)
    if remotes:
        put(game, 3, card("asset"), tokens=tokens)
        put(game, 4, card("asset"))
    upgrade = card("upgrade", cost=2)
    game.corp.piles["ST"] = [upgrade]
    assert corp_do(game, "play-stratagem") == DONE
    assert where(game, upgrade) == f"{home}:root"
    server = next(s for s in game.corp.servers if s.name == home)
    assert server.root[-1].rezzed
    assert game.corp.credits == credits_after


def test_an_unaffordable_stratagem_upgrade_goes_under_st():
    game = corp_game(credits=1)
    upgrade, other = card("upgrade", cost=2), card("operation")
    game.corp.piles["ST"] = [upgrade, other]
    assert corp_do(game, "play-stratagem") == FALLBACK  # a dead click, counted apart
    assert (game.corp.piles["ST"], game.corp.credits) == ([other, upgrade], 2)


def test_an_empty_stratagem_deck_fails():
    assert corp_do(corp_game(), "play-stratagem") == FAIL


def test_a_stratagem_that_gives_a_click_is_not_played_again_in_the_same_turn():
    # a deck of one Biotic Labor-like card: each play gave the click for the next one
    game = _turn_game([AIClick(Step("play-stratagem"))] * 3, lower="behaviour", credits=5)
    game.behaviour = _behaviour([("play-stratagem",)], [("play-stratagem",)])
    game.corp.piles["ST"] = [card("operation", extra_clicks=1, gain=1)]
    clicks = []

    def watch(_game) -> None:
        clicks.append(1)
        assert len(clicks) < 50, "the turn never ends"

    game.watch = watch
    corp_ai_turn(game)
    assert game.corp.credits == 5 + 1 + 3  # played once; the 3 clicks left take a credit each
    corp_ai_turn(game)  # a new turn: the deck may be gone through again
    assert game.corp.credits == 9 + 1 + 3


# -- Behaviour card ----------------------------------------------------------------------


def _behaviour(a, b):
    return BehaviourCard("bh-test", "Test", tuple(Step(*s) for s in a), tuple(Step(*s) for s in b))


def test_behaviour_reads_left_to_right_and_flips_after_the_action():
    game = corp_game()
    game.behaviour = _behaviour([("advance", "+A"), ("refill-hq",)], [("install-ice", "-H")])
    game.corp.piles["R&D"] = [drawn := card("asset")]
    game.corp.piles["ICE"] = [guard := card("ice")]
    assert behaviour.spend(game, 1, VERBS) == [DONE]  # no remote: advance impossible, refill
    assert where(game, drawn) == "corp:HQ" and game.behaviour_side == "b"
    assert behaviour.spend(game, 1, VERBS) == [DONE]  # the next click starts on side B
    assert where(game, guard) == "Archives:ice" and game.behaviour_side == "a"


def test_behaviour_tries_the_other_side_and_flips_back_after_resolving_there():
    game = corp_game()
    game.behaviour = _behaviour([("advance", "+A")], [("install-ice", "-H")])
    game.corp.piles["ICE"] = [guard := card("ice")]
    assert behaviour.spend(game, 1, VERBS) == [DONE]
    assert where(game, guard) == "Archives:ice"
    assert game.behaviour_side == "a"


def test_behaviour_with_neither_side_possible_gives_a_credit_per_click():
    game = corp_game(credits=5)
    game.behaviour = _behaviour([("advance", "+A")], [("advance", "-A"), ("play-stratagem",)])
    assert behaviour.spend(game, 2, VERBS) == [DEAD, DEAD]
    assert game.corp.credits == 7
    assert game.result.credits_gained == 2


# -- A whole AI turn ---------------------------------------------------------------------


def _turn_game(clicks, lower="credits", **kw):
    game = corp_game(**kw)
    game.ai_deck = [AICard("t-1", "Test", tuple(clicks), lower)]
    game.corp.piles["HQ"] = cards("asset", 5)
    game.corp.piles["R&D"] = cards("asset", 5)
    return game


SECONDARY_CARD = [
    AIClick(Step("advance", "+A"), secondary=Step("install-ice", "-H")),  # no remote: secondary
    AIClick(Step("install-resource", "-R")),  # no remote, no secondary: stays available
    AIClick(Step("refill-hq")),
]


def test_a_turn_tries_the_secondary_then_spends_the_available_click_on_credits():
    game = _turn_game(SECONDARY_CARD, credits=10)  # not short of money: the credit is dead
    game.corp.piles["ICE"] = [guard := card("ice")]
    game.corp.piles["RE"] = [card("asset")]
    corp_ai_turn(game)
    assert where(game, guard) == "Archives:ice"
    assert len(game.corp.piles["Archives"]) == 1  # the refill's push
    assert game.corp.credits == 11
    f = game.result.cards["t-1"]
    assert (f.reveals, f.clicks, f.dead, f.fallbacks) == (1, 3, 1, 1)
    assert (game.result.clicks, game.result.dead_clicks) == (3, 1)
    assert game.result.actions["fallback-credit"] == 1
    assert game.result.credits_by_turn == [1] and game.turn == 1


def test_a_turn_counts_the_verb_that_resolved_the_click():
    game = _turn_game(SECONDARY_CARD)
    game.corp.piles["ICE"] = [card("ice")]
    corp_ai_turn(game)
    assert game.result.actions["install-ice"] == 1
    assert game.result.actions["advance"] == 0


def test_a_turn_with_an_empty_ice_deck_keeps_the_click_for_the_lower_instruction():
    game = _turn_game([AIClick(Step("install-ice", "-H"))] + [AIClick(Step("refill-hq"))] * 2, credits=10)
    corp_ai_turn(game)
    assert game.corp.credits == 11
    assert game.result.cards["t-1"].dead == 1


def test_a_turn_spends_available_clicks_on_the_behaviour_card():
    game = _turn_game([AIClick(Step("advance", "+A"))] * 3, lower="behaviour")
    game.behaviour = _behaviour([("install-resource", "+REMOTE")], [("refill-hq",)])
    game.corp.piles["RE"] = cards("agenda", 2)
    corp_ai_turn(game)
    assert [len(s.root) for s in game.corp.remotes()] == [1, 1]  # A, then B (refill), then A
    assert len(game.corp.piles["Archives"]) == 1
    assert game.behaviour_side == "b"
    assert game.result.actions["behaviour"] == 3
    assert game.result.cards["t-1"].dead == 0


def test_extra_clicks_from_an_operation_go_to_the_lower_instruction():
    game = _turn_game([AIClick(Step("play-operation"))] + [AIClick(Step("refill-hq"))] * 2, credits=10)
    game.corp.piles["OP"] = [card("operation", extra_clicks=2)]
    corp_ai_turn(game)
    assert game.corp.credits == 10 + 2
    f = game.result.cards["t-1"]
    assert (f.clicks, f.dead) == (5, 2)


def test_a_turn_starts_with_the_drip_of_rezzed_assets():
    game = _turn_game([AIClick(Step("refill-hq"))] * 3, remotes=1)
    put(game, 3, card("asset", drip=2), rezzed=True)
    put(game, 3, card("asset", drip=5))  # face down: pays nothing
    corp_ai_turn(game)
    assert game.corp.credits == 7


def test_the_watch_is_called_after_every_corp_ai_click():
    game = _turn_game([AIClick(Step("refill-hq"))] * 3)
    calls = []
    game.watch = calls.append
    corp_ai_turn(game)
    assert len(calls) == 3


def test_the_ai_deck_reshuffles_its_revealed_cards_or_ends_the_game():
    game = corp_game()
    shown = AICard("t-1", "Test", (), "credits")
    game.ai_discard = [shown]
    assert reveal_ai_card(game) is shown
    game = corp_game(ai_deck_reshuffle=False)
    game.ai_discard = [shown]
    with pytest.raises(GameOver) as over:
        reveal_ai_card(game)
    assert (over.value.end, over.value.ai_won) == ("ai-deck-empty", None)  # nobody's win


def test_scoring_the_seventh_point_mid_turn_ends_the_game():
    game = _turn_game([AIClick(Step("refill-hq"))] * 3)
    game.corp.scored = [agenda(points=5)]
    game.corp.piles["R&D"] = [agenda(points=2)]
    with pytest.raises(GameOver) as over:
        corp_ai_turn(game)
    assert (over.value.end, over.value.ai_won) == ("ai-points", True)
