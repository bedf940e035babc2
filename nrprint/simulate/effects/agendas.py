"""What an agenda does for the Corp when the Corp scores it (``table.score`` calls
``scored``): credits gained (``gain``) and tags given to the Runner (``tags``), then
``effects.corp_scores``. Net damage
on a score or a steal is ``table.when_scored_or_stolen``'s; a card drawn on score is not
played (the card is then not fully modelled)."""

from __future__ import annotations

from nrprint.simulate.effects import corp_scores
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Card, Game


def scored(game: Game, card: Card) -> None:
    f = card.facts
    if f.gain:
        gained(game, f.gain)  # a card ability's credits (PAD Tap)
        game.corp.credits += f.gain
        if game.ai == "corp":
            game.result.credits_gained += f.gain
        game.say(f"    {card.name}: the Corp gains {f.gain} credits")
    if f.tags:
        game.runner.tags += f.tags
        game.say(f"    {card.name}: the Runner takes {f.tags} tag(s)")
    corp_scores.scored(game, card)  # Artificial Cryptocrash, The Future is Now...
