"""The Runner card rules of ``play_rules_runner_counters`` and ``play_rules_runner_events``
(texts written for the tests): each reads one kind of sentence into a fact the engine plays."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_counters_each_turn_cashed_or_spent_for_credits():
    fermenter = play(
        "When you install this program and when your turn begins, place 1 virus counter on this program.\n"
        "[click], [trash]: Gain 2[credit] for each hosted virus counter.",
        "program",
        cost=1,
        memory_cost=1,
    )
    assert (fermenter["counters"], fermenter["turn_counter"], fermenter["cash_counters"]) == (1, 1, 2)
    assert "modelled" not in fermenter and rule_of(fermenter, "cash_counters") == "counter-credits"
    jar = play(
        "Place 3 virus counters on this program when it is installed.\nHosted virus counter: Gain 1[credit].",
        "program",
        cost=1,
        memory_cost=1,
    )
    assert (jar["counters"], jar["counter_credit"]) == (3, 1) and "modelled" not in jar
    assert "cash_counters" not in play("[click], [trash]: Gain 2[credit] for each hosted virus counter.")


def test_counters_from_rd_runs_access_more_and_a_counter_trashes_an_accessed_card():
    medium = play(
        "Whenever you make a successful run on R&D, place 1 virus counter on this program.\nWhenever you "
        "breach R&D, choose a number less than the number of hosted virus counters. Access that many "
        "additional cards.",
        "program",
        cost=3,
        memory_cost=1,
    )
    assert (medium["rd_counter"], medium["counter_access"]) == (1, True) and "modelled" not in medium
    imp = play(
        "When you install this program, place 2 virus counters on it.\nAccess, once per turn → Hosted virus "
        "counter: Trash the card you are accessing.",
        "program",
        cost=2,
        memory_cost=1,
    )
    assert (imp["counters"], imp["access_trash"]) == (2, True) and "modelled" not in imp


def test_a_click_ability_once_a_turn_and_one_that_costs_net_damage():
    contract = play(
        "When you install this resource, load 9[credit] onto it. When it is empty, trash it.\nOnce per turn → "
        "[click]: Take 3[credit] from this resource.",
        "resource",
        cost=1,
    )
    assert (contract["click_gain"], contract["once_turn"], contract["hosted"]) == (3, True, 9)
    assert "modelled" not in contract and rule_of(contract, "once_turn") == "once-click"
    rig = play(
        "Once per turn → [click], suffer 1 net damage: Gain 1[credit] and draw 2 cards.", "hardware", cost=1
    )
    assert (rig["click_gain"], rig["draw"], rig["click_damage"], rig["once_turn"]) == (1, 2, 1, True)
    assert "modelled" not in rig
    half = play("Once per turn → [click]: Gain 1[credit] and expose 1 card.", "hardware", cost=1)
    assert half.get("modelled") is False  # an effect not understood is still a gap
    stored = play("Once per turn → [click]: Take all credits from this resource.", "resource", cost=1)
    assert "once_turn" not in stored and stored.get("modelled") is False  # read with its gap
    runner = play("Once per turn → [click]: Gain 1[credit] and run HQ.", "resource", cost=1)
    assert "once_turn" not in runner and runner.get("modelled") is False  # the run is a gap
    drawer = play("Once per turn → [click]: Draw 1 card.", "resource", cost=1)
    assert "once_turn" not in drawer and drawer.get("modelled") is False  # no credits: not a click gain


def test_events_with_grip_cards_to_pay_a_new_stack_and_removal():
    mosh = play(
        "As an additional cost to play this event, trash 3 cards from your grip.\nGain 3[credit] and draw 3 "
        "cards.",
        cost=0,
    )
    assert (mosh["grip_cost"], mosh["gain"], mosh["draw"]) == (3, 3, 3) and "modelled" not in mosh
    levy = play(
        "Shuffle your grip and heap into your stack. Draw 5 cards. Remove this event from the game instead "
        "of trashing it.",
        cost=5,
    )
    assert (levy["reshuffle"], levy["remove_self"], levy["draw"]) == (True, True, 5)
    assert "modelled" not in levy
    assert "grip_cost" not in play(
        "As an additional cost to play this event, trash 3 cards from your grip.", "resource"
    )


def test_credits_or_an_exposed_card_is_read_as_the_credits():
    choice = play("Gain 3[credit] or expose 1 card.", cost=0)
    assert choice["gain"] == 3 and "modelled" not in choice and rule_of(choice, "gain") == "event-extras"
    assert "gain" not in play("Gain 3[credit] or expose 1 card.", "resource", cost=0)
