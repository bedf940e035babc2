"""What a run event does to the run it makes (``rig.play_event(run=True)`` starts it,
``runs.run`` asks during the run, ``runs.event_ended`` ends it).

- ``run_credits`` (Stimhack, Overclock): credits on the event that the Runner may spend during
  the run; it spends them before its own, and what is left of them is lost when the run ends.
- ``run_core_damage``: core (brain) damage suffered when the run ends, whatever its result.
- ``bypass_first`` (Inside Job): the first rezzed ice encountered in the run is bypassed.
- ``access_more`` on ``access_server`` (Legwork): more cards accessed when the run breaches
  that server; rig cards with the same facts (R&D Interface) add theirs on every breach.
- ``siphon`` (Account Siphon): instead of breaching HQ, the Corp loses up to that many
  credits, the Runner gains ``siphon_each`` (2; Diversion of Funds 1) for each and takes the
  event's ``tags``. The Runner that
  played the event for it always does it.
- ``end_gain``/``end_gain_per_ice`` (Bravado, run on a server with ice: ``may_run``): as the
  run ends, whatever its result, those credits and more for each ice it passed (``passed``,
  read from the rezzed ice it approached, ``bypasses``).
- ``heap_program_install`` (Retrieval Run): instead of breaching Archives, a program of the
  heap is installed free (``retrieved``); with none that fits, the breach goes on.
- ``first_hq_more`` (Docklands Pass): more cards accessed on the turn's first breach of HQ, for
  both Runners (``access_more``; the turn is the card's ``Installed.used_turn``).
- ``wheel_counter`` (The Turning Wheel): counters after a run on HQ or R&D that stole no agenda
  (``run_ended``); a human Runner spends ``wheel_spend`` of them for each more card accessed
  on a breach of HQ or R&D, as many as it has (the Runner AI is not given that choice: a
  stand-in). ``clean_breach_counter`` (Aumakua): counters after a breach in which nothing was
  stolen or trashed (``breached``).
- ``hosts_agenda`` (Film Critic): an accessed agenda is hosted on the empty card instead of
  stolen (in the Runner's pile ``hosted-<uid>``) when stealing it would hurt (it does damage
  when stolen); two clicks later add it to the score area, not a steal (``score_hosted``).
  The Runner AI is not given that choice: it steals, and the card counts a stand-in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from nrprint.simulate.effects import runner_extras, runner_turn_cards
from nrprint.simulate.effects.runner_counters import more_accesses
from nrprint.simulate.rig import breaker_types, can_install, install, runner_gain
from nrprint.simulate.state import ARCHIVES, CENTRALS, HQ, RD, Card, Game, Installed, Server

SERVER_NAMES = {"hq": "HQ", "r&d": "R&D", "archives": "Archives"}


@dataclass(slots=True)
class RunEvent:
    card: Card
    floor: int  # the Runner's own credits when the event's credits were added
    bypass: bool  # the first ice is still to be bypassed
    scored: int = 0  # cards in the Runner's score area as the run began (Mad Dash)
    approached: int = 0  # rezzed ice approached in the run (``bypasses`` is asked at each: Bravado)
    passed: int = 0  # ice passed, known as the run ends (``run_ended``)


def started(game: Game, card: Card) -> None:
    f = card.facts
    game.run_event = RunEvent(card, game.runner.credits, f.bypass_first, len(game.runner.scored))
    if f.run_credits:
        game.runner.credits += f.run_credits
        game.say(f"    {card.name}: {f.run_credits} credit(s) for the run")


def may_run(card: Card, server: Server) -> bool:
    """Whether ``card`` (a run event) may run ``server``."""
    wanted = card.facts.run_server
    if wanted == "hq-or-r&d":  # effects.runner_breach: Jailbreak
        return server.index in (HQ, RD)
    if wanted == "protected":  # Bravado
        return bool(server.ice)
    return wanted in (None, "any") or SERVER_NAMES.get(wanted) == server.name


def bypasses(game: Game) -> bool:
    """The ice about to be encountered is bypassed (the first one of an Inside Job run)."""
    event = game.run_event
    if isinstance(event, RunEvent):
        event.approached += 1
    if isinstance(event, RunEvent) and event.bypass:
        event.bypass = False
        game.say(f"    {event.card.name}: bypasses the ice")
        return True
    return False


def access_more(game: Game, server: Server) -> int:
    """How many more cards a breach of ``server`` accesses."""
    gated = "access_more" not in game.present and "wheel_spend" not in game.present
    if gated and "counter_access" not in game.present and "first_hq_more" not in game.present:
        return 0  # Medium's counters (runner_counters), Docklands Pass
    more = sum(
        i.facts.access_more
        for i in game.runner.rig
        if CENTRALS.get(i.facts.access_server or "") == server.index
    )
    more += more_accesses(game, server)  # effects.runner_counters: Medium
    if server.index == HQ:
        for dock in [i for i in game.runner.rig if i.facts.first_hq_more and i.used_turn != game.turn]:
            dock.used_turn = game.turn  # the turn's first breach of HQ
            more += dock.facts.first_hq_more
    for wheel in [i for i in game.runner.rig if i.facts.wheel_spend and i.counters >= i.facts.wheel_spend]:
        if game.ai == "runner":
            game.stand_in(wheel.card)
            continue
        more += wheel.counters // wheel.facts.wheel_spend
        wheel.counters %= wheel.facts.wheel_spend
    event = game.run_event
    if isinstance(event, RunEvent) and (
        event.card.facts.access_server == "attacked"
        or CENTRALS.get(event.card.facts.access_server or "") == server.index
    ):
        more += event.card.facts.access_more
    return more


def replaces_breach(game: Game, server: Server) -> bool:
    """The run's event replaces the breach of ``server``: True when it did (no access)."""
    event = game.run_event
    if isinstance(event, RunEvent) and event.card.facts.heap_program_install and server.index == ARCHIVES:
        return retrieved(game, event.card)
    if not isinstance(event, RunEvent) or not event.card.facts.siphon or server.index != HQ:
        return False
    f, corp = event.card.facts, game.corp
    lost = min(f.siphon, corp.credits)
    corp.credits -= lost
    runner_gain(game, f.siphon_each * lost)
    game.runner.tags += f.tags
    game.say(
        f"    {event.card.name}: the Corp loses {lost}, the Runner gains {f.siphon_each * lost}, takes {f.tags} tag(s)"
    )
    return True


