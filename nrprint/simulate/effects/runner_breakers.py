"""Runner breakers beyond "pay to pump, pay to break" (``runs.plan_break`` and
``runs.encounter`` call in here).

- ``pump_breaks``: the pump also breaks: each use raises strength by ``pump`` and, once the
  breaker is strong enough, breaks up to ``pump_breaks`` subroutines (Black Orchestra,
  MKUltra); ``pump_x``: one use of any size X gives +X strength and breaks up to X
  (Paperclip), so getting past ``n`` subroutines ``short`` strength short costs
  ``max(short, n)`` uses of ``pump_cost``.
- ``heap_install``: on an encounter with ice of its type that nothing installed can get
  past, a breaker in the heap is installed (paying its cost) when it then can. Installing
  it is the player's choice: the Runner AI, whose rulebook gives it none, leaves it in the
  heap and that encounter counts as a stand-in of the breaker.
- ``weakens`` with ``central_counter`` (Datasucker): a virus counter is placed on the card
  after each successful run on a central server; each counter spent lowers the strength of
  the ice being encountered by 1 for that encounter. The cheapest way past an ice spends
  as many as save strength (``runs.plan_break``), for either Runner.
- ``counter_breaks_at`` (D4v1d): each counter on the card breaks one subroutine of an ice of
  at least that strength; used whenever its counters break them all (for free).
- ``counter_break``/``counter_pump`` (Yusuf, Cerberus "Lady" H1, Propeller): the break or
  pump is paid with the breaker's own counters instead of credits (``counter_cost``); a
  plan needing more counters than the card holds is no plan. ``success_counter`` (Yusuf):
  counters placed after every successful run (the player always takes the "may"), for
  either Runner. The run's cost the competent Runner plans counts each ice's counters
  alone, as it counts credits (``RunnerPlayer.cost``).
- ``x_counters`` with ``exact_strength`` (Atman): a human Runner pays credits for counters as
  it installs it (``x_counters``): as many as the printed strength most common among the
  rezzed ice of types its other breakers do not break (else among all rezzed ice, else
  ``EXACT_AT``), its credits allowing; it then breaks only ice of exactly its strength
  (``runs.plan_break``). The Runner AI's rulebook gives it no such choice: its install places
  none (a stand-in, ``rig.install``).
- ``ice_weaken`` (Ice Carver): every ice the Runner encounters has that much less strength
  (``ice_weaken``); ``central_only`` (Passport): the breaker breaks no ice protecting a remote
  server (``protects_remote``). Both read by ``runs.plan_break``, for either Runner.
- ``trash_after_use`` (Faerie): trashed once an encounter in which it broke ends.
- ``full_break_gain``/``full_break_lose`` (Bukhgalter, Amina): the turn's first ice the breaker
  fully breaks gives its Runner, or takes from the Corp, those credits (``paid_for_break``;
  the breaker of an encounter is marked by ``effects.runner_extras.broke``, unmarked as each
  encounter comes to its break, ``effects.runner_bypass.bypasses``).
- ``trash_break`` with ``chosen_ice`` (Boomerang): the card breaks every subroutine, up to that
  many, of the ice chosen as it was installed, when no icebreaker of the rig breaks that ice
  (``trash_breaks``); it is trashed as that run ends (``effects.runner_extras.run_ended``).
- ``trash_outer_ice`` (Hippo): when the Runner fully breaks the outermost ice of the server
  it runs, the card is removed from the game (the Runner's ``removed`` pile) and the ice is
  trashed. A human Runner always does it; the Runner AI is not given the choice (stand-in).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.effects import runner_counters, runner_extras, runner_gains
from nrprint.simulate.effects.runner_installs import trash_noted
from nrprint.simulate.rig import can_install, install, runner_gain
from nrprint.simulate.state import HQ, Game, Installed, Server

EXACT_AT = 4  # the strength an exact-strength breaker is given when no rezzed ice says better


def pump_break_cost(f: PlayFacts, short: int, subs: int) -> int:
    """Credits for a pump-and-break breaker ``short`` strength short of an ice with ``subs``
    subroutines to break."""
    if f.pump_x:
        return max(short, subs) * f.pump_cost
    reach = -(-short // f.pump) if f.pump > 0 else 0
    left = subs - f.pump_breaks if reach else subs  # the use that reaches the ice breaks too
    return (reach + -(-max(0, left) // f.pump_breaks)) * f.pump_cost


def counter_cost(f: PlayFacts, short: int, subs: int) -> tuple[int, int]:
    """Credits and the breaker's own counters to get ``short`` strength and break ``subs``
    subroutines with a breaker paid (in part) with counters."""
    pumps = -(-short // f.pump) if f.pump > 0 else (0 if short == 0 else 999)
    uses = -(-subs // max(1, f.break_count))
    credits = counters = 0
    for amount, by_counters in (
        (pumps * f.pump_cost, f.counter_pump),
        (uses * f.break_cost, f.counter_break),
    ):
        if by_counters:
            counters += amount
        else:
            credits += amount
    return credits, counters


def from_heap(game: Game, inst: Installed, plan: Callable[[], object]) -> None:
    """Install a heap breaker for ``inst``'s type when ``plan()`` (the cheapest way past it)
    finds none, and the breaker would get past it once installed."""
    if "heap_install" not in game.present:
        return
    runner = game.runner
    found = [c for c in runner.heap if c.facts.heap_install and c.facts.breaks in inst.facts.subtypes]
    if not found or plan() is not None:
        return
    if game.ai == "runner":
        game.stand_in(found[0])
        return
    for card in sorted(found, key=lambda c: c.facts.cost):
        if not can_install(game, card, card.facts.cost):
            continue
        trial = Installed(card, 0, rezzed=True)  # would it get past once installed and paid for?
        runner.rig.append(trial)
        runner.credits -= card.facts.cost
        gets_past = plan() is not None
        runner.rig.remove(trial)
        runner.credits += card.facts.cost
        if gets_past:
            runner.heap.remove(card)
            game.say(f"    installs {card.name} from the heap")
            install(game, card)
            return


def fully_broken(game: Game, inst: Installed) -> None:
    """``inst`` was fully broken: the breaker that did it may pay (``paid_for_break``); a
    ``trash_outer_ice`` card trashes the ice if it is the outermost of its server."""
    if "full_break_gain" in game.present or "full_break_lose" in game.present:
        paid_for_break(game)
    runner = game.runner
    hippo = next((i for i in runner.rig if i.facts.trash_outer_ice), None)
    if hippo is None or inst.facts.untrashable:  # Architect: no player trashes it
        return
    server = next((s for s in game.corp.servers if s.ice and s.ice[-1] is inst), None)
    if server is None:
        return
    if game.ai == "runner":
        game.stand_in(hippo.card)
        return
    runner.rig.remove(hippo)
    runner.piles.setdefault("removed", []).append(hippo.card)
    server.ice.remove(inst)
    game.corp.piles["Archives"].append(inst.card)
    game.say(f"    removes {hippo.card.name} from the game to trash {inst.card.name}")


def weaken(game: Game) -> int:
    """Strength the rig's virus counters can take off the ice being encountered."""
    if "weakens" not in game.present:
        return 0
    return sum(i.counters for i in game.runner.rig if i.facts.weakens) if game.runner.rig else 0


