"""The rules of ``play_rules_runner_turns`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_pawnshop_a_dealer_and_a_contact():
    pawn = play(
        "When your turn begins, you may trash 1 of your other installed cards. If you do, gain 4[credit].",
        "resource",
        cost=2,
    )
    assert pawn["turn_trash"] is True and pawn["turn_trash_gain"] == 4 and "modelled" not in pawn
    assert rule_of(pawn, "turn_trash_gain") == "turn-cards"
    dealer = play(
        "When your turn begins, lose 2[credit]. When the Corp's turn begins, draw 3 cards.",
        "resource",
        cost=1,
    )
    assert dealer["turn_lose"] == 2 and dealer["corp_turn_draw"] == 3 and "modelled" not in dealer
    contact = play(
        "The first time you make a successful run each turn, draw 2 cards. "
        "The first time you make an unsuccessful run each turn, take 1 tag.",
        "hardware",
        cost=2,
    )
    assert (
        contact["first_success_draw"] == 2 and contact["first_fail_tags"] == 1 and "modelled" not in contact
    )


def test_a_virus_that_bars_fast_scores_until_purged():
    clot = play(
        "The Corp cannot score an agenda during the same turn they installed that agenda. "
        "When the Corp purges virus counters, trash this program.",
        "program",
        cost=2,
    )
    assert clot["no_fast_score"] is True and clot["purge_trash"] is True and "modelled" not in clot


def test_the_reward_for_a_trash_only_on_a_resource_and_none_on_an_event():
    assert "turn_trash_gain" not in play("If you do, gain 3[credit].", "hardware")
    assert "turn_lose" not in play("When your turn begins, lose 1[credit].", "event")


def test_a_resource_that_comes_back_from_the_heap_after_successful_runs():
    crowd = play(
        "When your turn ends, if you made at least 3 successful runs this turn and this resource is in your "
        "heap, you may install it, ignoring all costs.",
        "resource",
        cost=0,
    )
    assert crowd["heap_reinstall_runs"] == 3 and "modelled" not in crowd
