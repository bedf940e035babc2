"""Corp AI verbs, Install resource and Install ice, on hand-built tables.

Rulebook: "Install resource" (two cards that are not executed upgrades per remote; the
third discards the oldest face up; tokens passed on), "Install ice" (an empty ICE deck
leaves the click available), "Special orders" and the left-to-right tie rule, and the
engine's clarifications ``no_remote_order``, ``new_remote_ice``, ``tie_order``,
``ice_install_tax`` (templates/play.yaml).
"""

from __future__ import annotations

import pytest

from nrprint.simulate.outcome import DONE, FAIL
from tests.simulate.conftest import agenda, card, corp_do, corp_game, ice, put, where

# -- Install resource ----------------------------------------------------------------


def test_install_resource_plus_remote_makes_a_remote_with_the_top_card_face_down():
    game = corp_game()
    top, under = card("asset"), card("upgrade")
    game.corp.piles["RE"] = [top, under]
    assert corp_do(game, "install-resource", "+REMOTE") == DONE
    remote = game.corp.servers[3]
    assert [(i.card, i.rezzed, i.tokens) for i in remote.root] == [(top, False, 0)]
    assert remote.ice == []
    assert game.corp.piles["RE"] == [under]
    assert game.corp.credits == 5


def test_the_third_card_discards_the_oldest_face_up_to_archives():
    game = corp_game(remotes=1)
    old, kept = put(game, 3, card("asset")), put(game, 3, card("asset", cost=1), rezzed=True)
    new = card("asset")
    game.corp.piles["RE"] = [new]
    corp_do(game, "install-resource", "+R")
    assert game.corp.piles["Archives"] == [old.card]
    assert [i.card for i in game.corp.servers[3].root] == [kept.card, new]


def test_executed_upgrades_do_not_count_towards_the_two_cards():
    game = corp_game(remotes=1)
    put(game, 3, card("upgrade"), rezzed=True)
    put(game, 3, card("upgrade"), rezzed=True)
    put(game, 3, card("asset"))
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert len(game.corp.servers[3].root) == 4
    assert game.corp.piles["Archives"] == []


def test_a_face_down_upgrade_counts_and_is_discarded_when_oldest():
    game = corp_game(remotes=1)
    hidden = put(game, 3, card("upgrade"))
    put(game, 3, card("asset"))
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert where(game, hidden.card) == "corp:Archives"


@pytest.mark.parametrize(
    ("difficulty", "credits", "ends", "credits_after"),
    [
        ("standard", 0, "corp:scored", 0),
        ("hard", 0, "corp:scored", 0),
        ("easy", 4, "corp:scored", 1),  # easy pays the requirement
        ("easy", 2, "corp:R&D", 2),  # cannot pay: back into R&D, never Archives
    ],
)
def test_a_discarded_agenda_scores_by_difficulty(difficulty, credits, ends, credits_after):
    game = corp_game(difficulty=difficulty, credits=credits, remotes=1)
    plan = put(game, 3, agenda(adv=3))
    put(game, 3, card("asset"))
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert where(game, plan.card) == ends
    assert game.corp.credits == credits_after
    if ends == "corp:scored":
        assert game.result.point_sources["discard"] == 2


def test_a_discarded_cards_tokens_pass_to_the_next_unrevealed_card():
    game = corp_game(remotes=1)
    put(game, 3, card("asset"), tokens=2)
    nxt = put(game, 3, card("asset"))
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert nxt.tokens == 2
    assert game.corp.credits == 5


@pytest.mark.parametrize("where", [None, 3, 1])
def test_with_no_unrevealed_card_left_tokens_come_back_as_credits_not_onto_ice(where):
    """Audit A4: tokens go onto ice only if it could be advanced (none can), so they are
    refunded whether the remote or R&D has ice or not. Fails if spill puts them on ice."""
    game = corp_game(remotes=1)
    guard = put(game, where, ice(), ice=True, rezzed=True) if where is not None else None
    put(game, 3, card("asset"), tokens=2)
    put(game, 3, card("asset"), rezzed=True)
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert game.corp.credits == 7
    assert guard is None or guard.tokens == 0


