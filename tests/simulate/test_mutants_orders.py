"""Which server an order names (``orders.py``), on hand-made tables.

- The tie order ``archives-last`` tries R&D, HQ, the remotes newest first, Archives last.
- ``-H``/``+H`` for a card that goes in a remote look at the remotes alone; with none,
  the "no remote" clarification says whether a new one is made or the order fails.
- No order at all: a remote card goes to the remote with the most cards in its root (a
  new remote when there is none); ice goes to the server with the least ice.

Each test kills the mutants of ``orders.py`` that its docstring names (scripts/mutation.py).
"""

from __future__ import annotations

import pytest

from nrprint.simulate.orders import NEW, in_tie_order, pick_server
from tests.simulate.conftest import card, corp_game, ice, put


def test_archives_last_tries_the_centrals_then_the_newest_remote_then_archives():
    """Kills the tie order's name mutated, its sort left out, Archives first, ``== 1``,
    and the remotes oldest first (``+s.index``, ``and False``) or the centrals reversed (``or True``)."""
    game = corp_game(remotes=2, tie_order="archives-last")
    servers = game.corp.servers
    assert [s.name for s in in_tie_order(game, list(reversed(servers)))] == [
        "R&D",
        "HQ",
        "Remote 2",
        "Remote 1",
        "Archives",
    ]


def test_least_ice_for_a_remote_card_looks_at_the_remotes_alone():
    """``-H`` for a card that goes in a remote: the remote with the least ice, though
    every central has less. Kills ``remotes if remotes_only and False``."""
    game = corp_game(remotes=2)
    put(game, 3, ice(), ice=True)
    put(game, 4, ice(), ice=True)
    put(game, 4, ice(), ice=True)
    assert pick_server(game, "-H", remotes_only=True) is game.corp.servers[3]
    assert pick_server(game, "+H", remotes_only=True) is game.corp.servers[4]


@pytest.mark.parametrize(("clarification", "named"), [("new-remote", NEW), ("fail", None)])
def test_ice_order_for_a_remote_card_with_no_remote(clarification: str, named):
    """No remote to hold a remote card: a new one, or nothing, as the clarification says.
    Kills the ``and False``/``or True``/``or``/``!=`` and renamed ``"new-remote"`` mutants."""
    game = corp_game(no_remote_order=clarification)
    assert pick_server(game, "-H", remotes_only=True) == named
    assert pick_server(game, "+H", remotes_only=True) == named


def test_no_order_puts_a_remote_card_in_the_fullest_remote_or_a_new_one():
    """Kills ``order is not None``, ``if remotes`` made ``and False``/``or True``, every
    argument of ``_best`` left out or ``None``, and ``most`` made ``False``."""
    game = corp_game()
    assert pick_server(game, None, remotes_only=True) == NEW
    game = corp_game(remotes=3)
    put(game, 4, card("asset"))
    put(game, 5, card("asset"))
    put(game, 5, card("upgrade"))
    assert pick_server(game, None, remotes_only=True) is game.corp.servers[5]


def test_no_order_puts_ice_on_the_server_with_the_least_ice():
    """Archives and HQ hold one ice each, R&D none: R&D. Kills every argument of
    ``_best`` left out or ``None``, the key made ``None`` (the first in tie order, Archives)
    and ``most`` made ``True``."""
    game = corp_game()
    put(game, 0, ice(), ice=True)
    put(game, 2, ice(), ice=True)
    assert pick_server(game, None, remotes_only=False) is game.corp.servers[1]
