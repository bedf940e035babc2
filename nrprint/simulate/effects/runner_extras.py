"""Runner cards with one small effect each (rules in ``nrprint.cards.play_rules_runner_small``).

- ``pump_per_breaker`` (Unity): each pump gives as much strength as the rig has icebreakers
  (``pump``, read by ``runs.plan_break``), for both Runners.
- ``trash_after_run`` (Mayfly): a breaker trashed as a run in which it broke ends (``broke``
  marks it, ``run_ended`` trashes it), for both Runners. Keeping it is worth its install cost
  and a click, so a plan takes it only when that is still the cheapest (``keep_cost``).
- ``trash_break`` (Boomerang, with ``chosen_ice``): the card breaks up to that many
  subroutines of the ice chosen as it was installed (``effects.runner_breakers.counter_breaker``)
  and is trashed for it. It is trashed as the run ends rather than as it breaks (nothing in the
  engine reads the rig in between but another encounter, which it cannot serve), so that copy
  is the one shuffled back into the stack after a successful run (``run_ended``).
- ``turn_click_tag`` (Joshua B.): as a human Runner's turn begins it takes the extra click
  when it has no tag, and then takes 1 tag as that turn ends (``turn_begins``,
  ``turn_ends``). The Runner AI's rulebook gives it no such choice: its install of the card is
  a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.effects.runner_installs import trash_noted
from nrprint.simulate.state import Game, Installed

BROKE = 1  # Installed.target of a breaker that broke in the encounter under way


def pump(game: Game, f: PlayFacts) -> int:
    """The strength one pump of a breaker with facts ``f`` gives."""
    if f.pump_per_breaker:
        return sum(
            1 for i in game.runner.rig if i.card.type == "program" and "icebreaker" in i.facts.subtypes
        )
    return f.pump


def keep_cost(f: PlayFacts) -> int:
    """What using a breaker with facts ``f`` costs beyond its credits: a one-run breaker's
    install cost and the click to install it again."""
    return f.cost + 1 if f.trash_after_run else 0


def broke(game: Game, breaker: Installed) -> None:
    """``breaker`` broke an ice in this run (``runs.encounter``)."""
    if breaker.facts.trash_after_run or breaker.facts.trash_break:
        breaker.used_turn = game.turn
    if "full_break_gain" in game.present or "full_break_lose" in game.present:
        full_break_marks(game, breaker)


def full_break_marks(game: Game, breaker: Installed | None) -> None:
    """The breaker of the encounter under way, if any, is marked ``BROKE`` in its
    ``Installed.target`` (Bukhgalter, Amina: ``effects.runner_breakers.fully_broken`` pays it);
    every other card paid for a full break is unmarked."""
    for inst in game.runner.rig:
        if inst.facts.full_break_gain or inst.facts.full_break_lose:
            inst.target = BROKE if inst is breaker else -1


def run_ended(game: Game, successful: bool = True) -> None:
    """A run ended (``effects.runner_runs.run_ended``): the one-run breakers it used are
    trashed; so is a ``trash_break`` card it used, and after a successful run that copy is
    shuffled back into the stack (Boomerang's "you may", always taken)."""
    if "trash_after_run" not in game.present and "trash_break" not in game.present:
        return
    runner = game.runner
    for inst in [i for i in runner.rig if i.used_turn == game.turn]:
        if inst.facts.trash_after_run or inst.facts.trash_break:
            trash_noted(game, inst)
            game.say(f"    {inst.card.name} is trashed as the run ends")
        if inst.facts.trash_break and successful:
            runner.heap.remove(inst.card)
            runner.stack.append(inst.card)
            game.rng.shuffle(runner.stack)
            game.say(f"    {inst.card.name} is shuffled back into the stack")


def turn_begins(game: Game) -> None:
    """A human Runner with no tag takes each ``turn_click_tag`` card's click."""
    if "turn_click_tag" not in game.present or game.ai == "runner":
        return
    for inst in game.runner.rig:
        if inst.facts.turn_click_tag and not game.runner.tags:
            inst.used_turn = game.turn
            game.runner.clicks += 1
            game.say(f"  {inst.card.name}: gains a click")


def turn_ends(game: Game) -> None:
    """A human Runner's turn ends: 1 tag for each ``turn_click_tag`` click taken this turn."""
    if "turn_click_tag" not in game.present:
        return
    for inst in game.runner.rig:
        if inst.facts.turn_click_tag and inst.used_turn == game.turn:
            game.runner.tags += 1
            game.say(f"  {inst.card.name}: takes 1 tag")
