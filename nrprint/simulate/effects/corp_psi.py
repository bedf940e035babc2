"""Psi games of Corp cards: the Corp and the Runner each spend 0, 1 or 2 credits in secret;
the card's effect happens when they spent different amounts.

- The bids: against the Corp AI, which always bids 0 (booklet section 3, "Card text"), a
  human Runner that knows it bids 0 too: the bids never differ. Against the Runner AI,
  whose booklet gives it no psi rule, the human Corp cannot read it either: each side bids
  at random among the bids it can pay (our answer for the simulation; the equal-odds bid is
  what neither side can exploit). Both spend their bids.
- ``psi_on`` ``pass-ice`` with ``psi_win`` ``etr``: an upgrade that, once the Runner has
  passed the server's ice, ends the run when the bids differ (Caprice Nisei; rezzed then as
  ``corp_runs.approached`` rezzes upgrades; a human Corp installs it where agendas go).
- ``psi_on`` ``pass-ice`` with ``psi_win`` ``ice-sub``: an upgrade trashed, as the Runner
  approaches its server, for a psi game that resolves a subroutine of a rezzed ice of that
  server: the end-the-run one (``_ice_sub``; Marcus Batty, installed by a human Corp as a
  Caprice Nisei is).
- ``psi_on`` ``access`` with ``psi_win`` ``grip-damage``: an installed card that, when the
  Runner accesses it, does 1 net damage for each card in the grip when the bids differ
  (Psychic Field; a human Corp installs it as a decoy).
- ``psi_on`` ``access-uninstalled`` with ``psi_win`` ``no-steal``: an agenda accessed in HQ,
  R&D or Archives that the Runner cannot steal in that access when the bids differ (The
  Future Perfect).
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.state import Card, Game, Installed

MAX_BID = 2


def differs(game: Game, name: str) -> bool:
    """Play a psi game for ``name`` (see the module docstring); whether the bids differ."""
    if game.ai == "corp":
        game.say(f"    {name}: psi game, both bid 0")
        return False
    corp, runner, rng = game.corp, game.runner, game.rng
    corp_bid = rng.randint(0, min(MAX_BID, max(0, corp.credits)))
    runner_bid = rng.randint(0, min(MAX_BID, max(0, runner.credits)))
    corp.credits -= corp_bid
    runner.credits -= runner_bid
    game.say(f"    {name}: psi game, the Corp bids {corp_bid}, the Runner {runner_bid}")
    return corp_bid != runner_bid


def accessed(game: Game, card: Card, inst: Installed | None, damage: Callable[[Game, int], None]) -> bool:
    """A psi card accessed (``access.access``): False when the Runner may not steal it now.
    ``damage`` is ``nrprint.simulate.damage.damage`` (passed in: that module calls into this package)."""
    f = card.facts
    if f.psi_on == "access" and inst is not None and differs(game, card.name):
        damage(game, len(game.runner.grip))  # a Psychic Field: 1 net damage a card of the grip
    if f.psi_on == "access-uninstalled" and inst is None and differs(game, card.name):
        game.say(f"    {card.name} cannot be stolen in this access")
        return False
    return True


def passed_ice(game: Game, inst: Installed) -> bool:
    """A Caprice Nisei of the server (``psi_on`` ``pass-ice``), rezzed: False when it ends the run."""
    if inst.facts.psi_win == "ice-sub":
        return _ice_sub(game, inst)
    if not differs(game, inst.card.name):
        return True
    game.say(f"    {inst.card.name} ends the run")
    return False


def _ice_sub(game: Game, inst: Installed) -> bool:
    """A Marcus Batty (``psi_win`` ``ice-sub``): a human Corp trashes it for a psi game when a
    rezzed ice of its server has an end-the-run subroutine, which it resolves when the bids
    differ (False: the run ends). Against the Corp AI's bid of 0 the bids never differ: it
    keeps the card."""
    server = next((s for s in game.corp.servers if inst in s.root), None)
    if game.ai == "corp" or server is None:
        return True
    ice = next((i for i in reversed(server.ice) if i.rezzed and "etr" in i.facts.subs), None)
    if ice is None:
        return True
    server.root.remove(inst)
    game.corp.piles["Archives"].append(inst.card)
    game.say(f"    the Corp trashes {inst.card.name}")
    if not differs(game, inst.card.name):
        return True
    game.say(f"    {inst.card.name}: {ice.card.name}'s subroutine ends the run")
    return False