def retrieved(game: Game, event: Card) -> bool:
    """Retrieval Run: instead of the breach, a program from the heap installed free: a breaker
    of a type the rig lacks first, else the dearest that fits. False: none fits, the breach
    goes on."""
    kinds = breaker_types(game)
    fits = [c for c in game.runner.heap if c.type == "program" and can_install(game, c, 0)]
    lacking = [c for c in fits if c.facts.breaks and c.facts.breaks not in kinds and "any" not in kinds]
    pick = max(lacking or fits, key=lambda c: c.facts.cost, default=None)
    if pick is None:
        return False
    game.runner.heap.remove(pick)
    game.say(f"    {event.name}: installs {pick.name} from the heap instead of the breach")
    install(game, pick, paid=False)
    return True


def ended(game: Game, damage: Callable[..., None]) -> None:
    """The run event's run is over: its unspent credits go, its damage is suffered.
    ``damage`` is ``nrprint.simulate.damage.damage`` (that module calls into this package)."""
    event, game.run_event = game.run_event, None
    if not isinstance(event, RunEvent):
        return
    f, runner = event.card.facts, game.runner
    if f.run_credits:
        left = max(0, min(f.run_credits, runner.credits - event.floor))
        runner.credits -= left
        if left:
            game.say(f"    {event.card.name}: {left} unspent credit(s) are lost")
    if f.run_core_damage:
        damage(game, f.run_core_damage, "brain")
    if f.steal_or_meat:  # Mad Dash: an agenda stolen in the run, else meat damage
        dashed(game, event, damage)
    if f.end_gain:  # Bravado, whatever the run's result
        got = f.end_gain + f.end_gain_per_ice * event.passed
        runner_gain(game, got)
        game.say(f"    {event.card.name}: gains {got} ({event.passed} ice passed)")


def run_ended(game: Game, server: Server, stolen_before: int, *, successful: bool = True) -> None:
    event = game.run_event
    if isinstance(event, RunEvent) and event.card.facts.end_gain:
        event.passed = passed(server, event.approached, successful)
    runner_extras.run_ended(game, successful)  # Mayfly, Boomerang
    if not successful:
        runner_turn_cards.unsuccessful(game)  # John Masanori
    if "wheel_counter" not in game.present:
        return
    if server.index in (HQ, RD) and len(game.runner.scored) == stolen_before:
        for inst in game.runner.rig:
            inst.counters += inst.facts.wheel_counter


def breached(game: Game, took: bool) -> None:
    if "clean_breach_counter" not in game.present:
        return
    if not took:
        for inst in game.runner.rig:
            inst.counters += inst.facts.clean_breach_counter


def hosts_agenda(game: Game, card: Card) -> bool:
    """The Runner hosts the accessed agenda ``card`` instead of stealing it: True when it did."""
    if "hosts_agenda" not in game.present:
        return False
    runner = game.runner
    critic = next(
        (i for i in runner.rig if i.facts.hosts_agenda and not runner.piles.get(f"hosted-{i.card.uid}")), None
    )
    if critic is None:
        return False
    if game.ai == "runner":
        game.stand_in(critic.card)
        return False
    if not card.facts.damage:
        return False
    runner.piles[f"hosted-{critic.card.uid}"] = [card]
    game.say(f"    hosts {card.name} on {critic.card.name}")
    return True


def score_hosted(game: Game, critic: Installed) -> None:
    card = game.runner.piles.pop(f"hosted-{critic.card.uid}")[0]
    game.runner.scored.append(card)
    game.use(card, "agenda")
    game.say(f"    adds {card.name} from {critic.card.name} to the score area; Runner {game.runner.points}")
    game.check_points()


def dashed(game: Game, event: RunEvent, damage: Callable[..., None]) -> None:
    """A ``steal_or_meat`` event's run ended: the event goes to its Runner's score area as an
    agenda worth its ``points`` when the run stole an agenda, else it does that meat damage."""
    runner, card = game.runner, event.card
    if len(runner.scored) > event.scored and card in runner.heap:
        runner.heap.remove(card)
        runner.scored.append(card)
        game.say(f"    {card.name} goes to the Runner's score area ({card.facts.points} point(s))")
        game.check_points()
    else:
        damage(game, card.facts.steal_or_meat, "meat")


def passed(server: Server, approached: int, successful: bool) -> int:
    """The ice of ``server`` a run passed: all of it when successful; else those outside the
    ``approached``-th rezzed ice, the one that ended the run (a run ended as it reached the
    server, Manegarm Skunkworks, is counted so too: one ice short at least)."""
    if successful:
        return len(server.ice)
    seen = 0
    for n, inst in enumerate(reversed(server.ice)):
        seen += inst.rezzed
        if seen == approached:
            return n
    return len(server.ice)  # no rezzed ice met: the run ended past the ice
