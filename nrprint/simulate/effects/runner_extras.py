"""Runner cards with one small effect each (rules in ``nrprint.cards.play_rules_runner_small``).

- ``pump_per_breaker`` (Unity): each pump gives as much strength as the rig has icebreakers
  (``pump``, read by ``runs.plan_break``), for both Runners.
- ``trash_after_run`` (Mayfly): a breaker trashed as a run in which it broke ends (``broke``
  marks it, ``run_ended`` trashes it), for both Runners. Keeping it is worth its install cost
  and a click, so a plan takes it only when that is still the cheapest (``keep_cost``).
- ``turn_click_tag`` (Joshua B.): as a human Runner's turn begins it takes the extra click
  when it has no tag, and then takes 1 tag as that turn ends (``turn_begins``,
  ``turn_ends``). The Runner AI's rulebook gives it no such choice: its install of the card is
  a stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import Game, Installed


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
    if breaker.facts.trash_after_run:
        breaker.used_turn = game.turn


def run_ended(game: Game) -> None:
    """A run ended (``effects.runner_runs.run_ended``): the one-run breakers it used are trashed."""
    if "trash_after_run" not in game.present:
        return
    for inst in [i for i in game.runner.rig if i.facts.trash_after_run and i.used_turn == game.turn]:
        trash_installed(game, inst)
        game.say(f"    {inst.card.name} is trashed as the run ends")


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
