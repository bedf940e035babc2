"""What an event does beyond credits and cards drawn (``rig.play_event`` calls ``played``;
it lives beside ``rig``, not in ``effects``, whose modules import ``rig``).

- ``reveal_programs``: the Runner reveals the top N cards of its stack, trashes the programs
  among them (1 credit each, returned to the caller to gain) and adds the rest to its grip.
- ``search_breaker``: the Runner takes an icebreaker from its stack into its grip (one that
  breaks a type it has neither installed nor in its grip when there is one; a human Runner
  takes the type of a rezzed ice first), then shuffles its stack.

- ``heap_to_grip`` (Déjà Vu): a card from the heap to the grip, or two virus programs when
  the heap holds two: a breaker of a type the Runner lacks first, else its dearest card
  (the event itself, already in the heap, is not taken). The Runner AI takes none: a stand-in.

- ``remove_self`` (Levy AR Lab Access): the event goes to the Runner's ``removed`` pile, not
  the heap; ``reshuffle``: the grip and the heap are shuffled into the stack (no choice:
  both Runners), before the event's draws, and ``remove_top`` cards of the new stack are
  removed from the game (Ashen Epilogue).

- ``two_modes`` (Deuces Wild): two of the event's ``gain``, ``draw`` and ``remove_tags``
  (``modes``): a human Runner with a tag removes one and gains; else it gains and draws. The
  Runner AI's rulebook gives it no choice: it gains and draws, a stand-in.
- ``corp_mode`` (Wildcat Strike): the Corp chooses the event's ``gain`` or its ``draw``, and
  gives what the Runner needs less: the credits to a Runner holding at least as many, else
  the cards (both Corps).
- ``mill``/``heap_to_stack`` (Labor Rights): the top cards of the stack go to the heap, then
  heap cards (not the event) are shuffled into the stack: a human Runner takes a breaker of a
  type it lacks first, then its dearest cards; the Runner AI, given no choice, the last
  trashed (a stand-in).
- ``pay_or_bp`` (Mining Accident, played only after a successful central run this turn,
  ``needs_central``, ``Game.central_success_turn``): the Corp pays the credits or takes 1 bad
  publicity. The Corp AI pays whenever it can; a human Corp pays when it keeps ``BP_RESERVE``
  credits after.

For the Runner AI the stack and grip are its ``STA`` and ``GR`` piles.
"""

from __future__ import annotations

from nrprint.simulate import derez as runner_derez
from nrprint.simulate.state import Card, Game

BP_RESERVE = 5


def modes(game: Game, card: Card) -> int:
    """The cards ``card`` draws: its ``draw``, unless its player resolves two of its modes
    (``two_modes``; the credits are always one of them, a tag removed here is the other)."""
    f = card.facts
    if f.corp_mode:  # Wildcat Strike: the credits are gained by ``played``
        return 0 if gives_credits(game, card) else f.draw
    if not f.two_modes:
        return f.draw
    if game.ai == "runner":
        game.stand_in(card)
        return f.draw
    if game.runner.tags and f.remove_tags:
        game.runner.tags -= min(f.remove_tags, game.runner.tags)
        game.say(f"    {card.name}: removes {f.remove_tags} tag(s) and gains")
        return 0
    return f.draw


def gives_credits(game: Game, card: Card) -> bool:
    """Whether the Corp gives a ``corp_mode`` event's credits (else its cards)."""
    return game.runner.credits >= card.facts.gain


def event_trash_draws(game: Game) -> int:
    """An event was trashed: the cards the rig's ``event_trash_draw`` cards (Aniccam) not yet
    used this turn draw for it (``effects.runner_plays``)."""
    if "event_trash_draw" not in game.present:
        return 0
    n = 0
    for inst in game.runner.rig:
        if inst.facts.event_trash_draw and inst.used_turn != game.turn:
            inst.used_turn = game.turn
            n += inst.facts.event_trash_draw
    return n


def central_played(game: Game) -> bool:
    """Whether an event that needs a successful central run this turn may be played."""
    return game.central_success_turn == game.turn


