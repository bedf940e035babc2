"""Advancement tokens left over: passed on, spilled onto ice, or refunded.

Rulebook, "Advance" and "Install resource": tokens that a revealed or discarded card no
longer needs go to the next unrevealed card of the same remote (a discard only, and not
an agenda's: those go with it), else onto ice one by one (for a discard, revealed ice in
R&D or Archives first, then the remote's own), else back to the Corp as credits (each
token cost a credit). The engine lets every ice take tokens (each adds 1 strength): the
rulebook's "ice that could be advanced" is not in the card facts (docs/simulate.md).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import gain
from nrprint.simulate.state import Game, Server


def spill(game: Game, server: Server, tokens: int, *, pass_on: bool) -> None:
    if tokens <= 0:
        return
    if pass_on:
        hidden = [i for i in sorted(server.root, key=lambda i: i.since) if not i.rezzed]
        if hidden:
            hidden[0].tokens += tokens
            game.say(f"    {tokens} token(s) passed to {hidden[0].card.name}")
            return
    ice = server.ice
    if pass_on:
        central = [i for s in game.corp.servers[:2] for i in s.ice if i.rezzed]
        ice = central or ice
    if ice:
        outer_first = ice[::-1]
        for k in range(tokens):
            outer_first[k % len(outer_first)].tokens += 1
        game.say(f"    {tokens} token(s) spread over {len(ice)} ice")
        return
    gain(game, tokens)
    game.say(f"    {tokens} token(s) refunded as credits")
