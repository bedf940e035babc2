"""What Corp cards do during a run, beyond the ice's usual subroutines.

- ``approached`` (``runs.run``, once the Runner has passed the server's ice): an ice the
  Corp trashes to end the run, or an agenda counter that ends it (``corp_ice.ends_run``); an upgrade
  in the server's root with ``approach_pay`` ends the run unless the Runner pays that
  many credits or, when it cannot, spends ``approach_clicks`` clicks (Manegarm
  Skunkworks). An unrezzed one is rezzed then, as an ice is: the Corp AI whenever it can
  pay, a human Corp as its player decides (``rezzes``). A Caprice Nisei plays its psi game
  there (``effects.corp_psi``). A human Corp's Bio Vault (``trash_etr_at``) ends a run there
  when an agenda waits on the server (``vault_ends``). A rezzed upgrade with ``no_success``
  (Crisium Grid; rezzed there as an approach upgrade is) ends the run there: the engine has
  no run that is neither successful nor unsuccessful, so it ends as one not successful.
  A scored agenda's ``net-run`` counter (House of Knives) is spent there too, one a run while
  any is left, by both Corps: 1 net damage as the Runner reaches the server (``knives``, called
  by ``runs.run`` right after ``approached``).
- Bad publicity (``Corp.bad_publicity``, from an agenda's ``bad_publicity`` when scored):
  the Runner gets that many credits for each run, spent first; what is left of them when
  the run ends is lost (``run_begins``/``run_ends`` around ``runs.run``, which also notes the
  turn of the run: ``Game.last_run_turn``). Credits the Runner gains during the run are
  counted as spent ones, which the engine cannot tell apart.
- ``kept_to`` (``access.access``): an upgrade's trace on a successful run on its server
  (``access_trace``); when it succeeds the Runner accesses that upgrade alone (Ash 2X3ZB9CY).
- ``self_counter`` (a ``self-counter`` encounter): the ice places a counter on itself; it
  loses ``counter_strength`` strength for each (``runs.strength``; Sandstone).
- ``ganked`` (``access.access``): a card with ``access_encounter`` accessed where a rezzed ice
  protects the server is trashed by the Corp (the AI and a human alike: it costs nothing),
  and the Runner encounters the ice that hurts it most (the most subroutines that end the
  run or do harm); the access goes on only if that encounter lets the run go on.
- ``tag_if_ai`` (a ``tag-if-ai`` encounter): the Runner takes 1 tag if it has an installed
  AI program (subtype ``ai``; IP Block).
- ``access_encounter`` (``access.access``): an ice with ``access_encounter_pay`` accessed outside
  Archives: the Corp pays whenever it can and the Runner encounters it (Archangel); ``bounce``:
  its ``trace-bounce`` subroutine returns the Runner's costliest icebreaker (else card) to the grip.
- ``tag_pay`` (a ``tag-pay`` subroutine, from ``effects.subroutines.fire``): the Runner
  takes ``tags`` tags unless it pays ``pay`` credits; it pays when it can, as it pays
  against net damage (``net-pay``).
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate import currents
from nrprint.simulate.effects import corp_assets, corp_ice, corp_psi
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import HQ, Game, Installed, Server


def approached(game: Game, server: Server, clicks) -> bool:
    """False when an upgrade of ``server`` ends the run as the Runner approaches it."""
    if (
        "approach_pay" not in game.present
        and "trash_etr" not in game.present  # Border Control
        and "counter_use" not in game.present  # an end-run agenda counter
        and "psi_on" not in game.present  # Caprice Nisei
        and "trash_etr_at" not in game.present  # Bio Vault
        and "no_success" not in game.present  # Crisium Grid
    ):
        return True
    if vault_ends(game, server):
        return False
    for inst in server.root:  # Crisium Grid: the run ends there, as one not successful
        if inst.facts.no_success and (inst.rezzed or _rezzed(game, inst)):
            game.say(f"    {inst.card.name}: the run cannot be successful")
            return False
    runner = game.runner
    if (server.ice or game.agenda_counters) and corp_ice.ends_run(game, server):  # Border Control
        return False
    for inst in list(server.root):  # a Marcus Batty is trashed as it is used
        f = inst.facts
        rezzed = f.psi_on == "pass-ice" and (inst.rezzed or _rezzed(game, inst))
        if rezzed and not corp_psi.passed_ice(game, inst):  # Caprice Nisei
            return False
        if not f.approach_pay:
            continue
        if not inst.rezzed and not _rezzed(game, inst):
            continue
        if runner.credits >= f.approach_pay:
            runner.credits -= f.approach_pay
            game.say(f"    pays {f.approach_pay} to {inst.card.name} to approach {server.name}")
        elif f.approach_clicks and clicks.available() >= f.approach_clicks:
            clicks.spend(f.approach_clicks)
            game.say(f"    spends {f.approach_clicks} clicks to {inst.card.name} to approach {server.name}")
        else:
            game.say(f"    {inst.card.name} ends the run")
            return False
    return True


def knives(game: Game, damage: Callable[..., None]) -> None:
    """Spend one ``net-run`` agenda counter, if any is left: 1 net damage (``runs.run``, once the
    run has passed ``approached``)."""
    card = next(
        (c for c in game.corp.scored if c.facts.counter_use == "net-run" and game.agenda_counters.get(c.uid)),
        None,
    )
    if card is None:
        return
    game.agenda_counters[card.uid] -= 1
    game.say(f"    the Corp spends {card.name}'s agenda counter: 1 net damage")
    damage(game, 1, "net")


def vault_ends(game: Game, server: Server) -> bool:
    """A human Corp trashes an upgrade holding its ``trash_etr_at`` counters (Bio Vault) to
    end a run on a server where an agenda waits: in the root, or in HQ on a run on HQ. (The
    Corp AI uses no such ability: its install of one is a stand-in.)"""
    if game.ai != "runner":
        return False
    corp = game.corp
    wanted = any(i.card.type == "agenda" for i in server.root) or (
        server.index == HQ and any(c.type == "agenda" for c in corp.piles["HQ"])
    )
    if not wanted:
        return False
    for home in corp.servers:
        for inst in home.root:
            if not (inst.facts.trash_etr_at and inst.tokens >= inst.facts.trash_etr_at):
                continue
            if not inst.rezzed and not _rezzed(game, inst):
                continue
            home.root.remove(inst)
            corp_assets.trashed(game, inst.card)
            game.say(f"    the Corp trashes {inst.card.name}: the run ends")
            return True
    return False


def _rezzed(game: Game, inst: Installed) -> bool:
    corp = game.corp
    want = game.ai == "corp" or game.opponent.rezzes(game, inst)
    if not want or corp.credits < inst.facts.cost or not currents.rez_tax(game, inst.card):
        return False
    corp.credits -= inst.facts.cost
    inst.rezzed = True
    game.say(f"    Corp rezzes {inst.card.name} ({inst.facts.cost})")
    return True


def tag_pay(game: Game, inst: Installed) -> bool:
    runner = game.runner
    if runner.credits >= inst.facts.pay:
        runner.credits -= inst.facts.pay
        game.say(f"    pays {inst.facts.pay} against {inst.card.name}'s tag")
    else:
        runner.tags += inst.facts.tags or 1
        game.say(f"    takes {inst.facts.tags or 1} tag(s) from {inst.card.name}")
    return True


def run_begins(game: Game) -> tuple[int, int]:
    """The bad publicity credits given for the run, and the Runner's credits before them."""
    game.last_run_turn = game.turn
    bp, before = game.corp.bad_publicity, game.runner.credits
    if bp:
        game.runner.credits += bp
        game.say(f"    takes {bp} bad publicity credit(s) for the run")
    return bp, before


