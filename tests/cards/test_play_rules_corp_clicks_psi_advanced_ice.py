"""The Corp rules for operations that cost clicks, advanceable ice, psi games and scored
agendas' abilities (texts written for the tests): each reads one kind of sentence of a Corp
card into a fact ``effects.corp_*`` play."""

from __future__ import annotations

from tests.cards.test_play_facts import play, rule_of


def _op(text: str, **extra):
    return play(text, "operation", "corp", **extra)


def test_an_operation_that_costs_clicks_and_what_such_operations_do():
    gift = _op(
        "As an additional cost to play this operation, spend [click].\n"
        "Reveal up to 4 cards in HQ. Gain 3[credit] for each card you revealed this way.",
        cost=2,
    )
    assert (gift["click_cost"], gift["hq_reveal"], gift["gain_per_reveal"]) == (1, 4, 3)
    assert "modelled" not in gift and rule_of(gift, "click_cost") == "operation-clicks"
    big = _op(
        "As an additional cost to play this operation, spend [click][click].\n"
        "Gain 9[credit] and draw 3 cards. You may install 1 card from HQ.",
        cost=5,
    )
    assert (big["click_cost"], big["gain"], big["draw"], big["install_after"]) == (2, 9, 3, True)
    assert "modelled" not in big
    boom = _op(
        "Play only if the Runner has at least 3 tags.\n"
        "As an additional cost to play this operation, spend [click].\nDo 8 meat damage.",
        cost=4,
    )
    assert (boom["needs_tags"], boom["click_cost"], boom["damage"]) == (3, 1, 8) and "modelled" not in boom
    ship = _op(
        "As an additional cost to play this operation, spend [click].\n"
        "Place up to 3 advancement tokens on a card that can be advanced.",
        cost=0,
    )
    assert ship["place_tokens"] == 3 and "modelled" not in ship
    # an event's click cost is the Runner's rule; an asset reveals nothing this way
    assert "click_cost" not in play(
        "As an additional cost to play this event, spend [click].", "event", "runner"
    )
    assert "hq_reveal" not in play("Reveal up to 4 cards in HQ.", "asset", "corp", cost=1)


def test_an_ice_the_corp_can_advance_and_its_strength_per_counter():
    wall = play(
        "You can advance this ice. It gets +2 strength for each hosted advancement counter.\n"
        "[subroutine] End the run.",
        "ice",
        "corp",
        cost=1,
        strength=1,
        keywords="Barrier",
    )
    assert (wall["ice_advance"], wall["advance_strength"]) == (True, 2) and "modelled" not in wall
    assert rule_of(wall, "ice_advance") == "advance-ice"
    old = play(
        "This ice can be advanced and has +1 strength for each advancement token on it.\n"
        "[subroutine] End the run.",
        "ice",
        "corp",
        cost=3,
        strength=1,
        keywords="Sentry",
    )
    assert (old["ice_advance"], old["advance_strength"]) == (True, 1) and "modelled" not in old
    assert "ice_advance" not in play("You can advance this asset.", "asset", "corp", cost=1)


def test_a_psi_game_when_it_is_played_and_what_the_bids_do():
    bids = "you and the Runner secretly spend 0[credit], 1[credit], or 2[credit]. Reveal spent credits."
    grid = play(
        f"Whenever the Runner passes all of the ice protecting this server, {bids} "
        "If you and the Runner spent a different number of credits, end the run.",
        "upgrade",
        "corp",
        cost=3,
    )
    assert (grid["psi_on"], grid["psi_win"]) == ("pass-ice", "etr") and "modelled" not in grid
    assert rule_of(grid, "psi_on") == "psi-game"
    field = play(
        f"If the Runner exposes or accesses this asset while installed, {bids} If you and the Runner "
        "spent a different number of credits, do 1 net damage for each card in the Runner's grip.",
        "asset",
        "corp",
        cost=0,
    )
    assert (field["psi_on"], field["psi_win"]) == ("access", "grip-damage") and "modelled" not in field
    perfect = play(
        "When the Runner accesses this agenda while it is not installed, play a Psi Game. "
        "If the bids differ, the Runner cannot steal this agenda during this access.",
        "agenda",
        "corp",
        advancement_cost=5,
        agenda_points=3,
    )
    assert (perfect["psi_on"], perfect["psi_win"]) == ("access-uninstalled", "no-steal")
    assert "modelled" not in perfect
    runner_text = f"Whenever the Runner passes all of the ice protecting this server, {bids}"
    assert "psi_on" not in play(runner_text, "resource", "runner", cost=0)


