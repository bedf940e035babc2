"""The economy rules: each fires on the words it names, and only there."""

from __future__ import annotations

import pytest

from nrprint.cards.economy import RULES, decide, plain


@pytest.mark.parametrize(
    ("text", "side", "rule"),
    [
        ("Gain 9[credit].", "runner", "gains-credits"),
        ("Run HQ. If successful, gain 4[credit] for each card trashed.", "runner", "gains-credits"),
        ("When your turn begins, take 2[credit] from this resource.", "runner", "takes-credits"),
        ("[click]: Take all credits from this resource.", "runner", "takes-credits"),
        (
            "Place 1[credit] on this resource. You can spend hosted credits to install cards.",
            "runner",
            "hosted-credits",
        ),
        (
            "Place 9[credit] on this event. During that run, hosted credits are considered to be in your credit pool.",
            "runner",
            "hosted-credits",
        ),
        ("1[recurring-credit] Use these credits to pay for programs.", "runner", "recurring-credits"),
        ("The first program you install each turn costs 1[credit] less.", "runner", "lowers-costs"),
        ("Install a program from your grip, ignoring all costs.", "runner", "lowers-costs"),
        ("When your turn begins, gain 1[credit].", "corp", "gains-credits"),
    ],
)
def test_each_rule_fires(text: str, side: str, rule: str):
    decision = decide(text, side)
    assert decision.economy and decision.rule == rule, decision
    # The evidence is a piece of the text, or pieces of it joined by an ellipsis.
    assert decision.evidence
    assert all(piece.strip() in text for piece in decision.evidence.split("…")), decision.evidence


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("Draw 3 cards.", "runner"),
        ("The Corp gains 3[credit]. Draw 3 cards.", "runner"),  # the opponent gains
        ("The Runner gains 2[credit].", "corp"),
        ("End the run unless the Runner pays 5[credit].", "corp"),
        ("Place 1[credit] on this resource.", "runner"),  # stored, never spent: not money
    ],
)
def test_no_rule_no_economy(text: str, side: str):
    assert decide(text, side).rule == "no-rule"


def test_every_rule_is_documented_and_tested():
    for name, (says, fn) in RULES.items():
        assert says and fn.__doc__, name
    assert set(RULES) == {
        "gains-credits",
        "takes-credits",
        "hosted-credits",
        "recurring-credits",
        "lowers-costs",
    }


def test_html_is_removed():
    assert plain("Gain <strong>9</strong>[credit].\n<errata>x</errata>") == "Gain 9[credit]. x"
