"""The Corp card rules of ``nrprint.cards.play_rules_corp`` (texts written for the tests):
each reads one kind of sentence into a fact ``nrprint.simulate.effects.corp_*`` plays."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _corp(text: str, type_: str, **extra):
    return play(text, type_, "corp", **extra)


def test_a_terminal_operation():
    facts = _corp(
        "After you resolve this operation, end your action phase.\nGain 7[credit].", "operation", cost=4
    )
    assert facts["terminal"] is True and facts["gain"] == 7 and "modelled" not in facts
    assert rule_of(facts, "terminal") == "terminal"
    other = _corp("After you resolve this operation, your action phase ends.", "operation", cost=1)
    assert other["terminal"] is True
    assert "terminal" not in _corp(
        "After you resolve this operation, end your action phase.", "asset", cost=1
    )


def test_an_asset_that_draws_when_its_credits_run_out():
    text = "When you rez this asset, load 6[credit] onto it. When it is empty, trash it and draw 2 cards."
    facts = _corp(text, "asset", cost=1)
    assert (facts["hosted"], facts["empty_draw"]) == (6, 2) and "modelled" not in facts


def test_credits_placed_when_it_is_rezzed():
    facts = _corp("Place 12[credit] from the bank on this asset when it is rezzed.", "asset", cost=3)
    assert facts["hosted"] == 12 and "modelled" not in facts


def test_an_agenda_that_waits_a_turn_to_be_scored():
    facts = _corp("You cannot score this agenda if it was installed this turn.", "agenda", agenda_points=3)
    assert facts["score_wait"] is True and "modelled" not in facts


def test_ice_rezzed_for_free_when_scored_or_stolen():
    scored = _corp("When you score this agenda, you may rez a piece of ice ignoring all costs.", "agenda")
    assert scored["rez_ice"] == 1 and "rez_on_steal" not in scored and "modelled" not in scored
    text = "When this agenda is scored or stolen, you may rez 1 installed piece of ice, ignoring all costs."
    both = _corp(text, "agenda")
    assert (both["rez_ice"], both["rez_on_steal"]) == (1, True) and "modelled" not in both


def test_an_upgrade_that_taxes_the_approach_of_its_server():
    text = (
        "Whenever the Runner approaches this server, end the run unless they either spend "
        "[click][click] or pay 4[credit]."
    )
    facts = _corp(text, "upgrade", cost=2)
    assert (facts["approach_pay"], facts["approach_clicks"]) == (4, 2) and "modelled" not in facts
    only = _corp(
        "Whenever the Runner approaches this server, end the run unless the Runner pays 3[credit].", "upgrade"
    )
    assert only["approach_pay"] == 3 and "approach_clicks" not in only
    assert "approach_pay" not in _corp(text, "asset")


def test_agenda_counters_for_advancement_past_the_requirement_and_what_they_do():
    past = (
        "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3."
    )
    archives = _corp(
        past + "\n<strong>Hosted agenda counter:</strong> Add 1 card from Archives to HQ.", "agenda"
    )
    assert (archives["counters_past"], archives["counter_use"]) == (3, "archives-to-hq")
    assert "counters_every" not in archives and "modelled" not in archives
    search = "<strong>Hosted agenda counter:</strong> Search R&D for 1 card and reveal it. Add it to HQ."
    atlas = _corp(past + "\n" + search, "agenda")
    assert atlas["counter_use"] == "search-rd" and "modelled" not in atlas
    every = past.replace("for each hosted advancement counter", "for every 2 hosted advancement counters")
    points = _corp(
        every + "\nThis agenda is worth 1 more agenda point for each hosted agenda counter.", "agenda"
    )
    assert (points["counters_every"], points["counter_use"]) == (2, "points") and "modelled" not in points


def test_tags_removed_when_the_turn_the_agenda_was_scored_ends():
    text = (
        "When you score this agenda, give the Runner 2 tags.\n"
        "When a discard phase ends, if you scored this agenda this turn, the Runner removes 2 tags."
    )
    facts = _corp(text, "agenda")
    assert (facts["tags"], facts["turn_end_tags"]) == (2, 2) and "modelled" not in facts


def test_a_tag_unless_paid_and_an_encounter_that_asks_for_a_tag():
    text = (
        "When the Runner encounters this ice, end the run unless the Runner takes 1 tag.\n"
        "[subroutine] Give the Runner 1 tag unless they pay 3[credit]."
    )
    facts = _corp(text, "ice", cost=4, strength=3)
    assert facts["subs"] == ["tag-pay"] and (facts["tags"], facts["pay"]) == (1, 3)
    assert facts["encounter"] == "etr" and "modelled" not in facts


def test_an_asset_trashed_at_the_start_of_the_turn_for_credits_and_cards():
    text = "When your turn begins, you may trash this asset to gain 3[credit] and draw 3 cards."
    facts = _corp(text, "asset", cost=0)
    assert (facts["sacrifice_gain"], facts["sacrifice_draw"]) == (3, 3) and "modelled" not in facts


def test_cards_drawn_on_rez_and_archives_recycled_by_removing_the_card():
    text = (
        "When you rez this asset, draw 2 cards.\n"
        "<strong>Remove this asset from the game:</strong> Shuffle up to 2 cards from Archives into R&D."
    )
    facts = _corp(text, "asset", cost=0)
    assert (facts["rez_draw"], facts["recycle"]) == (2, 2) and "draw" not in facts and "modelled" not in facts
    click = _corp("[click]: Draw 2 cards.", "asset", cost=0)
    assert click["draw"] == 2 and "rez_draw" not in click


def test_an_operation_that_takes_a_card_from_archives():
    facts = _corp("Add 1 card from Archives to HQ.", "operation", cost=0)
    assert facts["archives_to_hq"] == 1 and "modelled" not in facts


def test_what_the_runner_must_pay_to_steal_an_agenda():
    text = "As an additional cost to steal this agenda, the Runner must spend [click] and 2[credit]."
    facts = _corp(text, "agenda", agenda_points=3)
    assert (facts["steal_clicks"], facts["steal_pay"]) == (1, 2) and "modelled" not in facts
    pay = _corp("As an additional cost to steal this agenda, the Runner must pay 4[credit].", "agenda")
    assert pay["steal_pay"] == 4 and "steal_clicks" not in pay


def test_bad_publicity_taken_with_the_credits_of_a_scored_agenda():
    facts = _corp("When you score this agenda, gain 7[credit] and take 1 bad publicity.", "agenda")
    assert (facts["gain"], facts["bad_publicity"]) == (7, 1) and "modelled" not in facts


def test_an_operation_that_needs_a_run_and_traces_for_tags():
    text = (
        "After you resolve this operation, your action phase ends.\n"
        "Play only if the Runner made a run during their last turn.\n"
        "Trace[4]. If successful, give the Runner 4 tags."
    )
    facts = _corp(text, "operation", cost=3)
    assert (facts["needs_run"], facts["trace"], facts["trace_tags"]) == (True, 4, 4)
    assert "tags" not in facts and "modelled" not in facts


def test_ice_from_the_top_of_rd_when_the_agenda_is_scored():
    text = (
        "When you score this agenda, you may look at the top 3 cards of R&D. If any of those cards are ice, "
        "you may install and rez them, ignoring all costs. Trash the rest of the cards you looked at."
    )
    facts = _corp(text, "agenda")
    assert facts["score_ice"] == 3 and "modelled" not in facts


def test_an_upgrade_that_traces_on_a_successful_run():
    text = (
        "Whenever there is a successful run on this server, Trace[4]. If successful, the Runner cannot "
        "access any cards other than this upgrade for the remainder of this run."
    )
    facts = _corp(text, "upgrade", cost=2)
    assert facts["access_trace"] == 4 and "modelled" not in facts


def test_an_ice_that_weakens_itself_each_encounter():
    text = (
        "When the Runner encounters this ice, place 1 virus counter on it.\n"
        "This ice gets −1 strength for each hosted virus counter.\n[subroutine] End the run."
    )
    facts = _corp(text, "ice", cost=3, strength=6)
    assert (facts["encounter"], facts["counter_strength"]) == ("self-counter", 1) and "modelled" not in facts


def test_a_card_the_corp_trashes_on_access_to_make_the_runner_encounter_an_ice():
    text = (
        "While the Runner is accessing this upgrade in R&D, they must reveal it.\n"
        "When the Runner accesses this upgrade, you may trash it to choose a rezzed piece of ice "
        "protecting this server. The Runner encounters that ice."
    )
    facts = _corp(text, "upgrade", cost=0)
    assert facts["access_encounter"] is True and "modelled" not in facts


def test_a_card_the_runner_must_trash_and_an_influence_condition():
    text = (
        "This upgrade costs 0 influence if you have 7 or more assets in your deck.\n"
        "When the Runner accesses this upgrade while it is installed, they must trash it, if able."
    )
    facts = _corp(text, "upgrade", cost=0)
    assert facts["must_trash"] is True and "modelled" not in facts


def test_an_ice_that_tags_a_runner_with_an_ai_program():
    text = (
        "When the Runner encounters this ice, give them 1 tag if there is an installed "
        "<strong>AI</strong> program.\n[subroutine] End the run."
    )
    facts = _corp(text, "ice", cost=2, strength=4)
    assert facts["encounter"] == "tag-if-ai" and "modelled" not in facts


def test_an_agenda_whose_requirement_grows_with_bad_publicity():
    text = "The advancement requirement of this agenda is increased by 1 for each bad publicity the Corp has."
    facts = _corp(text, "agenda", advancement_cost=4)
    assert facts["requirement_per_bp"] == 1 and "modelled" not in facts


def test_an_upgrade_that_lowers_the_requirement_of_the_agendas_in_its_server():
    text = "Each agenda in the root of this server gets −1 advancement requirement.\nLimit 1 <strong>region</strong> per server."
    facts = _corp(text, "upgrade", cost=6)
    assert facts["server_discount"] == 1 and "modelled" not in facts
