"""The rules of ``play_rules_runner_plays`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_an_install_condition_a_share_of_the_corps_pool_and_a_purge():
    worm = play(
        "Install only if you made a successful run on a central server this turn. When your turn begins, gain "
        "1[credit] for every 4[credit] in the Corp's credit pool. Trash this program if the Corp purges virus "
        "counters.",
        "program",
        cost=0,
        memory_cost=1,
    )
    assert worm["install_needs"] == "central" and worm["turn_corp_share"] == 4 and worm["purge_trash"] is True
    assert "modelled" not in worm and rule_of(worm, "turn_corp_share") == "runner-plays"
    hq = play("Install only if you made a successful run on HQ this turn.", "resource", cost=1)
    assert hq["install_needs"] == "hq" and "modelled" not in hq
    assert "install_needs" not in play(
        "Install only if you made a successful run on HQ this turn.", "event", cost=1
    )
    assert "turn_corp_share" not in play(
        "When your turn begins, gain 1[credit] for every 5[credit] in the Corp's credit pool.",
        "resource",
        cost=1,
    )


def test_draws_for_a_trashed_event_and_for_the_card_itself():
    cam = play("The first time each turn an event is trashed, draw 1 card.", "hardware", cost=3)
    assert cam["event_trash_draw"] == 1 and "modelled" not in cam
    assert "event_trash_draw" not in play(
        "The first time each turn an event is trashed, draw 1 card.", "asset", "corp", cost=1
    )
    chart = play("[trash]: Draw 2 cards. [trash]: Charge 1 of your installed cards.", "resource", cost=0)
    assert chart["trash_draw"] == 2 and "modelled" not in chart
    assert "trash_draw" not in play("[trash]: Draw 2 cards.", "program", cost=0)


def test_an_ice_rezzed_or_trashed_and_a_run_that_scores_itself():
    orders = play(
        "Choose 1 unrezzed piece of ice. The Corp may rez that ice. If they do not, they trash it.",
        "event",
        cost=1,
    )
    assert orders["rez_or_trash"] is True and "modelled" not in orders
    assert "rez_or_trash" not in play("Choose 1 unrezzed piece of ice.", "resource", cost=1)
    dash = play(
        "Make a run. When this run ends, add this event to your score area as an agenda worth 1 agenda point if "
        "you stole at least 1 agenda during the run; otherwise, suffer 1 meat damage.",
        "event",
        cost=0,
    )
    assert dash["run_server"] == "any" and dash["points"] == 1 and dash["steal_or_meat"] == 1
    assert "modelled" not in dash
    assert "run_server" not in play("Make a run.", "resource", cost=0)


def test_a_home_for_connections_and_a_console_whose_counters_break():
    flat = play(
        "This resource can host any number of connections. Whenever you install a connection on this resource, "
        "draw 1 card.",
        "resource",
        cost=0,
    )
    assert flat["connection_draw"] == 1 and "modelled" not in flat
    assert "connection_draw" not in play(
        "Whenever you install a connection on this resource, draw 1 card.", "hardware", cost=0
    )
    car = play(
        "When you install this hardware, place 3 power counters on it. The first time each turn you make a "
        "successful run, place 1 power counter on this hardware. 2 hosted power counters: Break up to 2 "
        "subroutines.",
        "hardware",
        cost=8,
    )
    assert car["counters"] == 3 and car["first_success_counter"] == 1 and car["counters_break"] == 2
    assert "modelled" not in car
    assert "counters_break" not in play(
        "2 hosted power counters: Break up to 3 subroutines.", "hardware", cost=1
    )
    assert "first_success_counter" not in play(
        "The first time each turn you make a successful run, place 1 power counter on this program.",
        "program",
        cost=1,
    )


def test_a_resource_trashed_to_trash_a_rezzed_card():
    op = play(
        "Install only if you made a successful run on HQ this turn. [trash], X[credit]: Trash 1 rezzed card with "
        "trash cost equal to X.",
        "resource",
        cost=1,
    )
    assert op["trash_rezzed"] is True and op["install_needs"] == "hq" and "modelled" not in op
    assert "trash_rezzed" not in play(
        "[trash], X[credit]: Trash 1 rezzed card with trash cost equal to X.", "hardware", cost=1
    )
