"""The rules of ``play_rules_runner_runs`` (texts written for the tests): run events whose
successful run draws and accesses more, puts R&D's top in order, or accesses elsewhere."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def test_hq_or_rd_with_a_draw_and_one_more_access_on_the_attacked_server():
    jail = play(
        "Run HQ or R&D. If successful, draw 2 cards and when you breach the attacked server, access 1 "
        "additional card.",
        keywords="Run",
        cost=0,
    )
    assert (jail["run_server"], jail["success_draw"], jail["access_more"]) == ("hq-or-r&d", 2, 1)
    assert jail["access_server"] == "attacked" and "modelled" not in jail
    assert rule_of(jail, "success_draw") == "run-breach"


def test_rds_top_arranged_instead_of_the_breach():
    index = play(
        "Run R&D. If successful, instead of breaching R&D, you may look at the top 4 cards of R&D and "
        "arrange them in any order.",
        keywords="Run",
        cost=0,
    )
    assert (index["run_server"], index["rd_arrange"]) == ("r&d", 4) and "modelled" not in index


def test_a_card_in_another_root_accessed_instead_of_the_breach():
    pin = play(
        "Run any server. If successful, instead of breaching the attacked server, access 1 card in the root "
        "of another server. If that card is an agenda, you cannot steal or trash it during this access.",
        keywords="Run",
        cost=1,
    )
    assert (pin["run_server"], pin["root_access"]) == ("any", True) and "modelled" not in pin
    assert "root_access" not in play("Run any server.", keywords="Run", cost=1)
    assert "run_server" not in play("Run HQ or R&D.", "resource", cost=1)


def test_a_breaker_that_pays_to_bypass_the_ice_chosen_on_install():
    femme = play(
        "Interface → 1[credit]: Break 1 sentry subroutine.\n"
        "When you install this program, choose 1 installed piece of ice.\n"
        "Whenever you encounter the chosen ice, you may pay 2[credit] for each subroutine it has. "
        "If you do, bypass that ice.",
        "program",
        cost=3,
        strength=1,
        keywords="Icebreaker - Killer",
    )
    assert (femme["chosen_ice"], femme["bypass_pay"]) == (True, 2) and "modelled" not in femme
    assert rule_of(femme, "bypass_pay") == "chosen-ice"
    assert "chosen_ice" not in play(
        "When you install this resource, choose 1 installed piece of ice.", "resource"
    )  # hardware: play_rules_runner_tools reads it (Boomerang)


def test_cheaper_to_install_after_a_successful_run():
    text = "If you made a successful run this turn, this program costs 3[credit] less to install."
    assert play(text, "program", cost=5)["run_discount"] == 3 and "modelled" not in play(
        text, "program", cost=5
    )
    assert "run_discount" not in play(text, "event", cost=5)
