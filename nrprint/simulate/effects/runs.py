"""What the Runner's cards do when a run is successful (``runs.run`` calls ``successful``).

``run_gain``: every installed card that pays for a successful run pays its credits. A run
event played as its run (``rig.play_event(run=True)``) whose credits come after the run
(``gain_after_run``) pays them when that run was successful (``event_run_ended``, called by
the Runner that made the run); played with no run (the Runner AI), it pays them at once,
and that use is a stand-in (``played.PLAYED["event"]`` lacks ``gain_after_run``).

As the run event's run succeeds, before the breach (``successful``; jinteki.net resolves these
on the successful run): ``success_tags`` (Hot Pursuit) takes its tags and gains its ``gain``
then, not as the run ends, so the credits may pay the breach's trash costs; ``success_recur``
(Katorga Breakout) takes a card of the heap to the grip (``recur``).
"""

from __future__ import annotations

from nrprint.simulate.effects.runner_runs import RunEvent
from nrprint.simulate.rig import breaker_types, draw, runner_gain
from nrprint.simulate.state import Card, Game, Server


def successful(game: Game, server: Server) -> None:
    for inst in game.runner.rig:
        if inst.facts.run_gain:
            runner_gain(game, inst.facts.run_gain)
            game.say(
                f"    {inst.card.name}: {inst.facts.run_gain} credit(s) for the successful run on {server.name}"
            )
    event = game.run_event
    if not isinstance(event, RunEvent):
        return
    f = event.card.facts
    if f.success_recur:  # Katorga Breakout
        recur(game, event.card)
    if f.success_tags:  # Hot Pursuit: its credits too, now
        game.runner.tags += f.success_tags
        runner_gain(game, f.gain)
        game.say(f"    {event.card.name}: gains {f.gain}, takes {f.success_tags} tag(s)")


def event_run_ended(game: Game, event: Card, successful: bool) -> None:
    if successful and event.facts.gain_after_run and not event.facts.success_tags:  # Hot Pursuit's: paid
        runner_gain(game, event.facts.gain)
        game.say(f"    {event.name}: {event.facts.gain} credit(s) for the successful run")
    if successful and event.facts.success_draw:  # effects.runner_breach: Jailbreak
        for _ in range(event.facts.success_draw):
            if not draw(game):
                break


def recur(game: Game, event: Card) -> None:
    """A card of the heap (not the event) to the grip: a breaker of a type the rig lacks
    first, else the dearest card."""
    heap = [c for c in game.runner.heap if c is not event]
    if not heap:
        return
    kinds = breaker_types(game)
    pick = max(heap, key=lambda c: (bool(c.facts.breaks) and c.facts.breaks not in kinds, c.facts.cost))
    game.runner.heap.remove(pick)
    game.runner.grip.append(pick)
    game.say(f"    {event.name}: takes {pick.name} from the heap")