def test_a_scored_agendas_click_ability():
    arcology = play(
        "[click], [click], [click]: Gain 5[credit].", "agenda", "corp", advancement_cost=3, agenda_points=1
    )
    assert (arcology["agenda_clicks"], arcology["agenda_click_gain"]) == (3, 5) and "modelled" not in arcology
    assert rule_of(arcology, "agenda_clicks") == "agenda-click"
    force = play(
        'If the Runner is tagged, this agenda gains: "[click]: Do 2 meat damage."',
        "agenda",
        "corp",
        advancement_cost=4,
        agenda_points=2,
    )
    assert (force["agenda_clicks"], force["agenda_click_damage"]) == (1, 2) and "modelled" not in force
    assert "agenda_clicks" not in play("[click], [click]: Gain 3[credit].", "asset", "corp", cost=1)


def test_a_subroutine_that_does_more_on_an_advanced_ice():
    text = (
        "You can advance this ice.\n"
        "[subroutine] Gain 1[credit]. If there are 2 or more hosted advancement counters, instead gain 4[credit].\n"
        "[subroutine] Do 1 net damage. If there are 2 or more hosted advancement counters, instead do 2 net damage.\n"
        "[subroutine] Give the Runner 1 tag. If there are 2 or more hosted advancement counters, instead give "
        "the Runner 1 tag and end the run."
    )
    ice = play(text, "ice", "corp", cost=4, strength=5, keywords="Code Gate")
    assert ice["subs"] == ["gain-credits", "net", "tag"] and "modelled" not in ice
    assert (ice["advanced_at"], ice["advanced_gain"], ice["advanced_damage"], ice["advanced_etr"]) == (
        2,
        4,
        2,
        True,
    )
    assert rule_of(ice, "advanced_gain") == "advanced-sub"
    other = play(
        "[subroutine] End the run. If there are 3 or more hosted advancement counters, instead draw 2 cards.",
        "ice",
        "corp",
        cost=4,
        strength=4,
        keywords="Barrier",
    )
    assert "advanced_at" not in other and other["modelled"] is False
    partial = play(
        "[subroutine] Trash 1 installed program that is not a decoder, fracter, or killer. If there are 3 or "
        "more hosted advancement counters, instead do 3 net damage.",
        "ice",
        "corp",
        cost=4,
        strength=4,
        keywords="Sentry",
    )
    assert "advanced_at" not in partial and partial["modelled"] is False  # its first part is partial
    grid = "[subroutine] Gain 1[credit]. If there are 3 or more hosted advancement counters, instead gain 3[credit]."
    assert "advanced_at" not in play(grid, "upgrade", "corp", cost=1)


def test_an_operation_paying_x_for_x_counters_with_x_bounded_by_the_tags():
    text = (
        "X must be equal to or less than the number of tags the Runner has.\n"
        "Place X advancement counters on 1 installed card you can advance."
    )
    psycho = _op(text)
    assert (psycho["x_tokens"], psycho["x_tags"]) == (True, True) and "modelled" not in psycho
    assert rule_of(psycho, "x_tokens") == rule_of(psycho, "x_tags") == "operation-clicks"
    unbounded = _op("Place X advancement counters on 1 installed card you can advance.")
    # X with no bound: its cost is taken as 0, a gap
    assert unbounded["x_tokens"] is True and unbounded["modelled"] is False