def paid_for_break(game: Game) -> None:
    """The turn's first full break by a breaker marked in this encounter
    (``effects.runner_extras.broke``): its Runner gains ``full_break_gain``, the Corp loses
    ``full_break_lose``, for both Runners."""
    for b in game.runner.rig:
        if b.target != runner_extras.BROKE or not (b.facts.full_break_gain or b.facts.full_break_lose):
            continue
        b.target = -1
        if b.used_turn == game.turn:
            continue
        b.used_turn = game.turn
        runner_gain(game, b.facts.full_break_gain)
        lost = min(b.facts.full_break_lose, game.corp.credits)
        game.corp.credits -= lost
        game.say(f"    {b.card.name}: gains {b.facts.full_break_gain}, the Corp loses {lost}")


def counter_breaker(game: Game, inst: Installed, subs: int) -> Installed | None:
    """A rig card whose counters break every subroutine of ``inst`` (D4v1d; Botulus, hosted
    on ``inst``: one counter a subroutine; Endurance, any ice: ``counters_spent``), or None.
    Counters that would break only some of its subroutines are kept: the engine does not mix
    them with a breaker's breaks."""
    present = game.present
    if (
        "counter_breaks_at" not in present
        and "host_break" not in present
        and "counters_break" not in present
        and "trash_break" not in present
    ):
        return None
    for b in game.runner.rig:
        if b.facts.trash_break:
            if trash_breaks(game, b, inst, subs):
                return b
            continue
        at = b.facts.counter_breaks_at
        if (
            (at and inst.facts.strength >= at)
            or (b.facts.host_break and b.host == inst.card.uid)
            or b.facts.counters_break
        ) and b.counters >= counters_spent(b, subs):
            return b
    return None


