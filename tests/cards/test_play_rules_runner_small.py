"""The rules of ``play_rules_runner_small`` (texts written for the tests)."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_identity_sentences_need_nothing_as_no_identity_is_played():
    swap = play("Switch your identity with another identity from the same faction.", "event", cost=0)
    assert "modelled" not in swap
    host = play(
        "Host a g-mod identity that does not match the faction of your identity on Test Card when he is "
        "installed. Remove hosted identity from the game if Test Card is uninstalled. Test Card gains the "
        "text of hosted identity.",
        "resource",
        cost=3,
    )
    assert "modelled" not in host
    assert (
        play("Switch your identity with another identity from the same faction.", "resource", cost=0)[
            "modelled"
        ]
        is False
    )


def test_a_pump_by_the_number_of_icebreakers_and_a_one_run_breaker():
    unity = play(
        "Interface → 1[credit]: Break 1 code gate subroutine. 1[credit]: +X strength. "
        "X is equal to the number of installed icebreakers.",
        "program",
        cost=3,
        strength=1,
        keywords="Icebreaker - Decoder",
    )
    assert unity["pump_per_breaker"] is True and "modelled" not in unity
    assert rule_of(unity, "pump_per_breaker") == "runner-small"
    x_alone = play("1[credit]: +X strength.", "program", cost=3, strength=1, keywords="Icebreaker - Decoder")
    assert "pump_per_breaker" not in x_alone  # read as +1, X itself left to the sentence that says it
    mayfly = play(
        "Interface → 1[credit]: Break 1 subroutine. When this run ends, trash this program. 1[credit]: +1 strength.",
        "program",
        cost=1,
        strength=1,
        keywords="Icebreaker - AI",
    )
    assert mayfly["trash_after_run"] is True and "modelled" not in mayfly
    assert "trash_after_run" not in play("When this run ends, trash this program.", "program", cost=1)


def test_a_click_at_the_turns_start_for_a_tag_and_the_corps_choice_of_modes():
    joshua = play(
        "When your turn begins, you may gain [click]. If you do, take 1 tag when this turn ends.",
        "resource",
        cost=1,
    )
    assert joshua["turn_click_tag"] is True and "modelled" not in joshua
    assert "turn_click_tag" not in play("When your turn begins, you may gain [click].", "hardware", cost=1)
    wildcat = play(
        "Resolve 1 of the following of the Corpʼs choice:<ul><li>Gain 6[credit].</li><li>Draw 4 cards.</li></ul>",
        "event",
        cost=2,
    )
    assert wildcat["corp_mode"] is True and wildcat["gain"] == 6 and wildcat["draw"] == 4
    assert "modelled" not in wildcat
    assert "corp_mode" not in play("Resolve 1 of the following of the Corp's choice:", "resource", cost=0)
