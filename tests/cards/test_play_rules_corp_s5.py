"""The Corp rules of session 5 (texts written for the tests): each reads one kind of
sentence of a Corp card into a fact ``effects.corp_*`` play."""

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
