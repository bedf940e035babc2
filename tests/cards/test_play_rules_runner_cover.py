"""The rules of ``play_rules_runner_gains``, ``play_rules_runner_tools`` and
``play_rules_runner_access``, and the sentences added to ``play_rules_runner_choices`` and
``play_rules_runner_events`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_turn_gains_on_a_condition():
    contact = play("When your turn begins, gain 2[credit] if you have at least 3[link].", "resource", cost=1)
    assert (contact["link_drip"], contact["link_at"]) == (2, 3) and "modelled" not in contact
    assert rule_of(contact, "link_drip") == "runner-gains"
    assert "link_drip" not in play(
        "When your turn begins, gain 2[credit] if you have at least 3[link].", "hardware", cost=1
    )
    side = play("When your turn begins, draw 3 cards and lose [click].", "resource", cost=2)
    assert side["turn_draw_click"] == 3 and "modelled" not in side
    driver = play(
        "When your turn begins, you may remove this program from the game and gain [click][click].",
        "program",
        cost=1,
        memory_cost=2,
    )
    assert driver["remove_clicks"] == 2 and "modelled" not in driver
    bands = (
        "If the Corp has 5-9[credit] when your turn begins, gain 1[credit]. If the Corp has 10-14[credit] when "
        "your turn begins, draw 1 card. If the Corp has at least 15[credit] when your turn begins, gain [click]."
    )
    beth = play(bands, "resource", cost=2)
    assert beth["corp_pool_turn"] is True and "modelled" not in beth
    assert "modelled" in play(
        "If the Corp has 4-9[credit] when your turn begins, gain 1[credit].", "resource"
    )


def test_run_gains_and_a_run_event_that_tags():
    lamprey = play("Whenever you make a successful run on HQ, the Corp loses 2[credit].", "program", cost=1)
    assert lamprey["hq_corp_lose"] == 2 and "modelled" not in lamprey
    assert "hq_corp_lose" not in play(
        "Whenever you make a successful run on HQ, the Corp loses 2[credit].", "resource"
    )
    net = play(
        "The first time each turn you make a successful run, draw 2 cards. If your identity is digital or you "
        "have at least 3[link], also gain 2[credit].",
        "resource",
        cost=3,
    )
    assert (net["first_success_draw"], net["link_success_gain"], net["link_at"]) == (2, 2, 3)
    assert "modelled" not in net
    pursuit = play("Make a run on R&D. If successful, gain 7[credit] and take 2 tags.", "event", cost=2)
    assert pursuit["run_server"] == "r&d" and pursuit["gain"] == 7 and pursuit["gain_after_run"] is True
    assert pursuit["success_tags"] == 2 and "modelled" not in pursuit


def test_hardware_trashed_to_install_or_to_break():
    hopper = play("+1[link]\n[trash]: Draw 3 cards.", "hardware", cost=3)
    assert hopper["trash_draw"] == 3 and hopper["link"] == 1 and "modelled" not in hopper
    chip = play(
        "As an additional cost to use this hardware, trash 1 installed program. Ignore this cost if an installed "
        "program has already been trashed this turn. [trash]: Install 1 program from your heap, paying 2[credit] "
        "less.",
        "hardware",
        cost=1,
    )
    assert chip["install_from"] == "heap" and chip["install_discount"] == 2 and chip["program_cost"] is True
    assert "modelled" not in chip and rule_of(chip, "program_cost") == "runner-tools"
    box = play(
        "[trash]: Set aside the top 5 cards of your stack faceup. You may install 1 program or virtual resource "
        "from among those cards, paying 1[credit] less. Shuffle 2 of the remaining cards into your stack, then "
        "remove the rest from the game.",
        "hardware",
        cost=0,
    )
    assert (box["set_aside"], box["install_discount"], box["set_aside_keep"]) == (5, 1, 2)
    assert "modelled" not in box
    boom = play(
        "When you install this hardware, choose 1 installed piece of ice. Use this hardware only during "
        "encounters with that ice. [trash]: Break up to 3 subroutines. When this run ends, if it was successful, "
        "you may shuffle 1 copy of this hardware from your heap into your stack.",
        "hardware",
        cost=2,
    )
    assert boom["chosen_ice"] is True and boom["trash_break"] == 3 and "modelled" not in boom
    assert "trash_break" not in play("[trash]: Break up to 3 subroutines.", "resource")


def test_cards_acting_on_accessed_cards():
    gourmet = play(
        "Access → [trash]: Trash the non-agenda card you are accessing. If you do, draw 2 cards.",
        "program",
        cost=0,
    )
    assert (
        gourmet["access_self_trash"] is True
        and gourmet["access_self_draw"] == 2
        and "modelled" not in gourmet
    )
    informant = play(
        "Whenever you access a card with a trash cost not in Archives and do not trash it, you may reveal it and "
        "gain 2[credit].",
        "resource",
        cost=0,
    )
    assert informant["decline_gain"] == 2 and "modelled" not in informant
    dock = play("The first time each turn you breach HQ, access 2 additional cards.", "hardware", cost=2)
    assert dock["first_hq_more"] == 2 and "modelled" not in dock
    assert "first_hq_more" not in play(
        "The first time each turn you breach HQ, access 2 additional cards.", "event"
    )


def test_resources_that_guard_and_an_event_that_renews_the_stack():
    space = play("[interrupt] → [trash]: Prevent up to 2 meat damage.", "resource", cost=2)
    assert space["trash_prevent_meat"] == 2 and "modelled" not in space
    lunch = play("[trash]: Gain 2[credit]. [trash]: Remove 1 tag.", "resource", cost=0)
    assert lunch["cash_in"] == 2 and lunch["trash_remove_tag"] is True and "modelled" not in lunch
    epilogue = play(
        "Shuffle your grip and heap into your stack, then remove the top 4 cards of your stack from the game. "
        "Draw 4 cards. Remove this event from the game.",
        "event",
        cost=4,
    )
    assert epilogue["reshuffle"] is True and epilogue["remove_top"] == 4 and epilogue["remove_self"] is True
    assert epilogue["draw"] == 4 and "modelled" not in epilogue


def test_a_sanctuary_and_two_run_events_with_a_heap_card():
    sanctuary = play(
        "When your discard phase ends while you are tagged, the Corp must trace[2]. If unsuccessful, remove 1 "
        "tag.\n[interrupt] → [trash], trash all cards from your grip: Prevent all meat damage.",
        "resource",
        cost=2,
    )
    assert sanctuary["discard_trace"] == 2 and sanctuary["grip_prevent_meat"] is True
    assert "modelled" not in sanctuary
    assert "modelled" in play("If unsuccessful, remove 1 tag.", "event", cost=0)
    retrieval = play(
        "Run Archives. If successful, instead of breaching Archives, you may install 1 program from your heap, "
        "ignoring all costs.",
        "event",
        cost=3,
    )
    assert retrieval["heap_program_install"] is True and retrieval["run_server"] == "archives"
    assert "modelled" not in retrieval
    katorga = play("Run any server. If successful, add 1 card from your heap to your grip.", "event", cost=2)
    assert katorga["success_recur"] is True and "modelled" not in katorga
