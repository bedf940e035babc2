"""What the Runner's cards do when a run is successful (``runs.run`` calls ``successful``).

``run_gain``: every installed card that pays for a successful run pays its credits.
"""

from __future__ import annotations

from nrprint.simulate.rig import runner_gain
from nrprint.simulate.state import Game, Server


def successful(game: Game, server: Server) -> None:
    for inst in game.runner.rig:
        if inst.f.run_gain:
            runner_gain(game, inst.f.run_gain)
            game.say(
                f"    {inst.card.name}: {inst.f.run_gain} credit(s) for the successful run on {server.name}"
            )
