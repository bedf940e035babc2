"""The behaviour card: how a Corp AI with the Stratagem deck spends leftover clicks.

Rulebook, "Stratagem deck" and its questions: for each click still available the AI
reads the current side's actions left to right, top to bottom, and resolves the first
one it can; the card flips after every action resolved (A to B, B to A) and the next
click starts again at the top of the side now showing. When no action of the current
side can be done the other side is tried; when neither side has one, each click left
gains 1 credit.
"""

from __future__ import annotations

from nrprint.simulate.outcome import DEAD, FAIL, Outcome
from nrprint.simulate.state import Game
from nrprint.simulate.verb import Verb


def spend(game: Game, clicks: int, verbs: dict[str, Verb]) -> list[Outcome]:
    """Spend ``clicks`` on the behaviour card; one outcome per click."""
    out: list[Outcome] = []
    card = game.behaviour
    for _ in range(clicks):
        if card is None:
            game.corp.credits += 1
            out.append(DEAD)
            continue
        resolved = FAIL
        for attempt in range(2):
            side = card.side_a if game.behaviour_side == "a" else card.side_b
            for step in side:
                resolved = verbs[step.action](game, step)
                if resolved != FAIL:
                    game.say(
                        f"  behaviour {card.title} {game.behaviour_side.upper()}: {step.action} {step.order or ''}".rstrip()
                    )
                    break
            if resolved != FAIL:
                game.behaviour_side = "b" if game.behaviour_side == "a" else "a"
                break
            if attempt == 0:
                game.behaviour_side = "b" if game.behaviour_side == "a" else "a"
        if resolved == FAIL:
            game.corp.credits += 1
            game.result.credits_gained += 1
            game.say(f"  behaviour {card.title}: neither side possible, 1 credit")
            resolved = DEAD
        out.append(resolved)
    return out
