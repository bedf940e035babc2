"""Play stratagem: the top card of the Stratagem deck (AIs that use one).

Rulebook, "Stratagem deck" and its questions: a stratagem is an operation or an upgrade
that does not make money. An operation plays as from the Operations deck (paid for by
difficulty; unaffordable: under the deck and credits instead) and goes back under the
Stratagem deck. An upgrade is installed and executed (rezzed, paid for by difficulty) in
the remote holding the card with the most advancement tokens, else the newest remote,
else HQ (a new remote for a card printed "remote server only"); it then stays on the
table. An empty deck leaves the click available.

A deck the AI has gone through once this turn counts as empty for the rest of the turn.
The rulebook does not say this; without it a stratagem that gives the AI a click (Biotic
Labor) in a deck of one would be played again on the click it gave, for ever.
"""

from __future__ import annotations

from nrprint.simulate import currents
from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.play_operation import paid_or_bottom, play_from
from nrprint.simulate.corp.table import install, new_remote
from nrprint.simulate.orders import pick_card
from nrprint.simulate.outcome import DONE, FAIL, FALLBACK, Outcome
from nrprint.simulate.state import HQ, Game


def play_stratagem(game: Game, step: Step) -> Outcome:
    pile = game.corp.piles.get("ST")
    if not pile:
        return FAIL
    if pile[0].type != "upgrade":
        if game.stratagems_turn != game.turn:
            game.stratagems_turn, game.stratagems_played = game.turn, 0
        if game.stratagems_played >= len(pile):  # gone through once this turn
            return FAIL
        game.stratagems_played += 1
        return play_from(game, "ST")
    card = pile.pop(0)
    if paid_or_bottom(game, card, "ST") is None:
        return FALLBACK
    best = pick_card(game, "+A")
    if best is not None and best.tokens:
        server = next(s for s in game.corp.remotes() if best in s.root)
    else:
        remotes = game.corp.remotes()
        central = new_remote(game) if card.facts.remote_only and not remotes else game.corp.servers[HQ]
        server = remotes[-1] if remotes else central  # "remote server only": a new remote
    inst = install(game, server, card, ice=False)
    inst.rezzed = currents.rez_tax(game, card)  # paid; Hacktivist Meeting with HQ empty: face down
    game.say(f"    installs and executes {card.name} in {server.name}")
    game.use(card, "corp-card-ai")
    return DONE
