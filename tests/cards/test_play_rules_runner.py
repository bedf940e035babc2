"""The Runner cards' text rules (``nrprint.cards.play_rules_runner``): each reads one kind
of sentence (texts written for the tests) into facts the engine plays."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_breaker_that_pumps_and_breaks_and_comes_back_from_the_heap():
    text = (
        "Whenever you encounter a code gate, you may install this program from your heap.\n"
        "3[credit]: +2 strength. Then, if this program can interface with the code gate you are "
        "encountering, break up to 2 subroutines."
    )
    facts = play(text, "program", cost=3, strength=2, memory_cost=1, keywords="Icebreaker - Decoder")
    assert (facts["breaks"], facts["pump"], facts["pump_cost"], facts["pump_breaks"]) == (
        "code gate",
        2,
        3,
        2,
    )
    assert facts["heap_install"] is True and rule_of(facts, "heap_install") == "heap-install"
    assert "modelled" not in facts and "pump_x" not in facts
    x = play(
        "X[credit]: +X strength. Then, if this program can interface with the barrier you are encountering, "
        "break up to X subroutines.",
        "program",
        cost=4,
        strength=1,
        memory_cost=1,
    )
    assert (x["breaks"], x["pump_breaks"], x["pump_x"]) == ("barrier", 1, True) and "modelled" not in x
    assert "heap_install" not in play(
        "Whenever you encounter a sentry, you may install this program from your heap."
    )


def test_run_events_on_a_named_server_and_what_their_runs_do():
    legwork = play(
        "Run HQ. If successful, access 2 additional cards when you breach HQ.", cost=2, keywords="Run"
    )
    assert (legwork["run_server"], legwork["access_more"], legwork["access_server"]) == ("hq", 2, "hq")
    assert "modelled" not in legwork
    siphon = play(
        "Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[credit], "
        "then you gain 2[credit] for each credit lost and take 2 tags.",
        cost=0,
    )
    assert (siphon["siphon"], siphon["tags"]) == (5, 2) and "modelled" not in siphon
    assert "siphon_each" not in siphon  # 2, the default
    diversion = play(
        "Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[credit], "
        "then you gain 1[credit] for each credit lost.",
        cost=1,
    )
    assert (diversion["siphon"], diversion["siphon_each"]) == (5, 1) and "tags" not in diversion
    assert "modelled" not in diversion
    job = play(
        "Run any server. The first time you encounter a piece of ice during that run, bypass it.", cost=2
    )
    assert job["bypass_first"] is True and job["run_server"] == "any" and "modelled" not in job
    stim = play(
        "Place 9[credit] on this event, then run any server. During that run, hosted credits are considered "
        "to be in your credit pool. When that run ends, suffer 1 core damage. This damage cannot be prevented.",
        cost=0,
    )
    assert (stim["run_server"], stim["run_credits"], stim["run_core_damage"]) == ("any", 9, 1)
    assert "modelled" not in stim
    assert play("Run R&D.", cost=1)["run_server"] == "r&d"


def test_rig_cards_that_access_more_protect_or_trash_the_outermost_ice():
    rd = play("Whenever you breach R&D, access 1 additional card.", "hardware", cost=4)
    assert (rd["access_more"], rd["access_server"]) == (1, "r&d") and "modelled" not in rd
    construct = play(
        "[interrupt] → [trash]: Prevent a player from trashing 1 installed program or piece of hardware.",
        "resource",
        cost=0,
    )
    assert construct["prevent_trash"] is True and "modelled" not in construct
    plate = play(
        "When you install this hardware, load 4 power counters onto it. When it is empty, trash it.\n"
        "[interrupt] → Hosted power counter: Prevent 1 meat damage.",
        "hardware",
        cost=3,
    )
    assert (plate["counters"], plate["prevent_meat"]) == (4, True) and "modelled" not in plate
    hippo = play(
        "The first time each turn you fully break the outermost piece of ice protecting the attacked server "
        "during a run, you may remove this hardware from the game to trash that ice.",
        "hardware",
        cost=2,
    )
    assert hippo["trash_outer_ice"] is True and "modelled" not in hippo
    assert "access_more" not in play("Whenever you breach R&D, access 1 additional card.", "event")


def test_virus_counters_that_weaken_ice_and_cards_that_install_programs():
    sucker = play(
        "Whenever you make a successful run on a central server, place 1 virus counter on this program.\n"
        "Hosted virus counter: Rezzed piece of ice currently being encountered has -1 strength until the end "
        "of the encounter.",
        "program",
        cost=1,
        memory_cost=1,
    )
    assert (sucker["central_counter"], sucker["weakens"]) == (1, True) and "modelled" not in sucker
    leech = play(
        "Hosted virus counter: The ice you are encountering gets -1 strength for the remainder of this "
        "encounter.",
        "program",
        cost=1,
    )
    assert leech["weakens"] is True and "modelled" not in leech
    chip = play("[trash]: Install a program from your heap (paying the install cost).", "hardware", cost=1)
    assert chip["install_from"] == "heap" and "modelled" not in chip
    code = play(
        "2[credit], [trash]: Search your stack for 1 program. Install it.", "program", cost=0, memory_cost=2
    )
    assert (code["install_from"], code["install_fee"]) == ("stack", 2) and "modelled" not in code
    assert "install_from" not in play("[trash]: Install a program from your heap (paying the install cost).")


def test_counter_breaks_one_use_breakers_click_loss_turn_draws_grip_trash_and_recursion():
    dave = play(
        "Place 3 power counters on this program when it is installed.\nHosted power counter: Break ice "
        "subroutine on a piece of ice that has a strength of 5 or greater.",
        "program",
        cost=3,
        memory_cost=1,
    )
    assert (dave["counters"], dave["counter_breaks_at"]) == (3, 5) and "modelled" not in dave
    fairy = play(
        "Whenever an encounter ends, if you used this program to break a subroutine during that encounter, "
        "trash this program.",
        "program",
    )
    assert fairy["trash_after_use"] is True
    commission = play("Gain 5[credit]. If you have any [click] remaining, lose [click].", cost=1)
    assert (commission["gain"], commission["lose_click"]) == (5, True) and "modelled" not in commission
    hotel = play(
        "When you install this resource, load 3 power counters onto it. When it is empty, trash it.\n"
        "When your turn begins, remove 1 hosted power counter and draw 2 cards.",
        "resource",
        cost=4,
    )
    assert (hotel["counters"], hotel["turn_draw"]) == (3, 2) and "modelled" not in hotel
    scar = play("When this event is trashed from your grip or stack, you may draw 2 cards.", cost=0)
    fund = play("When this event is trashed from your grip or stack, you may gain 2[credit].", cost=0)
    assert (scar["grip_trash_draw"], fund["grip_trash_gain"]) == (2, 2)
    assert (
        play("Add 1 card (or up to 2 virus cards) from your heap to your grip.", cost=2)["heap_to_grip"] == 1
    )
    assert "lose_click" not in play("If you have any [click] remaining, lose [click].", "hardware")


def test_a_resource_that_hosts_the_stack_top_and_one_that_replays_an_event():
    peddler = play(
        "When you install this resource, host the top 3 cards of your stack facedown on this resource (you may "
        "look at these cards at any time).\n[trash]: Install 1 card hosted on this resource, lowering its "
        "install cost by 1.",
        "resource",
        cost=0,
    )
    assert (peddler["host_top"], peddler["host_discount"]) == (3, 1) and "modelled" not in peddler
    sot = play(
        "[click], [click], [trash]: Play an event from your heap (paying its play cost).", "resource", cost=0
    )
    assert sot["replay_event"] is True and "modelled" not in sot
    assert "replay_event" not in play(
        "[click], [click], [trash]: Play an event from your heap (paying its play cost)."
    )


def test_stored_credits_a_breaker_console_and_events_that_fetch_cards():
    kati = play(
        "You cannot use this resource more than once per turn.\n[click]: Place 3[credit] on this resource.\n"
        "[click]: Take all credits from this resource.",
        "resource",
        cost=2,
    )
    assert kati["click_store"] == 3 and "click_gain" not in kati and "modelled" not in kati
    dino = play(
        "This hardware can host a single non-AI icebreaker. The memory cost of the hosted icebreaker does not "
        "count against your memory limit.\nHosted icebreaker has +2 strength.\nLimit 1 console per player.",
        "hardware",
        cost=5,
    )
    assert dino["hosts_breaker"] == 2 and "modelled" not in dino
    trial = play(
        "Search either your stack or your heap for 1 program. Install that program, ignoring all costs. When "
        "your turn ends, if that program has not been uninstalled, add it to the top of your stack.",
        cost=3,
    )
    assert trial["fetch_program"] is True and "modelled" not in trial
    hostage = play(
        "As an additional cost to play this event, spend [click].\nSearch your stack for a connection, reveal "
        "it, and add it to your grip. You may install that connection (paying its install cost). Shuffle your "
        "stack.",
        cost=1,
    )
    assert (hostage["extra_click"], hostage["search_connection"]) == (
        True,
        True,
    ) and "modelled" not in hostage


def test_a_virus_hosted_on_ice():
    virus = play(
        "Install only on a rezzed piece of ice.\nWhen your turn begins, place 1 virus counter on this program.\n"
        "Host ice gets -1 strength for each hosted virus counter.\nWhen the strength of host ice is 0 or less, "
        "trash it.",
        "program",
        cost=2,
        memory_cost=1,
    )
    assert (virus["on_ice"], virus["turn_counter"]) == (True, 1) and "modelled" not in virus


def test_counters_from_runs_and_clean_breaches():
    wheel = play(
        "Whenever a run on HQ or R&D ends, place 1 power counter on this resource if you stole no agendas "
        "during that run.\n2 hosted power counters: Choose HQ or R&D. For the remainder of this run, access 1 "
        "additional card whenever you breach that server.",
        "resource",
        cost=2,
    )
    assert (wheel["wheel_counter"], wheel["wheel_spend"]) == (1, 2) and "modelled" not in wheel
    aumakua = play(
        "This program gets +1 strength for each hosted virus counter.\nWhenever you expose a card, place 1 "
        "virus counter on this program.\nWhenever you finish breaching a server, if you did not steal or trash "
        "any accessed cards, place 1 virus counter on this program.\nInterface → 1[credit]: Break 1 subroutine.",
        "program",
        cost=3,
        strength=0,
        memory_cost=1,
        keywords="Icebreaker - AI - Virus",
    )
    assert (aumakua["strength_per_counter"], aumakua["clean_breach_counter"]) == (1, 1)
    assert aumakua["breaks"] == "any" and "modelled" not in aumakua


def test_a_resource_that_hosts_an_agenda():
    critic = play(
        "This resource can host a single agenda.\nWhenever you access an agenda, you may host that agenda on this "
        "resource (the agenda is no longer being accessed and is uninstalled).\n[click],[click]: Add an agenda "
        "hosted on this resource to your score area.",
        "resource",
        cost=1,
    )
    assert critic["hosts_agenda"] is True and "modelled" not in critic
