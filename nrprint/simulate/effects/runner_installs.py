"""Rig cards trashed to install a program from the heap or the stack (``install_from``), or
one of the cards they host (``host_top``, ``host_discount``).

Clone Chip (``heap``) and Self-modifying Code (``stack``, with its ``install_fee``): the card
is trashed and its fee paid, then the program is installed, paying its install cost (less its
``install_discount``: Simulchip, whose ``program_cost`` is a program of the rig trashed first
unless one was this turn, ``program_trashed``; a human Runner gives the cheapest that is no
icebreaker, and with none keeps the card); a stack searched is shuffled. Gachapon
(``set_aside``) installs from the stack's top cards as a turn begins (``set_aside``). Street Peddler hosts the top cards of the stack when installed
(``rig.install``, in the Runner's pile ``hosted-<uid>``); trashed, it installs one of them
``host_discount`` credits cheaper and the others go to the heap. Same Old Thing
(``replay_event``): trashed, it plays an event from the heap, paying its cost (``replay``).
Test Run (``fetch_program``) and Hostage (``search_connection``): ``event_played`` installs the
program the player picked until the turn ends (``turn_ends``), or fetches the connection. Using them is the player's choice (``opponents.runner_cards``);
the Runner AI, whose rulebook gives it none, never uses them, and installing one is
counted as a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.simulate.rig import breaker_types, can_install, install, play_event, trash_installed
from nrprint.simulate.spend import pay
from nrprint.simulate.state import Card, Game, Installed

BREAKER_TYPES = ("barrier", "code gate", "sentry")  # as opponents.runner's


def install_from(game: Game, tool: Installed, program: Card) -> None:
    runner = game.runner
    if tool.facts.program_cost and not _program_given(game, tool):
        return  # Simulchip: no program to give up, none trashed this turn
    runner.credits -= tool.facts.install_fee
    runner.rig.remove(tool)
    runner.heap.append(tool.card)
    if tool.card.type == "program":  # Self-modifying Code
        program_trashed(game)
    pile = runner.heap if tool.facts.install_from == "heap" else runner.stack
    pile.remove(program)
    game.say(f"    trashes {tool.card.name} to install {program.name} from the {tool.facts.install_from}")
    if tool.facts.install_from == "stack":
        game.rng.shuffle(runner.stack)
    if tool.facts.install_discount:
        pay(game, max(0, program.facts.cost - tool.facts.install_discount), "install", program)
    install(game, program, paid=not tool.facts.install_discount)


def trash_noted(game: Game, inst: Installed) -> None:
    """Trash ``inst`` from the rig; a program trashed meets Simulchip's extra cost this turn."""
    trash_installed(game, inst)
    if inst.card.type == "program":
        program_trashed(game)


def program_trashed(game: Game) -> None:
    """A program of the rig is being trashed (by the Corp: ``effects.runner_protect.
    prevents_trash``; by its Runner: ``trash_noted``, as jinteki.net counts any trash): the
    ``program_cost`` cards (Simulchip) need no other this turn."""
    if "program_cost" in game.present:
        for inst in game.runner.rig:
            if inst.facts.program_cost:
                inst.used_turn = game.turn


def _program_given(game: Game, tool: Installed) -> bool:
    """``tool``'s extra cost: paid already when a program was trashed this turn; else the
    cheapest installed program that breaks nothing is trashed. False: there is none."""
    if tool.used_turn == game.turn:
        return True
    spare = [i for i in game.runner.rig if i.card.type == "program" and not i.facts.breaks]
    if not spare:
        return False
    victim = min(spare, key=lambda i: (i.facts.cost, i.since))
    trash_installed(game, victim)
    game.say(f"    trashes {victim.card.name} to use {tool.card.name}")
    return True


def set_aside(game: Game) -> None:
    """As a human Runner's turn begins, lacking a breaker type, it trashes a ``set_aside``
    card (Gachapon): of the stack's top cards it installs, ``install_discount`` cheaper, a
    lacking breaker (else the dearest program or virtual resource it can install), shuffles
    the ``set_aside_keep`` dearest of the rest back and removes the others from the game.
    The Runner AI's rulebook gives it no such choice: a stand-in, once."""
    if "set_aside" not in game.present:
        return
    runner = game.runner
    for tool in [i for i in runner.rig if i.facts.set_aside]:
        if game.ai == "runner":
            if tool.used_turn == -1:
                tool.used_turn = game.turn
                game.stand_in(tool.card)
            continue
        kinds = breaker_types(game)
        if "any" in kinds or not set(BREAKER_TYPES) - kinds or not runner.stack:
            return
        _gachapon(game, tool, set(BREAKER_TYPES) - kinds)


def _gachapon(game: Game, tool: Installed, lacking: set[str]) -> None:
    runner, f = game.runner, tool.facts
    trash_installed(game, tool)
    top = runner.stack[: f.set_aside]
    del runner.stack[: f.set_aside]
    game.say(f"    trashes {tool.card.name}, sets aside {len(top)} card(s)")
    fits = [
        c
        for c in top
        if (c.type == "program" or (c.type == "resource" and "virtual" in c.facts.subtypes))
        and can_install(game, c, max(0, c.facts.cost - f.install_discount))
    ]
    pick = min(
        (c for c in fits if c.facts.breaks in lacking),
        key=lambda c: c.facts.cost,
        default=max(fits, key=lambda c: c.facts.cost, default=None),
    )
    rest = [c for c in top if c is not pick]
    if pick is not None:
        pay(game, max(0, pick.facts.cost - f.install_discount), "install", pick)
        install(game, pick, paid=False)
    rest.sort(key=lambda c: -c.facts.cost)
    runner.stack.extend(rest[: f.set_aside_keep])
    game.rng.shuffle(runner.stack)
    runner.piles.setdefault("removed", []).extend(rest[f.set_aside_keep :])


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
