"""The text rules behind the card effects of ``nrprint.simulate.effects``: each reads
one kind of sentence (texts written for the tests) into a fact the engine plays."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_subroutine_that_takes_a_click_or_a_fee():
    facts = play(
        "[subroutine] The Runner loses [click].\n[subroutine] End the run unless the Runner pays 3[credit].",
        "ice",
        "corp",
        cost=3,
        strength=2,
    )
    assert facts["subs"] == ["lose-click", "etr-pay"] and facts["pay"] == 3
    assert "modelled" not in facts


def test_credits_for_each_successful_run_on_a_rig_card_only():
    for text in (
        "Gain 2[credit] whenever you make a successful run.",
        "Whenever you make a successful run, gain 2[credit].",
    ):
        facts = play(text, "hardware")
        assert facts["run_gain"] == 2 and rule_of(facts, "run_gain") == "successful-run"
    assert "run_gain" not in play("Gain 2[credit] whenever you make a successful run.", "event")


def test_an_agenda_worth_less_when_stolen():
    text = "This agenda is worth 1 fewer agenda point while in the Runner's score area."
    facts = play(text, "agenda", "corp", agenda_points=3, advancement_cost=5)
    assert facts["runner_points_less"] == 1 and "modelled" not in facts


def test_cards_drawn_when_damage_trashes_the_card():
    text = "Draw 2 cards.\nWhenever this event is trashed by taking net or meat damage, draw 3 cards."
    facts = play(text, "event", cost=0)
    assert (facts["draw"], facts["damage_draw"]) == (2, 3) and "modelled" not in facts


def test_on_score_effects_and_a_steal_that_would_give_the_corp_something():
    scored = play("When you score this agenda, gain 4[credit] and give the Runner 1 tag.", "agenda", "corp")
    assert (scored["gain"], scored["tags"]) == (4, 1) and "modelled" not in scored
    both = play("When this agenda is scored or stolen, do 2 net damage.", "agenda", "corp")
    assert both["damage"] == 2 and "modelled" not in both
    steal = play("When this agenda is scored or stolen, gain 4[credit].", "agenda", "corp")
    assert steal["modelled"] is False and "steal" in steal["stand_in"]


def test_a_trace_subroutine_and_a_bioroids_click_break():
    text = (
        "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.\n"
        "[subroutine] Trace[3]. If successful, end the run.\n"
        "[subroutine] Trace[3]. If successful, give the Runner 2 tags."
    )
    facts = play(text, "ice", "corp", cost=4, strength=3, keywords="Sentry - Bioroid")
    assert facts["subs"] == ["trace-etr", "trace-tag"] and (facts["trace"], facts["tags"]) == (3, 2)
    assert "modelled" not in facts
    two = play(text.replace("Trace[3]. If successful, give", "Trace[2]. If successful, give"), "ice", "corp",
               cost=4, strength=3, keywords="Sentry - Bioroid")  # fmt: skip
    assert two["modelled"] is False  # one trace field for two strengths
    # the click break is the engine's only for a bioroid
    assert play(text, "ice", "corp", cost=4, strength=3, keywords="Sentry")["modelled"] is False


def test_operation_terms():
    facts = play(
        "Play only if the Runner is tagged.\nThe Runner loses all credits in their credit pool.",
        "operation",
        "corp",
        cost=0,
    )
    assert facts["needs_tag"] is True and facts["runner_loses_all"] is True and "modelled" not in facts
    sweeps = play("Gain 1[credit] for each card in the Runner's grip.", "operation", "corp", cost=1)
    assert sweeps["gain_per_grip"] == 1 and "modelled" not in sweeps
    # an event saying so is not an operation the Corp plays
    assert play("Play only if the Runner is tagged.", "event")["modelled"] is False


def test_an_unprotected_asset_and_a_tagged_runner_subroutine():
    bank = play(
        "When your turn begins, gain 3[credit] if there is no ice protecting this server.",
        "asset",
        "corp",
        cost=0,
        trash_cost=2,
    )
    assert (bank["drip"], bank["drip_unprotected"]) == (3, True) and "modelled" not in bank
    facts = play("[subroutine] End the run if the Runner is tagged.", "ice", "corp", cost=1, strength=1)
    assert facts["subs"] == ["etr-tagged"] and "modelled" not in facts


def test_credits_put_on_a_rezzed_asset_and_taken_each_turn():
    text = (
        "Put 12[credit] from the bank on this asset when rezzed. When it is empty, trash it.\n"
        "Take 3[credit] from this asset when your turn begins."
    )
    facts = play(text, "asset", "corp", cost=4, trash_cost=3)
    assert (facts["hosted"], facts["drip"]) == (12, 3) and "modelled" not in facts


def test_damage_unless_paid_and_credits_lost_on_encounter():
    text = (
        "When the Runner encounters this ice, they lose 1[credit].\n"
        "[subroutine] Do 1 net damage unless the Runner pays 1[credit].\n"
        "[subroutine] The Runner loses 3[credit]."
    )
    facts = play(text, "ice", "corp", cost=2, strength=2)
    assert facts["encounter"] == "lose-credits" and facts["subs"] == ["net-pay", "lose-credits"]
    assert (facts["damage"], facts["pay"], facts["lose"]) == (1, 1, 1)
    # one field holds the amount: losing 1 on encounter and 3 by subroutine is not played as printed
    assert facts["modelled"] is False and "different amounts" in facts["stand_in"]
    same = play(text.replace("loses 3[credit]", "loses 1[credit]"), "ice", "corp", cost=2, strength=2)
    assert "modelled" not in same
    mixed = play(
        "[subroutine] Do 1 net damage.\n[subroutine] Do 2 net damage.", "ice", "corp", cost=2, strength=2
    )
    assert mixed["damage"] == 2 and mixed["modelled"] is False


def test_a_draw_whenever_the_corp_creates_a_server():
    facts = play("+1[mu]\nDraw 1 card whenever the Corp creates a server.", "hardware", cost=3)
    assert (facts["memory_bonus"], facts["server_draw"]) == (1, 1) and "modelled" not in facts


def test_a_run_event_on_any_server_with_credits_after_a_successful_run():
    for text in (
        "Run any server. When that run ends, if it was successful, gain 4[credit].",
        "Run any server. If successful, gain 4[credit].",
    ):
        facts = play(text, "event", cost=2, keywords="Run")
        assert (facts["run_server"], facts["gain"], facts["gain_after_run"]) == ("any", 4, True)
        assert "modelled" not in facts
    named = play("Run HQ. If successful, gain 4[credit].", "event", cost=2, keywords="Run")
    # a named server is read too (play_rules_runner, run-server)
    assert (named["run_server"], named["gain_after_run"]) == ("hq", True) and "modelled" not in named


def test_an_encounter_gain_and_an_encounter_toll():
    popup = play(
        "When the Runner encounters this ice, gain 2[credit].\n[subroutine] End the run.",
        "ice",
        "corp",
        cost=1,
        strength=1,
    )
    assert (popup["encounter"], popup["gain"]) == ("gain-credits", 2) and "modelled" not in popup
    toll = play(
        "When the Runner encounters this ice, they must pay 2[credit], if able. If they do not, end the run."
        "\n[subroutine] End the run.",
        "ice",
        "corp",
        cost=1,
        strength=1,
    )
    assert (toll["encounter"], toll["pay"]) == ("etr-pay", 2) and "modelled" not in toll
    assert play("If they do not, end the run.", "event")["modelled"] is False


def test_stack_searches_and_a_strength_per_tag():
    inject = play(
        "Reveal the top 4 cards of your stack and trash all programs revealed. Gain 1[credit] for each "
        "program trashed, and add the rest of the revealed cards to your grip.",
        "event",
        cost=1,
    )
    assert inject["reveal_programs"] == 4 and "modelled" not in inject
    order = play(
        "Search your stack for an <strong>icebreaker</strong>, reveal it, and add it to your grip. "
        "Shuffle your stack.",
        "event",
        cost=1,
    )
    assert order["search_breaker"] is True and "modelled" not in order
    resistor = play(
        "This ice has +1 strength for each tag the Runner has.\n[subroutine] End the run.",
        "ice",
        "corp",
        cost=4,
        strength=0,
    )
    assert resistor["strength_per_tag"] == 1 and "modelled" not in resistor


def test_what_the_corp_may_pay_for_when_the_runner_accesses_a_card():
    snare = play(
        "While the Runner is accessing this asset in R&D, they must reveal it.\nWhen the Runner accesses "
        "this asset anywhere except in Archives, you may pay 4[credit]. If you do, give the Runner 1 tag "
        "and do 3 net damage.",
        "asset",
        "corp",
        cost=0,
        trash_cost=0,
    )
    assert (snare["access_pay"], snare["access_tags"], snare["access_damage"]) == (4, 1, 3)
    assert "modelled" not in snare
    alone = play("If you do, give the Runner 1 tag.", "asset", "corp", cost=0, trash_cost=0)
    assert alone["modelled"] is False
