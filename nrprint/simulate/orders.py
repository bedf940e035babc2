"""Special orders: which server or card an AI click means, and the tie rule.

The Corp AI's orders (rulebook, "Special orders"): ``-R``/``+R`` the remote with the
fewest/most installed cards, ``+REMOTE`` a new remote, ``-H``/``+H`` the server with the
fewest/most ice, ``-A``/``+A`` the card with the fewest/most advancement tokens wherever it
is. A tie goes to the first server in table order (Archives, R&D, HQ, then remotes by
age); ``tie_order`` in ``templates/play.yaml`` can try the newest remote first and Archives
last (``remotes-first``), or R&D, HQ, the newest remote, Archives last (``archives-last``). ``no_remote_order: new-remote`` reads ``-R``/``+R`` with no
remote as ``+REMOTE`` (the rulebook's own words for ``+R``).
"""

from __future__ import annotations

from nrprint.simulate.state import Game, Installed, Server

NEW = "new"  # the order asks for a new remote server


def in_tie_order(game: Game, servers: list[Server]) -> list[Server]:
    """``servers`` in the order the tie rule tries them."""
    order = game.rules.clarifications.tie_order
    if order == "table":
        return sorted(servers, key=lambda s: s.index)
    if order == "archives-last":  # R&D, HQ, the newest remote first, Archives last
        return sorted(servers, key=lambda s: (s.index == 0, s.remote, -s.index if s.remote else s.index))
    return sorted(servers, key=lambda s: (not s.remote, -s.index))


def root_count(server: Server) -> int:
    """Cards installed in a server's root that count towards the two-card limit:
    everything but an upgrade that has been executed (revealed)."""
    return sum(1 for i in server.root if not (i.rezzed and i.facts.type == "upgrade"))


def pick_server(game: Game, order: str | None, *, remotes_only: bool) -> Server | str | None:
    """The server an install order names, :data:`NEW` for a new remote, or None when
    the order names nothing (a ``-R`` with no remote, say)."""
    if order == "+REMOTE":
        return NEW
    remotes = game.corp.remotes()
    if order in ("-R", "+R"):
        if not remotes:
            return NEW if game.rules.clarifications.no_remote_order == "new-remote" else None
        return _best(game, remotes, root_count, order == "+R")
    if order in ("-H", "+H"):
        pool = remotes if remotes_only else game.corp.servers
        if not pool:
            return NEW if remotes_only and game.rules.clarifications.no_remote_order == "new-remote" else None
        return _best(game, pool, lambda s: len(s.ice), order == "+H")
    if order is None:
        if remotes_only:
            return _best(game, remotes, root_count, True) if remotes else NEW
        return _best(game, game.corp.servers, lambda s: len(s.ice), False)
    return None


def _best(game: Game, pool: list[Server], key, most: bool) -> Server:
    ordered = in_tie_order(game, pool)
    return (max if most else min)(ordered, key=key)  # max/min keep the first of a tie


def advanceable(server: Server) -> list[Installed]:
    """Cards the Corp AI may advance in a server: unrevealed cards in its root."""
    return [i for i in server.root if not i.rezzed]


def pick_card(game: Game, order: str | None) -> Installed | None:
    """The card an Advance order names. ``+A``/``-A`` look at every remote; a server
    order picks the server first (among those with a card to advance), then, by the
    rulebook's default, the card with the most tokens or else the one installed first."""
    remotes = [s for s in game.corp.remotes() if advanceable(s)]
    if not remotes:
        return None
    if order in ("+A", "-A"):
        cards = [
            i for s in in_tie_order(game, remotes) for i in sorted(advanceable(s), key=lambda i: i.since)
        ]
        return (max if order == "+A" else min)(cards, key=lambda i: i.tokens)
    if order in ("-R", "+R"):
        server = _best(game, remotes, root_count, order == "+R")
    elif order in ("-H", "+H"):
        server = _best(game, remotes, lambda s: len(s.ice), order == "+H")
    elif order is None:
        server = in_tie_order(game, remotes)[0]
    else:
        return None  # +REMOTE: a new remote holds nothing to advance
    cards = sorted(advanceable(server), key=lambda i: i.since)
    return max(cards, key=lambda i: i.tokens)
