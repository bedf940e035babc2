"""The opponent ladder: one protocol, and what each level does that the one below does not.

Each scenario is a hand-built table (``tests/simulate/conftest.py``) and the click a
player chooses on it. The expert's own test (its strength against ``competent`` over
games) is in ``test_expert.py``.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.corp import table
from nrprint.simulate.opponents import LEVELS, make
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, Click
from nrprint.simulate.opponents.corp import CasualCorp, CompetentCorp
from nrprint.simulate.opponents.runner import CasualRunner, CompetentRunner
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game


def _runner_table(*, credits: int = 10, grip=(), stack: int = 5):
    """A Corp AI game: a rezzed barrier on an empty remote, an agenda in R&D under 3 cards."""
    game = corp_game(remotes=1)
    game.runner.credits = credits
    game.runner.grip.extend(grip)
    game.runner.stack.extend(cards("event", stack))
    game.runner.clicks = 4
    game.corp.piles["R&D"].extend([*cards("operation", 3), agenda()])
    put(game, 3, ice(subtypes=("barrier",), subs=("etr",)), ice=True, rezzed=True)
    return game


@pytest.mark.parametrize("side", ["runner", "corp"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_of_both_sides_speaks_the_protocol(side, level):
    player = make(side, level, budget=4)
    assert player.level == level
    for name in ("legal", "choose", "apply", "begin_turn", "end_turn", "turn", "rezzes", "trashes"):
        assert callable(getattr(player, name))


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="baseline"):
        make("runner", "baseline")


@pytest.mark.parametrize("player", [CasualRunner(), CompetentRunner()])
def test_a_runners_choice_is_one_of_its_legal_clicks(player):
    game = _runner_table(grip=[breaker("code gate", cost=1), card("event", cost=0, gain=3)])
    game.opponent = player
    assert player.choose(game, player.legal(game)) in player.legal(game)


def test_the_clicks_a_runners_cards_allow_are_legal_so_the_expert_searches_them():
    # Kati Jones stores credits once a turn, a Parasite goes on a rezzed ice: the expert
    # compares only legal clicks beside competent's own, so these must be among them
    game = _runner_table(credits=3, grip=[card("program", "Parasite", cost=1, on_ice=True)])
    kati = rig(game, card("resource", "Kati", click_store=3))
    player = CompetentRunner()
    game.opponent = player
    kinds = {c.kind for c in player.legal(game)}
    assert {"store", "host-ice"} <= kinds, kinds
    kati.hosted = 6  # worth two clicks: it takes what is stored
    assert Click("take", kati.card.uid, "Kati") in player.legal(game)


def test_competent_runner_digs_for_a_breaker_it_lacks_where_casual_banks_a_credit():
    # a barrier stands rezzed, nothing in the rig or the grip breaks it; the grip is full
    # (5 cards: neither player draws to fill it); R&D's top card has been seen
    grip = [card("hardware", name="Spare Console", cost=12) for _ in range(5)]
    game = _runner_table(grip=grip)
    competent, casual = CompetentRunner(), CasualRunner()
    competent.seen_top = game.corp.piles["R&D"][0].uid
    casual.ran = {1: 1}  # it ran R&D this turn
    game.opponent = competent
    assert competent.decide(game) == DRAW
    game.opponent = casual
    assert casual.decide(game) == CREDIT


def test_competent_runner_digs_with_a_draw_event_first():
    diesel = card("event", name="Diesel", cost=0, draw=3)
    game = _runner_table(grip=[diesel, card("hardware", cost=9)])
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    game.opponent = player
    assert player.decide(game) == Click("play", diesel.uid, "Diesel")


def test_competent_runner_runs_rd_while_its_top_card_is_unseen_and_not_after():
    game = _runner_table(grip=[card("event", cost=9)])
    player = CompetentRunner()
    game.opponent = player
    click = player.decide(game)
    assert click == Click("run", 1, "R&D")
    player.apply(game, click)
    assert player.seen_top == game.corp.piles["R&D"][0].uid
    assert player.decide(game).kind != "run"


def test_competent_runner_checks_a_new_remote_card():
    game = _runner_table()
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    game.opponent = player
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    put(game, remote.index, card("asset", cost=1))
    assert player.decide(game) == Click("run", remote.index, remote.name)


def test_competent_runner_trashes_economy_assets_casual_does_not():
    money = card("asset", cost=1, drip=2, trash_cost=2)
    game = _runner_table()
    assert CompetentRunner().trashes(game, money)
    assert not CasualRunner().trashes(game, money)


def test_at_the_hand_limit_competent_keeps_a_breaker_casual_throws_its_dearest_away():
    gordian = breaker("code gate", cost=4)
    grip = [gordian] + [card("event", cost=1) for _ in range(5)]
    for player, kept in ((CompetentRunner(), True), (CasualRunner(), False)):
        game = _runner_table(grip=list(grip))
        game.opponent = player
        player.end_turn(game)
        assert (gordian in game.runner.grip) is kept
        assert len(game.runner.grip) == game.hand_limit()


def _corp_table(*, credits: int = 8, hq=()):
    game = runner_game()
    game.corp.credits = credits
    game.corp.piles["HQ"].extend(hq)
    game.corp.piles["R&D"].extend(cards("operation", 5))
    game.corp.clicks = 3
    return game


def _ai_gets_in(game) -> None:
    """A Runner AI with a breaker for every ice at 1 credit a break: no remote is a wall
    (``corp_toll``), so the two-ice rule decides where agendas go."""
    rig(game, breaker("any", strength=9, break_cost=1))


def test_competent_corp_trashes_a_tagged_runners_resource():
    game = _corp_table()
    game.runner.tags = 1
    casts = rig(game, card("resource", name="Daily Casts", cost=3, click_gain=2))
    player = CompetentCorp()
    game.opponent = player
    click = player.decide(game)
    assert click == Click("trash-resource", casts.card.uid, "Daily Casts")
    player.apply(game, click)
    assert casts.card in game.runner.heap and game.corp.credits == 6
    assert CasualCorp().decide(_corp_table()).kind != "trash-resource"


def test_competent_corp_ices_rd_before_anything_else_and_scores_behind_ice():
    wall, plan = ice(cost=1), agenda(adv=3)
    game = _corp_table(hq=[wall, plan])
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game) == Click("install-ice", 1, wall.name, wall.uid)
    # a casual Corp puts its agenda out first, in a remote with no ice
    assert CasualCorp().decide(game).kind == "install-agenda"


def test_competent_corp_puts_an_agenda_only_behind_two_ice_with_a_click_left_to_advance_it():
    plan = agenda(adv=3)
    game = _corp_table(hq=[plan])
    _ai_gets_in(game)
    put(game, 1, ice(), ice=True)
    put(game, 2, ice(), ice=True)
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game).kind != "install-agenda"  # no iced remote: it does not expose it
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    put(game, remote.index, ice(), ice=True)
    assert player.decide(game).kind != "install-agenda"  # one ice is not enough
    put(game, remote.index, ice(), ice=True)
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)
    game.corp.clicks = 2  # the install and one advance
    assert player.decide(game).kind == "install-agenda"
    game.corp.clicks = 1  # no click left to advance it: it would sit a whole AI turn unadvanced
    assert player.decide(game).kind != "install-agenda"


def test_competent_corp_keeps_the_credits_to_rez_an_agendas_guards():
    plan = agenda(adv=3)
    game = _corp_table(hq=[plan])
    _ai_gets_in(game)
    put(game, 1, ice(), ice=True)
    put(game, 2, ice(), ice=True)
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    put(game, remote.index, ice(cost=4), ice=True, rezzed=True)
    put(game, remote.index, ice(cost=4), ice=True)  # face down: 4 to rez when the AI comes
    player = CompetentCorp()
    game.opponent = player
    game.corp.credits = 3  # its face-down guard could not be rezzed when the AI runs
    assert player.decide(game).kind != "install-agenda"
    game.corp.credits = 4
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)


def test_a_competent_corp_whose_ice_rarely_ends_a_run_still_installs_its_agendas():
    """A deck of taxing ice (tests/fixtures/decklists/standard-corp.txt: Funhouse, Tithe, three
    Ansels) would otherwise hold every agenda in HQ, discard them and deck itself."""
    plan = agenda(adv=3)
    game = _corp_table(hq=[plan])
    _ai_gets_in(game)
    put(game, 1, ice(subs=("net",)), ice=True, rezzed=True)
    put(game, 2, ice(subs=("net",)), ice=True, rezzed=True)
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    put(game, remote.index, ice(subs=("etr",)), ice=True, rezzed=True)
    put(game, remote.index, ice(subs=("tag",)), ice=True, rezzed=True)
    player = CompetentCorp()
    game.opponent = player
    # one stopping ice in the whole deck: any two ice will do
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)
    game.corp.piles["R&D"].extend([ice(subs=("etr",)) for _ in range(3)])
    other = CompetentCorp()  # four stopping ice in the deck: it waits for the second
    game.opponent = other
    assert other.decide(game).kind != "install-agenda"


# ---- the competent Corp of the Night Courier playtests (decoys, taxing ice, launches) ----


def _iced_centrals(game, *, rd: int = 2) -> None:
    for _ in range(rd):
        put(game, 1, ice(), ice=True, rezzed=True)
    put(game, 2, ice(), ice=True, rezzed=True)


def test_competent_corp_puts_tokens_on_an_agenda_installed_before_this_turn():
    launch = card("operation", name="Seamless Launch", cost=1, place_tokens=2)
    game = _corp_table(hq=[launch])
    _iced_centrals(game)
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    plan = put(game, remote.index, agenda(adv=5), tokens=1)
    player = CompetentCorp()
    game.opponent = player
    game.turn = plan.turn  # installed this turn: the card may not target it
    assert player.decide(game).kind == "advance"
    game.turn = plan.turn + 1
    click = player.decide(game)
    assert click == Click("place-tokens", plan.card.uid, "Seamless Launch", launch.uid)
    assert click in player.legal(game)
    player.apply(game, click)
    assert plan.tokens == 3 and game.corp.credits == 7 and launch in game.corp.piles["Archives"]


def test_competent_corp_installs_a_card_it_cannot_use_face_down_as_a_decoy_one_at_a_time():
    spare = [card("upgrade", name="Manegarm Skunkworks", cost=2), card("asset", name="Regolith", cost=2)]
    game = _corp_table(hq=spare)
    _iced_centrals(game)
    player = CompetentCorp()
    game.opponent = player
    click = player.decide(game)
    assert click == Click("install-decoy", -1, "Manegarm Skunkworks", spare[0].uid)
    assert click in player.legal(game)
    player.apply(game, click)
    (decoy,) = game.corp.remotes()[0].root
    assert decoy.card is spare[0] and not decoy.rezzed and game.corp.credits == 8
    assert player.decide(game).kind != "install-decoy"  # one decoy standing is enough
    assert CasualCorp().decide(_corp_table(hq=spare[1:])).kind != "install-decoy"


def test_competent_corp_puts_taxing_ice_on_rd_and_stopping_ice_before_an_agenda():
    toll = ice(name="Funhouse", subs=("tag",), encounter="etr", tags=1, cost=5)
    wall = ice(name="Eli", subs=("etr",), cost=3)
    game = _corp_table(hq=[toll, wall], credits=8)
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game) == Click("install-ice", 1, "Funhouse", toll.uid)
    # R&D and HQ iced, an agenda in HQ: the remote gets the ice that ends runs
    game = _corp_table(hq=[toll, wall, agenda(adv=3)], credits=8)
    _iced_centrals(game)
    game.opponent = player
    assert player.decide(game) == Click("install-ice", -1, "Eli", wall.uid)


def test_competent_corp_counts_only_ice_that_stops_a_run_as_an_agendas_guard():
    plan = agenda(adv=3)
    game = _corp_table(hq=[plan])
    _iced_centrals(game)
    from nrprint.simulate.corp import table

    remote = table.new_remote(game)
    for _ in range(2):
        put(game, remote.index, ice(subs=("tag",), encounter="etr", tags=1), ice=True)
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game).kind != "install-agenda"  # two tolls let the Runner AI through
    put(game, remote.index, ice(), ice=True)
    put(game, remote.index, ice(), ice=True)
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)


def test_competent_corp_ices_rd_twice_before_a_remote():
    wall, plan = ice(cost=1), agenda(adv=3)
    game = _corp_table(hq=[wall, plan])
    _iced_centrals(game, rd=1)
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game) == Click("install-ice", 1, wall.name, wall.uid)


def test_a_rich_competent_corp_draws_past_its_hand_size_a_poor_one_takes_a_credit():
    hand = [agenda(adv=9) for _ in range(5)]  # no ice to guard them: nothing else to do
    game = _corp_table(hq=hand, credits=8)
    player = CompetentCorp()
    game.opponent = player
    assert len(game.corp.piles["HQ"]) == game.hand_limit()
    assert player.decide(game) == DRAW
    game.corp.credits = 7
    assert player.decide(game) == CREDIT


def test_at_the_hand_limit_competent_corp_keeps_a_big_money_operation_over_a_second_ice():
    # the Night Courier playtester saved for Government Subsidy: it is not thrown away first
    subsidy = card("operation", "Subsidy", cost=10, gain=15)
    walls = [ice(cost=3, name="Wall"), ice(cost=3, name="Wall")]
    game = _corp_table(credits=2, hq=[subsidy, *walls, card("operation", "Tip", cost=0, gain=1)])
    player = CompetentCorp()
    assert player.discard_choice(game).name == "Tip"
    game.corp.piles["HQ"].remove(next(c for c in game.corp.piles["HQ"] if c.name == "Tip"))
    assert player.discard_choice(game).name == "Wall"  # a second copy of an ice before the Subsidy


def test_competent_corp_installs_an_agenda_beside_the_upgrade_it_put_there_for_agendas():
    # An approach-taxing upgrade (Manegarm Skunkworks) goes where agendas go; it must not
    # close that remote to them (opponents/corp_home.py: before, an agenda went only into a
    # remote with an empty root, and the Corp iced a second remote while HQ held it).
    plan = agenda(adv=3)
    game = runner_game(credits=20)  # the AI can pay its way in: no walled install
    rig(game, breaker("barrier", strength=5, break_cost=1))
    game.corp.credits, game.corp.clicks = 8, 3
    game.corp.piles["R&D"].extend(cards("operation", 5))
    game.corp.piles["HQ"].extend([plan, ice()])
    put(game, 1, ice(), ice=True, rezzed=True)
    put(game, 1, ice(), ice=True, rezzed=True)
    put(game, 2, ice(), ice=True, rezzed=True)
    remote = table.new_remote(game)
    put(game, remote.index, ice(), ice=True, rezzed=True)
    put(game, remote.index, ice(), ice=True, rezzed=True)
    put(game, remote.index, card("upgrade", approach_pay=2), rezzed=True)
    player = CompetentCorp()
    game.opponent = player
    assert player.decide(game) == Click("install-agenda", remote.index, plan.name, plan.uid)
    assert Click("install-agenda", remote.index, plan.name, plan.uid) in player.legal(game)
    put(game, remote.index, card("upgrade"))  # a face-down decoy upgrade (Ganked!) is no home
    assert player.decide(game).kind != "install-agenda"
