"""Rig cards that protect the rest of the rig or the Runner.

- ``prevent_trash`` (Sacrificial Construct): when a program would be trashed, the card is
  trashed instead (the Runner always uses it: nothing else it could save is at stake).
- ``prevent_meat`` with ``counters`` (Plascrete Carapace): each counter on the card prevents
  1 meat damage; the card is trashed when its last counter is spent.
"""

from __future__ import annotations

from nrprint.simulate.state import Game


def prevents_trash(game: Game) -> bool:
    """A program is about to be trashed: True when a rig card is trashed instead."""
    runner = game.runner
    if not any(i.card.type == "program" for i in runner.rig):
        return False
    guard = next((i for i in runner.rig if i.f.prevent_trash), None)
    if guard is None:
        return False
    runner.rig.remove(guard)
    runner.heap.append(guard.card)
    game.say(f"    {guard.card.name} is trashed instead of a program")
    return True


def prevent_meat(game: Game, amount: int) -> int:
    """The meat damage left after the rig's counters prevent what they can."""
    runner = game.runner
    for inst in list(runner.rig):
        if amount <= 0 or not inst.f.prevent_meat:
            continue
        spent = min(amount, inst.counters)
        inst.counters -= spent
        amount -= spent
        game.say(f"    {inst.card.name} prevents {spent} meat damage")
        if inst.counters == 0:
            runner.rig.remove(inst)
            runner.heap.append(inst.card)
    return amount
