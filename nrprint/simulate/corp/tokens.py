"""Advancement tokens left over: passed on, or refunded.

Rulebook, "Advance" and "Install resource", and the original Automa rules: tokens that a
revealed or discarded card no longer needs go to the next unrevealed card of the same
remote (a discard only, and not an agenda's: those go with it), else onto ice that could
be advanced, else back to the Corp as credits (each token cost a credit). No card fact
says an ice can be advanced, and a token on an ice that cannot be advanced does nothing
(tokens give an ice no strength), so the engine refunds them (docs/simulate.md, A4).
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
    gain(game, tokens)
    game.say(f"    {tokens} token(s) refunded as credits")
