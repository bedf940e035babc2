"""The rules of ``play_rules_runner_spend`` (texts written for the tests): credits held
for one kind of payment, placed each turn and on a steal, and the price of hoarding them."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_credits_for_one_kind_of_payment_are_read_with_their_kind():
    pad = play("2[recurring-credit]\nYou can spend hosted credits to play events.", "hardware", cost=1)
    assert (pad["drip"], pad["spend_on"]) == (2, "event") and "modelled" not in pad
    assert rule_of(pad, "spend_on") == "spend-on"
    cloak = play("1[recurring-credit]\nUse this credit to pay for using icebreakers.", "program", cost=1)
    assert cloak["spend_on"] == "break" and "modelled" not in cloak
    kinds = {
        "You can spend hosted credits to pay trash costs of assets.": "trash-asset",
        "Use these credits to install hardware.": "install-hardware",
        "You can spend hosted credits to take the basic action to remove 1 tag.": "tag",
        "Use this credit to pay for using killers.": "break-killer",
    }
    for text, kind in kinds.items():
        assert play(f"1[recurring-credit]\n{text}", "resource", cost=1)["spend_on"] == kind


def test_a_kind_of_payment_the_engine_lacks_and_a_corp_card_keep_the_gap():
    trace = play("1[recurring-credit]\nUse this credit during traces.", "resource", cost=1)
    assert "spend_on" not in trace and trace["modelled"] is False
    temple = play("2[recurring-credit]\nUse these credits to install programs.", "asset", "corp", cost=1)
    assert "spend_on" not in temple and temple["modelled"] is False


def test_credits_placed_each_turn_and_on_a_steal_and_the_price_of_holding_many():
    companion = play(
        "When your turn begins and whenever you steal an agenda, place 1[credit] on this resource.\n"
        "You can spend hosted credits to install non-connection cards.\n"
        "When your turn ends, if there are 3 or more hosted credits, trash 1 of your installed cards.",
        "resource",
        cost=1,
    )
    assert (companion["drip"], companion["steal_place"], companion["spend_on"]) == (
        1,
        1,
        "install-nonconnection",
    )
    assert (companion["hoard_at"], companion["hoard_cost"]) == (3, "trash-installed")
    assert "modelled" not in companion
    for end, cost in (
        ("you must trash 1 card from your grip at random or trash this resource", "grip-or-self"),
        ("you must take 1 tag or trash this resource", "tag-or-self"),
    ):
        facts = play(
            f"When your turn ends, if there are 2 or more hosted credits, {end}.", "resource", cost=1
        )
        assert (facts["hoard_at"], facts["hoard_cost"]) == (2, cost)