def test_a_discards_tokens_go_onto_rds_rezzed_ice_that_can_be_advanced_then_the_remotes():
    game = corp_game(remotes=1)
    on_rd = put(game, 1, ice(ice_advance=True), ice=True, rezzed=True)
    hidden_rd = put(game, 1, ice(ice_advance=True), ice=True)  # not revealed: takes none
    own = put(game, 3, ice(ice_advance=True), ice=True)
    put(game, 3, card("asset"), tokens=3)
    put(game, 3, card("asset"), rezzed=True)
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert (on_rd.tokens, hidden_rd.tokens, own.tokens) == (2, 0, 1)
    assert game.corp.credits == 5


def test_a_discarded_agendas_tokens_are_not_passed_on():
    game = corp_game(remotes=1)
    put(game, 3, agenda(adv=3), tokens=3)
    nxt = put(game, 3, card("asset"))
    game.corp.piles["RE"] = [card("asset")]
    corp_do(game, "install-resource", "+R")
    assert nxt.tokens == 0


def test_install_resource_with_an_empty_resource_deck_fails():
    game = corp_game(remotes=1)
    assert corp_do(game, "install-resource", "+REMOTE") == FAIL
    assert len(game.corp.servers) == 4


@pytest.mark.parametrize("order", ["-R", "+R"])
def test_minus_or_plus_r_with_no_remote(order):
    game = corp_game()
    game.corp.piles["RE"] = [card("asset")]
    assert corp_do(game, "install-resource", order) == FAIL
    assert len(game.corp.servers) == 3
    game = corp_game(no_remote_order="new-remote")
    top = card("asset")
    game.corp.piles["RE"] = [top]
    assert corp_do(game, "install-resource", order) == DONE
    assert where(game, top) == "Remote 1:root"


def test_minus_r_picks_the_remote_with_fewest_cards():
    game = corp_game(remotes=2)
    put(game, 3, card("asset"))
    put(game, 3, card("asset"))
    put(game, 4, card("asset"))
    top = card("asset")
    game.corp.piles["RE"] = [top]
    corp_do(game, "install-resource", "-R")
    assert where(game, top) == "Remote 2:root"


@pytest.mark.parametrize("option", [False, True])
def test_new_remote_ice_installs_the_top_ice_on_a_new_remote(option):
    game = corp_game(new_remote_ice=option)
    guard = card("ice")
    game.corp.piles["RE"] = [card("asset")]
    game.corp.piles["ICE"] = [guard]
    corp_do(game, "install-resource", "+REMOTE")
    assert where(game, guard) == ("Remote 1:ice" if option else "corp:ICE")
    assert game.corp.credits == 5


@pytest.mark.parametrize("level", ["easy", "standard", "hard"])
def test_new_remote_ice_by_level_leaves_an_easy_remote_bare(level):
    # The shipped answer lists the levels: easy keeps the rulebook's bare new remote.
    game = corp_game(difficulty=level, new_remote_ice=["standard", "hard"])
    guard = card("ice")
    game.corp.piles["RE"] = [card("asset")]
    game.corp.piles["ICE"] = [guard]
    corp_do(game, "install-resource", "+REMOTE")
    assert where(game, guard) == ("corp:ICE" if level == "easy" else "Remote 1:ice")


# -- Install ice --------------------------------------------------------------------


def test_install_ice_with_an_empty_ice_deck_fails():
    game = corp_game(remotes=1)
    assert corp_do(game, "install-ice", "-H") == FAIL
    assert all(s.ice == [] for s in game.corp.servers)


