"""What the Corp AI walks of issue 36 item 5 found: the engine plays the printed words.

Booklet §3 "Special orders" (session 7): on Install resource, which needs a remote, -H / +H
name the remote with the fewest / most ice, and with no remote a new one. The engine's
``new_remote_ice`` gives the free top ice of the ICE deck only to a remote made by Install
resource; one made by Install ice gets only that ice (the clarification's text is
contestc's, session 7; walk asked for these words in COORD-s7.md). Harbour Grid's Cold Start prints
"Install resource -H" (docs/automa.md, "A Harbour Grid game followed card by card").
"""

from __future__ import annotations

from nrprint.simulate.outcome import DONE
from tests.simulate.conftest import agenda, card, corp_do, corp_game, ice, put, where

PRINTED = {"no_remote_order": "new-remote", "new_remote_ice": True, "tie_order": "archives-last"}


def test_install_resource_minus_h_names_the_remote_with_the_fewest_ice_never_a_central():
    game = corp_game(remotes=2, **PRINTED)
    put(game, 3, ice(), ice=True)  # Remote 1 has one ice; the centrals and Remote 2 none
    top = card("asset")
    game.corp.piles["RE"] = [top]
    assert corp_do(game, "install-resource", "-H") == DONE
    assert where(game, top) == "Remote 2:root"


def test_install_resource_plus_h_names_the_remote_with_the_most_ice():
    game = corp_game(remotes=2, **PRINTED)
    put(game, 1, ice(), ice=True)
    put(game, 1, ice(), ice=True)  # R&D has the most ice, but it is no remote
    put(game, 4, ice(), ice=True)
    top = card("asset")
    game.corp.piles["RE"] = [top]
    assert corp_do(game, "install-resource", "+H") == DONE
    assert where(game, top) == "Remote 2:root"


def test_install_resource_minus_h_with_no_remote_makes_one_with_the_top_ice():
    game = corp_game(**PRINTED)
    top, guard = card("asset"), card("ice")
    game.corp.piles["RE"], game.corp.piles["ICE"] = [top], [guard]
    assert corp_do(game, "install-resource", "-H") == DONE
    assert (where(game, top), where(game, guard)) == ("Remote 1:root", "Remote 1:ice")


def test_install_ice_on_plus_r_with_no_remote_makes_one_with_that_ice_only():
    game = corp_game(**PRINTED)
    first, second = card("ice"), card("ice")
    game.corp.piles["ICE"] = [first, second]
    assert corp_do(game, "install-ice", "+R") == DONE
    assert where(game, first) == "Remote 1:ice"
    assert game.corp.piles["ICE"] == [second]


def test_a_card_of_hq_the_ai_s_text_trashes_is_the_bottom_one_that_is_no_agenda():
    """Booklet §3 "Card text" (session 7, Hansei Review in the Harbour Grid walk): HQ's
    bottom card that is not an agenda, going where HQ's discards go (ice back into ICE)."""
    from nrprint.simulate.effects.corp_ice import trash_from_hq

    game = corp_game(**PRINTED)
    top, wall, plan = card("asset"), card("ice"), agenda()
    game.corp.piles["HQ"] = [top, wall, plan]
    assert trash_from_hq(game, "Hansei Review")
    assert (where(game, wall), where(game, plan), where(game, top)) == ("corp:ICE", "corp:HQ", "corp:HQ")


def test_an_advance_by_a_server_order_counts_only_remotes_with_a_face_down_card():
    """Booklet §3 "Special orders" (session 7, Counter-Intrusion's "Advance +R"): Remote 1
    holds the most cards, all rezzed, so the order names Remote 2."""
    game = corp_game(remotes=2, **PRINTED)
    put(game, 3, card("asset"), rezzed=True)
    put(game, 3, card("asset"), rezzed=True)
    hidden = put(game, 4, card("asset"), tokens=1)
    assert corp_do(game, "advance", "+R") == DONE
    assert hidden.tokens == 2