def played(game: Game, card: Card) -> int:
    """Resolve ``card``'s search and reveal effects; the credits its Runner gains."""
    runner, gained = game.runner, 0
    if card.facts.corp_mode and gives_credits(game, card):  # rig.play_event left them to this choice
        gained = card.facts.gain
    if card.facts.needs_central and not central_played(game):  # the Runner AI plays it regardless
        game.stand_in(card)
    if card.facts.reveal_programs:
        shown = runner.stack[: card.facts.reveal_programs]
        del runner.stack[: card.facts.reveal_programs]
        for c in shown:
            (runner.heap if c.type == "program" else runner.grip).append(c)
            gained += c.type == "program"
        game.say(f"    {card.name}: reveals {len(shown)}, trashes {gained} program(s)")
    if card.facts.search_breaker:
        have = {i.facts.breaks for i in runner.rig if i.facts.breaks} | {
            c.facts.breaks for c in runner.grip if c.facts.breaks
        }
        found = [c for c in runner.stack if c.facts.breaks]
        if game.ai == "corp":  # a human Runner: the type of an ice it has seen rezzed first
            rezzed = {t for s in game.corp.servers for i in s.ice if i.rezzed for t in i.facts.subtypes}
            found.sort(key=lambda c: c.facts.breaks not in rezzed)
        pick = next((c for c in found if c.facts.breaks not in have), found[0] if found else None)
        if pick is not None:
            runner.stack.remove(pick)
            runner.grip.append(pick)
            game.say(f"    {card.name}: takes {pick.name} from the stack")
        game.rng.shuffle(runner.stack)
    if card.facts.heap_to_grip:
        _recur(game, card)
    if card.facts.mill or card.facts.heap_to_stack:
        _turn_over(game, card)
    if card.facts.pay_or_bp:
        _pay_or_bp(game, card.facts.pay_or_bp)
    if card.facts.derez_ice:  # Emergency Shutdown
        runner_derez.derez(game, card)
    if card.facts.rez_or_trash:  # Forged Activation Orders
        runner_derez.rez_or_trash(game, card)
    if card.facts.remove_self:
        runner.heap.remove(card)
        runner.piles.setdefault("removed", []).append(card)
    if card.facts.reshuffle:
        runner.stack.extend(runner.grip + runner.heap)
        runner.grip.clear()
        runner.heap.clear()
        game.rng.shuffle(runner.stack)
        game.say("    shuffles the grip and heap into the stack")
        if card.facts.remove_top:  # Ashen Epilogue
            gone = runner.stack[: card.facts.remove_top]
            del runner.stack[: card.facts.remove_top]
            runner.piles.setdefault("removed", []).extend(gone)
    return gained


def _recur(game: Game, event: Card) -> None:
    runner = game.runner
    if game.ai == "runner":  # which card is a choice its rulebook does not give the AI
        game.stand_in(event)
        return
    heap = [c for c in runner.heap if c is not event]
    viruses = [c for c in heap if "virus" in c.facts.subtypes and c.type == "program"]
    if len(viruses) >= 2:
        taken = sorted(viruses, key=lambda c: -c.facts.cost)[:2]
    elif heap:
        have = {i.facts.breaks for i in runner.rig if i.facts.breaks}
        taken = [max(heap, key=lambda c: (bool(c.facts.breaks) and c.facts.breaks not in have, c.facts.cost))]
    else:
        taken = []
    for c in taken:
        runner.heap.remove(c)
        runner.grip.append(c)
        game.say(f"    {event.name}: takes {c.name} from the heap")


def _turn_over(game: Game, event: Card) -> None:
    runner, f = game.runner, event.facts
    milled = runner.stack[: f.mill]
    del runner.stack[: f.mill]
    runner.heap.extend(milled)
    heap = [c for c in runner.heap if c is not event]
    if game.ai == "runner":  # which heap cards: a choice the AI's rulebook does not give it
        game.stand_in(event)
        back = heap[-f.heap_to_stack :] if f.heap_to_stack else []
    else:
        have = {i.facts.breaks for i in runner.rig if i.facts.breaks}
        heap.sort(key=lambda c: (not (c.facts.breaks and c.facts.breaks not in have), -c.facts.cost))
        back = heap[: f.heap_to_stack]
    for c in back:
        runner.heap.remove(c)
    runner.stack.extend(back)
    game.rng.shuffle(runner.stack)
    game.say(f"    {event.name}: trashes {len(milled)} from the stack, shuffles {len(back)} back")


def _pay_or_bp(game: Game, price: int) -> None:
    corp = game.corp
    keep = 0 if game.ai == "corp" else BP_RESERVE
    if corp.credits >= price + keep:
        corp.credits -= price
        game.say(f"    the Corp pays {price}")
    else:
        corp.bad_publicity += 1
        game.say("    the Corp takes 1 bad publicity")
