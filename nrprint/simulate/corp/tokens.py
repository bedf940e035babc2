"""Advancement tokens left over: passed on, spilled onto ice, or refunded.

Rulebook, "Advance" and "Install resource": tokens that a revealed or discarded card no
longer needs go to the next unrevealed card of the same remote (a discard only), else
onto the ice of that server, one by one, else back to the Corp as credits (each token
cost a credit). The engine lets every ice take tokens (each adds 1 strength): the
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
    if server.ice:
        outer_first = server.ice[::-1]
        for k in range(tokens):
            outer_first[k % len(outer_first)].tokens += 1
        game.say(f"    {tokens} token(s) spread over the ice of {server.name}")
        return
    gain(game, tokens)
    game.say(f"    {tokens} token(s) refunded as credits")
