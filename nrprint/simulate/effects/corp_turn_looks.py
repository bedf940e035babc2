"""Rezzed Corp assets that look at the top of R&D as the Corp's turn begins (both Corps;
``corp_assets.turn_begins`` calls ``turn_begins`` from ``corp.table.drip``).

- ``turn_arrange`` with ``turn_draw_unprotected``: the Corp looks at that many cards on top of
  R&D and orders them, the card worth most in HQ first (``corp_plays.best_for_hq``: the Corp
  draws it next), then, while no ice protects the asset's server, it draws
  ``turn_draw_unprotected`` cards: a human Corp while HQ holds fewer cards than its hand
  size, the Corp AI always, by its refill draw (Federal Fundraising).
- ``turn_type_gain``: the Corp names the card type most common in R&D (it knows its deck, not
  its order) and gains that many credits when the top card of R&D is of that type (Balanced
  Coverage).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from nrprint.simulate.effects.corp_credit_gains import card_gain
from nrprint.simulate.effects.corp_plays import best_for_hq
from nrprint.simulate.state import Game


def turn_begins(game: Game, draw: Callable[[Game], object]) -> None:
    for server in game.corp.servers:
        for inst in list(server.root):
            f = inst.facts
            if not inst.rezzed:
                continue
            if f.turn_arrange:
                arrange(game, f.turn_arrange)
                game.say(f"  {inst.card.name}: the Corp orders the top of R&D")
                if f.turn_draw_unprotected and not server.ice:
                    _draw(game, draw, f.turn_draw_unprotected)
            if f.turn_type_gain:
                _named_type(game, inst.card.name, f.turn_type_gain)


def arrange(game: Game, n: int) -> None:
    """The top ``n`` cards of R&D, the best for HQ first (``best_for_hq`` each time)."""
    rd = game.corp.piles["R&D"]
    left, ordered = rd[:n], []
    while left:
        best = best_for_hq(game, left)
        assert best is not None  # left is not empty
        left.remove(best)
        ordered.append(best)
    rd[: len(ordered)] = ordered


def _draw(game: Game, draw: Callable[[Game], object], n: int) -> None:
    hq, rd = game.corp.piles["HQ"], game.corp.piles["R&D"]
    for _ in range(n):
        if not rd or (game.ai == "runner" and len(hq) >= game.hand_limit()):
            return
        draw(game)


def _named_type(game: Game, name: str, amount: int) -> None:
    rd = game.corp.piles["R&D"]
    if not rd:
        return
    named = Counter(c.type for c in rd).most_common(1)[0][0]
    if rd[0].type != named:
        game.say(f"  {name}: the top of R&D is not {named}")
        return
    card_gain(game, amount)
    game.say(f"  {name}: the top of R&D is {named}, the Corp gains {amount}")
