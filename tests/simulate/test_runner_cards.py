"""Runner cards played by ``nrprint.simulate.effects.runner_*`` and chosen by the competent
Runner (``opponents.runner_cards``), each on the smallest table that shows it."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.damage import damage
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.played import unplayed
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks, _rezzed, _stand_ins


def _orchestra(**facts):
    return breaker("code gate", strength=2, pump=2, pump_cost=3, pump_breaks=2, **facts)


def _paperclip(**facts):
    return breaker(
        "barrier",
        strength=1,
        pump=1,
        pump_cost=1,
        pump_breaks=1,
        pump_x=True,
        cost=4,
        heap_install=True,
        **facts,
    )


def test_a_pump_that_breaks_pays_once_for_strength_and_breaks_together():
    game = corp_game()
    rig(game, _orchestra())
    gate = _rezzed(ice(strength=4, subtypes=("code gate",), subs=("etr", "etr", "etr")))
    assert runs.plan_break(game, gate, 99, 0).cost == 6  # +2 reaches 4 and breaks 2, +2 breaks the last
    weak = _rezzed(ice(strength=1, subtypes=("code gate",), subs=("etr",)))
    assert runs.plan_break(game, weak, 99, 0).cost == 3


def test_an_x_pump_that_breaks_pays_the_larger_of_strength_and_subroutines():
    game = corp_game()
    rig(game, _paperclip())
    assert runs.plan_break(game, _rezzed(ice(strength=3, subs=("etr", "etr"))), 99, 0).cost == 2
    assert runs.plan_break(game, _rezzed(ice(strength=1, subs=("etr",) * 3)), 99, 0).cost == 3


def test_a_breaker_in_the_heap_installs_itself_on_its_ice_type():
    game = corp_game()
    game.runner.credits = 6
    clip = _paperclip(name="Clip")
    game.runner.heap.append(clip)
    assert runs.encounter(game, _rezzed(ice(strength=2, subs=("etr",))), Clicks(0))
    assert where(game, clip) == "runner:rig" and game.runner.credits == 6 - 4 - 1
    poor = corp_game()
    poor.runner.credits = 4  # the install leaves nothing to break with: it stays in the heap
    clip = _paperclip()
    poor.runner.heap.append(clip)
    assert not runs.encounter(poor, _rezzed(ice(strength=2, subs=("etr",))), Clicks(0))
    assert where(poor, clip) == "runner:heap" and poor.runner.credits == 4


def test_the_competent_runners_way_in_counts_a_heap_breakers_install():
    game = corp_game(remotes=1)
    game.runner.credits = 6
    put(game, 3, ice(strength=2, subs=("etr",)), ice=True, rezzed=True)
    player = CompetentRunner()
    assert player.cost(game, game.corp.servers[3]) is None  # nothing breaks a barrier
    game.runner.heap.append(_paperclip(name="Clip"))
    assert player.cost(game, game.corp.servers[3]) == 4 + 1  # the install, then one break
    game.runner.credits = 4
    assert player.cost(game, game.corp.servers[3]) is None  # the install leaves nothing to break with


def test_the_runner_ai_leaves_a_heap_breaker_in_the_heap_as_a_stand_in():
    game = runner_game(credits=9)
    clip = _paperclip(name="Clip")
    game.runner.heap.append(clip)
    assert not runs.encounter(game, _rezzed(ice(strength=2, subs=("etr",))), Clicks(0))
    assert where(game, clip) == "runner:heap" and _stand_ins(game, "Clip") == 1


def test_a_fully_broken_outermost_ice_is_trashed_by_removing_the_hardware():
    game = corp_game(remotes=1)
    game.runner.credits = 5
    inner = put(game, 3, ice(strength=0, subs=("etr",)), ice=True, rezzed=True)
    outer = put(game, 3, ice(strength=0, subs=("etr",)), ice=True, rezzed=True)
    rig(game, breaker("barrier", strength=1))
    hippo = card("hardware", "Hippo", trash_outer_ice=True)
    rig(game, hippo)
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, outer.card) == "corp:Archives" and where(game, inner.card) == "Remote 1:ice"
    assert where(game, hippo) == "runner:removed"
    kept = corp_game(remotes=1)
    kept.runner.credits = 5
    inner = put(kept, 3, ice(strength=0, subs=("etr",)), ice=True, rezzed=True)
    put(kept, 3, ice(strength=0, subs=("etr", "gain-credits")), ice=True, rezzed=True)  # not fully broken
    rig(kept, breaker("barrier", strength=1))
    rig(kept, hippo := card("hardware", trash_outer_ice=True))
    assert runs.run(kept, kept.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(kept, hippo) == "runner:rig" and where(kept, inner.card) == "Remote 1:ice"


def test_a_construct_is_trashed_instead_of_a_program():
    game = corp_game()
    prog = rig(game, card("program", cost=5, memory=1))
    construct = rig(game, card("resource", prevent_trash=True))
    assert runs.encounter(game, _rezzed(ice(subs=("trash-program",))), Clicks(0))
    assert where(game, prog.card) == "runner:rig" and where(game, construct.card) == "runner:heap"
    assert runs.encounter(game, _rezzed(ice(subs=("trash-program",))), Clicks(0))
    assert where(game, prog.card) == "runner:heap"


def test_counters_prevent_meat_damage_and_the_emptied_card_is_trashed():
    game = corp_game()
    game.runner.grip[:] = cards("event", 3)
    plate = rig(game, card("hardware", counters=4, prevent_meat=True))
    plate.counters = 4
    damage(game, 3, "meat")
    assert len(game.runner.grip) == 3 and plate.counters == 1
    damage(game, 2, "meat")
    assert len(game.runner.grip) == 2 and where(game, plate.card) == "runner:heap"
    damage(game, 1, "net")
    assert len(game.runner.grip) == 1


def test_counters_with_nothing_to_spend_them_on_are_unplayed():
    assert unplayed(card("hardware", counters=3).facts, "rig") == ("counters",)
    for spent_by in ({"prevent_meat": True}, {"counter_breaks_at": 5}, {"turn_draw": 2}):
        assert unplayed(card("hardware", counters=3, **spent_by).facts, "rig") == ()


def _event_run(game, event, server_index: int) -> bool:
    game.runner.grip.append(event)
    game.runner.clicks = 4
    return game.opponent.make_run(game, game.corp.servers[server_index], event)


def test_a_run_event_on_hq_accesses_more_cards():
    game = corp_game()
    game.corp.piles["HQ"][:] = [agenda(points=1) for _ in range(4)]
    legwork = card("event", "Legwork", subtypes=("run",), run_server="hq", access_more=2, access_server="hq")
    assert _event_run(game, legwork, 2)
    assert len(game.runner.scored) == 3 and game.run_event is None
    plain = corp_game()
    plain.corp.piles["HQ"][:] = [agenda(points=1) for _ in range(4)]
    assert _event_run(plain, card("event", subtypes=("run",), run_server="any"), 2)
    assert len(plain.runner.scored) == 1


def test_an_rd_interface_accesses_the_top_two_cards_of_rd():
    game = corp_game()
    game.corp.piles["R&D"][:] = [agenda(), agenda(), agenda()]
    rig(game, card("hardware", access_more=1, access_server="r&d"))
    access(game, game.corp.servers[1], None)
    assert len(game.runner.scored) == 2 and len(game.corp.piles["R&D"]) == 1


def test_an_inside_job_bypasses_the_first_ice_only():
    game = corp_game(remotes=1)
    game.corp.piles["R&D"][:] = [agenda()]
    put(game, 1, ice(subs=("etr",)), ice=True, rezzed=True)
    job = card("event", "Job", cost=2, subtypes=("run",), run_server="any", bypass_first=True)
    game.runner.credits = 2
    assert _event_run(game, job, 1) and len(game.runner.scored) == 1
    twice = corp_game()
    put(twice, 1, ice(subs=("etr",)), ice=True, rezzed=True)
    put(twice, 1, ice(subs=("etr",)), ice=True, rezzed=True)
    assert not _event_run(twice, card("event", subtypes=("run",), run_server="any", bypass_first=True), 1)
    assert twice.run_event is None


def test_a_siphon_replaces_the_breach_of_hq():
    game = corp_game(credits=7)
    game.runner.credits = 1
    game.corp.piles["HQ"][:] = [agenda()]
    siphon = card("event", "Siphon", subtypes=("run",), run_server="hq", siphon=5, tags=2)
    assert _event_run(game, siphon, 2)
    assert (game.corp.credits, game.runner.credits, game.runner.tags) == (2, 11, 2)
    assert not game.runner.scored and _stand_ins(game, "Siphon") == 0


def test_a_siphon_of_one_credit_a_credit_and_no_tag_needs_a_second_click():
    game = corp_game(credits=7)
    game.runner.credits = 1
    diversion = card(
        "event", "Diversion", cost=1, subtypes=("run",), run_server="hq", siphon=5, siphon_each=1
    )
    assert _event_run(game, diversion, 2)
    assert (game.corp.credits, game.runner.credits, game.runner.tags) == (2, 5, 0)
    game = corp_game(credits=8)
    game.runner.credits = 3
    game.runner.grip.append(
        card("event", "Diversion", cost=1, subtypes=("run",), run_server="hq", siphon=5, extra_click=True)
    )
    game.runner.clicks = 2
    assert CompetentRunner().decide(game) == Click("run-event", 2, "Diversion")
    game.runner.clicks = 1
    assert CompetentRunner().decide(game) != Click("run-event", 2, "Diversion")


def test_credits_for_the_run_only_and_core_damage_after_it():
    game = corp_game(remotes=1)
    game.runner.credits = 1
    game.runner.grip[:] = cards("event", 2)
    rig(game, breaker("barrier", strength=0))
    put(game, 3, ice(strength=4, subs=("etr",)), ice=True, rezzed=True)  # 4 pumps and a break: 5
    put(game, 3, agenda(), rezzed=False)
    stim = card("event", "Stim", subtypes=("run",), run_server="any", run_credits=9, run_core_damage=1)
    assert _event_run(game, stim, 3)
    assert game.runner.credits == 1  # 10 - 5 spent; the 4 left of the event's are lost
    assert game.runner.brain == 1 and len(game.runner.grip) == 1 and game.run_event is None


def test_the_competent_runner_siphons_a_rich_corp():
    game = corp_game(credits=8)
    game.runner.credits = 3
    siphon = card("event", "Siphon", subtypes=("run",), run_server="hq", siphon=5, tags=2)
    game.runner.grip.append(siphon)
    game.runner.clicks = 4
    assert CompetentRunner().decide(game) == Click("run-event", 2, "Siphon")
    game.corp.credits = 3
    assert CompetentRunner().decide(game) != Click("run-event", 2, "Siphon")


def test_the_competent_runner_stimhacks_into_a_server_out_of_reach():
    from tests.simulate.test_opponents import _runner_table

    stim = card("event", "Stim", subtypes=("run",), run_server="any", run_credits=9, run_core_damage=1)
    game = _runner_table(credits=1, grip=[stim, *cards("event", 3)])
    game.runner.rig.append(_rezzed(breaker("barrier", strength=0)))
    put(game, 3, agenda(), rezzed=False)
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    assert player.decide(game) == Click("run-event", 3, "Stim")
    game.runner.grip[:] = [stim]  # too few cards for its core damage
    assert player.decide(game) != Click("run-event", 3, "Stim")


def test_the_competent_runner_plays_legwork_on_hq_and_an_inside_job_past_costly_ice():
    from tests.simulate.test_opponents import _runner_table

    game = corp_game()
    game.runner.credits = 6
    game.runner.clicks = 4
    game.corp.piles["HQ"][:] = [agenda(), *cards("operation", 1)]
    legwork = card(
        "event", "Legwork", cost=2, subtypes=("run",), run_server="hq", access_more=2, access_server="hq"
    )
    game.runner.grip.append(legwork)
    player = CompetentRunner()
    assert player.decide(game) == Click("run-event", 2, "Legwork")
    job = card("event", "Job", cost=2, subtypes=("run",), run_server="any", bypass_first=True)
    game = _runner_table(credits=6, grip=[job])  # the remote's barrier costs 2 to break
    game.runner.rig.append(_rezzed(breaker("barrier", strength=1)))
    put(game, 3, agenda(), rezzed=False)
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    assert player.decide(game) == Click("run-event", 3, "Job")


def test_virus_counters_from_central_runs_lower_the_ice_strength_once_spent():
    game = corp_game(remotes=1)
    sucker = rig(game, card("program", "Sucker", memory=1, central_counter=1, weakens=True))
    assert runs.run(game, game.corp.servers[0], trash_limit=None, clicks_left=Clicks(0))
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert sucker.counters == 1  # Archives gave one, the remote none
    sucker.counters = 2
    rig(game, breaker("barrier", strength=1))
    wall = _rezzed(ice(strength=3, subs=("etr",)))
    plan = runs.plan_break(game, wall, 99, 0)
    assert (plan.cost, plan.counters) == (1, 2)  # 2 pumps saved
    game.runner.credits = 1
    assert runs.encounter(game, wall, Clicks(0)) and sucker.counters == 0 and game.runner.credits == 0


def test_the_competent_runner_trashes_a_chip_or_code_to_install_a_missing_breaker():
    for where_from, fee in (("heap", 0), ("stack", 2)):
        game = corp_game()
        put(game, 1, ice(subtypes=("barrier",)), ice=True, rezzed=True)
        game.runner.credits = 5
        tool = rig(game, card("hardware", "Tool", install_from=where_from, install_fee=fee))
        wall = breaker("barrier", cost=3)
        (game.runner.heap if where_from == "heap" else game.runner.stack).append(wall)
        CompetentRunner().before_click(game)
        assert where(game, wall) == "runner:rig" and where(game, tool.card) == "runner:heap"
        assert game.runner.credits == 5 - 3 - fee
    poor = corp_game()
    put(poor, 1, ice(subtypes=("barrier",)), ice=True, rezzed=True)
    poor.runner.credits = 4
    rig(poor, card("hardware", install_from="stack", install_fee=2))
    poor.runner.stack.append(wall := breaker("barrier", cost=3))
    CompetentRunner().before_click(poor)
    assert where(poor, wall) == "runner:STA"


def test_the_runner_ai_installing_a_chip_counts_a_stand_in():
    from nrprint.simulate import rig as rig_verbs

    game = runner_game(credits=5)
    rig_verbs.install(game, card("hardware", "Chip", cost=1, install_from="heap"))
    assert _stand_ins(game, "Chip") == 1


def test_counters_break_every_subroutine_of_a_strong_ice_and_a_one_use_breaker_is_trashed():
    game = corp_game()
    dave = rig(game, card("program", "Dave", memory=1, counters=3, counter_breaks_at=5))
    dave.counters = 3
    big = _rezzed(ice(strength=5, subs=("etr", "etr")))
    assert runs.encounter(game, big, Clicks(0)) and dave.counters == 1
    assert runs.plan_break(game, _rezzed(ice(strength=4, subs=("etr",))), 0, 0) is None  # too weak an ice
    assert runs.plan_break(game, big, 0, 0) is None  # one counter left for two subroutines
    fairy = rig(game, breaker("sentry", strength=2, break_cost=0, trash_after_use=True))
    assert runs.encounter(game, _rezzed(ice(strength=1, subtypes=("sentry",), subs=("net",))), Clicks(0))
    assert where(game, fairy.card) == "runner:heap"


def test_an_event_that_takes_a_click_left_and_one_that_recurs_from_the_heap():
    from nrprint.simulate import rig as rig_verbs

    game = corp_game()
    game.runner.clicks = 2
    rig_verbs.play_event(game, card("event", gain=5, cost=1, lose_click=True))
    assert game.runner.clicks == 1
    game.runner.heap[:] = [card("event", cost=9), wall := breaker("barrier", cost=2)]
    rig_verbs.play_event(game, deja := card("event", "Deja", heap_to_grip=1))
    assert wall in game.runner.grip and deja in game.runner.heap
    game.runner.heap[:] = [
        v1 := card("program", subtypes=("virus",)),
        v2 := card("program", subtypes=("virus",)),
    ]
    rig_verbs.play_event(game, card("event", heap_to_grip=1))
    assert v1 in game.runner.grip and v2 in game.runner.grip
    ai = runner_game()
    ai.runner.heap.append(other := card("program"))
    rig_verbs.play_event(ai, card("event", "Deja", heap_to_grip=1))
    assert where(ai, other) == "runner:heap" and _stand_ins(ai, "Deja") == 1


def test_a_hotel_draws_each_turn_for_a_counter_and_cards_trashed_from_the_grip_pay():
    from nrprint.simulate.effects.runner_turn import turn_begins

    game = corp_game()
    game.runner.stack[:] = cards("event", 5)
    hotel = rig(game, card("resource", counters=2, turn_draw=2))
    hotel.counters = 2
    turn_begins(game)
    assert len(game.runner.grip) == 2 and hotel.counters == 1
    turn_begins(game)
    assert len(game.runner.grip) == 4 and where(game, hotel.card) == "runner:heap"
    game.runner.grip[:] = [card("event", grip_trash_gain=2), card("event", grip_trash_draw=1)]
    game.runner.credits = 0
    damage(game, 2, "brain")
    assert game.runner.credits == 2 and len(game.runner.grip) == 1


def test_a_peddler_hosts_the_stack_top_and_installs_a_missing_breaker_cheaper():
    from nrprint.simulate import rig as rig_verbs

    game = corp_game()
    put(game, 1, ice(subtypes=("sentry",)), ice=True, rezzed=True)
    wall, fang, other = breaker("barrier", cost=2), breaker("sentry", cost=3), card("event")
    game.runner.stack[:] = [other, wall, fang, card("event")]
    game.runner.credits = 2
    peddler = rig_verbs.install(game, card("resource", "Peddler", host_top=3, host_discount=1))
    assert where(game, fang) == f"runner:hosted-{peddler.card.uid}" and len(game.runner.stack) == 1
    CompetentRunner().before_click(game)  # the sentry breaker it lacks, 3 - 1 credits
    assert where(game, fang) == "runner:rig" and game.runner.credits == 0
    assert {where(game, c) for c in (peddler.card, wall, other)} == {"runner:heap"}


def test_same_old_thing_replays_the_heaps_best_money_event_when_short_of_credits():
    game = corp_game()
    game.runner.credits, game.runner.clicks = 1, 4
    sot = rig(game, card("resource", "SOT", replay_event=True))
    gamble = card("event", "Gamble", cost=1, gain=5)
    game.runner.heap[:] = [card("event", cost=0, gain=2), gamble]
    player = CompetentRunner()
    click = player.decide(game)
    assert click == Click("replay", sot.card.uid, "Gamble")
    player.apply(game, click)
    assert game.runner.clicks == 2 and game.runner.credits == 5 and where(game, sot.card) == "runner:heap"
    game.runner.heap[:] = [card("event", cost=0, gain=2)]
    rig(game, card("resource", replay_event=True))
    game.runner.credits = 1
    assert player.decide(game).kind != "replay"  # 2 credits are not worth two clicks


def test_a_console_hosts_a_breaker_stronger_and_free_of_memory():
    from nrprint.simulate import rig as rig_verbs

    game = corp_game()
    game.runner.credits = 20
    rig(game, card("hardware", "Dino", hosts_breaker=2))
    big = card("program", breaks="barrier", strength=1, memory=5)  # more memory than the rig has
    assert rig_verbs.can_install(game, big, 0)
    inst = rig_verbs.install(game, big)
    assert inst.host and game.runner.memory_free() == 4
    assert runs.plan_break(game, _rezzed(ice(strength=3, subs=("etr",))), 99, 0).cost == 1  # 1 + 2 = 3
    assert not rig_verbs.can_install(game, card("program", breaks="barrier", memory=5), 0)  # console taken


def test_kati_stores_once_a_turn_and_is_emptied_when_worth_two_clicks():
    game = corp_game()
    game.runner.credits, game.runner.clicks = 9, 4
    kati = rig(game, card("resource", "Kati", click_store=3))
    player = CompetentRunner()
    click = player.money_click(game)
    assert click == Click("store", kati.card.uid, "Kati")
    player.apply(game, click)
    assert kati.hosted == 3 and player.money_click(game).kind == "credit"  # once a turn
    game.turn += 1
    player.apply(game, player.money_click(game))
    game.turn += 1
    assert player.money_click(game) == Click("take", kati.card.uid, "Kati")
    player.apply(game, player.money_click(game))
    assert (kati.hosted, game.runner.credits) == (0, 15)


def test_test_run_installs_a_missing_breaker_for_the_turn_and_hostage_a_money_connection():
    game = corp_game()
    put(game, 1, ice(subtypes=("sentry",)), ice=True, rezzed=True)
    game.runner.credits, game.runner.clicks = 6, 4  # not below runner_tempo.KEEP: no money first
    fang = breaker("sentry", cost=6)
    game.runner.heap.append(fang)
    trial = card("event", "Trial", cost=3, fetch_program=True)
    game.runner.grip.append(trial)
    player = CompetentRunner()
    player.seen_top = -2
    # nothing behind the sentry worth a run: the breaker would go back unused
    assert player.decide(game) != Click("play", trial.uid, "Trial")
    game.corp.piles["R&D"].append(agenda())
    click = player.decide(game)
    assert click == Click("play", trial.uid, "Trial")
    player.apply(game, click)
    assert where(game, fang) == "runner:rig" and game.runner.credits == 3
    player.end_turn(game)
    assert game.runner.stack[0] is fang
    hostage = card("event", "Hostage", cost=1, extra_click=True, search_connection=True)
    contact = card("resource", "Contact", cost=1, subtypes=("connection",), click_gain=2)
    game.runner.stack[:] = [card("resource", subtypes=("connection",)), contact]
    game.runner.grip[:] = [hostage]
    game.runner.clicks, game.runner.credits = 4, 6
    click = player.decide(game)
    assert click == Click("play", hostage.uid, "Hostage")
    player.apply(game, click)
    assert where(game, contact) == "runner:rig" and game.runner.clicks == 2 and game.runner.credits == 4
    game.runner.grip[:] = [hostage2 := card("event", extra_click=True, search_connection=True)]
    game.runner.clicks = 1
    assert Click("play", hostage2.uid, hostage2.name) not in player.legal(game)


def test_the_runner_ai_playing_a_fetch_event_counts_a_stand_in():
    from nrprint.simulate import rig as rig_verbs

    game = runner_game(credits=5)
    rig_verbs.play_event(game, card("event", "Trial", cost=3, fetch_program=True))
    assert _stand_ins(game, "Trial") == 1 and game.runner.credits == 2


def test_a_virus_on_an_ice_weakens_it_each_turn_until_it_is_trashed():
    from nrprint.simulate.effects.runner_turn import turn_begins

    game = corp_game(remotes=1)
    game.runner.credits, game.runner.clicks = 5, 4
    wall = put(game, 3, ice(strength=2, subtypes=("barrier",)), ice=True, rezzed=True)
    gate = put(game, 3, ice(strength=1, subtypes=("code gate",)), ice=True, rezzed=True)
    rig(game, breaker("code gate"))
    virus = card("program", "Virus", cost=2, memory=1, on_ice=True, turn_counter=1)
    game.runner.grip.append(virus)
    click = runner_cards.virus_click(game)
    assert click == Click("host-ice", virus.uid, "Virus", wall.card.uid)  # the type it cannot break
    assert Click("install", virus.uid, "Virus") not in CompetentRunner().legal(game)  # never without a host
    CompetentRunner().apply(game, click)
    assert game.runner.memory_free() == 2 and game.runner.credits == 3
    game.runner.grip.append(
        second := card("program", "Second", cost=0, memory=1, on_ice=True, turn_counter=1)
    )
    assert runner_cards.virus_click(game) == Click(
        "host-ice", second.uid, "Second", gate.card.uid
    )  # wall taken
    game.runner.grip.remove(second)
    turn_begins(game)
    assert runs.strength(wall) == 1 and where(game, wall.card) == "Remote 1:ice"
    turn_begins(game)
    assert where(game, wall.card) == "corp:Archives" and where(game, virus) == "runner:heap"
    assert where(game, gate.card) == "Remote 1:ice"


def test_a_trashed_virus_takes_its_counters_off_the_ice():
    game = corp_game()
    wall = put(game, 1, ice(strength=5), ice=True, rezzed=True)
    inst = rig(game, card("program", cost=9, memory=1, on_ice=True, turn_counter=1))
    inst.host, wall.counters = wall.card.uid, 2
    assert runs.encounter(game, _rezzed(ice(subs=("trash-program",))), Clicks(0))
    assert runs.strength(wall) == 5


def test_a_wheel_counts_runs_that_stole_nothing_and_spends_two_counters_for_an_access():
    game = corp_game()
    wheel = rig(game, card("resource", "Wheel", wheel_counter=1, wheel_spend=2))
    game.corp.piles["R&D"][:] = cards("operation", 3)
    for _ in range(2):
        assert runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert wheel.counters == 2
    game.corp.piles["HQ"][:] = [agenda(points=1), agenda(points=1)]
    assert runs.run(game, game.corp.servers[2], trash_limit=None, clicks_left=Clicks(0))
    assert len(game.runner.scored) == 2 and wheel.counters == 0  # two accessed; stealing gives none
    runs.run(game, game.corp.servers[0], trash_limit=None, clicks_left=Clicks(0))
    assert wheel.counters == 0  # Archives is not HQ or R&D
    ai = runner_game()
    ai_wheel = rig(ai, card("resource", "Wheel", wheel_spend=2))
    ai_wheel.counters = 2
    ai.corp.piles["R&D"][:] = [agenda(points=1), agenda(points=1)]
    access(ai, ai.corp.servers[1], None)
    assert len(ai.runner.scored) == 1 and _stand_ins(ai, "Wheel") == 1


def test_a_breaker_with_counters_from_clean_breaches_is_stronger():
    game = corp_game()
    game.corp.piles["R&D"][:] = cards("operation", 2)
    ai_breaker = rig(game, breaker("any", strength=0, strength_per_counter=1, clean_breach_counter=1))
    assert runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert ai_breaker.counters == 1
    game.corp.piles["R&D"][:] = [agenda(points=1)]
    runs.run(game, game.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert ai_breaker.counters == 1  # it stole
    assert runs.plan_break(game, _rezzed(ice(strength=2, subs=("etr",))), 99, 0).cost == 2  # 1 pump, 1 break


def test_a_critic_hosts_an_agenda_that_hurts_when_stolen_and_scores_it_for_two_clicks():
    game = corp_game()
    game.runner.grip[:] = cards("event", 3)
    critic = rig(game, card("resource", "Critic", hosts_agenda=True))
    fetal, plain = agenda(points=2, damage=2), agenda(points=1, damage=1)
    game.corp.piles["R&D"][:] = [fetal, plain]
    access(game, game.corp.servers[1], None)
    assert where(game, fetal) == f"runner:hosted-{critic.card.uid}" and len(game.runner.grip) == 3
    access(game, game.corp.servers[1], None)
    assert where(game, plain) == "runner:scored" and len(game.runner.grip) == 2  # the critic is taken
    game.runner.clicks = 4
    player = CompetentRunner()
    click = player.decide(game)
    assert click == Click("critic", critic.card.uid, "Critic")
    player.apply(game, click)
    assert where(game, fetal) == "runner:scored" and game.runner.clicks == 2 and len(game.runner.grip) == 2
    ai = runner_game()
    rig(ai, card("resource", "Critic", hosts_agenda=True))
    ai.corp.piles["R&D"][:] = [stolen := agenda(points=1, damage=1)]
    ai.runner.grip[:] = cards("event", 2)
    access(ai, ai.corp.servers[1], None)
    assert where(ai, stolen) == "runner:scored" and _stand_ins(ai, "Critic") == 1
