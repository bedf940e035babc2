"""Run events that change what their successful run does (``runs.run`` asks
``replaces_breach``; ``effects.runs.event_run_ended`` draws ``success_draw``).

- ``run_server`` ``hq-or-r&d`` with ``access_more`` on the ``attacked`` server (Jailbreak):
  the run's breach of HQ or R&D accesses more (``effects.runner_runs.access_more``), and the
  successful run draws ``success_draw`` cards when it ends.
- ``rd_arrange`` (Indexing): instead of breaching R&D, the Runner puts its top N cards in
  its order: a human Runner puts the agendas on top (to steal them with its next run).
- ``root_access`` (Pinhole Threading): instead of breaching the server, the Runner accesses
  1 card in the root of another server; an agenda is only seen (neither stolen nor trashed).
  A human Runner picks a card it would trash and can pay for first, else one it has not
  seen, else none; upgrades in a central's root count.
The Runner AI plays such events with no run (a stand-in, ``played.PLAYED["event"]``).

A rig card's click that runs a server (``click_run``; ``opponents.runner_events.program_run``
chooses it, ``effects.runner_runs.started`` makes it the run's card) changes the run too:

- ``breach_server`` (Sneakdoor Beta): when its run would be successful, the attacked server
  becomes that server, so the run is successful on it and breaches it (``breached``);
- ``rd_reveal`` with ``rd_trash`` (Stargate): instead of breaching R&D, its top cards are
  revealed and that many of them trashed: a human Runner trashes the topmost agenda first,
  then the costliest card, and then knows the new top card when it saw it and it is no
  agenda (``RunnerPlayer.seen_top``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from nrprint.simulate.spend import can_pay
from nrprint.simulate.state import CENTRALS, Game, HumanRunner, Installed, Server


def replaces_breach(game: Game, server: Server, access: Callable[..., None]) -> bool:
    """The run event's breach of ``server`` is replaced: True when it was. ``access`` is
    ``nrprint.simulate.access.access`` (that module imports this package)."""
    event = getattr(game.run_event, "card", None)
    if event is None:
        return False
    if event.facts.rd_reveal:  # its run is on R&D (click_run)
        _reveal_trash(game, event.name, event.facts.rd_reveal, event.facts.rd_trash)
        return True
    if event.facts.rd_arrange:  # its run is on R&D (run_server)
        _arrange(game, event.facts.rd_arrange)
        return True
    if event.facts.root_access:
        inst = root_choice(game, server)
        if inst is None:
            game.say(f"    {event.name}: accesses nothing")
        elif inst.card.type == "agenda":
            if game.ai == "corp":  # a human Runner remembers it (the Runner AI has no memory)
                cast(HumanRunner, game.opponent).known.add(inst.card.uid)
            game.say(f"    {event.name}: sees {inst.card.name}, which cannot be stolen")
        else:
            access(game, _server_of(game, inst), None, only=inst)
        return True
    return False


def breached(game: Game, server: Server) -> Server:
    """The server a successful run on ``server`` breaches: another when its card says so."""
    card = getattr(game.run_event, "card", None)
    if card is None or card.facts.breach_server is None:
        return server
    game.say(f"    {card.name}: the attacked server becomes {card.facts.breach_server.upper()}")
    return game.corp.servers[CENTRALS[card.facts.breach_server]]


def _reveal_trash(game: Game, name: str, n: int, trashed: int) -> None:
    rd = game.corp.piles["R&D"]
    shown = rd[:n]
    game.say(f"    {name}: reveals " + ", ".join(c.name for c in shown))
    picks = sorted(shown, key=lambda c: (c.type != "agenda", -c.facts.cost))[
        :trashed
    ]  # stable: topmost first
    for card in picks:
        rd.remove(card)
        game.corp.piles["Archives"].append(card)
        game.say(f"    {name}: trashes {card.name}")
    if rd and rd[0] in shown and rd[0].type != "agenda" and hasattr(game.opponent, "seen_top"):
        cast(HumanRunner, game.opponent).seen_top = rd[
            0
        ].uid  # a human Runner saw it; the Runner AI makes no such run


def _arrange(game: Game, n: int) -> None:
    rd = game.corp.piles["R&D"]
    top = rd[:n]
    top.sort(key=lambda c: c.type != "agenda")  # stable: the rest keep their order
    rd[:n] = top
    game.say(
        f"    arranges the top {len(top)} of R&D, {sum(c.type == 'agenda' for c in top)} agenda(s) first"
    )


def root_choice(game: Game, attacked: Server | None) -> Installed | None:
    """A card in the root of a server other than ``attacked``: one the player would trash and
    can pay for, else one it has not seen."""
    player = game.opponent
    known: set[int] = getattr(player, "known", set())  # a human Runner's (HumanRunner)
    roots = [i for s in game.corp.servers if s is not attacked for i in s.root]
    for inst in roots:
        cost = inst.card.facts.trash_cost
        seen_worth = inst.card.uid in known and cost is not None and player.trashes(game, inst.card)
        if seen_worth and cost is not None and can_pay(game, cost, "trash", inst.card):
            return inst
    return next((i for i in roots if i.card.uid not in known), None)


def _server_of(game: Game, inst: Installed) -> Server:
    return next(s for s in game.corp.servers if inst in s.root)
