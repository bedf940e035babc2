"""The AI deck, for either AI: each turn begins by revealing its top card.

Rulebook, "Playing a turn": the AI reveals the top card of its AI deck and resolves it;
when the deck is empty its revealed cards are shuffled into a new deck
(``ai_deck_reshuffle`` in play.yaml), else the game ends with nobody's win.
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard
from nrprint.simulate.result import End
from nrprint.simulate.state import Game, GameOver


def reveal_ai_card(game: Game) -> AICard:
    if not game.ai_deck:
        if not game.rules.clarifications.ai_deck_reshuffle or not game.ai_discard:
            raise GameOver(End.AI_DECK_EMPTY, None)
        game.ai_deck, game.ai_discard = game.ai_discard, []
        game.rng.shuffle(game.ai_deck)
        game.say("  the AI deck is empty: its cards are shuffled into a new deck")
    card = game.ai_deck.pop(0)
    game.ai_discard.append(card)
    return card
