"""Corp card effects (``nrprint.simulate.effects.corp_*``) and the human Corp's decisions
for them (``nrprint.simulate.opponents.corp_cards``), each on the smallest table that shows it."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp import table
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.effects.corp_agendas import turn_ended
from nrprint.simulate.opponents.clicks import CREDIT, Click
from nrprint.simulate.played import unplayed
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, card, cards, corp_do, corp_game, ice, put, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _human(game):
    return game.opponent  # runner_game: the competent human Corp


# --- terminal operations ---------------------------------------------------------------------


def test_a_terminal_operation_ends_the_human_corps_turn_and_waits_for_its_last_click():
    game = runner_game()
    game.corp.credits = 8
    ipo = card("operation", cost=8, gain=13, terminal=True)
    game.corp.piles["HQ"] = [ipo]
    game.corp.clicks = 3
    assert _human(game).money_click(game) == CREDIT  # not with clicks to come
    game.corp.clicks = 1
    play = _human(game).money_click(game)
    assert play == Click("play", ipo.uid, ipo.name)
    game.corp.clicks = 2  # played anyway (the search may): the rest of the turn is lost
    _human(game).apply(game, play)
    assert game.corp.clicks == 0 and game.corp.credits == 13


def test_a_terminal_operation_ends_the_corp_ais_clicks_and_its_lower_instruction():
    game = corp_game(credits=10)
    clicks = [  # the advance fails (no remote) and its click stays available: lost too
        AIClick(Step("advance", "+A")),
        AIClick(Step("play-operation")),
        AIClick(Step("play-operation")),
    ]
    game.ai_deck = [AICard("t-1", "Test", tuple(clicks), "credits")]
    game.corp.piles["OP"] = [card("operation", cost=8, gain=13, terminal=True), card("operation", gain=5)]
    corp_ai_turn(game)
    assert game.corp.credits == 15  # 10 - 8 + 13: no second operation, no credit for the advance's click
    assert game.result.cards["t-1"].clicks == 1


# --- assets ---------------------------------------------------------------------------------


def test_an_emptied_asset_is_trashed_and_draws_for_the_human_corp():
    game = runner_game(remotes=1)
    nico = card("asset", hosted=9, drip=3, empty_draw=1)
    inst = put(game, 3, nico, rezzed=True)
    inst.hosted = 3
    game.corp.piles["R&D"] = [top := card("ice")]
    table.drip(game)
    assert where(game, nico) == "corp:Archives" and where(game, top) == "corp:HQ"
    assert game.corp.credits == 8


def test_an_emptied_asset_draws_with_the_corp_ais_refill():
    game = corp_game(remotes=1)
    nico = card("asset", hosted=9, drip=3, empty_draw=1)
    put(game, 3, nico, rezzed=True).hosted = 3
    game.corp.piles["R&D"] = [top := card("operation")]
    drawn = []
    table.drip(game, lambda g: drawn.append(g.corp.piles["R&D"].pop(0)))
    assert drawn == [top] and where(game, nico) == "corp:Archives"


def test_the_human_corp_takes_credits_from_a_rezzed_asset_rather_than_one_credit():
    game = runner_game(remotes=1)
    regolith = card("asset", cost=2, click_gain=3, hosted=15)
    put(game, 3, regolith, rezzed=True).hosted = 3
    human = _human(game)
    click = human.money_click(game)
    assert click.kind == "use-asset" and click in human.legal(game)
    game.corp.clicks = 3
    human.apply(game, click)
    assert game.corp.credits == 8 and where(game, regolith) == "corp:Archives"  # emptied


def test_the_competent_corp_uses_an_asset_before_taking_a_credit():
    game = runner_game(remotes=1)
    game.corp.credits = 9
    put(game, 3, card("asset", click_gain=2), rezzed=True)
    game.corp.piles["R&D"] = [card("ice")]
    game.corp.piles["HQ"] = cards("ice", 5, cost=9)  # nothing to install, a full hand
    for s in game.corp.servers[1:3]:
        put(game, s.index, ice(cost=1), ice=True, rezzed=True)
        put(game, s.index, ice(cost=1), ice=True, rezzed=True)
    game.corp.clicks = 3
    assert _human(game).decide(game).kind == "use-asset"


# --- agendas ---------------------------------------------------------------------------------


def test_an_agenda_that_waits_is_scored_the_turn_after_it_was_installed():
    game = runner_game(remotes=1)
    audit = agenda(adv=4, points=3, score_wait=True)
    put(game, 3, audit, tokens=4).turn = game.turn
    human = _human(game)
    human.score_ready(game)
    assert where(game, audit) == "Remote 1:root" and not human.agendas(game)  # not advanced further
    game.turn += 1
    human.score_ready(game)
    assert where(game, audit) == "corp:scored"


def test_the_corp_ai_does_not_reveal_a_waiting_agenda_in_its_install_turn():
    game = corp_game(remotes=1, max_adv=3, credits=3)
    audit = agenda(adv=3, score_wait=True)
    put(game, 3, audit, tokens=2).turn = game.turn
    corp_do(game, "advance", "+A")
    assert where(game, audit) == "Remote 1:root"
    game.turn += 1
    corp_do(game, "advance", "+A")
    assert where(game, audit) == "corp:scored" and game.corp.credits == 2  # 1 token back


def test_a_scored_agenda_rezzes_the_costliest_ice_and_a_stolen_one_only_when_it_says_so():
    game = runner_game(remotes=1)
    cheap = put(game, 1, ice(cost=1), ice=True)
    dear = put(game, 2, ice(cost=6), ice=True)
    table.score(game, agenda(rez_ice=1), "remote")
    assert dear.rezzed and not cheap.rezzed and game.corp.credits == 5
    table.steal(game, agenda(rez_ice=1), "HQ")
    assert not cheap.rezzed
    table.steal(game, agenda(rez_ice=1, rez_on_steal=True), "HQ")
    assert cheap.rezzed


def test_agenda_counters_for_tokens_past_the_requirement():
    game = runner_game()
    beale = agenda(adv=3, points=2, counters_past=3, counters_every=2, counter_use="points")
    table.score(game, beale, "remote", tokens=6)
    assert game.corp.points == 3 and game.agenda_counters[beale.uid] == 1
    vitruvius = agenda(adv=3, points=2, counters_past=3, counter_use="archives-to-hq")
    table.score(game, vitruvius, "remote", tokens=5)
    assert game.agenda_counters[vitruvius.uid] == 2 and game.corp.points == 5
    table.score(game, agenda(adv=3, points=1, counters_past=3, counter_use="points"), "remote", tokens=3)
    assert game.corp.points == 6  # 3 + 2 + 1: none past the requirement


def test_the_human_corp_scores_with_the_tokens_on_the_agenda():
    game = runner_game(remotes=1)
    vitruvius = agenda(adv=3, counters_past=3, counter_use="archives-to-hq")
    put(game, 3, vitruvius, tokens=4)
    _human(game).score_ready(game)
    assert game.agenda_counters[vitruvius.uid] == 1


def test_the_human_corp_spends_an_agenda_counter_on_the_best_card_of_archives():
    game = runner_game()
    vitruvius = agenda(adv=3, counters_past=3, counter_use="archives-to-hq")
    table.score(game, vitruvius, "remote", tokens=4)
    game.corp.piles["Archives"] = [op := card("operation", cost=1, gain=3), lost := agenda()]
    game.corp.piles["R&D"] = cards("ice", 3)
    _human(game).begin_turn(game)
    assert where(game, lost) == "corp:HQ" and where(game, op) == "corp:Archives"
    assert game.agenda_counters[vitruvius.uid] == 0


def test_tags_given_until_the_end_of_the_turn_are_removed_then():
    game = runner_game()
    game.runner.tags = 1
    table.score(game, agenda(tags=2, turn_end_tags=2), "remote")
    assert game.runner.tags == 3
    turn_ended(game)
    assert game.runner.tags == 1 and game.turn_end_tags == 0


def test_the_human_corps_turn_end_removes_them():
    game = runner_game()
    table.score(game, agenda(tags=2, turn_end_tags=2), "remote")
    _human(game).end_turn(game)
    assert game.runner.tags == 0


# --- runs -------------------------------------------------------------------------------------


def _taxed_remote(game, rezzed=True):
    manegarm = card("upgrade", cost=2, approach_pay=5, approach_clicks=2)
    return put(game, 3, manegarm, rezzed=rezzed)


def test_an_approach_toll_is_paid_in_credits_else_clicks_else_the_run_ends():
    game = corp_game(remotes=1)
    _taxed_remote(game)
    game.runner.credits = 5
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.credits == 0
    clicks = Clicks(2)
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=clicks)
    assert clicks.n == 0
    assert not runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(1))


def test_an_unrezzed_approach_upgrade_is_rezzed_when_the_corp_can_pay():
    game = runner_game(remotes=1)
    inst = _taxed_remote(game, rezzed=False)
    game.corp.credits = 1
    game.runner.credits = 0
    assert runs.run(game, game.corp.servers[3], trash_limit=0, clicks_left=Clicks(0))  # cannot rez
    game.corp.credits = 2
    assert not runs.run(game, game.corp.servers[3], trash_limit=0, clicks_left=Clicks(0))
    assert inst.rezzed and game.corp.credits == 0


def test_the_human_corp_puts_an_approach_upgrade_where_its_agendas_go():
    game = runner_game(remotes=2)
    put(game, 4, agenda())
    game.corp.piles["HQ"] = [manegarm := card("upgrade", cost=2, approach_pay=5)]
    click = _human(game).legal(game)
    upgrade = next(c for c in click if c.kind == "install-upgrade")
    assert upgrade.target == 4
    game.corp.clicks = 3
    _human(game).apply(game, upgrade)
    assert where(game, manegarm) == "Remote 2:root"


def test_a_tag_unless_paid_subroutine():
    game = corp_game()
    funhouse = Installed(ice(subs=("tag-pay",), tags=1, pay=4), 1, rezzed=True)
    game.runner.credits = 4
    assert runs.encounter(game, funhouse, Clicks(0))
    assert (game.runner.credits, game.runner.tags) == (0, 0)
    assert runs.encounter(game, funhouse, Clicks(0))
    assert game.runner.tags == 1


# --- assets that pay in cards -------------------------------------------------------------------


def _rashida(game, hq: int):
    inst = put(game, 3, card("asset", sacrifice_gain=3, sacrifice_draw=3), rezzed=True)
    game.corp.piles["HQ"] = cards("ice", hq)
    game.corp.piles["R&D"] = cards("operation", 10)
    return inst


def test_the_human_corp_trashes_rashida_when_her_cards_fit_its_hand():
    game = runner_game(remotes=1)
    rashida = _rashida(game, hq=2)
    table.drip(game)
    assert where(game, rashida.card) == "corp:Archives"
    assert game.corp.credits == 8 and len(game.corp.piles["HQ"]) == 5
    full = runner_game(remotes=1)
    kept = _rashida(full, hq=5)
    table.drip(full)
    assert where(full, kept.card) == "Remote 1:root" and full.corp.credits == 5


def test_the_corp_ai_trashes_rashida_at_the_start_of_its_turn():
    game = corp_game(remotes=1)
    rashida = _rashida(game, hq=5)
    drawn = []
    table.drip(game, lambda g: drawn.append(g.corp.piles["R&D"].pop(0)))
    assert where(game, rashida.card) == "corp:Archives" and len(drawn) == 3 and game.corp.credits == 8


def test_a_card_that_draws_when_rezzed_by_the_human_corp_and_the_corp_ai():
    game = runner_game()
    game.corp.piles["HQ"] = [spin := card("asset", rez_draw=2)]
    game.corp.piles["R&D"] = cards("ice", 3)
    human = _human(game)
    click = next(c for c in human.legal(game) if c.kind == "install-asset")
    game.corp.clicks = 3
    human.apply(game, click)
    assert where(game, spin) == "Remote 1:root" and len(game.corp.piles["HQ"]) == 2
    ai = corp_game(remotes=1, max_adv=2)
    ai.corp.piles["R&D"] = cards("operation", 3)
    put(ai, 3, card("asset", cost=0, rez_draw=2), tokens=1)
    corp_do(ai, "advance", "+A")
    assert len(ai.corp.piles["HQ"]) == 2 and len(ai.corp.piles["R&D"]) == 1


def test_the_human_corp_removes_jackson_howard_to_shuffle_archives_agendas_into_rd():
    game = runner_game(remotes=1)
    jackson = put(game, 3, card("asset", draw=2, recycle=2), rezzed=True)
    game.corp.piles["Archives"] = [
        wall := card("ice"),
        op := card("operation", cost=5, gain=9),
        lost := agenda(),
    ]
    game.corp.piles["R&D"] = cards("ice", 8)
    _human(game).begin_turn(game)
    assert where(game, jackson.card) == "corp:Removed"
    assert where(game, lost) == "corp:R&D" and where(game, op) == "corp:R&D"
    assert where(game, wall) == "corp:Archives"  # up to 2: the agenda, then the best money


def test_the_competent_corp_draws_with_jackson_howard_rather_than_one_card():
    game = runner_game(remotes=1)
    game.corp.credits = 9
    put(game, 3, card("asset", draw=2), rezzed=True)
    game.corp.piles["R&D"] = cards("ice", 10)
    for s in game.corp.servers[1:3]:
        put(game, s.index, ice(cost=1), ice=True, rezzed=True)
        put(game, s.index, ice(cost=1), ice=True, rezzed=True)
    game.corp.clicks = 3
    click = _human(game).decide(game)
    assert click.kind == "use-asset"
    _human(game).apply(game, click)
    assert len(game.corp.piles["HQ"]) == 2


def test_the_corp_ais_asset_with_an_ability_it_has_no_rule_for_is_a_stand_in():
    game = corp_game()
    game.use(card("asset", name="Jackson", draw=2, recycle=3), "corp-card-ai")
    game.use(card("asset", name="Rashida", sacrifice_gain=3, sacrifice_draw=3), "corp-card-ai")
    assert game.result.stand_ins == {"ai:Jackson": 1}
    revealed = corp_game(remotes=1, max_adv=1)
    put(revealed, 3, card("asset", name="Jackson", cost=0, draw=2, recycle=3))
    corp_do(revealed, "advance", "+A")
    assert revealed.result.stand_ins == {"ai:Jackson": 1}


# --- steal costs ---------------------------------------------------------------------------------


def test_the_runner_pays_an_agendas_steal_cost_when_it_can():
    game = corp_game(remotes=1)
    ikawah = put(game, 3, agenda(steal_pay=2, steal_clicks=1)).card
    game.runner.credits = 2
    access(game, game.corp.servers[3], None, Clicks(0))
    assert where(game, ikawah) == "Remote 1:root" and game.runner.credits == 2
    clicks = Clicks(1)
    access(game, game.corp.servers[3], None, clicks)
    assert where(game, ikawah) == "runner:scored" and game.runner.credits == 0 and clicks.n == 0


# --- bad publicity, operations that need a run -----------------------------------------------------


def test_bad_publicity_credits_are_the_runners_for_one_run():
    game = corp_game(remotes=1)
    table.score(game, agenda(gain=7, bad_publicity=1), "remote")
    assert game.corp.bad_publicity == 1 and game.corp.credits == 12
    put(game, 3, ice(subs=("etr-pay",), pay=1), ice=True, rezzed=True)
    game.runner.credits = 0
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.credits == 0  # the bad publicity credit paid the toll
    game.corp.servers[3].ice.clear()
    game.runner.credits = 2
    runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.credits == 2  # unspent: lost when the run ends


def _hhn():
    return card("operation", cost=1, terminal=True, needs_run=True, trace=4, trace_tags=4)


def test_an_operation_that_needs_a_run_in_the_runners_last_turn_for_the_corp_ai():
    game = corp_game(credits=5)
    game.turn = 3  # the Corp AI's turn 3: the Runner's last turn was 2
    game.corp.piles["OP"] = [hhn := _hhn()]
    game.runner.credits = 1
    game.last_run_turn = 1
    corp_do(game, "play-operation")
    assert game.runner.tags == 0 and game.corp.piles["OP"][-1] is hhn  # under its deck
    game.last_run_turn = 2
    corp_do(game, "play-operation")
    assert game.runner.tags == 4 and game.corp.credits == 5  # paid 1; the fallback credit before


def test_the_trace_fails_when_the_runner_pays_what_its_link_lacks():
    game = corp_game(credits=5)
    game.turn, game.last_run_turn = 2, 1
    game.corp.piles["OP"] = [_hhn()]
    game.runner.credits, game.runner.base_link = 3, 1
    corp_do(game, "play-operation")
    assert (game.runner.tags, game.runner.credits) == (0, 0)


def test_the_human_corp_plays_a_tagging_trace_after_a_run_the_runner_cannot_beat():
    game = runner_game()
    game.corp.piles["HQ"] = [hhn := _hhn()]
    game.corp.clicks = 1
    game.runner.credits = 3
    human = _human(game)
    assert all(c.card != hhn.uid and c.target != hhn.uid for c in human.legal(game))  # no run yet
    runs.run(game, game.corp.servers[2], trash_limit=0, clicks_left=Clicks(0))  # the Runner AI's run
    click = human.decide(game)
    assert click == Click("play", hhn.uid, hhn.name)
    human.apply(game, click)
    assert game.runner.tags == 4
    game.runner.credits = 4
    game.corp.piles["HQ"] = [_hhn()]
    game.corp.clicks = 1
    assert human.decide(game).kind != "play"  # it would pay


# --- ice from R&D on score, a trace that keeps the Runner to one card ------------------------------


def test_a_scored_agenda_installs_the_ice_on_top_of_rd_and_trashes_the_rest():
    game = runner_game(remotes=1)
    put(game, 1, ice(), ice=True)
    game.corp.piles["R&D"] = [
        wall := ice(cost=5),
        op := card("operation"),
        gate := ice(cost=4),
        last := card("asset"),
    ]
    table.score(game, agenda(score_ice=3), "remote")
    assert where(game, wall) == "HQ:ice" and where(game, gate) == "Remote 1:ice"  # the fewest ice first
    assert all(i.rezzed for s in game.corp.servers for i in s.ice if i.card in (wall, gate))
    assert where(game, op) == "corp:Archives" and game.corp.piles["R&D"] == [last]


def _ash_remote(game):
    ash = put(game, 3, card("upgrade", cost=2, access_trace=4), rezzed=True)
    put(game, 3, target := agenda())
    return ash, target


def test_an_access_trace_the_runner_cannot_beat_keeps_it_to_the_upgrade():
    game = corp_game(remotes=1)
    ash, target = _ash_remote(game)
    game.runner.credits = 3
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, target) == "Remote 1:root" and game.runner.credits == 3
    game.runner.credits = 4
    runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, target) == "runner:scored" and game.runner.credits == 0


def test_the_runner_ai_does_not_pay_a_trace_beyond_its_link_limit():
    game = runner_game(remotes=1)
    ash, target = _ash_remote(game)
    game.runner.credits, game.link_limit = 9, 3
    access(game, game.corp.servers[3], 5)
    assert where(game, target) == "Remote 1:root" and game.runner.credits == 9


def test_the_human_corp_puts_a_tracing_upgrade_where_its_agendas_go_not_as_a_decoy():
    game = runner_game(remotes=1)
    put(game, 3, agenda())
    game.corp.piles["HQ"] = [card("upgrade", cost=2, access_trace=4)]
    kinds = {c.kind: c for c in _human(game).legal(game)}
    assert kinds["install-upgrade"].target == 3
    assert _human(game).decoy_click(game) is None
    game.corp.piles["HQ"] = [ganked := card("upgrade", access_encounter=True)]  # a decoy
    assert _human(game).decoy_click(game).card == ganked.uid


def test_a_trash_cost_in_an_operations_data_has_nothing_to_play():
    violet = card("operation", cost=5, gain=8, draw=4, terminal=True, trash_cost=1).facts
    assert unplayed(violet, "operation") == () == unplayed(violet, "operation-credits")


def test_an_ice_that_hosts_a_counter_each_encounter_gets_weaker():
    game = corp_game()
    sandstone = Installed(ice(strength=6, encounter="self-counter", counter_strength=1), 1, rezzed=True)
    game.runner.credits = 2
    runs.encounter(game, sandstone, Clicks(0))
    assert sandstone.counters == 1 and runs.strength(sandstone) == 5
    rig_breaker = Installed(card("program", breaks="barrier", strength=4, memory=1), 2, rezzed=True)
    game.runner.rig.append(rig_breaker)
    assert runs.plan_break(game, sandstone, 2, 0).cost == 2  # 1 pump to 5, 1 break
    runs.encounter(game, sandstone, Clicks(0))
    assert runs.plan_break(game, sandstone, 9, 0).cost == 1  # strength 4 now


def test_a_ganked_upgrade_makes_the_runner_encounter_the_servers_worst_ice():
    game = corp_game(remotes=1)
    put(game, 3, ice(subs=("gain-credits",)), ice=True, rezzed=True)
    put(game, 3, ice(subs=("net",), damage=1), ice=True, rezzed=True)
    ganked = put(game, 3, card("upgrade", access_encounter=True)).card
    put(game, 3, target := agenda())
    game.runner.credits = 0
    game.runner.piles["GR"] = cards("event", 3)
    assert runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert len(game.runner.grip) == 1  # 1 net damage on the way in, 1 more from Ganked!
    assert where(game, ganked) == "corp:Archives" and where(game, target) == "runner:scored"


def test_an_ice_met_through_ganked_that_ends_the_run_ends_the_access():
    game = corp_game(remotes=1)
    put(game, 3, ice(subs=("etr",)), ice=True, rezzed=True)
    put(game, 3, card("upgrade", access_encounter=True))
    put(game, 3, target := agenda())
    game.runner.credits = 0
    access(game, game.corp.servers[3], None, Clicks(0), runs.encounter)
    assert where(game, target) == "Remote 1:root"


def test_a_ganked_upgrade_with_no_rezzed_ice_is_accessed_as_any_card():
    game = corp_game(remotes=1)
    ganked = put(game, 3, card("upgrade", access_encounter=True, trash_cost=3)).card
    put(game, 3, target := agenda())
    game.runner.credits = 0
    runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, ganked) == "Remote 1:root" and where(game, target) == "runner:scored"


def test_the_runner_must_trash_an_installed_card_that_says_so_even_past_its_trash_limit():
    game = runner_game(remotes=1)
    tour = put(game, 3, card("upgrade", trash_cost=5, must_trash=True)).card
    game.runner.credits = 4
    access(game, game.corp.servers[3], 9)
    assert where(game, tour) == "Remote 1:root"  # it cannot pay
    game.runner.credits = 5
    access(game, game.corp.servers[3], 0)
    assert where(game, tour) == "corp:Archives" and game.runner.credits == 0


def test_an_ice_that_tags_a_runner_with_an_ai_program_installed():
    game = corp_game()
    block = Installed(ice(subs=(), encounter="tag-if-ai"), 1, rezzed=True)
    game.runner.rig.append(Installed(card("program", subtypes=("icebreaker", "killer")), 3, rezzed=True))
    runs.encounter(game, block, Clicks(0))
    assert game.runner.tags == 0
    game.runner.rig.append(Installed(card("program", subtypes=("icebreaker", "ai")), 2, rezzed=True))
    runs.encounter(game, block, Clicks(0))
    assert game.runner.tags == 1


def test_bad_publicity_raises_an_agendas_requirement_for_both_corps():
    game = runner_game(remotes=1)
    game.corp.bad_publicity = 1
    napd = agenda(adv=4, requirement_per_bp=1)
    put(game, 3, napd, tokens=4)
    human = _human(game)
    human.score_ready(game)
    assert where(game, napd) == "Remote 1:root" and human.agendas(game)  # still to advance
    game.corp.servers[3].root[0].tokens = 5
    human.score_ready(game)
    assert where(game, napd) == "corp:scored"
    ai = corp_game(remotes=1, max_adv=4, credits=2)
    ai.corp.bad_publicity = 1
    put(ai, 3, napd_ai := agenda(adv=4, requirement_per_bp=1), tokens=3)
    corp_do(ai, "advance", "+A")
    assert where(ai, napd_ai) == "Remote 1:root"
    corp_do(ai, "advance", "+A")
    assert where(ai, napd_ai) == "corp:scored"


def test_the_human_corp_rezzes_sansan_to_score_an_agenda_one_token_short():
    game = runner_game(remotes=1)
    sansan = put(game, 3, card("upgrade", cost=6, server_discount=1))
    put(game, 3, target := agenda(adv=5), tokens=4)
    human = _human(game)
    game.corp.credits = 5
    human.score_ready(game)
    assert where(game, target) == "Remote 1:root" and not sansan.rezzed  # cannot pay
    game.corp.credits = 6
    human.score_ready(game)
    assert sansan.rezzed and where(game, target) == "corp:scored" and game.corp.credits == 0


def test_a_rezzed_discount_upgrade_lowers_the_corp_ais_reveal():
    game = corp_game(remotes=1, max_adv=3, credits=1)
    put(game, 3, card("upgrade", server_discount=1), rezzed=True)
    put(game, 3, target := agenda(adv=4), tokens=2)
    corp_do(game, "advance", "+A")
    assert where(game, target) == "corp:scored"
