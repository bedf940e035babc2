"""The rules of ``play_rules_runner_click_runs`` (texts written for the tests): a rig card's
click that runs a server, and what that run breaches."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_click_run_on_archives_that_breaches_hq():
    door = play(
        "[click]: Run Archives. If that run would be declared successful, change the attacked server to HQ "
        "for the remainder of that run.",
        "program",
        cost=3,
    )
    assert (door["click_run"], door["breach_server"]) == ("archives", "hq") and "modelled" not in door
    assert rule_of(door, "click_run") == "click-run" and "once_turn" not in door


def test_a_once_a_turn_click_run_on_rd_that_reveals_and_trashes():
    gate = play(
        "Once per turn → [click]: Run R&D. If successful, instead of breaching R&D, reveal the top 4 cards "
        "of R&D. Trash 2 of the revealed cards.",
        "program",
        cost=3,
    )
    assert (gate["click_run"], gate["once_turn"], gate["rd_reveal"], gate["rd_trash"]) == ("r&d", True, 4, 2)
    assert "modelled" not in gate


def test_only_a_rig_card_reads_them():
    event = play("[click]: Run Archives.", "event", cost=0)
    assert "click_run" not in event and event["modelled"] is False
    other = play("[click]: Run R&D. If successful, draw 1 card.", "program", cost=1)
    assert other["click_run"] == "r&d" and other["modelled"] is False  # the rest is not read
