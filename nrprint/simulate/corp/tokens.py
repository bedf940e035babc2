"""Advancement tokens left over: passed on, put on ice, or refunded.

Rulebook, "Advance" and "Install resource": tokens that a revealed or discarded card no
longer needs go to the next unrevealed card of the same remote (a discard only, and not
an agenda's: those go with it); else one by one onto ice that can be advanced (card fact
``ice_advance``): after a discard, rezzed ice of R&D or Archives first, then the remote's
own; after a reveal, the remote's own; else back to the Corp as credits (each token cost
a credit).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import gain
from nrprint.simulate.state import ARCHIVES, RD, Game, Installed, Server


def spill(game: Game, server: Server, tokens: int, *, pass_on: bool) -> None:
    if tokens <= 0:
        return
    if pass_on:
        hidden = [i for i in sorted(server.root, key=lambda i: i.since) if not i.rezzed]
        if hidden:
            hidden[0].tokens += tokens
            game.say(f"    {tokens} token(s) passed to {hidden[0].card.name}")
            return
    ice = advanceable_ice(game, server, centrals_first=pass_on)
    if not ice:
        gain(game, tokens, by_card=False)
        game.say(f"    {tokens} token(s) refunded as credits")
        return
    for n in range(tokens):
        ice[n % len(ice)].tokens += 1
    game.say(f"    {tokens} token(s) onto {', '.join(i.card.name for i in ice[:tokens])}")


def advanceable_ice(game: Game, server: Server, *, centrals_first: bool) -> list[Installed]:
    """The ice that can take leftover tokens, in the order they take them."""
    if "ice_advance" not in game.present:
        return []
    centrals = [game.corp.servers[RD], game.corp.servers[ARCHIVES]] if centrals_first else []
    rezzed = [i for s in centrals for i in s.ice if i.rezzed]
    return [i for i in [*rezzed, *server.ice] if i.facts.ice_advance]
