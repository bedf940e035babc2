"""The competent Runner's decisions for Runner cards with a choice (``CompetentRunner.decide``
asks here; the effects are played by ``nrprint.simulate.effects.runner_*``).

- Account Siphon (``siphon``): played on HQ, before any other run, when the Runner can get
  into HQ, the Corp has at least ``SIPHON_AT`` credits and the Runner has no tag yet (a
  club player siphons a rich Corp and clears its tags afterwards).
- Stimhack (``run_credits``): played when no server is in reach with the Runner's own
  credits but one is with the event's, and the grip holds at least ``STIM_GRIP`` cards
  (its core damage trashes one and shrinks the hand).
- Clone Chip, Self-modifying Code (``install_from``), before each click: trashed to install
  a breaker of a type it lacks (``missing``) from the heap or stack when it can pay for it.
- Street Peddler (``host_discount``), before each click: trashed to install a hosted breaker
  of a missing type, else a hosted resource that makes money, when it can pay for it.
- Same Old Thing (``replay_event``), when it must make money: two clicks replay the heap's
  event that gains most, if it gains more than ``REPLAY_AT`` credits beyond its cost (more
  than two clicks of 1 credit would).
- Kati Jones (``click_store``), where it would take 1 credit: takes what is stored when that
  is at least two clicks' worth or it is short of credits, else stores.
- Test Run (``fetch_program``), when a breaker type is missing and none is in the grip: the
  missing breaker from the stack or heap, only when it opens a run worth making with a
  click left after the play (the program goes back to the stack when the turn ends); Hostage (``search_connection``), with two clicks
  left and no money resource installed: a connection that makes money.
- Parasite (``on_ice``), after the missing breakers: hosted on the rezzed ice it would kill
  soonest (lowest strength, at most ``VIRUS_AT``), preferring ice of a type it cannot break.
- Film Critic (``hosts_agenda``): first of all, with two clicks left, adds its hosted agenda
  to the score area.
- With a run chosen: Legwork (``access_more``) on the server it accesses more of (Jailbreak on
  HQ or R&D); Indexing (``rd_arrange``) on R&D with a click left after it; Inside
  Job (``bypass_first``) when the way in costs at least ``BYPASS_AT`` credits, or cannot be
  paid at all without it.
- Moshing (``grip_cost``): played only with that many grip cards besides it (``playable``),
  which pay the least valued (``before_play``). Fermenter (``cash_counters``), when it must
  make money, cashed if it gives more than ``CASH_AT``; Cache (``counter_credit``), below
  ``LOW`` credits, its counters taken before a click; Imp (``access_trash``) on an accessed
  card it wants trashed (``effects.runner_counters.counter_trash``); Zer0 (``click_damage``)
  like a click ability, once a turn, never on a grip its damage would empty.
- The way in (``RunnerPlayer.cost``) counts a breaker the heap would install on the
  encounter with its install cost (``heap_plan``) and, where it is cheaper or the only way,
  the first rezzed ice bypassed by an Inside Job of the grip
  (``bypass_cost``; the event must be affordable on top).
"""

from __future__ import annotations

from typing import Protocol

from nrprint.simulate import derez as runner_derez
from nrprint.simulate.effects.runner_breakers import x_counters
from nrprint.simulate.effects.runner_counters import cash
from nrprint.simulate.effects.runner_installs import event_played, hosted, install_from, install_hosted
from nrprint.simulate.effects.runner_installs import replay as replay_event
from nrprint.simulate.effects.runner_protect import cash_in
from nrprint.simulate.effects.runner_runs import may_run, score_hosted
from nrprint.simulate.effects.runner_servers import chose
from nrprint.simulate.effects.runner_turn import store, trashed_from_grip
from nrprint.simulate.effects.runner_virus import host
from nrprint.simulate.event_effects import central_played
from nrprint.simulate.opponents import runner_events
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.rig import breaker_rank, can_install
from nrprint.simulate.runs import Breaking, plan_break
from nrprint.simulate.state import CENTRALS, HQ, RD, Card, Game, Installed, Server


class CompetentRunner(Protocol):
    """What these decisions ask of ``opponents.runner.CompetentRunner``."""

    def cost(self, game: Game, server: Server, bypass: bool = False) -> int | None: ...

    def run_choice(self, game: Game, missing: list[str]) -> tuple[Server, int] | None: ...

    def missing(self, game: Game) -> list[str]: ...

    def discard_choice(self, game: Game) -> Card: ...


SIPHON_AT = 4
STIM_GRIP = 3
BYPASS_AT = 2
REPLAY_AT = 2
CASH_AT = 2
VIRUS_AT = 4
LOW = 4  # as opponents.runner.LOW


