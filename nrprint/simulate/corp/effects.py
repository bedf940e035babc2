"""What an operation or a stratagem does when the Corp AI plays it, from its play facts.

Modelled: credits gained, cards drawn (one at a time, as a refill), advancement tokens
placed (on the card with the most tokens), tags and damage given to the Runner, extra
clicks (spent on the AI card's lower instruction), the end of the action phase after a
terminal operation (the AI card's clicks still to come and its lower instruction are
not taken: the printed effect, as the rulebook gives the AI no rule for it). A card of
Archives added to HQ (``effects.corp_operations``). A card of HQ installed (Ultraviolet
Clearance): the top ice of its ICE deck, on the server with the fewest ice (``-H``), paid. An ``advance`` agenda counter is spent
at the start of the AI's turn (``spend_counters``). Anything else on the card is not
played; the use is counted as a stand-in (``Game.use``). Returns whether the card did anything:
the rulebook gives the AI 1 credit for an operation that brought it no benefit.
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.advance import reveal, reveal_at
from nrprint.simulate.corp.install_ice import install_ice
from nrprint.simulate.corp.refill_hq import draw_one
from nrprint.simulate.corp.table import gain, pay
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_operations
from nrprint.simulate.effects.corp_agendas import advance_counter, may_score, requirement
from nrprint.simulate.effects.operations import played
from nrprint.simulate.orders import pick_card
from nrprint.simulate.outcome import DONE
from nrprint.simulate.state import Card, Game

FEWEST_ICE = Step("install-ice", "-H")


def play_effect(game: Game, card: Card) -> bool:
    f = card.facts
    game.use(card, "operation")
    benefit = False
    if f.gain:
        gain(game, f.gain)
        game.say(f"    gains {f.gain} credits")
        benefit = True
    for _ in range(f.draw):
        if not game.corp.piles["R&D"]:
            break
        draw_one(game)
        benefit = True
    if f.place_tokens or f.x_tokens:
        inst = pick_card(game, "+A")
        tokens = f.place_tokens if inst is None or not f.x_tokens else _x_paid(game, card, inst)
        if inst is not None and tokens:
            inst.tokens += tokens
            game.say(f"    places {tokens} token(s): {inst.tokens} on the card in a remote")
            benefit = True
            _reveal_ready(game, inst)
    if f.tags:
        game.runner.tags += f.tags
        game.say(f"    gives the Runner {f.tags} tag(s)")
        benefit = True
    if f.damage:
        damage(game, f.damage)
        benefit = True
    if f.extra_clicks:
        game.extra_clicks += f.extra_clicks
        game.say(f"    {f.extra_clicks} more click(s) this turn, for the lower instruction")
        benefit = True
    if f.install_after:  # "you may install 1 card from HQ": its ICE deck's top ice, on -H (corpcov)
        benefit = install_ice(game, FEWEST_ICE) == DONE or benefit
    if f.terminal:  # "end your action phase": corp/turn.py takes no more clicks this turn
        game.phase_over = True
    return corp_operations.played(game, card) | played(game, card) or benefit


def _reveal_ready(game: Game, inst) -> None:
    if inst.tokens >= reveal_at(game, inst) and may_score(game, inst):
        server = next(s for s in game.corp.remotes() if inst in s.root)
        reveal(game, server, inst)


def spend_counters(game: Game) -> None:
    """At the start of its turn the Corp AI spends an ``advance`` agenda counter
    (AstroScript Pilot Program) on the card an Advance ``+A`` order names, as an operation's
    tokens go; a card then at its reveal point is revealed."""
    inst = advance_counter(game, lambda g: pick_card(g, "+A"))
    if inst is not None:
        _reveal_ready(game, inst)


def _x_paid(game: Game, card: Card, inst) -> int:
    """An ``x_tokens`` operation's X on ``inst`` (``corp_operations.x_placed``), paid on standard."""
    pays = game.difficulty == "standard"  # play_operation.pays_for_operations
    need = requirement(game, inst.card) - inst.tokens if inst.card.type == "agenda" else None
    x = corp_operations.x_placed(game, card, need, pays)
    if pays:
        pay(game, x)
    return x
