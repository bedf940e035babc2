"""A breaker that may pay to bypass one ice chosen when it was installed (Femme Fatale).

- ``chosen_ice``: a human Runner chooses the ice when it installs the card
  (``opponents.runner_events.chose_ice``) and keeps it in ``Installed.target`` (the ice's
  card uid). The Runner AI's rulebook gives it no such choice: its install is a stand-in
  (``rig.install``) and the card only breaks.
- ``bypass_pay``: on each encounter of that ice, the Runner may pay that many credits for
  each of its subroutines to bypass it (``runs.encounter``): it does when that costs less
  than breaking the ice, or when it cannot break it (``cost``, counted the same way in the
  competent Runner's estimate of a run's cost).
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_extras
from nrprint.simulate.state import Game, Installed


def cost(game: Game, ice: Installed) -> int | None:
    """Credits that bypass ``ice`` for the Runner, or None when no card of its rig may."""
    if "bypass_pay" not in game.present or game.ai == "runner":
        return None
    uid = ice.card.uid
    pays = [i.facts.bypass_pay for i in game.runner.rig if i.facts.bypass_pay and i.target == uid]
    return min(pays) * len(ice.facts.subs) if pays else None


def bypasses(game: Game, ice: Installed, break_cost: int | None) -> bool:
    """Pay to bypass ``ice`` when that is cheaper than ``break_cost`` (None: it cannot be
    broken): True when the Runner did. Every encounter asks here before its break: no
    breaker has broken in it yet (``effects.runner_extras.full_break_marks``: Bukhgalter)."""
    if "full_break_gain" in game.present or "full_break_lose" in game.present:
        runner_extras.full_break_marks(game, None)
    price = cost(game, ice)
    if price is None or price > game.runner.credits or (break_cost is not None and break_cost <= price):
        return False
    game.runner.credits -= price
    game.say(f"    pays {price} to bypass {ice.card.name}")
    return True