def trash_breaks(game: Game, b: Installed, inst: Installed, subs: int) -> bool:
    """Whether ``b``, a ``trash_break`` card (Boomerang), is trashed to break ``inst``: the ice
    chosen as it was installed, all of whose ``subs`` it breaks, not yet used, and one no
    icebreaker of the rig breaks (a one-use card kept for the ice the rig cannot get past)."""
    if b.target != inst.card.uid or subs > b.facts.trash_break or b.used_turn == game.turn:
        return False
    kinds = {i.facts.breaks for i in game.runner.rig if i.facts.breaks}
    return "any" not in kinds and not kinds & set(inst.facts.subtypes)


def counters_spent(b: Installed, subs: int) -> int:
    """The counters ``b`` spends to break ``subs`` subroutines: one each, or N for each N
    (Endurance's ``counters_break``: 2 counters break up to 2, always spent whole); none for a
    card trashed to break (``trash_break``)."""
    if b.facts.trash_break:
        return 0
    n = b.facts.counters_break
    return -(-subs // n) * n if n else subs


def after_break(game: Game, breaker: Installed, counters: int) -> None:
    """``breaker`` broke an ice: the counters spent come off it (``counter_breaks_at``) or off
    the weakening cards; a one-use breaker (``trash_after_use``) is trashed."""
    runner = game.runner
    sources = (
        [breaker]
        if breaker.facts.counter_breaks_at or breaker.facts.host_break or breaker.facts.counters_break
        else [i for i in runner.rig if i.facts.weakens]
    )
    for inst in sources:
        used = min(counters, inst.counters)
        inst.counters -= used
        counters -= used
        if used:
            game.say(f"    {inst.card.name}: {used} counter(s) spent")
    if breaker.facts.trash_after_use and breaker in runner.rig:
        trash_noted(game, breaker)
        game.say(f"    {breaker.card.name} is trashed after the encounter")


def successful(game: Game, server: Server) -> None:
    """A successful run: counters on the rig cards that take one for a central server."""
    if server.index <= HQ:
        for inst in game.runner.rig:
            inst.counters += inst.facts.central_counter
    if "success_counter" in game.present:
        for inst in game.runner.rig:
            inst.counters += inst.facts.success_counter
    runner_counters.successful(game, server)  # Medium's R&D counters
    runner_gains.successful(game, server)  # Lamprey
    if server.index == HQ:
        game.hq_success_turn = game.turn  # simulate.derez: Emergency Shutdown


def host_boost(game: Game, breaker: Installed) -> int:
    """The strength a breaker's console gives it (Dinosaurus), 0 when it has none."""
    return next((h.facts.hosts_breaker for h in game.runner.rig if h.card.uid == breaker.host), 0)


def x_counters(game: Game, inst: Installed) -> None:
    """``inst``'s counters bought as a human Runner installs it (Atman; see above)."""
    runner = game.runner
    have = {i.facts.breaks for i in runner.rig if i.facts.breaks and i is not inst}
    ice = [i for s in game.corp.servers for i in s.ice if i.rezzed]
    pool = [i for i in ice if "any" not in have and not set(i.facts.subtypes) & have] or ice
    counts = Counter(i.facts.strength for i in pool)
    want = max(counts, key=lambda n: (counts[n], n)) if counts else EXACT_AT
    bought = min(max(0, want - inst.facts.strength) // (inst.facts.strength_per_counter or 1), runner.credits)
    runner.credits -= bought
    inst.counters += bought
    game.say(f"    {inst.card.name}: {bought} counter(s) for {bought} credit(s)")


def ice_weaken(game: Game) -> int:
    """The strength an encountered ice loses to the rig's ``ice_weaken`` cards (Ice Carver)."""
    return sum(i.facts.ice_weaken for i in game.runner.rig)


def protects_remote(game: Game, ice: Installed) -> bool:
    """Whether ``ice`` protects a remote server (a ``central_only`` breaker cannot break it)."""
    return any(ice in s.ice for s in game.corp.servers if s.remote)
