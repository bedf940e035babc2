"""Corp cards of the session-4 second batch: agenda counters placed on scoring (one ends a
run, one advances a card), credits when an agenda is stolen, ice stronger on a remote or
against a Runner without a fracter, a card shuffled into R&D when trashed, a card of
Archives added to HQ."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.corp import table
from nrprint.simulate.corp.effects import play_effect, spend_counters
from nrprint.simulate.effects import runner_virus
from nrprint.simulate.opponents import corp_cards, corp_turn_start
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _run(game, server: int) -> bool:
    return runs.run(game, game.corp.servers[server], trash_limit=None, clicks_left=Clicks(0))


def test_an_agenda_counter_ends_a_run_on_a_server_with_an_agenda_once():
    game = corp_game(remotes=2)
    table.score(game, nisei := agenda(score_counters=1, counter_use="end-run"), "remote")
    assert game.agenda_counters[nisei.uid] == 1
    put(game, 4, card("asset", trash_cost=9))
    assert _run(game, 4)  # no agenda there: the counter is kept
    put(game, 3, agenda(adv=5))
    assert not _run(game, 3) and game.agenda_counters[nisei.uid] == 0
    game.runner.scored.clear()
    assert _run(game, 3)  # no counter left: the run goes on (and steals)


def test_an_advance_counter_puts_a_token_on_an_agenda_for_either_corp():
    human = runner_game(remotes=1)
    table.score(human, astro := agenda(score_counters=1, counter_use="advance"), "remote")
    target = put(human, 3, agenda(adv=5), tokens=2)
    corp_cards.spend_counters(human)
    corp_cards.spend_counters(human)  # one counter only
    assert target.tokens == 3 and human.agenda_counters[astro.uid] == 0
    ai = corp_game(remotes=1)
    table.score(ai, agenda(score_counters=1, counter_use="advance"), "remote")
    mine = put(ai, 3, agenda(adv=5), tokens=1)
    spend_counters(ai)
    assert mine.tokens == 2


def test_an_agenda_gives_the_corp_its_credits_when_stolen():
    game = runner_game()
    table.steal(game, agenda(gain=3, gain_on_steal=True), "R&D")
    table.steal(game, agenda(gain=3), "R&D")  # credits when scored only
    assert game.corp.credits == 8


def test_an_ice_is_stronger_on_a_remote_and_without_a_fracter():
    game = corp_game(remotes=1)
    rig(game, breaker("barrier", strength=1, pump_cost=1, pump=1))
    game.runner.credits = 20
    palisade = ice(strength=2, remote_strength=2)
    on_rd = put(game, 1, palisade, ice=True, rezzed=True)
    on_remote = put(game, 3, ice(strength=2, remote_strength=2), ice=True, rezzed=True)
    assert runs.plan_break(game, on_rd, 20, 0).cost == 2  # 1 pump + 1 break
    assert runs.plan_break(game, on_remote, 20, 0).cost == 4
    wrap = put(game, 1, ice(strength=0, fracter_strength=7), ice=True, rezzed=True)
    assert runs.plan_break(game, wrap, 20, 0).cost == 7  # no fracter: +7, 6 pumps and a break
    game.runner.rig[0] = Installed(breaker("barrier", strength=1, subtypes=("fracter",)), 50, rezzed=True)
    assert runs.plan_break(game, wrap, 20, 0).cost == 1


def test_a_virus_counts_the_ices_bonus_and_never_trashes_an_untrashable_ice():
    game = corp_game(remotes=1)
    wrap = put(game, 1, ice(strength=0, fracter_strength=7), ice=True, rezzed=True)
    wall = put(game, 2, ice(strength=1, untrashable=True), ice=True, rezzed=True)
    parasite = Installed(card("program", on_ice=True), 60, rezzed=True)
    wrap.counters = wall.counters = 1
    runner_virus._check(game, parasite, wrap)
    runner_virus._check(game, parasite, wall)
    assert where(game, wrap.card) == "R&D:ice" and where(game, wall.card) == "HQ:ice"


def test_a_card_trashed_from_the_table_is_shuffled_into_rd():
    game = runner_game(remotes=1)
    marilyn = card("asset", hosted=8, drip=2, trash_cost=3, trash_to_rd=True)
    put(game, 3, marilyn, rezzed=True).hosted = 2
    game.corp.piles["R&D"] = cards("operation", 3)
    table.drip(game)
    assert where(game, marilyn) == "corp:R&D"
    runner = corp_game(remotes=1)
    runner.runner.credits = 9
    again = card("asset", trash_cost=3, trash_to_rd=True)
    put(runner, 3, again, rezzed=True)
    runner.opponent.trashes = lambda g, c: True
    access(runner, runner.corp.servers[3], None)
    assert where(runner, again) == "corp:R&D"


def test_the_human_corp_takes_an_agenda_back_from_archives():
    game = runner_game()
    memories = card("operation", archives_to_hq=1)
    game.corp.piles["HQ"] = [memories]
    game.corp.piles["Archives"] = [card("operation", gain=1, cost=1), lost := agenda()]
    click = corp_cards.operation_click(game)
    assert click is not None and click.target == memories.uid
    game.corp.clicks = 3
    game.opponent.apply(game, click)
    assert where(game, lost) == "corp:HQ"
    game.corp.piles["HQ"].append(card("operation", archives_to_hq=1))
    assert corp_cards.operation_click(game) is None  # an operation that gains nothing: not worth a click


def test_the_corp_ai_puts_a_card_of_archives_on_top_of_hq():
    game = corp_game()
    game.corp.piles["HQ"] = [card("operation")]
    game.corp.piles["Archives"] = [asset := card("asset")]
    assert play_effect(game, card("operation", archives_to_hq=1))
    assert game.corp.piles["HQ"][0] is asset
    assert not play_effect(game, card("operation", archives_to_hq=1))  # nothing left: no benefit


def test_the_corp_ai_spends_an_advance_counter_when_its_turn_begins():
    from nrprint.simulate.aicards import AICard, AIClick, Step
    from nrprint.simulate.corp.turn import corp_ai_turn

    game = corp_game(remotes=1, max_adv=5)
    table.score(game, agenda(score_counters=1, counter_use="advance"), "remote")
    mine = put(game, 3, agenda(adv=5), tokens=1)
    game.ai_deck = [
        AICard("t-1", "Test", tuple(AIClick(Step("play-operation")) for _ in range(3)), "credits")
    ]
    corp_ai_turn(game)  # no operation to play: three credits
    assert mine.tokens == 2


def test_the_card_taken_from_archives_is_an_agenda_then_money_then_ice():
    from nrprint.simulate.effects.corp_operations import archives_pick

    wall, money, deal = ice(cost=5), card("operation", cost=0, gain=5), agenda()
    assert archives_pick([wall, money, deal]) is deal
    assert archives_pick([wall, money]) is money
    assert archives_pick([card("asset", cost=9), wall]) is wall


# --- batch 3: purging viruses, clicks for an agenda counter, traces ---------------------------


def test_accessing_a_purging_upgrade_purges_every_virus_counter():
    game = corp_game(remotes=1)
    virus = rig(game, card("program", subtypes=("virus",), central_counter=1))
    virus.counters = 3
    sandstone = put(game, 3, ice(strength=5, counter_strength=1), ice=True, rezzed=True)
    sandstone.counters = 2
    other = rig(game, card("program", counters=2, subtypes=("icebreaker",)))
    other.counters = 2
    put(game, 3, card("upgrade", trash_cost=1, purge_on_access=True))
    game.opponent.trashes = lambda g, c: False
    access(game, game.corp.servers[3], None)
    assert (virus.counters, sandstone.counters, other.counters) == (0, 0, 2)


def test_the_human_corp_trashes_a_purging_upgrade_at_three_virus_counters():
    game = runner_game(remotes=1)
    suite = card("upgrade", cost=3, trash_cost=1, trash_purge=True)
    put(game, 3, suite)
    virus = Installed(card("program", subtypes=("virus",)), 70, rezzed=True, counters=2)
    game.runner.rig.append(virus)
    corp_turn_start.purge_virus(game)
    assert where(game, suite) == "Remote 1:root"  # 2 counters: kept
    virus.counters = 3
    corp_turn_start.purge_virus(game)
    assert where(game, suite) == "corp:Archives" and virus.counters == 0 and game.corp.credits == 2


def test_an_agenda_counter_buys_a_click_when_there_is_nothing_to_advance():
    game = runner_game(remotes=1)
    table.score(game, committee := agenda(score_counters=3, counter_use="clicks"), "remote")
    human = game.opponent
    game.corp.piles["R&D"] = cards("operation", 3)
    game.corp.piles["HQ"] = [agenda()]
    human.begin_turn(game)
    assert game.corp.clicks == 3 and game.agenda_counters[committee.uid] == 3  # an agenda to install
    game.corp.piles["HQ"] = []
    game.turn += 1
    human.begin_turn(game)
    assert game.corp.clicks == 4 and game.agenda_counters[committee.uid] == 2
    put(game, 3, agenda(adv=5))
    assert human.agendas(game) == []  # no advancing for the rest of the turn
    game.turn += 1
    assert len(human.agendas(game)) == 1


def test_a_trace_that_does_core_damage_and_tags():
    game = corp_game()
    game.runner.piles["GR"] = cards("event", 3)
    game.runner.credits = 0
    ichi = Installed(
        ice(subtypes=("sentry",), subs=("trace-brain-tag",), trace=1, damage=1, tags=1), 80, rezzed=True
    )
    assert runs.encounter(game, ichi, Clicks(0))
    assert (game.runner.tags, len(game.runner.grip), game.runner.brain) == (1, 2, 1)


def test_a_net_counter_does_1_net_damage_once_a_run_as_the_runner_reaches_the_server():
    game = corp_game(remotes=1)
    table.score(game, knives := agenda(score_counters=2, counter_use="net-run"), "remote")
    game.runner.grip[:] = [card("event"), card("event"), card("event")]
    put(game, 3, card("asset", trash_cost=9))
    assert _run(game, 3)  # the run goes on: damage, not an end
    assert len(game.runner.grip) == 2 and game.agenda_counters[knives.uid] == 1  # one counter a run
    _run(game, 3)
    _run(game, 3)  # no counter left
    assert len(game.runner.grip) == 1 and game.agenda_counters[knives.uid] == 0
