"""Rig cards that protect the rest of the rig or the Runner.

- ``prevent_trash`` (Sacrificial Construct): when a program would be trashed, the card is
  trashed instead (the Runner always uses it: nothing else it could save is at stake).
- ``prevent_meat`` with ``counters`` (Plascrete Carapace): each counter on the card prevents
  1 meat damage; the card is trashed when its last counter is spent.
- ``trash_prevent_meat`` (Crash Space): trashed to prevent up to that much meat damage, after
  the counters above, whenever meat damage comes (both Runners: kept for nothing else as
  dear).
- ``grip_prevent_meat`` (Citadel Sanctuary): trashed with the whole grip to prevent all of a
  meat damage that would flatline the Runner (``_sanctuary``, both Runners); its
  ``discard_trace``: as a human Runner's discard phase ends (``discard_ends``, from
  ``effects.runner_turn_cards.turn_ends``; before the discard itself, which nothing here
  reads) a tagged Runner beats the trace when it can and removes a tag. The Runner AI's turn
  has no such step: a stand-in, once (``effects.runner_gains.turn_begins``).
- ``trash_fee`` (Wireless Net Pavilion): the Corp's basic action that trashes a resource costs
  that much more (``resource_trash_cost``).
- ``fall_guy`` (Fall Guy): trashed instead of another resource the Corp trashes (``guarded``;
  always used: a card kept only for this). The Runner AI's rulebook has no such rule: its use
  is a stand-in.
- ``cash_in`` (Fall Guy): trashed for credits; a human Runner does it below ``LOW`` credits
  while untagged (tagged, it keeps the card as a guard; ``cash_in``). The Runner AI is given
  no such choice: its install is a stand-in (``rig.install``). ``trash_remove_tag`` (No Free
  Lunch): a tagged human Runner trashes the card to remove a tag, before it would cash it in.
"""

from __future__ import annotations

from nrprint.simulate.effects.runner_installs import program_trashed
from nrprint.simulate.effects.runner_turn import trashed_from_grip
from nrprint.simulate.rig import runner_gain, trash_installed
from nrprint.simulate.state import Game, Installed

LOW = 4  # as opponents.runner.LOW


def prevents_trash(game: Game) -> bool:
    """A program is about to be trashed: True when a rig card is trashed instead."""
    runner = game.runner
    if not any(i.card.type == "program" for i in runner.rig):
        return False
    guard = next((i for i in runner.rig if i.facts.prevent_trash), None)
    if guard is None:
        program_trashed(game)  # Simulchip's extra cost is met
        return False
    runner.rig.remove(guard)
    runner.heap.append(guard.card)
    if guard.card.type == "program":  # Sacrificial Construct: a program trashed all the same
        program_trashed(game)
    game.say(f"    {guard.card.name} is trashed instead of a program")
    return True


def prevent_meat(game: Game, amount: int) -> int:
    """The meat damage left after the rig's counters prevent what they can."""
    runner = game.runner
    for inst in list(runner.rig):
        if amount <= 0 or not inst.facts.prevent_meat:
            continue
        spent = min(amount, inst.counters)
        inst.counters -= spent
        amount -= spent
        game.say(f"    {inst.card.name} prevents {spent} meat damage")
        if inst.counters == 0:
            runner.rig.remove(inst)
            runner.heap.append(inst.card)
    if amount > len(runner.grip) and "grip_prevent_meat" in game.present:
        amount = _sanctuary(game, amount)
    if amount > 0 and "trash_prevent_meat" in game.present:
        for inst in [i for i in runner.rig if i.facts.trash_prevent_meat]:
            spent = min(amount, inst.facts.trash_prevent_meat)
            amount -= spent
            trash_installed(game, inst)
            game.say(f"    {inst.card.name} is trashed to prevent {spent} meat damage")
            if amount <= 0:
                break
    return amount


def _sanctuary(game: Game, amount: int) -> int:
    """Meat damage that would flatline the Runner: a ``grip_prevent_meat`` card is trashed with
    the whole grip to prevent all of it (0 left); none installed, ``amount`` stays."""
    runner = game.runner
    guard = next((i for i in runner.rig if i.facts.grip_prevent_meat), None)
    if guard is None:
        return amount
    gone = list(runner.grip)
    runner.grip.clear()
    runner.heap.extend(gone)
    trash_installed(game, guard)
    game.say(f"    {guard.card.name} and the grip are trashed to prevent {amount} meat damage")
    trashed_from_grip(game, gone)
    return 0


def discard_ends(game: Game) -> None:
    """A human Runner's discard phase ends while it is tagged: each ``discard_trace`` card's
    trace, which the Runner beats by paying what its link lacks (as ``effects.subroutines``'
    traces), when it can, to remove a tag."""
    runner = game.runner
    for inst in runner.rig:
        need = max(0, inst.facts.discard_trace - runner.link())
        if inst.facts.discard_trace and runner.tags and runner.credits >= need:
            runner.credits -= need
            runner.tags -= 1
            game.say(f"  {inst.card.name}: pays {need} against the trace, removes a tag")


def resource_trash_cost(game: Game, base: int) -> int:
    """What the Corp pays for its basic action that trashes a resource (``base`` without fees)."""
    if "trash_fee" not in game.present:
        return base
    return base + sum(i.facts.trash_fee for i in game.runner.rig)


def guarded(game: Game, target: Installed) -> Installed:
    """The resource the Corp's trash of ``target`` takes: a guard other than it, when one is
    installed."""
    if "fall_guy" not in game.present:
        return target
    guard = next((i for i in game.runner.rig if i.facts.fall_guy and i is not target), None)
    if guard is None:
        return target
    if game.ai == "runner":
        game.stand_in(guard.card)
    game.say(f"    {guard.card.name} is trashed instead of {target.card.name}")
    return guard


def cash_in(game: Game) -> None:
    """A human Runner short of credits and untagged trashes its cards that pay for it."""
    runner = game.runner
    if "trash_remove_tag" in game.present:
        for inst in [i for i in runner.rig if i.facts.trash_remove_tag]:
            if runner.tags:
                trash_installed(game, inst)
                runner.tags -= 1
                game.say(f"    trashes {inst.card.name} to remove a tag")
    if "cash_in" not in game.present or runner.tags or runner.credits >= LOW:
        return
    for inst in [i for i in runner.rig if i.facts.cash_in]:
        runner.rig.remove(inst)
        runner.heap.append(inst.card)
        runner_gain(game, inst.facts.cash_in)
        game.say(f"    trashes {inst.card.name} for {inst.facts.cash_in}")
