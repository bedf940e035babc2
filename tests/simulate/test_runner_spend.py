"""Credits that pay for one kind of thing only (``simulate.spend``): held on the card,
refilled each turn, taken first by a payment of their kind and by no other."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate import runs
from nrprint.simulate.access import access
from nrprint.simulate.corp import table
from nrprint.simulate.opponents.clicks import REMOVE_TAG
from nrprint.simulate.opponents.runner import CompetentRunner
from nrprint.simulate.spend import fits
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, runner_game, where
from tests.simulate.test_card_effects import Clicks, _stand_ins


def test_recurring_trash_credits_stay_on_the_card_refill_and_pay_trash_costs_only():
    game = corp_game(remotes=1)
    game.runner.credits = 2
    scrubber = rig_verbs.install(game, card("resource", "Scrubber", cost=2, drip=2, spend_on="trash"))
    assert (game.runner.credits, scrubber.hosted) == (0, 2)  # recurring: on the card from the install
    rig_verbs.collect_drip(game)
    assert (game.runner.credits, scrubber.hosted) == (0, 2)  # refilled to 2, not 4, none in the pool
    assert not rig_verbs.can_install(game, card("resource", cost=1), 1)  # an install: not its kind
    bank = put(game, 3, card("asset", "Bank", trash_cost=2, drip=2))
    game.opponent.trashes = lambda game, c: True
    access(game, game.corp.servers[3], None)
    assert where(game, bank.card) == "corp:Archives" and scrubber.hosted == 0 and game.runner.credits == 0
    rig_verbs.collect_drip(game)
    assert scrubber.hosted == 2


def test_trash_credits_of_assets_pay_an_asset_and_not_an_upgrade():
    game = corp_game(remotes=2)
    game.runner.credits = 0
    paricia = rig_verbs.install(game, card("program", memory=1, drip=2, spend_on="trash-asset"))
    grid = put(game, 3, card("upgrade", "Grid", trash_cost=2))
    game.opponent.trashes = lambda game, c: True
    access(game, game.corp.servers[3], None)
    assert where(game, grid.card) == "Remote 1:root" and paricia.hosted == 2
    bank = put(game, 4, card("asset", "Bank", trash_cost=2))
    access(game, game.corp.servers[4], None)
    assert where(game, bank.card) == "corp:Archives" and paricia.hosted == 0


def test_event_credits_help_pay_an_event_and_no_install():
    game = corp_game()
    game.runner.credits = 4
    pad = rig_verbs.install(game, card("hardware", "Pad", cost=0, drip=1, spend_on="event"))
    gamble = card("event", "Gamble", cost=5, gain=9)
    assert rig_verbs.can_install(game, gamble, 5)  # 4 in the pool and 1 on the card
    game.runner.grip.append(gamble)
    assert CompetentRunner().money_click(game).target == gamble.uid
    game.runner.grip.remove(gamble)
    assert not rig_verbs.can_install(game, card("hardware", cost=5), 5)
    rig_verbs.play_event(game, gamble)
    assert (game.runner.credits, pad.hosted) == (9, 0)
    pad.hosted = 2
    rig_verbs.play_event(game, card("event", cost=1))
    assert (game.runner.credits, pad.hosted) == (9, 1)  # what the payment needs, no more


def test_icebreaker_credits_pay_a_break_of_their_kind_only():
    game = corp_game()
    game.runner.credits = 0
    cloak = rig_verbs.install(game, card("program", "Cloak", memory=1, drip=1, spend_on="break"))
    rig_verbs.install(game, breaker("barrier", strength=3, break_cost=1, subtypes=("icebreaker", "fracter")))
    wall = put(game, 1, ice(strength=2), ice=True, rezzed=True)
    assert runs.encounter(game, wall, Clicks(0))  # broken with the held credit
    assert cloak.hosted == 0 and game.runner.credits == 0
    game = corp_game()
    game.runner.credits = 0
    killer_only = rig_verbs.install(game, card("program", memory=1, drip=1, spend_on="break-killer"))
    rig_verbs.install(game, breaker("barrier", strength=3, break_cost=1, subtypes=("icebreaker", "fracter")))
    wall = put(game, 1, ice(strength=2), ice=True, rezzed=True)
    assert not runs.encounter(game, wall, Clicks(0))  # a fracter may not use a killer's credit
    assert killer_only.hosted == 1


def test_install_credits_pay_an_install_of_their_kind_and_no_event():
    game = corp_game()
    game.runner.credits = 0
    poemu = rig_verbs.install(
        game, card("resource", cost=0, drip=1, spend_on="install-nonconnection", hoard_at=3)
    )
    assert poemu.hosted == 0  # placed each turn, none on the install
    poemu.hosted = 2
    assert not rig_verbs.can_install(game, card("resource", cost=1, subtypes=("connection",)), 1)
    assert not rig_verbs.can_install(game, card("event", cost=1), 1)
    rig_verbs.install(game, card("hardware", cost=2))
    assert (poemu.hosted, game.runner.credits) == (0, 0)


def test_tag_credits_let_the_competent_runner_remove_a_tag_with_an_empty_pool():
    game = corp_game()
    game.runner.credits, game.runner.tags, game.runner.clicks = 0, 1, 4
    space = rig_verbs.install(game, card("resource", "Space", cost=0, drip=2, spend_on="tag"))
    player = CompetentRunner()
    assert REMOVE_TAG in player.legal(game)
    player.apply(game, REMOVE_TAG)
    assert (game.runner.tags, space.hosted, game.runner.credits) == (0, 0, 0)


def test_which_payments_each_kind_of_credit_fits():
    connection = card("resource", subtypes=("connection",))
    run_event = card("event", subtypes=("run",))
    assert fits("install-nonconnection", "install", card("hardware"))
    assert not fits("install-nonconnection", "install", connection)
    assert fits("install-program", "install", card("program")) and not fits(
        "install-program", "install", connection
    )
    assert fits("run-event", "event", run_event) and not fits("run-event", "event", card("event"))
    assert fits("break-decoder", "break", card("program", subtypes=("decoder",)))
    assert not fits("break-decoder", "break", card("program", subtypes=("killer",)))
    assert not fits("break-decoder", "break", None) and not fits("trash", "install", connection)


def test_the_runner_ai_takes_such_credits_into_its_pool_and_counts_a_stand_in():
    game = runner_game()
    game.runner.credits = 2
    pad = rig_verbs.install(game, card("hardware", "Pad", cost=2, drip=1, spend_on="event"))
    assert _stand_ins(game, "Pad") == 1 and pad.hosted == 0
    rig_verbs.collect_drip(game)
    assert game.runner.credits == 1


def test_a_human_runners_turn_start_takes_hosted_credits_until_empty_and_refills_held_ones():
    game = corp_game()
    game.runner.credits = 0
    casts = rig_verbs.install(game, card("resource", "Casts", cost=0, hosted=4, drip=2))
    pad = rig_verbs.install(game, card("hardware", "Pad", cost=0, drip=1, spend_on="event"))
    pad.hosted = 0
    player = CompetentRunner()
    player.begin_turn(game)
    player.begin_turn(game)
    assert game.runner.credits == 4 and where(game, casts.card) == "runner:heap"
    assert pad.hosted == 1  # held on the card, not paid into the pool


def _companion(game, price: str):
    return rig_verbs.install(
        game,
        card(
            "resource",
            "Companion",
            cost=1,
            drip=1,
            spend_on="event",
            steal_place=2,
            hoard_at=3,
            hoard_cost=price,
        ),
    )


def test_placed_credits_gather_each_turn_and_on_a_steal():
    game = corp_game()
    companion = _companion(game, "tag-or-self")
    assert companion.hosted == 0
    player = CompetentRunner()
    player.begin_turn(game)
    player.begin_turn(game)
    assert companion.hosted == 2
    companion.hosted = 0
    table.steal(game, agenda(), "HQ")
    assert companion.hosted == 2  # its steal_place


def test_holding_too_many_credits_costs_the_price_when_the_turn_ends():
    game = corp_game()
    companion = _companion(game, "tag-or-self")
    companion.hosted = 2
    player = CompetentRunner()
    player.end_turn(game)
    assert game.runner.tags == 0  # under the limit: nothing
    companion.hosted = 3
    player.end_turn(game)
    assert game.runner.tags == 1 and companion in game.runner.rig
    game = corp_game()
    companion = _companion(game, "grip-or-self")
    companion.hosted = 3
    game.runner.grip.append(kept := card("event"))
    player.end_turn(game)
    assert where(game, kept) == "runner:heap" and companion in game.runner.rig
    player.end_turn(game)  # no grip card left: the card itself
    assert where(game, companion.card) == "runner:heap"
    game = corp_game()
    companion = _companion(game, "trash-installed")
    tool = rig_verbs.install(game, breaker("barrier", cost=0))
    cheap = rig_verbs.install(game, card("hardware", cost=0))
    newer = rig_verbs.install(game, card("hardware", cost=0))
    game.runner.grip.append(kept := card("event"))
    companion.hosted = 3
    player.end_turn(game)
    assert where(game, cheap.card) == "runner:heap"  # the oldest card worth least, not the breaker
    assert all(i in game.runner.rig for i in (companion, tool, newer)) and kept in game.runner.grip


def test_a_grip_card_trashed_as_the_price_fires_its_trash_trigger():
    game = corp_game()
    companion = _companion(game, "grip-or-self")
    companion.hosted, game.runner.credits = 3, 0
    game.runner.grip.append(card("event", grip_trash_gain=2))
    CompetentRunner().end_turn(game)
    assert game.runner.credits == 2


def test_a_card_trashed_by_an_earlier_price_pays_none():
    game = corp_game()
    first = _companion(game, "trash-installed")
    second = rig_verbs.install(
        game, card("resource", cost=0, drip=1, spend_on="event", hoard_at=3, hoard_cost="trash-installed")
    )
    first.hosted = second.hosted = 3
    CompetentRunner().end_turn(game)
    assert first in game.runner.rig and second not in game.runner.rig


def test_the_runner_ai_gathers_nothing_on_its_companion():
    game = runner_game()
    companion = _companion(game, "tag-or-self")
    table.steal(game, agenda(), "HQ")
    assert companion.hosted == 0
