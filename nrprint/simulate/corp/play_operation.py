"""Play operation: the top card of the Operations deck, paid for by difficulty.

Rulebook, "Play operation", "Difficulty level" and its questions: the AI pays an
operation's cost on standard, not on easy or hard. An operation it cannot pay for goes
to the bottom of the deck and the click gains credits instead: through an installed
card that gives credits for a click, else 1 credit. A played operation goes back into
the Operations deck, which is shuffled: the rulebook says so of an operation discarded
from HQ ("Discarding cards to Archives") and nothing of a played one, so the booklet
marks it (clarification ``played_operation``); one that
brought no benefit gives the AI 1 credit. An empty deck leaves the click available. An
operation that costs more clicks than the AI card has left goes under its deck and the
next is revealed (rulebook FAQ, Mushin No Shin; ``effects.corp_operations``).
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.corp.table import gain, pay, shuffle_in
from nrprint.simulate.effects import corp_operations
from nrprint.simulate.effects.operations import playable
from nrprint.simulate.outcome import DEAD, DONE, FAIL, FALLBACK, Outcome
from nrprint.simulate.state import Card, Game


def pays_for_operations(game: Game) -> bool:
    return game.difficulty == "standard"


def play_operation(game: Game, step: Step) -> Outcome:
    return play_from(game, "OP")


def play_from(game: Game, pile_name: str) -> Outcome:
    """Reveal and play the top operation of ``pile_name`` (OP, or ST for a stratagem)."""
    pile = game.corp.piles[pile_name]
    if not pile:
        return FAIL
    for _ in range(len(pile)):  # FAQ: one needing clicks the AI card has not left goes under
        if pile[0].facts.click_cost <= corp_operations.clicks_after(game):
            break
        game.say(f"    {pile[0].name} needs more clicks: bottom of {pile_name}")
        pile.append(pile.pop(0))
    card = pile.pop(0)
    cost = paid_or_bottom(game, card, pile_name)
    if cost is None:
        return FALLBACK
    game.say(f"    plays {card.name}" + (f" for {cost} credit(s)" if cost else ""))
    try:
        benefit = play_effect(game, card)
    finally:  # also when its effect ends the game: the card is never lost
        if pile_name == "OP":
            shuffle_in(game, "OP", card)
        else:
            pile.append(card)  # a played stratagem goes under its deck
    if not benefit:
        gain(game, 1, by_card=False)
        game.say("    no benefit: 1 credit")
        return DEAD
    return DONE


def paid_or_bottom(game: Game, card: Card, pile_name: str) -> int | None:
    """Pay for ``card`` (taken from the top of ``pile_name``) by difficulty and return
    what it cost; when the AI cannot pay, the card goes under its deck, the click gains
    credits instead and None is returned."""
    cost = card.facts.cost if pays_for_operations(game) else 0
    if playable(game, card) and corp_operations.playable(game, card) and pay(game, cost):
        return cost
    game.corp.piles[pile_name].append(card)
    game.say(f"    {card.name} costs {cost}, the AI has {game.corp.credits}: bottom of {pile_name}")
    fallback_credits(game)
    return None


def fallback_credits(game: Game) -> None:
    """The click gains credits instead: an installed card's click ability, else 1 credit."""
    for server in game.corp.servers:
        for inst in server.root:
            if inst.rezzed and inst.facts.click_gain:
                gain(game, inst.facts.click_gain)
                game.say(f"    uses {inst.card.name}: {inst.facts.click_gain} credit(s)")
                return
    gain(game, 1, by_card=False)
    game.say("    gains 1 credit")
