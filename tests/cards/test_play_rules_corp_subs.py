"""The rule of ``nrprint.cards.play_rules_corp_subs`` (texts written for the tests, in
NetrunnerDB's tokens): ice subroutines the general ``subroutine`` rule reads only in part."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _ice(text: str, **extra):
    return play(text, "ice", "corp", cost=3, strength=2, keywords="Sentry", **extra)


def test_subroutines_read_whole_with_their_amounts():
    cases = {
        "[subroutine] Trace[3]. If successful, the Runner loses [click], if able.": (
            ["trace-lose-click"],
            {"trace": 3},
        ),
        "[subroutine] If the Runner has 6[credit] or less, end the run.": (["etr-poor"], {"etr_at_most": 6}),
        "[subroutine] Do 2 net damage. The Runner may jack out.": (["net-jack"], {"damage": 2}),
        "[subroutine] Trash 1 installed <strong>AI</strong> program.": (["trash-ai"], {}),
        "[subroutine] End the run unless the Corp pays 1[credit].": (["etr-corp-pays"], {"pay": 1}),
        "[subroutine] Do 1 net damage. The Runner loses 2[credit].": (["net-lose"], {"damage": 1, "lose": 2}),
        "[subroutine] You may draw 1 or 2 cards.": (["draw-up"], {"sub_draw": 2}),
        "[subroutine] You may install 1 piece of ice from HQ or Archives directly inward from this ice, "
        "ignoring all costs.": (["install-inward"], {}),
    }
    for text, (subs, amounts) in cases.items():
        facts = _ice(text)
        assert facts["subs"] == subs and "modelled" not in facts, text
        assert {k: facts[k] for k in amounts} == amounts, text


def test_an_ice_no_ai_program_breaks_in_these_words_and_the_rule_reads_only_ice():
    facts = _ice("The Runner cannot break subroutines on this ice using <strong>AI</strong> programs.")
    assert facts["no_ai_break"] is True and "modelled" not in facts
    assert rule_of(facts, "no_ai_break") == "corp-ice-subs"
    asset = play("[subroutine] Do 1 net damage. The Runner loses 2[credit].", "asset", "corp", cost=1)
    assert "net-lose" not in asset.get("subs", [])


def test_a_near_miss_is_left_to_the_general_rule():
    facts = _ice("[subroutine] Do 2 net damage. The Runner may jack out and draw 1 card.")
    assert facts.get("modelled") is False  # read in part by the general subroutine rule


# --- play_rules_corp_plays: operations and agendas -----------------------------------------


def test_operations_that_gain_by_the_game_fetch_an_agenda_or_repeat():
    cases = {
        "Gain 1[credit] for each card in HQ.": {"gain_per_hq": 1},
        "Play only if the Runner is tagged.\nThe Runner loses 3[credit] for each tag they have, then you "
        "gain 1[credit] for each credit lost this way.": {"needs_tag": True, "siphon_per_tag": 3},
        "After you resolve this operation, end your action phase.\nGain 3[credit] for each agenda in the "
        "Runnerʼs score area.": {"terminal": True, "gain_per_stolen": 3},
        "Search R&D for an agenda, reveal it, and add it to HQ. Shuffle R&D.": {"search_agenda": True},
        "Gain 2[credit] or draw 2 cards. Repeat this process for each remote server that has a card in its "
        "root and is protected by ice.": {"either_gain": 2, "either_draw": 2, "per_iced_remote": True},
    }
    for text, want in cases.items():
        facts = play(text, "operation", "corp", cost=1)
        assert {k: facts.get(k) for k in want} == want and "modelled" not in facts, text
    assert "gain_per_hq" not in play("Gain 1[credit] for each card in HQ.", "agenda", "corp")


def test_agendas_that_act_when_scored_or_stolen():
    cases = {
        "When you score this agenda, the Runner loses 7[credit].": {"score_runner_lose": 7},
        "When this agenda is scored or stolen, give the Runner 1 tag.\nLimit 1 per deck.": {
            "tags": 1,
            "steal_tags": True,
        },
        "When you score Character Assassination, trash 1 resource (cannot be prevented).": {
            "score_trash_resource": True
        },
        "When you score this agenda, search R&D for a card and add it to HQ. Shuffle R&D.": {
            "score_search": True
        },
        "When you score this agenda, you may search R&D for a piece of ice, install it protecting a remote "
        "server (paying its install cost), and rez it, ignoring its rez cost, then shuffle R&D.": {
            "score_ice_remote": True
        },
        "When you score this agenda, place 1 agenda counter on it.\n<strong>Hosted agenda counter:</strong> "
        "Place 1 advancement counter on an installed card.": {"score_counters": 1, "counter_use": "advance"},
    }
    for text, want in cases.items():
        facts = play(
            text, "agenda", "corp", title="Character Assassination", advancement_cost=4, agenda_points=2
        )
        assert {k: facts.get(k) for k in want} == want and "modelled" not in facts, text
    assert (
        rule_of(
            play("When you score this agenda, the Runner loses 7[credit].", "agenda", "corp"),
            "score_runner_lose",
        )
        == "corp-scores"
    )
    assert "score_runner_lose" not in play(
        "When you score this agenda, the Runner loses 7[credit].", "operation", "corp"
    )


def test_operations_that_trash_hq_install_a_barrier_or_place_a_total_of_counters():
    audacity = play(
        "Play only if there are at least 2 other cards in HQ.\nTrash all cards from HQ. Place a total of 2 "
        "advancement counters on installed cards you can advance.",
        "operation",
        "corp",
        cost=0,
    )
    assert (audacity["hq_at_least"], audacity["trash_hq"], audacity["place_tokens"]) == (2, True, 2)
    assert "modelled" not in audacity
    blocks = play(
        "Reveal a <strong>barrier</strong> from HQ. Install and rez it, ignoring all costs.",
        "operation",
        "corp",
        cost=5,
    )
    assert blocks["install_barrier"] is True and "modelled" not in blocks


def test_assets_that_click_for_a_third_action_or_look_at_rd_as_turns_begin():
    workers = play(
        "Whenever you finish taking an action, if you have taken that action exactly 3 times this turn, gain [click].",
        "asset",
        "corp",
        cost=1,
        trash_cost=2,
    )
    assert workers["action_times_click"] == 3 and "modelled" not in workers
    fundraising = play(
        "When your turn begins, you may look at the top 3 cards of R&D and arrange them in any order. Then, if "
        "this server is not protected by ice, you may draw 1 card.",
        "asset",
        "corp",
        cost=1,
        trash_cost=2,
    )
    assert (fundraising["turn_arrange"], fundraising["turn_draw_unprotected"]) == (3, 1)
    coverage = play(
        "When your turn begins, you may choose a card type to look at the top card of R&D. If that card has the "
        "chosen type, you may reveal it and gain 2[credit].",
        "asset",
        "corp",
        cost=1,
        trash_cost=2,
    )
    assert coverage["turn_type_gain"] == 2 and "modelled" not in coverage
    assert "action_times_click" not in play(
        "Whenever you finish taking an action, if you have taken that action exactly 3 times this turn, gain [click].",
        "upgrade",
        "corp",
    )


def test_agendas_that_cost_installed_cards_to_steal_or_pay_for_purges():
    mill = play(
        "As an additional cost to steal Degree Mill, the Runner must shuffle 2 installed Runner cards into the stack.",
        "agenda",
        "corp",
        title="Degree Mill",
    )
    assert mill["steal_shuffle"] == 2 and "modelled" not in mill
    sandbox = play(
        "The first time each turn you purge virus counters, gain 4[credit].\nWhen you score this agenda, you may "
        "purge virus counters.",
        "agenda",
        "corp",
    )
    assert (sandbox["purge_gain"], sandbox["score_purge"]) == (4, True) and "modelled" not in sandbox
    caduceus = play(
        "[subroutine] Trace[3]. If successful, the Corp gains 3[credit].\n[subroutine] Trace[2]. If successful, "
        "end the run.",
        "ice",
        "corp",
        cost=3,
        strength=3,
    )
    assert caduceus["subs"] == ["trace-gain", "trace-etr"] and "modelled" not in caduceus
    assert (caduceus["gain_trace"], caduceus["gain"], caduceus["trace"]) == (3, 3, 2)


def test_an_upgrade_trashed_for_a_psi_game_that_resolves_an_ice_subroutine():
    batty = play(
        "[trash]: You and the Runner secretly spend 0[credit], 1[credit], or 2[credit]. Reveal spent credits. If "
        "you and the Runner spent a different number of credits, resolve 1 subroutine on a rezzed piece of ice "
        "protecting this server. Use this ability only during a run on this server.",
        "upgrade",
        "corp",
        cost=0,
        trash_cost=1,
    )
    assert (batty["psi_on"], batty["psi_win"]) == ("pass-ice", "ice-sub") and "modelled" not in batty
