"""The rules of ``play_rules_runner_counter_breaks`` (texts written for the tests): an
icebreaker that breaks or gains strength for its counters, and counters from every
successful run."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_breaker_paid_with_any_virus_counter_that_takes_one_per_successful_run():
    card = play(
        "Whenever you make a successful run, you may place 2 virus counters on this program.\n"
        "Interface → Any virus counter: Break up to 2 code gate subroutines.\nAny virus counter: +3 strength.",
        "program",
        cost=2,
        strength=1,
    )
    assert (card["breaks"], card["break_count"], card["counter_break"]) == ("code gate", 2, True)
    assert (card["pump"], card["counter_pump"], card["success_counter"]) == (3, True, 2)
    assert "modelled" not in card and rule_of(card, "counter_break") == "counter-breaks"


def test_a_hosted_power_counter_breaks_up_to_three_and_credits_pump():
    card = play(
        "When you install this program, place 3 power counters on it.\n"
        "Interface → Hosted power counter: Break up to 3 sentry subroutines.\n1[credit]: +1 strength.",
        "program",
        cost=2,
        strength=2,
    )
    assert (card["breaks"], card["break_count"], card["counters"]) == ("sentry", 3, 3)
    assert card["counter_break"] is True and "counter_pump" not in card and "modelled" not in card


def test_only_a_program_reads_them():
    assert "counter_pump" not in play("Hosted power counter: +2 strength.", "hardware", cost=1)


def test_a_breaker_that_buys_counters_and_breaks_only_its_exact_strength():
    atman = play(
        "When you install this program, you may spend any number of credits to place that many power counters "
        "on it. This program gets +1 strength for each hosted power counter, and it can only interface with ice "
        "of exactly equal strength. Interface → 1[credit]: Break 1 subroutine.",
        "program",
        cost=3,
        strength=0,
        subtypes=("Icebreaker", "AI"),
    )
    assert (
        atman["x_counters"] is True and atman["exact_strength"] is True and atman["strength_per_counter"] == 1
    )
    assert (
        atman["breaks"] == "any"
        and "modelled" not in atman
        and rule_of(atman, "x_counters") == "counter-breaks"
    )
