"""What the Runner's cards do when the Corp creates a server (``table.new_remote`` calls
``created``): ``server_draw`` cards drawn for each installed card that draws then."""

from __future__ import annotations

from nrprint.simulate.rig import draw
from nrprint.simulate.state import Game


def created(game: Game) -> None:
    for inst in list(game.runner.rig):
        for _ in range(inst.facts.server_draw):
            if not draw(game):
                return
