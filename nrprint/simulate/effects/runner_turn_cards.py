"""Runner cards that act as a turn begins, after a turn's first run, or on the Corp's scoring.

- ``turn_trash``/``turn_trash_gain`` (Aesop's Pawnshop): as its Runner's turn begins, another
  installed card may be trashed for that many credits. A human Runner trashes a card that no
  longer does anything for it (``spent``): a card emptied of the credits it held and with no
  payout, or the breaker it would not use (a second one of a type, the dearer to break with).
  The Runner AI's rulebook gives it no such choice: its install is a stand-in (``rig.install``).
- ``turn_lose`` (Drug Dealer): credits lost as its Runner's turn begins (as many as it has);
  ``corp_turn_draw``: cards its Runner draws as the Corp's turn begins (``corp_turn``, from
  ``corp.table.drip``). Both Runners, no choice.
- ``first_success_draw``/``first_fail_tags`` (John Masanori): cards drawn after the first
  successful run of each turn (``successful``, from ``runs._run`` before the run is counted
  as the turn's success) and tags taken after its first unsuccessful run
  (``unsuccessful``, from ``effects.runner_runs.run_ended``). Both Runners.
- ``heap_reinstall_runs`` (Crowdfunding): as a human Runner's turn ends, the card is installed
  free from its heap when that many of the turn's runs were successful (``successful`` counts
  them; ``turn_ends``, from ``effects.runner_hoard.turn_ends``). The Runner AI's turn has no
  such step: its install of the card is a stand-in (``rig.install``).
- ``no_fast_score`` (Clot): while installed, no agenda is scored in the turn it was installed
  (``fast_score_barred``, read by ``effects.corp_agendas.may_score`` for both Corps);
  ``purge_trash``: the card is trashed when virus counters are purged (``purged``, from
  ``effects.corp_assets.purge``).
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_extras, runner_gains
from nrprint.simulate.effects.runner_installs import trash_noted
from nrprint.simulate.rig import draw, install, runner_gain
from nrprint.simulate.state import Game, Installed


def turn_begins(game: Game) -> None:
    """Drug Dealer's loss, then Aesop's Pawnshop's trade (from ``effects.runner_turn``)."""
    runner = game.runner
    runner_extras.turn_begins(game)  # Joshua B.
    if "turn_lose" in game.present:
        for inst in runner.rig:
            lost = min(inst.facts.turn_lose, runner.credits)
            if lost:
                runner.credits -= lost
                game.say(f"  {inst.card.name}: loses {lost} credit(s)")
    if "turn_trash" not in game.present or game.ai == "runner":
        return
    for pawn in [i for i in runner.rig if i.facts.turn_trash]:
        if pawn not in runner.rig or (victim := spent(game, pawn)) is None:
            continue
        trash_noted(game, victim)
        runner_gain(game, pawn.facts.turn_trash_gain)
        game.say(f"  {pawn.card.name}: trashes {victim.card.name}, gains {pawn.facts.turn_trash_gain}")


def spent(game: Game, pawn: Installed) -> Installed | None:
    """The installed card other than ``pawn`` that no longer does anything for its Runner:
    one that held credits, holds none and pays nothing more; else, of two breakers of one
    type, the dearer to break with (then to pump). None: every card still serves."""
    others = [i for i in game.runner.rig if i is not pawn and not i.host]
    emptied = next((i for i in others if i.emptied and not i.facts.drip), None)
    if emptied is not None:
        return emptied
    by_type: dict[str, list[Installed]] = {}
    for inst in others:
        if inst.facts.breaks and not any(i.host == inst.card.uid for i in others):
            by_type.setdefault(inst.facts.breaks, []).append(inst)
    twins = [kind for kind in by_type.values() if len(kind) > 1]
    if not twins:
        return None
    return max(twins[0], key=lambda i: (i.facts.break_cost, i.facts.pump_cost, i.since))


def corp_turn(game: Game) -> None:
    """As the Corp's turn begins: the Runner draws for each ``corp_turn_draw`` card."""
    if "corp_turn_draw" in game.present:
        _draw(game, sum(i.facts.corp_turn_draw for i in game.runner.rig))


def successful(game: Game) -> None:
    """A successful run, before it is counted (``Game.last_success_turn``): the turn's first
    draws each ``first_success_draw`` card's cards; the turn's runs are counted for
    ``heap_reinstall_runs``."""
    if "heap_reinstall_runs" in game.present:
        if game.success_runs_turn != game.turn:
            game.success_runs_turn, game.success_runs = game.turn, 0
        game.success_runs += 1
    if "first_success_counter" in game.present and game.last_success_turn != game.turn:
        for inst in game.runner.rig:  # Endurance
            inst.counters += inst.facts.first_success_counter
    if "first_success_draw" in game.present and game.last_success_turn != game.turn:
        _draw(game, sum(i.facts.first_success_draw for i in game.runner.rig))
    if game.last_success_turn != game.turn:
        runner_gains.first_success(game)  # DreamNet


def turn_ends(game: Game) -> None:
    """A human Runner's turn ends (``effects.runner_hoard.turn_ends``): each
    ``heap_reinstall_runs`` card in its heap is installed free when that many of the turn's
    runs were successful (the "may" always taken)."""
    runner_extras.turn_ends(game)  # Joshua B.
    if "heap_reinstall_runs" not in game.present or game.success_runs_turn != game.turn:
        return
    heap = game.runner.heap
    for card in [
        c for c in heap if c.facts.heap_reinstall_runs and game.success_runs >= c.facts.heap_reinstall_runs
    ]:
        heap.remove(card)
        install(game, card, paid=False)


def _draw(game: Game, n: int) -> None:
    for _ in range(n):  # an empty stack draws nothing (rig.draw)
        draw(game)


def unsuccessful(game: Game) -> None:
    """An unsuccessful run: the turn's first gives each ``first_fail_tags`` card's tags."""
    if "first_fail_tags" not in game.present or game.fail_turn == game.turn:
        return
    game.fail_turn = game.turn
    for inst in game.runner.rig:
        if inst.facts.first_fail_tags:
            game.runner.tags += inst.facts.first_fail_tags
            game.say(f"    {inst.card.name}: takes {inst.facts.first_fail_tags} tag(s)")


def fast_score_barred(game: Game) -> bool:
    """True while a ``no_fast_score`` card (Clot) is installed."""
    return "no_fast_score" in game.present and any(i.facts.no_fast_score for i in game.runner.rig)


def purged(game: Game) -> None:
    """Virus counters purged: every ``purge_trash`` card is trashed."""
    if "purge_trash" not in game.present:
        return
    for inst in [i for i in game.runner.rig if i.facts.purge_trash]:
        trash_noted(game, inst)
        game.say(f"    {inst.card.name} is trashed by the purge")