def run_ends(game: Game, given: tuple[int, int]) -> None:
    bp, before = given
    if not bp:
        return
    spent = max(0, before + bp - game.runner.credits)
    left = min(max(0, bp - spent), game.runner.credits)
    game.runner.credits -= left


def kept_to(game: Game, server: Server) -> Installed | None:
    """An upgrade of ``server`` whose trace on the successful run succeeds (``access_trace``):
    the Runner then accesses it alone. Rezzed as ``approached`` rezzes; the Runner pays what
    its link lacks when it can (a Runner AI not beyond its run's link limit) and the trace
    fails."""
    if "access_trace" not in game.present:
        return None
    runner = game.runner
    for inst in server.root:
        f = inst.facts
        if not f.access_trace or (not inst.rezzed and not _rezzed(game, inst)):
            continue
        need = max(0, f.access_trace - runner.link())
        beyond = game.link_limit is not None and f.access_trace > game.link_limit
        if runner.credits >= need and not beyond:
            runner.credits -= need
            game.say(f"    pays {need} against {inst.card.name}'s trace [{f.access_trace}]")
            continue
        game.say(f"    {inst.card.name}'s trace [{f.access_trace}] succeeds: it alone is accessed")
        return inst
    return None


def self_counter(game: Game, inst: Installed) -> bool:
    inst.counters += 1
    game.say(f"    {inst.card.name} hosts {inst.counters} counter(s)")
    return True


