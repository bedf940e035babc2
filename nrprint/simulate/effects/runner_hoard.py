"""Runner cards that gather credits for one kind of payment (Paladin Poemu, Mystic Maemi,
Trickster Taka): a credit placed on the card when its Runner's turn begins
(``spend.refill``) and each time the Runner steals an agenda (``steal_place``), and a
price when the turn ends with ``hoard_at`` credits or more on it (``hoard_cost``).

The price is the player's choice where the card gives one; the choices made here:
``trash-installed`` trashes the rig card that is worth least (a non-breaker before a
breaker, then the cheapest, then the oldest; the card itself may be it);
``grip-or-self`` trashes a grip card at random while the grip has one, else the card;
``tag-or-self`` takes the tag (a tag can be removed, the card's credits cannot be got back).
Only a human Runner holds such credits (``simulate.spend``).
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_protect, runner_turn_cards
from nrprint.simulate.effects.runner_turn import trashed_from_grip
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import Game


def stolen(game: Game) -> None:
    """An agenda stolen: each such card of the rig takes its ``steal_place`` credits."""
    if "steal_place" not in game.present or game.ai == "runner":
        return
    for inst in game.runner.rig:
        if inst.facts.steal_place:
            inst.hosted += inst.facts.steal_place
            game.say(f"    {inst.facts.steal_place} credit(s) placed on {inst.card.name}")


def turn_ends(game: Game) -> None:
    """The Runner's turn ends: each card holding ``hoard_at`` credits or more costs its price."""
    runner_turn_cards.turn_ends(game)  # Crowdfunding
    if "discard_trace" in game.present:
        runner_protect.discard_ends(game)  # Citadel Sanctuary
    if "hoard_at" not in game.present:  # (the Runner AI holds none: spend.refill)
        return
    runner = game.runner
    for inst in [i for i in runner.rig if i.facts.hoard_at and i.hosted >= i.facts.hoard_at]:
        if inst not in runner.rig:  # trashed as the price of an earlier one
            continue
        cost = inst.facts.hoard_cost
        game.say(f"  {inst.card.name} holds {inst.hosted} credits: {cost}")
        if cost == "tag-or-self":
            runner.tags += 1
        elif cost == "grip-or-self" and runner.grip:
            card = runner.grip.pop(game.rng.randrange(len(runner.grip)))
            runner.heap.append(card)
            trashed_from_grip(game, [card])
        elif cost == "trash-installed":
            trash_installed(
                game, min(runner.rig, key=lambda i: (bool(i.facts.breaks), i.facts.cost, i.since))
            )
        else:
            trash_installed(game, inst)