def _run_events(game: Game, spare: int) -> list[Card]:
    grip = game.runner.grip
    return [c for c in grip if c.facts.run_server and "run" in c.facts.subtypes and c.facts.cost <= spare]


def siphon(player: CompetentRunner, game: Game) -> Click | None:
    if "siphon" not in game.present:
        return None
    runner = game.runner
    if runner.tags or game.corp.credits < SIPHON_AT:
        return None
    # an extra click to pay (Diversion of Funds) needs a click besides the play's
    cards = [
        c
        for c in runner.grip
        if c.facts.siphon and c.facts.cost <= runner.credits and runner.clicks > c.facts.extra_click
    ]
    if not cards:
        return None
    hq = game.corp.servers[HQ]
    cost = player.cost(game, hq) if hq.ice else 0
    if cost is None or cost + cards[0].facts.cost > runner.credits:
        return None
    return Click("run-event", HQ, cards[0].name)


def stimhack(player: CompetentRunner, game: Game, missing: list[str]) -> Click | None:
    if "run_credits" not in game.present:
        return None
    runner = game.runner
    if len(runner.grip) < STIM_GRIP:
        return None
    cards = [c for c in runner.grip if c.facts.run_credits and c.facts.cost <= runner.credits]
    if not cards:
        return None
    card = max(cards, key=lambda c: c.facts.run_credits - c.facts.cost)
    runner.credits += card.facts.run_credits - card.facts.cost  # what it could spend in the run
    try:
        target = player.run_choice(game, missing)
    finally:
        runner.credits -= card.facts.run_credits - card.facts.cost
    if target is None or not may_run(card, target[0]):
        return None
    return Click("run-event", target[0].index, card.name)


def for_run(player: CompetentRunner, game: Game, server: Server, cost: int) -> Card | None:
    """A run event worth playing for the run on ``server`` that costs ``cost`` to get in
    (with a bypass counted, when ``bypass_cost`` found one cheaper)."""
    plain: int | None | bool = False  # the cost without a bypass, worked out when asked
    for c in _run_events(game, game.runner.credits - cost):
        f = c.facts
        if not may_run(c, server) or f.siphon or f.run_credits:
            continue
        if f.access_more and (
            f.access_server == "attacked" or CENTRALS.get(f.access_server or "") == server.index
        ):
            return c  # may_run: an attacked server is HQ or R&D (Jailbreak)
        if f.rd_arrange and server.index == RD and game.runner.clicks >= 2:
            return c  # a click left to steal what it puts on top (Indexing)
        if f.bypass_first:
            if plain is False:
                plain = player.cost(game, server) if server.ice else 0
            if plain is None or plain >= BYPASS_AT:
                return c
    return None


def bypass_cost(player: CompetentRunner, game: Game, server: Server, paid: int | None) -> int | None:
    """The cost of getting into ``server``, ``paid`` without a bypass: less with a bypass
    event of the grip (Inside Job) and its cost, when that is cheaper."""
    if "bypass_first" not in game.present:
        return paid
    runner = game.runner
    runs = (c for c in runner.grip if c.facts.bypass_first and "run" in c.facts.subtypes)
    event = next((c for c in runs if may_run(c, server)), None)
    if event is None:
        return paid
    rest = player.cost(game, server, bypass=True)
    if rest is None or rest + event.facts.cost > runner.credits:
        return paid
    return rest if paid is None or rest < paid else paid


def heap_plan(game: Game, inst: Installed, credits: int, clicks: int) -> Breaking | None:
    """The way past ``inst`` with a breaker the heap installs on its encounter
    (``effects.runner_breakers.from_heap``), its install cost counted, or None."""
    if "heap_install" not in game.present:
        return None
    runner = game.runner
    best: Breaking | None = None
    for card in runner.heap:
        if not card.facts.heap_install or card.facts.breaks not in inst.facts.subtypes:
            continue
        if not can_install(game, card, card.facts.cost):
            continue
        trial = Installed(card, 0, rezzed=True)
        runner.rig.append(trial)
        try:
            plan = plan_break(game, inst, credits - card.facts.cost, clicks)
        finally:
            runner.rig.remove(trial)
        if plan is not None and (best is None or plan.cost + card.facts.cost < best.cost):
            best = Breaking(plan.breaker, plan.cost + card.facts.cost, plan.clicks, plan.counters)
    return best


