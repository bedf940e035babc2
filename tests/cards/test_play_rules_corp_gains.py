"""The rule of ``nrprint.cards.play_rules_corp_gains`` (texts written for the tests): a Runner
card paid by the Corp's card gains, and the Corp's ability to trash it."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of

TAP = (
    "The first time the Corp gains credits through a card ability each turn, you may gain 2[credit].\n"
    "[click], 4[credit]: Trash this resource. Only the Corp can use this ability."
)


def test_a_resource_paid_by_the_corps_card_gains_that_the_corp_may_trash():
    tap = play(TAP, "resource", "runner", cost=0)
    assert (tap["corp_gain_tap"], tap["tap_trash"]) == (2, 4) and "modelled" not in tap
    assert rule_of(tap, "corp_gain_tap") == rule_of(tap, "tap_trash") == "corp-gain-tap"


def test_neither_a_corp_card_nor_a_program_is_read_so():
    corp = play(TAP.splitlines()[0], "asset", "corp", cost=0)
    assert "corp_gain_tap" not in corp
    program = play("[click], 4[credit]: Trash this program.", "program", "runner", cost=0)
    assert "tap_trash" not in program and program["modelled"] is False
