"""Rig cards trashed to install a program from the heap or the stack (``install_from``).

Clone Chip (``heap``) and Self-modifying Code (``stack``, with its ``install_fee``): the card
is trashed and its fee paid, then the program is installed, paying its install cost; a
stack searched is shuffled. Using them is the player's choice (``opponents.runner_cards``);
the Runner AI, whose rulebook gives it none, never uses them, and installing one is
counted as a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.simulate.rig import install
from nrprint.simulate.state import Card, Game, Installed


def install_from(game: Game, tool: Installed, program: Card) -> None:
    runner = game.runner
    runner.credits -= tool.f.install_fee
    runner.rig.remove(tool)
    runner.heap.append(tool.card)
    pile = runner.heap if tool.f.install_from == "heap" else runner.stack
    pile.remove(program)
    game.say(f"    trashes {tool.card.name} to install {program.name} from the {tool.f.install_from}")
    if tool.f.install_from == "stack":
        game.rng.shuffle(runner.stack)
    install(game, program)
