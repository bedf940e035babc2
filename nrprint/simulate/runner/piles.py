"""The Runner AI's verbs that take a card from one of its piles.

Rulebook, "Deck preparation", "Economy deck cards" and "Reading the AI cards":
``economy`` reveals the top of the Economy deck and resolves it without paying, on every
difficulty. ``program`` installs the top of the Program deck and ``resource`` installs
or plays the top of the Resource deck, both paid for (on the levels that
``game.runner_ai_free_cards`` in play.yaml names, these and the grip's cards are free: our
hard level); a card the AI cannot pay for, or a
program with no memory free, stays on top and the click stays available. ``grip`` plays
a card from the grip, the first that fits in this order: a breaker for a rezzed ice
type the rig cannot break, then a card that gains more than it costs (a program's click
ability does not count: the AI uses only a resource's), then a program or hardware, then a resource, then an event (cheapest first within each). An empty pile
leaves the click available. A run event makes its run (``events``, ``run_events`` in play.yaml).
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.outcome import DONE, FAIL, Outcome
from nrprint.simulate.rig import breaker_types, can_install, play_or_install
from nrprint.simulate.runner.events import is_run_event, play_run_event
from nrprint.simulate.state import Card, Game


def economy(game: Game, step: Step) -> Outcome:
    pile = game.runner.piles["EC"]
    if not pile:
        return FAIL
    card = pile.pop(0)
    game.say(f"    reveals {card.name} from EC (free)")
    _play(game, card, paid=False)
    return DONE


def _pays(game: Game) -> bool:
    """Whether the AI pays for the cards it plays and installs at this level."""
    return game.difficulty not in game.rules.game.runner_ai_free_cards


def _from_top(game: Game, key: str) -> Outcome:
    paid = _pays(game)
    pile = game.runner.piles[key]
    if not pile or not can_install(game, pile[0], pile[0].facts.cost if paid else 0):
        return FAIL
    _play(game, pile.pop(0), paid=paid)
    return DONE


def program(game: Game, step: Step) -> Outcome:
    return _from_top(game, "PRO")


def resource(game: Game, step: Step) -> Outcome:
    return _from_top(game, "RE")


def grip_choice(game: Game) -> Card | None:
    """The card ``grip`` plays, by the order in this module's docstring."""
    have = breaker_types(game)
    rezzed = {t for s in game.corp.servers for i in s.ice if i.rezzed for t in i.facts.subtypes}
    paid = _pays(game)
    affordable = sorted(
        (c for c in game.runner.grip if can_install(game, c, c.facts.cost if paid else 0)),
        key=lambda c: c.facts.cost,
    )

    def rank(c: Card) -> int:
        f = c.facts
        if f.breaks and f.breaks not in have and (f.breaks in rezzed or f.breaks == "any"):
            return 0
        # A click ability gains the AI credits only on a resource: Use a resource's click
        # ability takes no program (Magnum Opus), so such a program is just a program.
        if f.gain > f.cost or (f.click_gain and c.type == "resource") or f.hosted:
            return 1
        if c.type in ("program", "hardware"):
            return 2
        return 3 if c.type == "resource" else 4

    return min(affordable, key=rank, default=None)


def grip(game: Game, step: Step) -> Outcome:
    card = grip_choice(game)
    if card is None:
        return FAIL
    game.runner.grip.remove(card)
    _play(game, card, paid=_pays(game))
    return DONE


def _play(game: Game, card: Card, *, paid: bool = True) -> None:
    if is_run_event(card):
        play_run_event(game, card, paid=paid)
    else:
        play_or_install(game, card, paid=paid)
