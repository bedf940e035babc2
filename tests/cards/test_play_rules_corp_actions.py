"""The rules of ``nrprint.cards.play_rules_corp_actions`` (texts written for the tests): each
reads one kind of sentence of a Corp card into a fact ``effects.corp_clicks``/``corp_ice``
play."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _corp(text: str, type_: str, **extra):
    return play(text, type_, "corp", **extra)


def test_a_click_for_three_clicks_on_one_action():
    facts = _corp(
        "The first time you spend 4[click] on the same action each turn, gain [click].", "asset", cost=2
    )
    assert facts["same_action_click"] == 4 and "modelled" not in facts
    assert rule_of(facts, "same_action_click") == "same-action-click"


def test_an_asset_advanced_and_trashed_for_credits():
    text = (
        "This asset can be advanced.\n[trash], 1 hosted advancement token: Gain 4[credit].\n"
        "[trash], 2 hosted advancement tokens: Gain 9[credit]."
    )
    facts = _corp(text, "asset", cost=0)
    assert (facts["advanceable"], facts["trash_gain_1"], facts["trash_gain_2"]) == (True, 4, 9)
    assert "modelled" not in facts
    assert "advanceable" not in _corp("This upgrade can be advanced.", "upgrade", cost=0)


def test_an_ice_trashed_to_end_the_run_and_a_subroutine_that_gains_by_the_servers_ice():
    text = (
        "[trash]: End the run. Use this ability only during a run on this server.\n"
        "[subroutine] Gain 2[credit] for each piece of ice protecting this server.\n[subroutine] End the run."
    )
    facts = _corp(text, "ice", cost=3, strength=2)
    assert facts["trash_etr"] is True and facts["subs"] == ["gain-per-ice", "etr"] and facts["gain"] == 2
    assert "modelled" not in facts


def test_subroutines_that_install_corp_cards_and_an_ice_nobody_trashes():
    text = (
        "Players cannot trash this ice.\n"
        "[subroutine] Look at the top 4 cards of R&D. You may install 1 of those cards, ignoring the install cost.\n"
        "[subroutine] You may install 1 card from HQ or Archives."
    )
    facts = _corp(text, "ice", cost=4, strength=3)
    assert facts["subs"] == ["install-rd", "install-hq"] and facts["install_look"] == 4
    assert facts["untrashable"] is True and "modelled" not in facts
    free = _corp(
        "[subroutine] You may install 1 card from Archives or HQ, ignoring all costs.", "ice", cost=1
    )
    assert free.get("modelled") is False  # installed free: not this kind


def test_a_subroutine_that_forbids_stealing_for_the_rest_of_the_run():
    facts = _corp(
        "[subroutine] The Runner cannot steal or trash Corp cards for the remainder of this run.",
        "ice",
        cost=2,
        strength=2,
    )
    assert facts["subs"] == ["no-steal"] and "modelled" not in facts


def test_agenda_counters_placed_on_scoring_and_what_they_do():
    nisei = _corp(
        "When you score this agenda, place 2 agenda counters on it.\nHosted agenda counter: End the run.",
        "agenda",
        agenda_points=2,
    )
    assert (nisei["score_counters"], nisei["counter_use"]) == (2, "end-run") and "modelled" not in nisei
    astro = _corp(
        "Place 3 agenda counters on this agenda when you score it.\n"
        "Hosted agenda counter: Place 1 advancement counter on an installed card you can advance.",
        "agenda",
        agenda_points=2,
    )
    assert (astro["score_counters"], astro["counter_use"]) == (3, "advance") and "modelled" not in astro


def test_credits_when_scored_or_stolen():
    facts = _corp(
        "When this agenda is scored or stolen, the Corp gains 4[credit].", "agenda", agenda_points=1
    )
    assert (facts["gain"], facts["gain_on_steal"]) == (4, True) and "modelled" not in facts


def test_ice_stronger_on_a_remote_or_without_a_fracter():
    remote = _corp(
        "While this ice is protecting a remote server, it gets +3 strength.", "ice", cost=2, strength=1
    )
    other = _corp("This ice has +2 strength while protecting a remote server.", "ice", cost=2, strength=1)
    wrap = _corp(
        "While there are no installed fracter programs, this ice gets +6 strength.", "ice", cost=2, strength=0
    )
    assert (remote["remote_strength"], other["remote_strength"], wrap["fracter_strength"]) == (3, 2, 6)
    assert not {"modelled"} & (remote.keys() | other.keys() | wrap.keys())


def test_a_card_shuffled_into_rd_when_trashed():
    text = "[interrupt] → When this asset would be trashed, you may shuffle it into R&D instead of adding it to Archives."
    facts = _corp(text, "asset", cost=2)
    assert facts["trash_to_rd"] is True and "modelled" not in facts


def test_an_upgrade_that_purges_viruses():
    text = (
        "When the Runner accesses this upgrade, you may purge virus counters.\n[trash]: Purge virus counters."
    )
    facts = _corp(text, "upgrade", cost=3)
    assert (facts["purge_on_access"], facts["trash_purge"]) == (True, True) and "modelled" not in facts


def test_an_agenda_counter_for_clicks():
    text = (
        "Place 2 agenda counters on this agenda when you score it.\n[click], hosted agenda counter: "
        "Gain [click][click]. You cannot advance cards for the remainder of this turn."
    )
    facts = _corp(text, "agenda", agenda_points=2)
    assert (facts["score_counters"], facts["counter_use"]) == (2, "clicks") and "modelled" not in facts


def test_traces_for_a_power_counter_or_core_damage_and_a_tag():
    raven = _corp(
        "When the Runner encounters this ice, they must take 1 tag or end the run.\n"
        "Hosted power counter: Give the Runner 1 tag.\n"
        "[subroutine] Trace[2]. If successful, place 1 power counter on this ice.",
        "ice",
        cost=4,
        strength=4,
    )
    assert (raven["subs"], raven["trace"], raven["tags"], raven["encounter"]) == (["trace-tag"], 2, 1, "etr")
    assert "modelled" not in raven
    ichi = _corp(
        "[subroutine] Trace[2]. If successful, do 1 core damage and give the Runner 2 tags.",
        "ice",
        cost=5,
        strength=4,
    )
    assert (ichi["subs"], ichi["trace"], ichi["damage"], ichi["tags"]) == (["trace-brain-tag"], 2, 1, 2)
    assert "modelled" not in ichi


def test_the_fourth_batchs_sentences():
    ping = _corp(
        "When you rez this ice during a run against this server, give the Runner 2 tags.",
        "ice",
        cost=2,
        strength=1,
    )
    anemone = _corp(
        "When you rez this ice during a run against this server, you may trash 1 card from HQ to do 3 net damage.",
        "ice",
        cost=3,
        strength=2,
    )
    oboe = _corp(
        "As an additional cost to steal this agenda, the Runner must suffer 5 net damage.",
        "agenda",
        agenda_points=3,
    )
    team = _corp(
        "Whenever you score an agenda, you may install a card from Archives or HQ, ignoring the install cost.",
        "asset",
        cost=1,
    )
    swap = _corp(
        "Swap an agenda in your score area with an agenda in the Runner's score area.", "operation", cost=0
    )
    show = _corp(
        "[interrupt] → The first time each turn you would draw any number of cards, increase the number of cards "
        "you will draw by 2. When you draw those cards, add 1 of them to the bottom of R&D.",
        "asset",
        cost=2,
    )
    assert (ping["run_rez_tags"], anemone["run_rez_damage"], oboe["steal_damage"], show["draw_more"]) == (
        2,
        3,
        5,
        2,
    )
    assert team["score_install"] is True and swap["swap_agenda"] is True
    assert not any("modelled" in f for f in (ping, anemone, oboe, team, swap, show))


def test_the_fifth_batchs_sentences():
    fair = _corp(
        "Lose [click][click][click]: Break up to 3 subroutines on this ice. Only the Runner can use this ability.\n"
        "[subroutine] The Runner must pay 2[credit] or trash 1 of their installed cards.\n"
        "[subroutine] Do 1 core damage or end the run.",
        "ice",
        cost=6,
        strength=5,
        keywords="Code Gate - Bioroid",
    )
    assert (fair["subs"], fair["pay"], fair["damage"]) == (["pay-or-trash", "brain-or-etr"], 2, 1)
    assert "modelled" not in fair
    sensie = _corp(
        "When your turn begins, you may draw 2 cards if there is no ice protecting this server. "
        "If you do, add 1 card from HQ to the bottom of R&D.",
        "asset",
        cost=0,
    )
    assert sensie["unprotected_draw"] == 2 and "modelled" not in sensie


def test_an_ice_rezzed_by_forfeiting_agendas():
    facts = _corp("As an additional cost to rez this ice, forfeit 2 agendas.", "ice", cost=4, strength=6)
    assert facts["rez_forfeit"] == 2 and "modelled" not in facts


def test_an_agenda_counter_that_does_net_damage_once_a_run():
    knives = _corp(
        "When you score this agenda, place 3 agenda counters on it.\n"
        "<strong>Hosted agenda counter:</strong> Do 1 net damage. Use this ability only during a run and only "
        "once per run.",
        "agenda",
        agenda_points=1,
    )
    assert (knives["score_counters"], knives["counter_use"]) == (3, "net-run") and "modelled" not in knives
    assert rule_of(knives, "counter_use") == "score-counters"
    other = _corp("Hosted agenda counter: Do 2 net damage.", "agenda", agenda_points=1)
    assert "counter_use" not in other and other["modelled"] is False


def test_an_ice_the_corp_pays_to_have_encountered_on_access_whose_trace_returns_a_runner_card():
    angel = _corp(
        "While the Runner is accessing this ice in R&D, they must reveal it.\n"
        "When the Runner accesses this ice anywhere except in Archives, you may pay 3[credit]. "
        "If you do, they encounter it.\n"
        "[subroutine] Trace[6]. If successful, add 1 installed Runner card to the grip.",
        "ice",
        cost=4,
        strength=6,
    )
    assert (angel["subs"], angel["trace"], angel["access_encounter_pay"]) == (["trace-bounce"], 6, 3)
    assert "modelled" not in angel and rule_of(angel, "access_encounter_pay") == "trace-counter"


def test_an_ice_weaker_for_each_icebreaker_that_trashes_other_programs():
    hagen = _corp(
        "This ice gets −1 strength for each installed <strong>icebreaker</strong>.\n"
        "[subroutine] Trash 1 installed program that is not a <strong>decoder</strong>, <strong>fracter</strong>, "
        "or <strong>killer</strong>.\n[subroutine] End the run.",
        "ice",
        cost=4,
        strength=6,
    )
    assert (hagen["breaker_strength"], hagen["subs"]) == (-1, ["trash-program-other", "etr"])
    assert "modelled" not in hagen


def test_an_ice_whose_net_damage_ends_the_run_on_an_odd_cost():
    diviner = _corp(
        "[subroutine] Do 1 net damage. If you trash a card this way with a printed play or install cost that "
        "is an odd number, end the run. <em>(0 is not odd.)</em>",
        "ice",
        cost=2,
        strength=3,
    )
    assert (diviner["subs"], diviner["damage"]) == (["net-odd-etr"], 1) and "modelled" not in diviner
