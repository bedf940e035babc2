"""Ice subroutines of the real decklists' Corp cards (``effects.subroutines.fire`` calls ``fire``).

- ``trace-lose-click``: a trace of base strength ``trace`` (``traced``, every trace's); when it
  succeeds the Runner loses a click it has left, as ``lose-click`` (Viper).
- ``trace-gain``: a trace of base strength ``gain_trace`` (the ice's other trace has its own,
  ``trace``); when it succeeds the Corp gains ``gain`` credits (Caduceus).
- ``etr-poor``: the run ends when the Runner has ``etr_at_most`` credits or fewer (Whitespace,
  whose ``lose-credits`` subroutine fires first).
- ``net-jack``: ``damage`` net damage; then the Runner may jack out, and does when the net
  damage of the subroutines after this one would flatline it (Karunā). Subroutines fire
  all or none (``runs.encounter``): when this one fires, the later ones fire too.
- ``trash-ai``: the Corp trashes the Runner's costliest AI program, unless a card prevents
  it; such an ice also says the Runner breaks none of its subroutines with an AI program
  (``no_ai_break``, ``runs.plan_break``; Swordsman).
- ``etr-corp-pays``: the run ends unless the Corp pays ``pay`` credits, which it does when it
  can and the net damage of the later subroutines flatlines the Runner (Tsurugi).
- ``net-lose``: ``damage`` net damage, then the Runner loses ``lose`` credits, or all it has
  (DNA Tracker).
- ``draw-up``: the Corp may draw up to ``sub_draw`` cards (``corp_ice.draws``: a human Corp
  short of a full hand; Vampyronassa).
- ``install-inward``: the Corp installs the costliest ice of HQ or Archives directly inward
  from this ice, unrezzed, ignoring all costs (Brân 1.0). The run being made goes on past
  it: it is met by the next run (its end-the-run subroutines fire after this one).
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.effects import corp_ice, runner_protect
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import Game, Installed

SUBS = (
    "trace-lose-click",
    "etr-poor",
    "net-jack",
    "trash-ai",
    "etr-corp-pays",
    "net-lose",
    "draw-up",
    "install-inward",
    "trace-gain",
)
NET = ("net", "net-jack", "net-lose")  # the subroutines whose net damage a jack-out or a payment weighs


def traced(game: Game, inst: Installed, base: int | None = None) -> bool:
    """A trace of ``inst`` of base strength ``base`` (its ``trace`` by default;
    ``effects.subroutines``): whether it succeeds. A Runner that can pay what its link lacks
    does, and the trace fails."""
    runner, strength = game.runner, inst.facts.trace if base is None else base
    need = max(0, strength - runner.link())
    beyond = game.link_limit is not None and strength > game.link_limit
    if runner.credits >= need and not beyond:
        runner.credits -= need
        game.say(f"    pays {need} against {inst.card.name}'s trace [{strength}]: it fails")
        return False
    game.say(f"    {inst.card.name}'s trace [{strength}] succeeds")
    return True


def fire(game: Game, inst: Installed, sub: str, clicks, damage: Callable[..., None]) -> bool | None:
    """Resolve ``sub`` of ``inst`` (one of ``SUBS``): True when the run goes on, False when it
    ends, None when the engine does not play it. ``damage`` is ``nrprint.simulate.damage.damage``."""
    f, runner = inst.facts, game.runner
    if sub == "trace-lose-click":
        if not traced(game, inst):
            return True
        if clicks is not None and clicks.available() > 0:
            clicks.spend(1)
            game.say(f"    {inst.card.name}: the Runner loses a click")
            return True
        return None if game.ai == "runner" else True  # as lose-click: the AI's other clicks
    if sub == "trace-gain":
        if traced(game, inst, f.gain_trace):
            gained(game, f.gain)  # a card ability's credits (PAD Tap)
            game.corp.credits += f.gain
            game.say(f"    {inst.card.name}: the Corp gains {f.gain}")
        return True
    if sub == "etr-poor":
        return runner.credits > f.etr_at_most
    if sub == "net-jack":
        damage(game, f.damage or 1, "net")
        if _later_damage(inst, sub) > len(runner.grip):
            game.say(f"    jacks out at {inst.card.name}")
            return False
        return True
    if sub == "trash-ai":
        programs = [i for i in runner.rig if i.card.type == "program" and "ai" in i.facts.subtypes]
        if programs and not runner_protect.prevents_trash(game):
            victim = max(programs, key=lambda i: i.facts.cost)
            trash_installed(game, victim)
            game.say(f"    trashes {victim.card.name}")
        return True
    if sub == "etr-corp-pays":
        if game.corp.credits >= f.pay and _later_damage(inst, sub) > len(runner.grip):
            game.corp.credits -= f.pay
            game.say(f"    the Corp pays {f.pay}: the run goes on through {inst.card.name}")
            return True
        return False
    if sub == "net-lose":
        damage(game, f.damage or 1, "net")
        runner.credits -= min(f.lose, runner.credits)
        return True
    if sub == "draw-up":
        drawn = corp_ice.draws(game, f.sub_draw)
        game.say(f"    {inst.card.name}: the Corp draws {drawn}")
        return True
    if sub == "install-inward":
        return _install_inward(game, inst)
    return None


def _later_damage(inst: Installed, sub: str) -> int:
    subs = inst.facts.subs
    later = subs[subs.index(sub) + 1 :]
    return sum(inst.facts.damage or 1 for s in later if s in NET)


def _install_inward(game: Game, inst: Installed) -> bool:
    corp = game.corp
    hq, archives = corp.piles["HQ"], corp.piles["Archives"]
    ice = max((c for c in hq + archives if c.type == "ice"), key=lambda c: c.facts.cost, default=None)
    server = corp_ice.server_of(game, inst)
    if ice is None or server is None:
        return True
    (hq if ice in hq else archives).remove(ice)
    server.ice.insert(server.ice.index(inst), Installed(ice, game.next_install(), turn=game.turn))
    game.say(f"    {inst.card.name}: the Corp installs {ice.name} inward, free")
    return True