def free_abilities(player: CompetentRunner, game: Game) -> None:
    """Use a rig card that installs a missing breaker from the heap or stack (no click);
    below ``LOW`` credits, take the credits a card's counters give (Cache)."""
    runner = game.runner
    if runner.credits < LOW:
        for inst in [i for i in runner.rig if i.facts.counter_credit and i.counters]:
            cash(game, inst, inst.counters)
    cash_in(game)  # effects.runner_protect: Fall Guy
    tools = [i for i in runner.rig if i.facts.install_from or i.facts.host_discount]
    if not tools:
        return
    missing = player.missing(game)
    for tool in tools:
        if tool.facts.host_discount:
            if (pick := _peddled(game, tool, missing)) is not None:
                install_hosted(game, tool, pick)
                return
            continue
        pile = runner.heap if tool.facts.install_from == "heap" else runner.stack
        room = runner.memory_free() + (tool.facts.memory if tool.card.type == "program" else 0)
        fits = [
            c
            for c in pile
            if c.facts.breaks in missing
            and c.facts.memory <= room
            and c.facts.cost + tool.facts.install_fee <= runner.credits
        ]
        if fits:
            install_from(game, tool, min(fits, key=lambda c: (breaker_rank(missing, c), c.facts.cost)))
            return


def _peddled(game: Game, tool: Installed, missing: list[str]) -> Card | None:
    runner = game.runner
    room = runner.memory_free()
    fits = [
        c
        for c in hosted(game, tool)
        if c.type != "event"
        and max(0, c.facts.cost - tool.facts.host_discount) <= runner.credits
        and (c.type != "program" or c.facts.memory <= room)
    ]
    breakers = [c for c in fits if c.facts.breaks in missing]
    if breakers:
        return min(breakers, key=lambda c: breaker_rank(missing, c))
    return next((c for c in fits if c.type == "resource" and (c.facts.click_gain or c.facts.drip)), None)


def replay_click(game: Game) -> Click | None:
    if "replay_event" not in game.present:
        return None
    runner = game.runner
    if runner.clicks < 2:
        return None
    tool = next((i for i in runner.rig if i.facts.replay_event), None)
    if tool is None:
        return None
    money = runner.credits
    events = [
        c for c in runner.heap if c.type == "event" and not c.facts.run_server and c.facts.cost <= money
    ]
    best = max(events, key=lambda c: c.facts.gain - c.facts.cost, default=None)
    if best is None or best.facts.gain - best.facts.cost <= REPLAY_AT:
        return None
    return Click("replay", tool.card.uid, best.name)


def replay(game: Game, click: Click) -> None:
    runner = game.runner
    tool = next(i for i in runner.rig if i.card.uid == click.target)
    event = next(c for c in runner.heap if c.name == click.label and c.type == "event")
    replay_event(game, tool, event)


def store_click(game: Game) -> Click | None:
    if "click_store" not in game.present:
        return None
    tool = next((i for i in game.runner.rig if i.facts.click_store and i.used_turn != game.turn), None)
    if tool is None:
        return None
    take = tool.hosted >= 2 * tool.facts.click_store or (tool.hosted and game.runner.credits < LOW)
    return Click("take" if take else "store", tool.card.uid, tool.card.name)


def use_store(game: Game, click: Click) -> None:
    inst = next(i for i in game.runner.rig if i.card.uid == click.target)
    store(game, inst, click.kind == "take")


def _money(c: Card) -> bool:
    return bool(c.facts.click_gain or c.facts.drip or c.facts.click_store)


def _fetched(player: CompetentRunner, game: Game, event: Card) -> Card | None:
    runner = game.runner
    if event.facts.fetch_program:
        missing = player.missing(game)
        piles = runner.stack + runner.heap
        found = [c for c in piles if c.facts.breaks in missing and can_install(game, c, 0)]
        return min(found, key=lambda c: breaker_rank(missing, c), default=None)
    if event.facts.search_connection:
        found = [c for c in runner.stack if "connection" in c.facts.subtypes]
        return max(found, key=_money, default=None)
    return None


def _opens(player: CompetentRunner, game: Game, event: Card) -> bool:
    """Whether the program ``event`` fetches for the turn (Test Run) opens a run worth making
    with a click left after the play: it goes back to the stack when the turn ends."""
    pick = _fetched(player, game, event)
    runner = game.runner
    if pick is None or runner.clicks < 2:
        return False
    trial = Installed(pick, 0, rezzed=True)
    runner.rig.append(trial)
    runner.credits -= event.facts.cost
    runner.clicks -= 1
    try:
        return player.run_choice(game, player.missing(game)) is not None
    finally:
        runner.rig.remove(trial)
        runner.credits += event.facts.cost
        runner.clicks += 1


def fetch_click(player: CompetentRunner, game: Game, missing: list[str]) -> Click | None:
    runner = game.runner
    if missing and not any(c.facts.breaks in missing for c in runner.grip):
        for c in runner.grip:
            if c.facts.fetch_program and c.facts.cost <= runner.credits and _opens(player, game, c):
                return Click("play", c.uid, c.name)
    if (
        runner.clicks >= 2
        and "search_connection" in game.present
        and not any(_money(i.card) for i in runner.rig)
    ):
        for c in runner.grip:
            if c.facts.search_connection and c.facts.cost <= runner.credits:
                pick = _fetched(player, game, c)
                if pick is not None and _money(pick):
                    return Click("play", c.uid, c.name)
    return None


