"""What the Runner's cards do when a run is successful (``runs.run`` calls ``successful``).

``run_gain``: every installed card that pays for a successful run pays its credits. A run
event played as its run (``rig.play_event(run=True)``) whose credits come after the run
(``gain_after_run``) pays them when that run was successful (``event_run_ended``, called by
the Runner that made the run); played with no run (the Runner AI), it pays them at once,
and that use is a stand-in (``played.PLAYED["event"]`` lacks ``gain_after_run``).
"""

from __future__ import annotations

from nrprint.simulate.rig import draw, runner_gain
from nrprint.simulate.state import Card, Game, Server


def successful(game: Game, server: Server) -> None:
    for inst in game.runner.rig:
        if inst.facts.run_gain:
            runner_gain(game, inst.facts.run_gain)
            game.say(
                f"    {inst.card.name}: {inst.facts.run_gain} credit(s) for the successful run on {server.name}"
            )


def event_run_ended(game: Game, event: Card, successful: bool) -> None:
    if successful and event.facts.gain_after_run:
        runner_gain(game, event.facts.gain)
        game.say(f"    {event.name}: {event.facts.gain} credit(s) for the successful run")
    if successful and event.facts.success_tags:  # Hot Pursuit
        game.runner.tags += event.facts.success_tags
        game.say(f"    {event.name}: takes {event.facts.success_tags} tag(s)")
    if successful and event.facts.success_draw:  # effects.runner_breach: Jailbreak
        for _ in range(event.facts.success_draw):
            if not draw(game):
                break
