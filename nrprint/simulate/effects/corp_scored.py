"""Credits placed on a scored agenda, taken by the Corp as turns begin, and a scored
agenda's tag when the Runner trashes a Corp card (both Corps).

- ``score_credits``: credits placed on the agenda when the Corp scores it (``scored``);
  ``steal_credits``: when the Runner steals it too, and the Corp still takes them from
  the Runner's score area (SSL Endorsement).
- ``agenda_take``: credits the Corp takes from each such agenda when its turn begins
  (``corp_turn``, from ``corp.table.drip`` for both Corps); ``agenda_take_each``: when the
  Runner's turn begins as well (``runner_turn``, from ``effects.runner_turn``; Corporate
  Sales Team). The "may" is always taken: free credits.

- ``trash_tags``: the first time in a turn the Runner trashes a Corp card (when it
  accesses it; ``runner_trashed``, from ``access``), it takes that many tags for each such
  agenda in the Corp's score area (``Game.trash_tag_turn``; AR-Enhanced Security).

The credits are kept in ``Game.agenda_counters`` under the agenda's uid (it holds no
agenda counter of its own).
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Card, Game


def scored(game: Game, card: Card) -> None:
    if card.facts.score_credits:
        game.agenda_counters[card.uid] = card.facts.score_credits
        game.say(f"    {card.name}: {card.facts.score_credits} credit(s) placed on it")


def stolen(game: Game, card: Card) -> None:
    if card.facts.steal_credits:
        scored(game, card)


def corp_turn(game: Game) -> None:
    if "agenda_take" in game.present:
        _take(game, each=False)


def runner_turn(game: Game) -> None:
    if "agenda_take_each" in game.present:
        _take(game, each=True)


def _take(game: Game, each: bool) -> None:
    for card in (*game.corp.scored, *game.runner.scored):
        f = card.facts
        if not f.agenda_take or (each and not f.agenda_take_each):
            continue
        if card in game.runner.scored and not f.steal_credits:
            continue
        held = game.agenda_counters.get(card.uid, 0)
        amount = min(held, f.agenda_take)
        if not amount:
            continue
        game.agenda_counters[card.uid] = held - amount
        gained(game, amount)  # a card ability's credits (PAD Tap)
        game.corp.credits += amount
        if game.ai == "corp":
            game.result.credits_gained += amount
        game.say(f"  {card.name} pays the Corp {amount} credit(s)")


def runner_trashed(game: Game) -> None:
    if "trash_tags" not in game.present or game.trash_tag_turn == game.turn:
        return
    tags = sum(c.facts.trash_tags for c in game.corp.scored)
    if tags:
        game.trash_tag_turn = game.turn
        game.runner.tags += tags
        game.say(f"    the Runner takes {tags} tag(s) for the trash")
