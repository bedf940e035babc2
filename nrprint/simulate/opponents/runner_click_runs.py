"""The competent Runner's runs made with a rig card's click (``click_run``; what the run
breaches is played by ``nrprint.simulate.effects.runner_breach``).

- Sneakdoor Beta (``breach_server``): with HQ chosen for its run, it runs Archives with the
  card instead when getting past Archives' ice costs less than past HQ's (the successful
  run breaches HQ).
- Stargate (``rd_reveal``, once a turn): with R&D chosen for its run, it runs R&D with the
  card: three cards seen, an agenda among them trashed, are worth more to a club player
  than one card accessed.
- Every such click that may be used now is a legal click (``program_runs``), for the
  searching Runner to weigh.

The Runner AI's rulebook gives it no click of a rig card: its install of such a card is a
stand-in (``rig.install``).
"""

from __future__ import annotations

from typing import Protocol

from nrprint.simulate.effects.runner_runs import started
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.runs import event_ended
from nrprint.simulate.state import CENTRALS, Game, Installed, Server

PROGRAM_RUN = "program-run"


class Runs(Protocol):
    """What these decisions ask of ``opponents.runner.RunnerPlayer``."""

    def cost(self, game: Game, server: Server, bypass: bool = False) -> int | None: ...

    def make_run(self, game: Game, server: Server, event=None) -> bool: ...


def _usable(inst: Installed) -> bool:
    return inst.facts.click_run is not None and not (inst.facts.once_turn and inst.used_turn >= 0)


def _click(inst: Installed) -> Click:
    return Click(PROGRAM_RUN, CENTRALS[inst.facts.click_run or ""], inst.card.name, inst.card.uid)


def program_runs(game: Game) -> list[Click]:
    """The runs the rig's cards may make now."""
    if "click_run" not in game.present:
        return []
    return [_click(i) for i in game.runner.rig if _usable(i)]


def program_run(player: Runs, game: Game, server: Server, cost: int) -> Click | None:
    """A rig card's run to make instead of a plain run on ``server`` that costs ``cost``."""
    if "click_run" not in game.present:
        return None
    for inst in game.runner.rig:
        if not _usable(inst):
            continue
        f = inst.facts
        via = game.corp.servers[CENTRALS[f.click_run or ""]]
        if f.breach_server is not None and CENTRALS[f.breach_server] == server.index:
            paid = player.cost(game, via) if via.ice else 0
            if paid is not None and paid < cost:
                return _click(inst)
        elif f.rd_reveal and via is server:
            return _click(inst)
    return None


def use(player: Runs, game: Game, click: Click) -> bool:
    """Make the run of ``click`` (a ``PROGRAM_RUN``): True when it was successful."""
    inst = next(i for i in game.runner.rig if i.card.uid == click.card)
    if inst.facts.once_turn:
        inst.used_turn = game.turn
    server = game.corp.servers[click.target]
    game.say(f"  R: uses {inst.card.name} to run {server.name}")
    started(game, inst.card)
    ok = player.make_run(game, server)
    event_ended(game, inst.card, ok)
    return ok
