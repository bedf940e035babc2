"""The rules of ``play_rules_runner_choices`` (texts written for the tests): two modes of
several, the stack milled and heap cards shuffled back, a Corp that pays or takes bad
publicity after a central run."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_two_of_the_modes_are_read_every_mode_played():
    wild = play(
        "Resolve two of the following in any order:<ul><li>Gain 4[credit].</li><li>Draw 1 card.</li>"
        "<li>Remove 2 tags.</li><li>Expose 1 piece of ice, then make a run.</li></ul>",
        cost=1,
    )
    assert (wild["two_modes"], wild["gain"], wild["draw"], wild["remove_tags"]) == (True, 4, 1, 2)
    assert "modelled" not in wild and rule_of(wild, "two_modes") == "two-modes"
    one = play("Resolve 1 of the following:<ul><li>Gain 4[credit].</li><li>Draw 1 card.</li></ul>", cost=1)
    assert "two_modes" not in one and "draw" not in one  # one of: only the first mode
    assert "two_modes" not in play("Resolve two of the following in any order:", "resource", cost=0)


def test_the_stack_milled_and_heap_cards_shuffled_back():
    labor = play(
        "Trash the top 2 cards of your stack. Shuffle 4 cards from your heap into your stack. Draw 1 card.",
        cost=0,
    )
    assert (labor["mill"], labor["heap_to_stack"], labor["draw"]) == (2, 4, 1) and "modelled" not in labor
    assert "mill" not in play("Trash the top 2 cards of your stack.", "resource", cost=0)


def test_a_central_run_then_the_corp_pays_or_takes_bad_publicity():
    mining = play(
        "Play only if you made a successful run on a central server this turn.\n"
        "The Corp must pay 4[credit] or take 1 bad publicity.",
        cost=1,
    )
    assert (mining["needs_central"], mining["pay_or_bp"]) == (True, 4) and "modelled" not in mining


def test_resources_that_guard_the_rest():
    pavilion = play(
        "As an additional cost to take the basic action to trash 1 installed resource, the Corp must pay "
        "3[credit].",
        "resource",
        cost=1,
    )
    assert pavilion["trash_fee"] == 3 and "modelled" not in pavilion
    guy = play(
        "[interrupt] → [trash]: Prevent a player from trashing another installed resource.\n"
        "[trash]: Gain 1[credit].",
        "resource",
        cost=0,
    )
    assert (guy["fall_guy"], guy["cash_in"]) == (True, 1) and "modelled" not in guy
    assert rule_of(guy, "cash_in") == "resource-guard"
    assert "cash_in" not in play("[trash]: Gain 1[credit].", "hardware", cost=0)
