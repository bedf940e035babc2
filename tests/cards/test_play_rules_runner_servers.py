"""The rules of ``play_rules_runner_servers`` (texts written for the tests): credits for
successful runs on a chosen server, or instead of a breach."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_a_contract_on_a_chosen_server():
    contract = play(
        "Choose a server and place 12[credit] from the bank on this resource when you install it.\n"
        "Whenever you make a successful run on the chosen server, take 3[credit] from this resource.",
        "resource",
        cost=2,
    )
    assert (contract["hosted"], contract["chosen_server"], contract["run_take"]) == (12, "install", 3)
    assert "modelled" not in contract and rule_of(contract, "run_take") == "server-runs"


def test_credits_instead_of_a_breach():
    testing = play(
        "When your turn begins, you may choose a server.\nThe first time each turn you make a successful "
        "run on the chosen server, instead of breaching it, gain 3[credit].",
        "resource",
        cost=0,
    )
    assert (testing["chosen_server"], testing["breach_gain"]) == ("turn", 3) and "modelled" not in testing
    job = play(
        "When you install this resource, load 6[credit] onto it. When it is empty, trash it.\nWhenever you "
        "make a successful run on a remote server, instead of breaching that server, you may take any "
        "number of credits from this resource.",
        "resource",
        cost=1,
    )
    assert (job["hosted"], job["remote_take"]) == (6, True) and "modelled" not in job
    assert "chosen_server" not in play("When your turn begins, you may choose a server.", "event", cost=0)
