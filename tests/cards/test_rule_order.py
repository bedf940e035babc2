"""The text rules: one name each, tried in the explicit order of ``play_rules_order``.

Two rules of one name used to replace each other silently, and the order rules were
tried in came from the order their modules were imported (``first=True`` put a rule
before those already imported).
"""

from __future__ import annotations

import pytest

from nrprint.cards import economy, play, play_rules
from nrprint.cards.play_rules_order import ORDER, TEXT_RULES, ordered


def _read_nothing(text: str, card: play_rules.Card) -> None:
    return None


def test_a_second_text_rule_of_the_same_name_is_an_error(monkeypatch):
    monkeypatch.setattr(play_rules, "RULES", dict(play_rules.RULES))
    with pytest.raises(ValueError, match="two text rules are named 'subroutine'"):
        play_rules.rule("subroutine", "another reading")(_read_nothing)


def test_a_number_rule_named_as_a_text_rule_is_an_error(monkeypatch):
    monkeypatch.setattr(play, "NUMBER_RULES", dict(play.NUMBER_RULES))
    with pytest.raises(ValueError, match="two rules are named 'pump'"):
        play.number_rule("pump", "another reading")(_read_nothing)


def test_a_second_economy_rule_of_the_same_name_is_an_error(monkeypatch):
    monkeypatch.setattr(economy, "RULES", dict(economy.RULES))
    name = next(iter(economy.RULES))
    with pytest.raises(ValueError, match=f"two economy rules are named '{name}'"):
        economy.rule(name, "another reading")(lambda text, side: None)


def test_the_rules_are_tried_in_the_listed_order():
    assert tuple(TEXT_RULES) == ORDER
    assert tuple(play.RULES)[-len(ORDER) :] == ORDER


def test_a_rule_declared_but_not_listed_or_listed_twice_is_an_error():
    declared = dict(play_rules.RULES) | {"unlisted": ("", _read_nothing)}
    with pytest.raises(ValueError, match=r"not listed \['unlisted'\]"):
        ordered(declared)
    with pytest.raises(ValueError, match=r"not declared \['subroutine'\]"):
        ordered({k: v for k, v in play_rules.RULES.items() if k != "subroutine"})
