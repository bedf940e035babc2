"""An agenda the Corp AI turns up outside a remote: scored or paid for, by difficulty.

Rulebook, "Difficulty level" and "Discarding cards to Archives": on standard and hard
the AI scores an agenda revealed from HQ, or discarded by a third install in a remote,
at once. On easy it pays the agenda's advancement requirement in credits; if it cannot,
the agenda goes back into R&D, which is shuffled. The AI never sends an agenda to
Archives.
"""

from __future__ import annotations

from nrprint.simulate.corp.table import pay, score
from nrprint.simulate.effects.corp_agendas import requirement
from nrprint.simulate.state import Card, Game


def agenda_found(game: Game, card: Card, source: str) -> bool:
    """Score ``card`` (True), or put it back into R&D on easy when it cannot be paid
    for (False)."""
    if game.difficulty == "easy":
        need = requirement(game, card) if card.facts.advancement is not None else game.corp.max_advancement
        if not pay(game, need):
            rd = game.corp.piles["R&D"]
            rd.append(card)
            game.rng.shuffle(rd)
            game.say(f"    {card.name} cannot be paid for ({need} credits): back into R&D, shuffled")
            return False
        game.say(f"    pays {need} credits for {card.name}")
    score(game, card, source)
    return True
