"""Refill HQ: draw the top of R&D onto HQ; HQ's bottom card beyond five goes to Archives.

Rulebook, "Resolving clicks" and its questions: the drawn card goes on top of HQ, an
agenda too; while HQ holds more than 5 cards its bottom card is discarded: ice back into
the ICE deck and operations into the OP deck, shuffled, anything else face up to
Archives ("Discarding cards to Archives"). Then an agenda drawn is scored or paid for
(``corp.found``; never sent to Archives), and the AI draws again until HQ holds 5. Which
agenda scores is vague in the rulebook (the one drawn, or the one pushed off the
bottom): ``refill_scores`` in play.yaml chooses, and an agenda that does not score goes
back into R&D. Drawing from an empty R&D loses the AI the game.
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.found import agenda_found
from nrprint.simulate.corp.table import draw_rd, shuffle_in, to_archives
from nrprint.simulate.outcome import DONE, Outcome
from nrprint.simulate.state import Card, Game

# The Corp AI's own HQ size, a rulebook constant ("Refill HQ"); the human side's hand
# size is play.yaml's game.hand_size (Game.hand_limit).
HQ_SIZE = 5
MAX_DRAWS = 20  # an easy AI that cannot pay for agendas stops redrawing here


def refill_hq(game: Game, step: Step) -> Outcome:
    hq = game.corp.piles["HQ"]
    draws, landed = 0, False
    while not landed or (len(hq) < HQ_SIZE and game.corp.piles["R&D"]):
        if draws == MAX_DRAWS:
            break
        draws += 1
        landed = draw_one(game) or landed
    return DONE


def draw_one(game: Game) -> bool:
    """One card from R&D onto HQ, and HQ's bottom cards beyond five pushed off (an AI
    card or operation that draws several cards does this once per card). False when the
    drawn card was an agenda the AI could not pay for (easy): it went back into R&D and
    the refill is repeated."""
    hq = game.corp.piles["HQ"]
    mode = game.rules.clarifications.refill_scores
    card = draw_rd(game)
    game.say(f"    draws {card.name}")
    # The rulebook's order: onto HQ, the bottom card beyond five out, then an agenda
    # drawn scores (and the refill goes on until HQ holds five again).
    hq.insert(0, card)
    while len(hq) > HQ_SIZE:
        _push(game, hq.pop(), mode)
    if card.type == "agenda" and mode != "pushed":
        hq.remove(card)
        return agenda_found(game, card, "hq-refill")  # scored, or back into R&D on easy
    return True


def _push(game: Game, card: Card, mode: str) -> None:
    if card.type in ("ice", "operation"):
        pile = "ICE" if card.type == "ice" else "OP"
        shuffle_in(game, pile, card)
        game.say(f"    {card.name} from HQ's bottom into the {pile} deck, shuffled")
        return
    if card.type != "agenda":
        to_archives(game, card)
        game.say(f"    {card.name} from HQ's bottom to Archives")
        return
    if mode == "drawn":
        rd = game.corp.piles["R&D"]
        rd.append(card)
        game.rng.shuffle(rd)
        game.say(f"    {card.name} from HQ's bottom back into R&D, shuffled")
        return
    agenda_found(game, card, "hq-refill")
