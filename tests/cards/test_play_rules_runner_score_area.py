"""The rules of ``play_rules_runner_score_area`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of

FAN = "Whenever the Corp scores an agenda, add this resource to your score area as an agenda worth 0 agenda points."
SWAP = "Whenever you steal an agenda, you may swap that agenda with an agenda in the Corp's score area."


def test_a_card_that_joins_the_score_area_and_one_that_swaps():
    fan = play(FAN, "resource", cost=1)
    assert fan["fan_site"] is True and "modelled" not in fan and rule_of(fan, "fan_site") == "score-area"
    swap = play(SWAP, "hardware", cost=3)
    assert swap["steal_swap"] is True and "modelled" not in swap


def test_only_a_rig_card_reads_them():
    assert "fan_site" not in play(FAN, "event", cost=1)


def test_a_card_left_where_it_is_trashes_from_hq():
    maw = play(
        "The first time each turn you access a card not in Archives and do not steal or trash it, the Corp "
        "must trash 2 cards from HQ at random.",
        "hardware",
        cost=5,
    )
    assert maw["decline_hq_trash"] == 2 and "modelled" not in maw