def test_install_ice_pays_one_credit_per_ice_already_there():
    game = corp_game(credits=5)
    put(game, 1, ice(), ice=True)
    put(game, 1, ice(), ice=True)
    for s in (0, 2):
        put(game, s, ice(), ice=True)
        put(game, s, ice(), ice=True)
    top = card("ice")
    game.corp.piles["ICE"] = [top]
    assert corp_do(game, "install-ice", "-H") == DONE  # all three hold two: Archives
    assert game.corp.credits == 3
    assert game.corp.servers[0].ice[-1].card is top  # outermost


def test_install_ice_the_ai_cannot_pay_for_fails_and_keeps_the_ice():
    game = corp_game(credits=1)
    for s in (0, 1, 2):
        put(game, s, ice(), ice=True)
        put(game, s, ice(), ice=True)
    top = card("ice")
    game.corp.piles["ICE"] = [top]
    assert corp_do(game, "install-ice", "-H") == FAIL
    assert (game.corp.piles["ICE"], game.corp.credits) == ([top], 1)


def test_no_install_tax_makes_ice_free():
    game = corp_game(credits=0, ice_install_tax=False)
    put(game, 0, ice(), ice=True)
    top = card("ice")
    game.corp.piles["ICE"] = [top]
    assert corp_do(game, "install-ice", "+H") == DONE
    assert where(game, top) == "Archives:ice"


def test_no_install_tax_is_the_corp_ais_alone_a_human_corp_pays():
    """``ice_install_tax: false`` is the rulebook's free ice for the Corp AI; a human
    Corp facing the Runner AI plays the ordinary game (1 credit per ice already there)."""
    from nrprint.simulate.corp.table import ice_cost
    from nrprint.simulate.effects.corp_ice import install_tax
    from tests.simulate.conftest import runner_game

    ai, human = corp_game(ice_install_tax=False), runner_game(ice_install_tax=False)
    for game in (ai, human):
        put(game, 1, ice(), ice=True)
        put(game, 1, ice(), ice=True)
    assert (ice_cost(ai, ai.corp.servers[1]), install_tax(ai)) == (0, 0)
    assert (ice_cost(human, human.corp.servers[1]), install_tax(human)) == (2, 1)


ICE_ORDERS = [
    # order, tie order, ice already on (Archives, R&D, HQ, Remote 1, Remote 2), server chosen
    ("-H", "table", (1, 0, 0, 0, 0), "R&D"),
    ("-H", "remotes-first", (1, 0, 0, 0, 0), "Remote 2"),
    ("+H", "table", (1, 0, 0, 1, 0), "Archives"),
    ("+H", "remotes-first", (1, 0, 0, 1, 0), "Remote 1"),
    ("+H", "remotes-first", (1, 0, 0, 1, 1), "Remote 2"),
    ("-H", "table", (2, 1, 2, 1, 0), "Remote 2"),
    ("-R", "table", (0, 0, 0, 0, 0), "Remote 1"),
    ("+REMOTE", "table", (0, 0, 0, 0, 0), "Remote 3"),
]


@pytest.mark.parametrize(("order", "tie", "counts", "chosen"), ICE_ORDERS)
def test_install_ice_order_and_tie_rule(order, tie, counts, chosen):
    game = corp_game(remotes=2, tie_order=tie, credits=9)
    for server, n in enumerate(counts):
        for _ in range(n):
            put(game, server, ice(), ice=True)
    top = card("ice")
    game.corp.piles["ICE"] = [top]
    assert corp_do(game, "install-ice", order) == DONE
    assert where(game, top) == f"{chosen}:ice"


@pytest.mark.parametrize(("tie", "chosen"), [("table", "Archives"), ("remotes-first", "HQ")])
def test_install_ice_tie_with_no_remote(tie, chosen):
    game = corp_game(tie_order=tie)
    top = card("ice")
    game.corp.piles["ICE"] = [top]
    corp_do(game, "install-ice", "-H")
    assert where(game, top) == f"{chosen}:ice"


def test_install_ice_on_r_with_no_remote_fails():
    game = corp_game()
    game.corp.piles["ICE"] = [card("ice")]
    assert corp_do(game, "install-ice", "+R") == FAIL
