"""A run, for either Runner: approach each ice outermost first, encounter, break, access.

The ordinary game's run, as the engine plays it: the Corp rezzes an ice when the Runner
approaches it (the Corp AI whenever it can pay; a human Corp as its player decides).
On a rezzed ice's encounter the Runner breaks every subroutine that hurts it with its
cheapest matching breaker (strength raised first), or, against a bioroid, by spending a
click per subroutine; a Runner that cannot pay for all of them lets them fire in order.
A damage subroutine does the damage its card's facts give (``damage``, 1 when none), a
tag subroutine the tags they give (``tags``, 1 when none);
advancement tokens give an ice strength only when it says so (``advance_strength``,
``effects.corp_ice.strength_bonus``, as Palisade's and Gatekeeper's bonuses). An end-the-run subroutine ends the
run; after a "cannot steal or trash" subroutine the run may go on, but accesses nothing.
A successful run accesses cards (``access``). Each encounter of a rezzed ice is a use
of the card (``Game.use``). A Runner AI run into a server that already stopped it this
turn is counted here, whatever chose the server (play check SIM006).
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.simulate.access import access
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import (
    corp_ice,
    corp_ice_rd,
    corp_runs,
    runner_breach,
    runner_breakers,
    runner_bypass,
    runner_extras,
    runner_protect,
    runner_runs,
    runner_servers,
    runner_turn_cards,
)
from nrprint.simulate.effects import runs as run_effects
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.effects.runner_extras import keep_cost
from nrprint.simulate.effects.subroutines import fire
from nrprint.simulate.rig import trash_program
from nrprint.simulate.spend import held, pay
from nrprint.simulate.state import Card, Game, Installed, Server

# subroutines a Runner lets fire rather than pay to break
HARMLESS = ("gain-credits", "gain-per-ice", "other")
LOSE_CREDITS = 2  # what a lose-credits subroutine takes when its facts give no amount
_BREAKABLE: dict[tuple[str, ...], int] = {}  # an ice's subroutines -> how many are not HARMLESS


@dataclass(slots=True)
class Breaking:
    """How a Runner gets past one ice: ``cost`` credits with ``breaker``, or ``clicks``."""

    breaker: Installed | None
    cost: int = 0
    clicks: int = 0
    counters: int = 0  # virus counters spent to lower the ice's strength (effects.runner_breakers)
    own: int = 0  # the breaker's own counters paid to pump and break (Yusuf, Cerberus)


def strength(inst: Installed) -> int:
    # An ice's counters: a hosted virus's (effects.runner_virus), 1 strength each, or its
    # own (effects.corp_runs, Sandstone), ``counter_strength`` each.
    return inst.facts.strength - (inst.facts.counter_strength or 1) * inst.counters


def sub_damage(inst: Installed) -> int:
    """What one damage subroutine (or encounter effect) of ``inst`` does."""
    return inst.facts.damage or 1


def plan_break(game: Game, inst: Installed, credits: int, clicks: int, spent: int = 0) -> Breaking | None:
    """The cheapest way through ``inst`` with ``credits`` and ``clicks`` to spend, or None;
    ``spent``: weakening counters already planned for ice met earlier in the same run."""
    ice = inst.facts
    to_break = _BREAKABLE.get(ice.subs)
    if to_break is None:
        to_break = _BREAKABLE[ice.subs] = sum(1 for s in ice.subs if s not in HARMLESS)
    if not to_break:
        return Breaking(None)
    if (spender := runner_breakers.counter_breaker(game, inst, to_break)) is not None:
        return Breaking(spender, 0, counters=runner_breakers.counters_spent(spender, to_break))
    best: Breaking | None = None
    best_keep = 0  # keep_cost of best's breaker
    # the ice's strength and the counters that weaken it, worked out for the first breaker
    # that breaks its type (most plans find none)
    subtypes, need, weaken = ice.subtypes, None, 0
    for b in game.runner.rig:
        f = b.facts
        breaks = f.breaks
        if breaks is None or (breaks != "any" and breaks not in subtypes):
            continue
        if (f.central_only and runner_breakers.protects_remote(game, inst)) or (
            (ice.no_ai_break or 0 < ice.ai_proof_at <= inst.tokens) and "ai" in f.subtypes
        ):
            continue  # Passport; Turing, Hortum
        if need is None:
            need = strength(inst) + ice.strength_per_tag * game.runner.tags
            if (
                ice.remote_strength
                or ice.fracter_strength
                or ice.rez_turn_strength
                or ice.advance_strength
                or ice.breaker_strength
            ):
                need += corp_ice.strength_bonus(game, inst)
            if "ice_weaken" in game.present:  # Ice Carver
                need = max(0, need - runner_breakers.ice_weaken(game))
            weaken = runner_breakers.weaken(game) - spent
        boost = runner_breakers.host_boost(game, b) if b.host else 0  # Dinosaurus
        boost += b.counters * f.strength_per_counter  # Aumakua
        short = max(0, need - f.strength - boost)
        used = min(weaken, short)
        short -= used
        if f.exact_strength and need - used != f.strength + boost:  # Atman: equal strength only
            continue
        own = 0
        if f.counter_break or f.counter_pump:
            cost, own = runner_breakers.counter_cost(f, short, to_break)
            if own > b.counters:
                continue
        elif f.pump_breaks:
            cost = runner_breakers.pump_break_cost(f, short, to_break)
        else:
            pump = runner_extras.pump(game, f) if f.pump_per_breaker else f.pump  # Unity
            pumps = -(-short // pump) if pump > 0 else (0 if short == 0 else 999)
            cost = pumps * f.pump_cost + -(-to_break // max(1, f.break_count)) * f.break_cost
        if cost <= credits and (best is None or cost + keep_cost(f) < best.cost + best_keep):
            best, best_keep = Breaking(b, cost, counters=used, own=own), keep_cost(f)
    if best is None and "bioroid" in subtypes and to_break <= clicks:
        best = Breaking(None, 0, to_break)
    return best


def corp_rezzes(game: Game, inst: Installed) -> None:
    corp = game.corp
    want = corp.credits >= inst.facts.cost if game.ai == "corp" else game.opponent.rezzes(game, inst)
    if not want or corp.credits < inst.facts.cost:
        return
    if inst.facts.rez_forfeit and not corp_ice.forfeits(game, inst):  # Archer: no agenda, no rez
        return
    corp.credits -= inst.facts.cost
    inst.rezzed = True
    inst.used_turn = game.turn  # rezzed this turn (effects.corp_ice.strength_bonus: Gatekeeper)
    game.say(f"    Corp rezzes {inst.card.name} ({inst.facts.cost})")
    if inst.facts.run_rez_tags or inst.facts.run_rez_damage:  # Ping, Anemone
        corp_ice.rezzed_in_run(game, inst, damage)


def run(game: Game, server: Server, *, trash_limit: int | None, clicks_left) -> bool:
    """Run ``server`` (``_run``), with the Corp's bad publicity credits for the run
    (``effects.corp_runs``); counted by server (HQ, R&D, Archives or remote) beside the
    points stolen there (``corp.table.steal``)."""
    before = corp_runs.run_begins(game)
    game.result.server_runs["remote" if server.remote else server.name] += 1
    try:
        return _run(game, server, trash_limit=trash_limit, clicks_left=clicks_left)
    finally:
        corp_runs.run_ends(game, before)


def _run(game: Game, server: Server, *, trash_limit: int | None, clicks_left) -> bool:
    """Run ``server``; True when the run was successful. ``clicks_left`` tells how many
    more clicks the Runner could spend breaking bioroids (``available()``) and takes them
    (``spend(n)``): the Runner AI's disposable clicks, or a human Runner's clicks left."""
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(f"    runs {server.name} ({len(server.ice)} ice)")
    if game.ai == "runner" and server.index in game.stopped_by:
        game.result.repeat_runs += 1
    game.no_steal = False
    before = len(game.runner.scored)  # agendas stolen in this run (effects.runner_runs.run_ended)
    for inst in reversed(server.ice):
        if not inst.rezzed:
            corp_rezzes(game, inst)
        if inst.rezzed and game.run_event is not None and runner_runs.bypasses(game):
            continue
        if inst.rezzed and not encounter(game, inst, clicks_left):
            game.stopped_by.add(server.index)
            runner_runs.run_ended(game, server, before, successful=False)
            return False
    if not corp_runs.approached(game, server, clicks_left):  # Manegarm Skunkworks
        game.stopped_by.add(server.index)
        runner_runs.run_ended(game, server, before, successful=False)
        return False
    if game.agenda_counters:
        corp_runs.knives(game, damage)  # House of Knives: 1 net damage, once a run
    if game.run_event is not None:  # Sneakdoor Beta: the attacked server changes
        server = runner_breach.breached(game, server)
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(f"    the run on {server.name} is successful")
    runner_turn_cards.successful(
        game
    )  # John Masanori, Crowdfunding: before the run counts as the turn's success
    game.last_success_turn = game.turn  # effects.corp_operations: Economic Warfare
    if not server.remote:
        game.central_success_turn = game.turn  # event_effects: Mining Accident
    run_effects.successful(game, server)
    runner_breakers.successful(game, server)
    runner_servers.successful(game, server)  # Temüjin Contract
    if (
        game.run_event is not None
        and (runner_runs.replaces_breach(game, server) or runner_breach.replaces_breach(game, server, access))
    ) or runner_servers.replaces_breach(game, server):
        runner_runs.run_ended(game, server, before)
        return True
    if game.no_steal:
        game.say("    nothing can be stolen or trashed this run")
    else:
        access(game, server, trash_limit, clicks_left, encounter)
    runner_runs.run_ended(game, server, before)
    return True


def encounter(game: Game, inst: Installed, clicks) -> bool:
    """Encounter ``inst``; False when the run ends."""
    runner, f = game.runner, inst.facts
    game.use(inst.card, "ice")
    if f.encounter == "etr":  # "ends the run unless the Runner takes a tag": it takes one
        runner.tags += 1
        game.say(f"    {inst.card.name}: takes 1 tag to go on")
    elif f.encounter in ("net", "meat", "brain"):
        damage(game, sub_damage(inst), f.encounter)
    elif f.encounter == "tag":
        runner.tags += f.tags or 1
    elif f.encounter is not None and (goes_on := fire(game, inst, f.encounter, clicks, damage)) is not None:
        if not goes_on:
            return False
    elif f.encounter is not None:
        game.stand_in(inst.card)
    if runner.heap:
        runner_breakers.from_heap(
            game, inst, lambda: plan_break(game, inst, runner.credits, clicks.available())
        )
    # credits held for any icebreaker count (a breaker of one kind's are taken when they fit)
    plan = plan_break(game, inst, runner.credits + held(game, "break"), clicks.available())
    if runner_bypass.bypasses(game, inst, None if plan is None or plan.clicks else plan.cost):  # Femme Fatale
        return True
    if plan is not None:
        if plan.clicks:
            clicks.spend(plan.clicks)
            game.say(f"    spends {plan.clicks} click(s) to break {inst.card.name}")
        elif plan.breaker is not None:
            pay(game, plan.cost, "break", plan.breaker.card)
            game.say(f"    breaks {inst.card.name} with {plan.breaker.card.name} ({plan.cost})")
            if plan.own:
                plan.breaker.counters -= plan.own
                game.say(f"    {plan.breaker.card.name}: {plan.own} of its counter(s) paid")
            if plan.counters or plan.breaker.facts.trash_after_use:
                runner_breakers.after_break(game, plan.breaker, plan.counters)
            runner_extras.broke(game, plan.breaker)  # Mayfly
        fired = [s for s in f.subs if s in HARMLESS]
    else:
        fired = list(f.subs)
        game.say(f"    cannot break {inst.card.name}")
    advanced = f.advanced_at and inst.tokens >= f.advanced_at  # Mausolus
    for sub in fired:
        if sub == "etr":
            if advanced and f.advanced_search:  # Hortum
                corp_ice_rd.search(game, inst)
            game.say(f"    {inst.card.name} ends the run")
            return False
        if sub in ("net", "meat", "brain"):
            damage(game, f.advanced_damage if advanced and f.advanced_damage else sub_damage(inst), sub)
        elif sub == "tag":
            runner.tags += f.tags or 1
            game.say(f"    takes {f.tags or 1} tag" + ("s" if f.tags > 1 else ""))
            if advanced and f.advanced_etr:
                return False
        elif sub == "trash-program":
            if not runner_protect.prevents_trash(game):
                trash_program(game)
        elif sub == "lose-credits":
            runner.credits -= min(f.lose or LOSE_CREDITS, runner.credits)
        elif sub == "gain-credits":
            amount = f.advanced_gain if advanced and f.advanced_gain else f.gain or 1
            gained(game, amount)  # PAD Tap
            game.corp.credits += amount
        elif sub == "no-steal":
            game.no_steal = True
        elif (goes_on := fire(game, inst, sub, clicks, damage)) is None:
            game.stand_in(inst.card)
        elif not goes_on:
            return False
    if plan is not None and not fired:
        runner_breakers.fully_broken(game, inst)
    elif f.unbroken_damage:  # not fully broken (effects.corp_ice_rd: Anansi)
        damage(game, f.unbroken_damage, "net")
    return True


def event_ended(game: Game, event: Card, successful: bool) -> None:
    """The run a run event made is over: its credits after a successful run
    (``effects.runs``), then what ends with it (``effects.runner_runs``)."""
    run_effects.event_run_ended(game, event, successful)
    runner_runs.ended(game, damage)