def ganked(game: Game, server: Server, card, pile, inst, encounter, clicks) -> bool | None:
    """None when the card has no ``access_encounter`` or no rezzed ice protects ``server``
    (the card is accessed as any other); else the card is trashed and the Runner
    encounters an ice: whether the run goes on. ``encounter``: ``runs.encounter`` (None:
    no run, nothing to encounter)."""
    if "access_encounter" not in game.present:
        return None
    rezzed = [i for i in server.ice if i.rezzed]
    if not card.facts.access_encounter or encounter is None or not rezzed:
        return None
    if pile is not None:
        pile.remove(card)
    else:
        server.root.remove(inst)
    game.corp.piles["Archives"].append(card)
    target = max(rezzed, key=lambda i: sum(s != "gain-credits" and s != "other" for s in i.facts.subs))
    game.say(f"    the Corp trashes {card.name}: the Runner encounters {target.card.name}")
    return encounter(game, target, clicks)


def tag_if_ai(game: Game, inst: Installed) -> bool:
    if any("ai" in i.facts.subtypes for i in game.runner.rig if i.facts.type == "program"):
        game.runner.tags += 1
        game.say(f"    {inst.card.name}: 1 tag (an AI program is installed)")
    return True


def access_encounter(game: Game, card, encounter, clicks) -> bool:
    """An ice with ``access_encounter_pay`` accessed outside Archives (Archangel): the Corp
    pays that much whenever it can, and the Runner encounters the ice as if rezzed; whether the
    run goes on. ``encounter``: ``runs.encounter`` (None: no run, nothing to encounter)."""
    pay = card.facts.access_encounter_pay
    if encounter is None or game.corp.credits < pay:
        return True
    game.corp.credits -= pay
    game.say(f"    the Corp pays {pay}: the Runner encounters {card.name}")
    return encounter(game, Installed(card, -1, rezzed=True), clicks)


def bounce(game: Game) -> None:
    """A Runner card returned from the rig to the grip (Archangel's trace): its costliest
    icebreaker, else its costliest card. What it hosts is trashed, as when it leaves play."""
    rig = game.runner.rig
    if not rig:
        return
    inst = max(rig, key=lambda i: (i.facts.breaks is not None, i.facts.cost))
    for rider in [i for i in rig if i.host == inst.card.uid]:
        trash_installed(game, rider)
    for card in game.runner.piles.pop(f"hosted-{inst.card.uid}", []):
        (game.corp.piles["Archives"] if card.facts.side == "corp" else game.runner.heap).append(card)
    rig.remove(inst)
    game.runner.grip.append(inst.card)
    game.say(f"    {inst.card.name} goes back to the grip")
