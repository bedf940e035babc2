"""Advance: one token on the card the order names, revealed at the noted maximum.

Rulebook, "Advance": the default card is the one with the most tokens, else the first
installed. Each advance costs 1 credit (the ordinary game's price; no credit, no
advance). When the card holds as many tokens as the highest requirement noted at setup,
it is revealed: an agenda is scored and the tokens beyond its own requirement come back
as credits; an asset or upgrade is paid for with its tokens first and the Corp's credits
after (rulebook questions), the rest spilled onto the server's ice or refunded; a card
that cannot be paid for stays face down and its tokens come back.
"""

from __future__ import annotations

from nrprint.simulate import currents
from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.refill_hq import draw_one
from nrprint.simulate.corp.table import gain, pay, remove, score
from nrprint.simulate.corp.tokens import spill
from nrprint.simulate.effects import corp_assets
from nrprint.simulate.effects.corp_agendas import may_score, requirement
from nrprint.simulate.orders import pick_card
from nrprint.simulate.outcome import DONE, FAIL, Outcome
from nrprint.simulate.state import Game, Installed, Server

ADVANCE_COST = 1


def advance(game: Game, step: Step) -> Outcome:
    inst = pick_card(game, step.order)
    if inst is None or not pay(game, ADVANCE_COST):
        return FAIL
    inst.tokens += 1
    server = next(s for s in game.corp.remotes() if inst in s.root)
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(
            f"    advances the card installed on turn {inst.turn} in {server.name}: {inst.tokens} token(s)"
        )
    if inst.tokens >= reveal_at(game, inst) and may_score(game, inst):
        reveal(game, server, inst)
    return DONE


def reveal_at(game: Game, inst: Installed) -> int:
    """The tokens at which ``inst`` is revealed: the noted maximum (never below an
    agenda's own requirement, so no agenda scores short of it)."""
    if inst.card.type != "agenda":
        return game.corp.max_advancement
    server = next((s for s in game.corp.remotes() if inst in s.root), None)
    own = requirement(game, inst.card, server)
    return max(game.corp.max_advancement, own)


def reveal(game: Game, server: Server, inst: Installed) -> None:
    card, tokens = inst.card, inst.tokens
    game.say(f"    reveals {card.name} at {tokens} token(s)")
    if card.type == "agenda":
        need = requirement(game, card, server) if card.facts.advancement is not None else tokens
        remove(server, inst)
        gain(game, max(0, tokens - need), by_card=False)
        score(game, card, "remote", min(tokens, need))
        return
    cost = card.facts.cost
    inst.hosted = card.facts.hosted
    game.use(card, "corp-card-ai")
    if tokens >= cost and currents.rez_tax(game, card):  # Hacktivist Meeting (simulate.currents)
        inst.rezzed, inst.tokens = True, 0
        game.say(f"    {card.name} paid with its tokens")
        spill(game, server, tokens - cost, pass_on=False)
        corp_assets.rezzed(game, inst, draw_one)
    elif (
        tokens < cost <= tokens + game.corp.credits
        and currents.rez_tax(game, card)
        and pay(game, cost - tokens)
    ):
        inst.rezzed, inst.tokens = True, 0
        game.say(f"    {card.name} paid with its tokens and {cost - tokens} credit(s)")
        corp_assets.rezzed(game, inst, draw_one)
    else:
        inst.tokens = 0
        gain(game, tokens, by_card=False)
        game.say(f"    {card.name} cannot be paid for: stays face down, {tokens} credit(s) back")
