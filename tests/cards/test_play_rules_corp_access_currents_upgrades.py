"""The Corp rules for remote-only cards, agendas that act when accessed, currents and upgrades
that guard a run (texts written for the tests): each reads one kind of sentence of a Corp
card into a fact the engine plays."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of

_REVEAL = "While the Runner is accessing this agenda in R&D, they must reveal it.\n"


def test_a_card_installed_in_a_remote_only():
    grid = play("Remote server only.\nLimit 1 region per server.", "upgrade", "corp", cost=1)
    assert (
        grid["remote_only"] is True
        and "modelled" not in grid
        and rule_of(grid, "remote_only") == "remote-only"
    )
    assert "remote_only" not in play("Remote server only.", "operation", "corp", cost=1)


def test_an_agenda_that_does_something_when_accessed():
    fetal = play(
        _REVEAL + "When the Runner accesses this agenda anywhere except in Archives, do 3 net damage.",
        "agenda",
        "corp",
    )
    assert (fetal["access_damage"], fetal["access_not_archives"]) == (3, True) and "modelled" not in fetal
    tag = play(_REVEAL + "When the Runner accesses this agenda, give them 2 tags.", "agenda", "corp")
    assert tag["access_tags"] == 2 and "access_not_archives" not in tag and "modelled" not in tag
    money = play(_REVEAL + "When the Runner accesses this agenda, you may gain 4[credit].", "agenda", "corp")
    assert (
        money["access_gain"] == 4
        and "modelled" not in money
        and rule_of(money, "access_gain") == "agenda-access"
    )
    qpm = play(
        _REVEAL + "When the Runner accesses this agenda while they are tagged, add it to your score area.",
        "agenda",
        "corp",
    )
    assert qpm["access_score_tagged"] is True and "modelled" not in qpm
    # the R&D reveal alone on an ice is only information; an asset's is read by on-access
    assert "modelled" not in play(
        _REVEAL.replace("agenda", "ice") + "[subroutine] End the run.", "ice", "corp", cost=1, strength=1
    )
    assert "access_gain" not in play(
        "When the Runner accesses this asset, you may gain 4[credit].", "asset", "corp", cost=0
    )
    assert "modelled" in play("When the Runner accesses this agenda, do 2 meat damage.", "agenda", "corp")
    tagged = "When the Runner accesses this asset while they are tagged, add it to your score area."
    assert "access_score_tagged" not in play(tagged, "asset", "corp", cost=0)


def test_a_current_and_what_it_does_in_play():
    meeting = play(
        "This event is not trashed until another current is played or an agenda is scored.\n"
        "As an additional cost to rez non-ice cards, the Corp must randomly trash a card from HQ.",
        "event",
        cost=1,
    )
    assert (meeting["current_until"], meeting["rez_hq_trash"]) == (
        "scored",
        True,
    ) and "modelled" not in meeting
    assert rule_of(meeting, "current_until") == "current"
    strike = play(
        "This event is not trashed until another current is played or an agenda is scored.\n"
        "The Corp's identity loses its printed abilities.",
        "event",
        cost=1,
    )
    assert strike["current_until"] == "scored" and "modelled" not in strike  # no identity is played
    curfew = play(
        "This operation is not trashed until another current is played or an agenda is stolen.",
        "operation",
        "corp",
        cost=0,
    )
    assert curfew["current_until"] == "stolen"
    assert "current_until" not in play(
        "This asset is not trashed until another current is played or an agenda is scored.",
        "asset",
        "corp",
        cost=0,
    )


def test_an_upgrade_the_corp_advances_then_trashes_to_end_a_run():
    vault = play(
        "Remote server only.\nYou can advance this upgrade.\n"
        "[trash], 3 hosted advancement counters: End the run. Use this ability only during a run.",
        "upgrade",
        "corp",
        cost=0,
    )
    assert (vault["advanceable"], vault["trash_etr_at"], vault["remote_only"]) == (True, 3, True)
    assert "modelled" not in vault and rule_of(vault, "trash_etr_at") == "upgrade-etr"
    assert "trash_etr_at" not in play(
        "[trash], 2 hosted advancement counters: End the run.", "asset", "corp", cost=0
    )


def test_an_upgrade_on_whose_server_no_run_is_successful():
    grid = play(
        "Runs against this server cannot be declared successful.\nLimit 1 region per server.",
        "upgrade",
        "corp",
        cost=3,
    )
    assert grid["no_success"] is True and "modelled" not in grid
    assert "no_success" not in play(
        "Runs against this server cannot be declared successful.", "asset", "corp", cost=3
    )
