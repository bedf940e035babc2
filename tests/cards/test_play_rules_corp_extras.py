"""The rules of ``nrprint.cards.play_rules_corp_extras`` (texts written for the tests): a
forfeit that takes clicks, a point for a second copy, programs trashed to steal and on
score, meat damage on an installed access, an ice no AI breaks, a larger hand."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _corp(text: str, type_: str, **extra):
    return play(text, type_, "corp", **extra)


def test_an_agenda_forfeited_for_two_of_the_runners_clicks():
    facts = _corp(
        "<strong>Forfeit this agenda:</strong> If the Runner has 2 or more [click] remaining, they lose [click][click].",
        "agenda",
    )
    assert facts["forfeit_clicks"] == 2 and "modelled" not in facts
    assert rule_of(facts, "forfeit_clicks") == "agenda-abilities"
    assert "forfeit_clicks" not in _corp(
        "Forfeit this agenda: If the Runner has 2 or more [click] remaining, they lose [click].", "agenda"
    )


def test_an_agenda_worth_a_point_more_as_a_second_copy():
    text = (
        "When you score this agenda, if there is another copy of Copycat in either playerʼs score area, place "
        "1 agenda counter on this agenda.\nWhile this agenda has a hosted agenda counter, it is worth 1 more "
        "agenda point."
    )
    facts = play(text, "agenda", "corp", title="Copycat")
    assert facts["copy_point"] is True and "modelled" not in facts


def test_an_agenda_that_costs_a_program_to_steal_and_trashes_one_when_scored():
    text = (
        "As an additional cost to steal this agenda, the Runner must trash 1 installed program.\n"
        "When you score this agenda, trash 1 installed program."
    )
    facts = _corp(text, "agenda")
    assert (facts["steal_program"], facts["score_trash_program"]) == (True, True) and "modelled" not in facts


def test_an_upgrade_paid_for_on_an_installed_access_tags_and_does_meat_damage():
    text = "If the Runner accesses this upgrade while installed, you may pay 2[credit] to give the Runner 1 tag and do 1 meat damage."
    facts = _corp(text, "upgrade", cost=0)
    assert (facts["access_pay"], facts["access_tags"], facts["access_damage"]) == (2, 1, 1)
    assert facts["access_meat"] is True and facts["access_installed"] is True and "modelled" not in facts


def test_an_ice_no_ai_breaks_whose_subroutine_costs_three_clicks():
    text = (
        "The Runner cannot use <strong>AI</strong> programs to break subroutines on this ice.\n"
        "[subroutine] End the run unless the Runner spends [click][click][click]."
    )
    facts = _corp(text, "ice", cost=4, strength=2)
    assert (facts["no_ai_break"], facts["subs"], facts["sub_clicks"]) == (True, ["etr-clicks"], 3)
    assert "modelled" not in facts


def test_an_asset_that_raises_the_hand_size():
    facts = _corp("Your maximum hand size is increased by 4.", "asset", cost=0)
    assert facts["hand_size"] == 4 and "modelled" not in facts
    assert "hand_size" not in _corp("Your maximum hand size is increased by 4.", "operation", cost=0)


def test_an_upgrade_paying_the_first_install_in_its_root_each_turn():
    text = "The first time each turn you install a card in the root of this server, gain 2[credit] or draw 1 card."
    facts = _corp(text, "upgrade", cost=1)
    assert (facts["root_install_gain"], facts["root_install_draw"]) == (2, 1) and "modelled" not in facts


def test_an_advanced_ice_no_ai_breaks_that_searches_rd_before_ending_the_run():
    text = (
        "You can advance this ice. If there are 3 or more hosted advancement counters, the Runner cannot break "
        "subroutines on this ice using <strong>AI</strong> programs.\n"
        "[subroutine] End the run. If there are 3 or more hosted advancement counters, instead search R&D for up "
        "to 2 cards. Add those cards to HQ, then end the run."
    )
    facts = _corp(text, "ice", cost=4, strength=4)
    assert (facts["ai_proof_at"], facts["advanced_at"], facts["advanced_search"]) == (3, 3, 2)
    assert facts["subs"] == ["etr"] and "modelled" not in facts
