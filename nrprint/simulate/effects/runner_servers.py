"""Runner cards that pay for successful runs on one server (Temüjin Contract, Security
Testing, Bank Job).

- ``chosen_server``: the player chooses a server for the card (``Installed.target``) when it
  is installed (``install``, ``chose``) or when each of its turns begins (``turn``,
  ``turn_begins``). A human Runner chooses the central with the fewest ice: R&D first on a
  tie for a card that pays on top of the breach (``run_take``), Archives first for one that
  pays instead of it (``breach_gain``), which loses least.
- ``run_take``: a successful run on that server takes that many credits from the card; the
  emptied card is trashed.
- ``breach_gain``: the first successful run on that server each turn gains that many credits
  instead of the breach (``replaces_breach``).
- ``remote_take``: on a successful run on a remote, the Runner may take the card's credits
  instead of breaching; a human Runner takes them all when it holds fewer than ``SHORT``
  credits or the remote holds no card it has not seen.
The Runner AI's rulebook gives it no server choice: its install of such a card is a
stand-in (``rig.install``) and the card does nothing for it.
"""

from __future__ import annotations

from nrprint.simulate.rig import runner_gain, trash_installed
from nrprint.simulate.state import ARCHIVES, HQ, RD, Game, Installed, Server

SHORT = 5
_PAYS_ON_TOP = (RD, HQ, ARCHIVES)  # tie order for run_take
_PAYS_INSTEAD = (ARCHIVES, HQ, RD)  # tie order for breach_gain


def chose(game: Game, inst: Installed) -> None:
    """The player's server for ``inst``: the central with the fewest ice, in its tie order."""
    order = _PAYS_INSTEAD if inst.facts.breach_gain else _PAYS_ON_TOP
    servers = game.corp.servers
    inst.target = min(order, key=lambda i: (len(servers[i].ice), order.index(i)))
    game.say(f"    {inst.card.name}: chooses {servers[inst.target].name}")


def turn_begins(game: Game) -> None:
    if "chosen_server" not in game.present or game.ai == "runner":
        return
    for inst in game.runner.rig:
        if inst.facts.chosen_server == "turn" or (inst.facts.chosen_server and inst.target < 0):
            chose(game, inst)


def successful(game: Game, server: Server) -> None:
    """A successful run on ``server``: the cards that chose it give their ``run_take``."""
    if "run_take" not in game.present or game.ai == "runner":
        return
    for inst in [i for i in game.runner.rig if i.facts.run_take and i.target == server.index]:
        taken = inst.take(inst.facts.run_take)
        runner_gain(game, taken)
        game.say(f"    {inst.card.name}: takes {taken} credit(s)")
        if inst.emptied:
            trash_installed(game, inst)


def replaces_breach(game: Game, server: Server) -> bool:
    """A card of the rig pays instead of the breach of ``server``: True when one did."""
    if ("breach_gain" not in game.present and "remote_take" not in game.present) or game.ai == "runner":
        return False
    rig = game.runner.rig
    for inst in rig:
        if inst.facts.breach_gain and inst.target == server.index and inst.used_turn != game.turn:
            inst.used_turn = game.turn
            runner_gain(game, inst.facts.breach_gain)
            game.say(f"    {inst.card.name}: {inst.facts.breach_gain} credit(s) instead of the breach")
            return True
    bank = next((i for i in rig if i.facts.remote_take and i.hosted), None)
    if bank is None or not server.remote or not _takes(game, server):
        return False
    runner_gain(game, bank.hosted)
    game.say(f"    {bank.card.name}: takes {bank.hosted} credit(s) instead of the breach")
    bank.hosted = 0
    trash_installed(game, bank)
    return True


def _takes(game: Game, server: Server) -> bool:
    known: set[int] = getattr(game.opponent, "known", set())  # a human Runner's (HumanRunner)
    return game.runner.credits < SHORT or all(i.card.uid in known for i in server.root)