def after_play(player: CompetentRunner, game: Game, card: Card) -> None:
    """A human Runner's event that fetches a card: the card it picks (``effects.runner_installs``);
    the server it chooses for a card it installed."""
    if card.facts.fetch_program or card.facts.search_connection:
        event_played(game, card, _fetched(player, game, card))
    if card.facts.chosen_server == "install":  # effects.runner_servers: Temüjin Contract's server
        chose(game, next(i for i in game.runner.rig if i.card is card))
    if card.facts.x_counters:  # effects.runner_breakers: Atman's counters
        x_counters(game, next(i for i in game.runner.rig if i.card is card))
    if card.facts.chosen_ice:  # effects.runner_bypass: Femme Fatale's ice
        runner_events.chose_ice(game, next(i for i in game.runner.rig if i.card is card))


def virus_click(game: Game) -> Click | None:
    if "on_ice" not in game.present:
        return None
    runner = game.runner
    virus = next((c for c in runner.grip if c.facts.on_ice and can_install(game, c, c.facts.cost)), None)
    if virus is None:
        return None
    have = {i.facts.breaks for i in runner.rig if i.facts.breaks}
    taken = {i.host for i in runner.rig if i.facts.on_ice and i.host}
    if virus.facts.host_break:  # Botulus (effects.runner_breakers): unbreakable ice, fewest subs
        ice = [i for s in game.corp.servers for i in s.ice if i.rezzed and i.card.uid not in taken]
        pick = min(ice, key=lambda i: (bool(set(i.facts.subtypes) & have), len(i.facts.subs)), default=None)
        return None if pick is None else Click("host-ice", virus.uid, virus.name, pick.card.uid)
    ice = [
        i
        for s in game.corp.servers
        for i in s.ice
        if i.rezzed and i.card.uid not in taken and 0 < i.facts.strength - i.counters <= VIRUS_AT
    ]
    if not ice:
        return None
    pick = min(ice, key=lambda i: (bool(set(i.facts.subtypes) & have), i.facts.strength - i.counters))
    return Click("host-ice", virus.uid, virus.name, pick.card.uid)


def host_virus(game: Game, click: Click) -> None:
    runner = game.runner
    virus = next(c for c in runner.grip if c.uid == click.target)
    ice = next(i for s in game.corp.servers for i in s.ice if i.card.uid == click.card)
    runner.grip.remove(virus)
    host(game, virus, ice)


def before_play(player: CompetentRunner, game: Game, card: Card) -> None:
    """An event's extra cost in grip cards (Moshing), paid before it resolves: those the
    player values least (``discard_choice``)."""
    if not card.facts.grip_cost:
        return
    runner = game.runner
    gone = []
    for _ in range(min(card.facts.grip_cost, len(runner.grip))):
        pick = player.discard_choice(game)
        runner.grip.remove(pick)
        runner.heap.append(pick)
        gone.append(pick)
    game.say(f"    trashes {', '.join(c.name for c in gone)} from the grip")
    trashed_from_grip(game, gone)


def playable(game: Game, card: Card) -> bool:
    """An event with an extra cost in grip cards (Moshing) needs that many besides it; one
    played after a successful central run (Mining Accident), that run this turn."""
    if card.facts.needs_central and not central_played(game):
        return False
    if card.facts.needs_hq and not (runner_derez.hq_played(game) and runner_derez.rezzed_ice(game)):
        return False  # Emergency Shutdown
    if card.facts.rez_or_trash and not runner_derez.unrezzed_ice(game):
        return False  # Forged Activation Orders
    return not card.facts.grip_cost or len(game.runner.grip) > card.facts.grip_cost


def cash_click(game: Game) -> Click | None:
    """Fermenter, when it must make money: its counters, if they give more than two clicks of
    1 credit would."""
    for inst in game.runner.rig:
        if inst.facts.cash_counters and inst.counters * inst.facts.cash_counters > CASH_AT:
            return Click("cash", inst.card.uid, inst.card.name)
    return None


def use_cash(game: Game, click: Click) -> None:
    inst = next(i for i in game.runner.rig if i.card.uid == click.target)
    cash(game, inst, inst.counters)


def critic_click(game: Game) -> Click | None:
    if "hosts_agenda" not in game.present:
        return None
    runner = game.runner
    if runner.clicks < 2:
        return None
    for inst in runner.rig:
        if inst.facts.hosts_agenda and runner.piles.get(f"hosted-{inst.card.uid}"):
            return Click("critic", inst.card.uid, inst.card.name)
    return None


def score_critic(game: Game, click: Click) -> None:
    score_hosted(game, next(i for i in game.runner.rig if i.card.uid == click.target))
