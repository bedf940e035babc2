"""The rules of ``play_rules_runner_ice`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_an_event_that_derezzes_ice_after_an_hq_run():
    event = play(
        "Play only if you made a successful run on HQ this turn. Derez 2 installed pieces of ice.",
        "event",
        cost=1,
    )
    assert event["needs_hq"] is True and event["derez_ice"] == 2 and "modelled" not in event
    assert rule_of(event, "derez_ice") == "ice-acts"


def test_only_an_event_reads_them():
    assert "derez_ice" not in play("Derez 1 installed piece of ice.", "resource", cost=1)


def test_a_virus_on_an_ice_that_breaks_its_subroutines():
    bot = play(
        "Install only on a piece of ice. When you install this program and when your turn begins, place 1 virus "
        "counter on this program. Hosted virus counter: Break 1 subroutine on host ice.",
        "program",
        cost=2,
    )
    assert bot["on_ice"] is True and bot["host_break"] is True and bot["turn_counter"] == 1
    assert "modelled" not in bot and rule_of(bot, "host_break") == "ice-acts"
    assert "host_break" not in play(
        "Hosted virus counter: Break 1 subroutine on host ice.", "hardware", cost=1
    )


def test_a_resource_that_weakens_encountered_ice_and_a_breaker_for_central_ice_only():
    carver = play("While you are encountering a piece of ice, it gets −1 strength.", "resource", cost=3)
    assert carver["ice_weaken"] == 1 and "modelled" not in carver
    passport = play(
        "Interface → 1[credit]: Break 1 code gate subroutine. 2[credit]: +2 strength. This program cannot "
        "interface with ice protecting a remote server.",
        "program",
        cost=1,
        strength=2,
        subtypes=("Icebreaker", "Decoder"),
    )
    assert passport["central_only"] is True and "modelled" not in passport
    assert rule_of(passport, "central_only") == "ice-acts"
    assert "central_only" not in play(
        "This resource cannot interface with ice protecting a remote server.", "resource", cost=1
    )
    assert "ice_weaken" not in play(
        "While you are encountering a piece of ice, it gets −1 strength.", "event", cost=1
    )
