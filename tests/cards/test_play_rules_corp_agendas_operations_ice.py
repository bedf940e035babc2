"""The Corp rules for scored agendas' credits, waiting operations and ice that draws, orders
R&D or hurts (texts written for the tests): each reads one kind of sentence of a Corp card
into a fact ``effects.corp_*`` play."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _corp(text: str, type_: str, **extra):
    return play(text, type_, "corp", **extra)


def test_credits_placed_on_a_scored_agenda_and_taken_as_turns_begin():
    each = _corp(
        "When you score this agenda, place 8[credit] on it.\n"
        "When each player's turn begins, take 2[credit] from this agenda.",
        "agenda",
        advancement_cost=4,
        agenda_points=2,
    )
    assert (each["score_credits"], each["agenda_take"], each["agenda_take_each"]) == (8, 2, True)
    assert "steal_credits" not in each and "modelled" not in each
    assert rule_of(each, "score_credits") == "agenda-credits"
    either = _corp(
        "When this agenda is scored or stolen, place 6[credit] on it.\n"
        "When the Corp's turn begins, they may take 2[credit] from this agenda. "
        "This ability is active even while this agenda is in the Runner's score area.",
        "agenda",
        advancement_cost=5,
        agenda_points=3,
    )
    assert (either["score_credits"], either["steal_credits"], either["agenda_take"]) == (6, True, 2)
    assert "agenda_take_each" not in either and "modelled" not in either
    assert "score_credits" not in _corp("When you score this asset, place 8[credit] on it.", "asset", cost=1)


def test_an_operation_that_waits_for_the_runners_last_turn_and_what_it_does():
    drain = _corp(
        "Play only if the Runner made a successful run during their last turn.\n"
        "If the Runner has at least 3[credit], they lose 3[credit].",
        "operation",
        cost=1,
    )
    assert (drain["needs_success"], drain["runner_lose_at"]) == (True, 3) and "modelled" not in drain
    assert rule_of(drain, "needs_success") == "operation-when"
    assert "runner_lose_at" not in _corp(
        "If the Runner has at least 5[credit], they lose 3[credit].", "operation", cost=0
    )
    quiet = _corp(
        "Play only if the Runner did not make a successful run during their last turn.", "operation", cost=2
    )
    assert quiet["needs_no_success"] is True and "modelled" not in quiet
    tagged = _corp(
        "Play only if the Runner stole or trashed a Corp card during their last turn.\n"
        "Give the Runner 1 tag.\nThreat 4 → You may pay 6[credit] to give the Runner 1 tag.",
        "operation",
        cost=1,
    )
    assert (tagged["needs_harm"], tagged["threat"], tagged["threat_pay"], tagged["threat_tags"]) == (
        True,
        4,
        6,
        1,
    )
    assert "modelled" not in tagged
    poor = _corp(
        "Play only if you have fewer than 8[credit].\nGain 6[credit] and take 2 bad publicity.",
        "operation",
        cost=0,
    )
    assert (poor["needs_poor"], poor["gain"], poor["bad_publicity"]) == (8, 6, 2) and "modelled" not in poor
    assert "needs_poor" not in _corp("Play only if you have fewer than 8[credit].", "event", cost=0)


def test_an_ice_stronger_in_its_rez_turn_with_a_subroutine_that_draws_and_hides_agendas():
    facts = _corp(
        "This ice has +4 strength if you rezzed it this turn.\n"
        "[subroutine] Draw up to 2 cards. Reveal up to 2 agendas in HQ and/or Archives, then shuffle "
        "those agendas into R&D.\n[subroutine] End the run.",
        "ice",
        cost=2,
        strength=1,
    )
    assert (facts["rez_turn_strength"], facts["sub_draw"], facts["subs"]) == (4, 2, ["draw-shuffle", "etr"])
    assert "modelled" not in facts and rule_of(facts, "rez_turn_strength") == "rez-turn-ice"
    uneven = _corp(
        "[subroutine] Draw up to 3 cards. Reveal up to 1 agendas in HQ and/or Archives, then shuffle "
        "those agendas into R&D.",
        "ice",
        cost=2,
        strength=1,
    )
    assert uneven["subs"] == ["other"] and uneven["modelled"] is False


def test_an_ice_that_orders_rd_trades_draws_and_hurts_when_not_fully_broken():
    facts = _corp(
        "Whenever an encounter with this ice ends, if the Runner did not fully break it, do 2 net damage.\n"
        "[subroutine] Look at the top 4 cards of R&D and arrange them in any order.\n"
        "[subroutine] You may draw 2 cards. The Runner may pay 3[credit] to draw 2 cards.",
        "ice",
        cost=5,
        strength=4,
    )
    assert facts["subs"] == ["arrange-rd", "draw-pay"] and "modelled" not in facts
    assert (facts["unbroken_damage"], facts["install_look"], facts["sub_draw"], facts["pay"]) == (2, 4, 2, 3)
    uneven = _corp(
        "[subroutine] You may draw 2 cards. The Runner may pay 3[credit] to draw 1 card.", "ice", cost=1
    )
    assert uneven["subs"] == ["other"]


def test_an_operation_that_trashes_a_card_of_hq():
    facts = _corp("Gain 8[credit].\nIf there are any cards in HQ, trash 1 of them.", "operation", cost=4)
    assert (facts["gain"], facts["hq_trash"]) == (8, True) and "modelled" not in facts


def test_an_agenda_that_tags_the_runner_for_a_trash():
    facts = _corp(
        "The first time each turn the Runner trashes a Corp card, give them 2 tags.",
        "agenda",
        advancement_cost=3,
        agenda_points=1,
    )
    assert facts["trash_tags"] == 2 and "modelled" not in facts
