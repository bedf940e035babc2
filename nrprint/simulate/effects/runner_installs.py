"""Rig cards trashed to install a program from the heap or the stack (``install_from``), or
one of the cards they host (``host_top``, ``host_discount``).

Clone Chip (``heap``) and Self-modifying Code (``stack``, with its ``install_fee``): the card
is trashed and its fee paid, then the program is installed, paying its install cost; a
stack searched is shuffled. Street Peddler hosts the top cards of the stack when installed
(``rig.install``, in the Runner's pile ``hosted-<uid>``); trashed, it installs one of them
``host_discount`` credits cheaper and the others go to the heap. Same Old Thing
(``replay_event``): trashed, it plays an event from the heap, paying its cost (``replay``).
Test Run (``fetch_program``) and Hostage (``search_connection``): ``event_played`` installs the
program the player picked until the turn ends (``turn_ends``), or fetches the connection. Using them is the player's choice (``opponents.runner_cards``);
the Runner AI, whose rulebook gives it none, never uses them, and installing one is
counted as a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.simulate.rig import install, play_event
from nrprint.simulate.state import Card, Game, Installed


def install_from(game: Game, tool: Installed, program: Card) -> None:
    runner = game.runner
    runner.credits -= tool.facts.install_fee
    runner.rig.remove(tool)
    runner.heap.append(tool.card)
    pile = runner.heap if tool.facts.install_from == "heap" else runner.stack
    pile.remove(program)
    game.say(f"    trashes {tool.card.name} to install {program.name} from the {tool.facts.install_from}")
    if tool.facts.install_from == "stack":
        game.rng.shuffle(runner.stack)
    install(game, program)


def hosted(game: Game, tool: Installed) -> list[Card]:
    return game.runner.piles.get(f"hosted-{tool.card.uid}", [])


def install_hosted(game: Game, tool: Installed, card: Card) -> None:
    runner = game.runner
    others = runner.piles.pop(f"hosted-{tool.card.uid}")
    others.remove(card)
    runner.rig.remove(tool)
    runner.heap.extend([tool.card, *others])
    runner.credits -= max(0, card.facts.cost - tool.facts.host_discount)
    game.say(f"    trashes {tool.card.name} to install {card.name}")
    install(game, card, paid=False)


def replay(game: Game, tool: Installed, event: Card) -> None:
    runner = game.runner
    runner.rig.remove(tool)
    runner.heap.append(tool.card)
    runner.heap.remove(event)
    game.say(f"    trashes {tool.card.name} to play {event.name} from the heap")
    play_event(game, event)


def event_played(game: Game, event: Card, pick: Card | None) -> None:
    """What a human Runner's event fetches once played: ``fetch_program`` installs ``pick``
    (from the stack or heap) free until the turn ends; ``search_connection`` takes ``pick``
    from the stack to the grip and installs it when it can pay. The stack is shuffled."""
    runner = game.runner
    if pick is None:
        return
    (runner.stack if pick in runner.stack else runner.heap).remove(pick)
    if event.facts.fetch_program:
        install(game, pick, paid=False).returns = True
    elif event.facts.search_connection:
        runner.grip.append(pick)
        if runner.credits >= pick.facts.cost:
            runner.grip.remove(pick)
            install(game, pick)
    game.rng.shuffle(runner.stack)


def turn_ends(game: Game) -> None:
    """Programs installed until the turn ends go back to the top of the stack."""
    runner = game.runner
    for inst in [i for i in runner.rig if i.returns]:
        runner.rig.remove(inst)
        runner.stack.insert(0, inst.card)
        game.say(f"  {inst.card.name} goes back to the top of the stack")
