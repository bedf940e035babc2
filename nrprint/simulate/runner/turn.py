"""A Runner AI turn: reveal an AI card and resolve its four clicks, then its lower line.

Rulebook, "Reading the AI cards", "Conditions in clicks", "Reusing runs", "Disposable
clicks", "Reserved clicks" and "Lower instruction": at the start of the turn the rig's
cards that pay each turn pay out (``rig.collect_drip``); clicks top to bottom. A click
with a condition that is not met does its secondary click instead, or stays available.
A click that cannot be done tries its secondary, else stays available; when that
secondary is the printed credit, the click is a *fallback credit* (``Outcome.FALLBACK``):
a dead click, reported on its own as well. When a run needs more
clicks (breaking a bioroid by clicks), disposable clicks below it are dropped top to
bottom. The available clicks are then spent on the lower instruction: 1 credit each, or
the named run once each (a run that cannot be made wastes its click).
"""

from __future__ import annotations

from nrprint.simulate.aicards import AIClick, Step
from nrprint.simulate.aideck import reveal_ai_card
from nrprint.simulate.effects import corp_forfeit
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.outcome import DEAD, DONE, FAIL, FALLBACK, Outcome, needed_credits
from nrprint.simulate.rig import collect_drip, runner_gain
from nrprint.simulate.runner import piles, simple
from nrprint.simulate.runner.conditions import CONDITIONS
from nrprint.simulate.runner.run import run_click
from nrprint.simulate.state import Game
from nrprint.simulate.verb import Verb


def _no_run(game: Game, step: Step) -> Outcome:
    """A run needs run data: as a secondary or diversion it cannot be made."""
    return FAIL


# The lower instruction's run has no step of its own; a diversion from it is given this
# one (the Runner AI's verbs read no step).
LOWER_RUN = Step("run")

VERBS: dict[str, Verb] = {
    "credit": simple.credit,
    "draw": simple.draw,
    "remove-tag": simple.remove_tag,
    "click-ability": simple.click_ability,
    "economy": piles.economy,
    "program": piles.program,
    "resource": piles.resource,
    "grip": piles.grip,
    "run": _no_run,
}


class Disposable:
    """The disposable clicks still below the click being resolved."""

    def __init__(self, clicks, start: int):
        self.slots = [n for n in range(start + 1, len(clicks)) if clicks[n].disposable]
        self.dropped: set[int] = set()

    def available(self) -> int:
        return len(self.slots)

    def spend(self, n: int) -> None:
        for _ in range(n):
            self.dropped.add(self.slots.pop(0))


def resolve(game: Game, click: AIClick, clicks: Disposable) -> Outcome:
    step = click.step
    if click.condition is not None and not CONDITIONS[click.condition](game):
        if click.secondary is None:
            return FAIL
        game.say(f"    {click.condition} not met: {click.secondary.action}")
        return VERBS[click.secondary.action](game, click.secondary)
    if step.action == "run":
        assert click.run is not None  # a run click carries its run (aicards.ai_card)
        done = run_click(game, step, click.run, clicks, VERBS)
    else:
        done = VERBS[step.action](game, step)
    if done == FAIL and click.secondary is not None and click.condition is None:
        game.say(f"    not possible; secondary: {click.secondary.action}")
        if click.secondary.action == "credit" and simple.tag_instead_of_credit(game):
            return DONE
        done = VERBS[click.secondary.action](game, click.secondary)
        if done == DONE and click.secondary.action == "credit":
            return FALLBACK
    return done


def runner_ai_turn(game: Game) -> None:
    game.turn += 1
    if not game.rules.clarifications.remember_stops:  # else kept until it installs a program
        game.stopped_by = set()
    before = game.runner.credits
    card = reveal_ai_card(game)
    if game.log is not None:
        game.log.heading(f"AI turn {game.turn}: {card.id} {card.title} ({game.runner.credits} credits)")
    collect_drip(game)
    turn_begins(game)  # effects.runner_turn
    figures = game.card_figures(card.id)
    figures.reveals += 1
    outcomes: list[Outcome] = []
    available = needed = 0  # needed: credit clicks taken while short of money (not dead)
    dropped = corp_forfeit.forfeit(game, len(card.clicks))  # False Lead
    log = game.log  # lines are built only for a transcript: most games keep none
    for n, click in enumerate(card.clicks):
        if n in dropped:
            game.say(f"  c{n + 1} dropped (disposable)")
            continue
        if log is not None:
            log.line(f"  c{n + 1} {click.step.action}" + (f" {click.run.colour}" if click.run else ""))
        clicks = Disposable(card.clicks, n)
        if dropped:
            clicks.slots = [s for s in clicks.slots if s not in dropped]
        held = game.runner.credits
        done = resolve(game, click, clicks)
        game.clicked()
        dropped |= clicks.dropped
        if done == FAIL:
            game.say("    not possible: the click stays available")
            available += 1
            continue
        # as ACTION.get(done, ...), without hashing an enum (a Python-level __hash__)
        game.result.actions[
            "dead" if done is DEAD else "failed-to-credit" if done is FALLBACK else click.step.action
        ] += 1
        if done is not DONE and game.runner.credits > held:
            needed += needed_credits(held, 1)
        outcomes.append(done)
    if available:
        game.say(f"  lower instruction ({card.lower}) for {available} click(s)")
        for _ in range(available):
            if card.lower == "run" and card.lower_run is not None:
                done = run_click(game, LOWER_RUN, card.lower_run, Disposable((), 0), VERBS)
                game.clicked()
                outcomes.append(DEAD if done == FAIL else done)
                game.result.actions["run" if done == DONE else "dead"] += 1
            elif simple.tag_instead_of_credit(game):
                outcomes.append(DONE)
                game.result.actions["remove-tag"] += 1
            else:
                needed += needed_credits(game.runner.credits, 1)
                runner_gain(game, 1)
                outcomes.append(DEAD)
                game.result.actions["fallback-credit"] += 1
    game.close_turn(figures, outcomes, game.runner.credits - before, needed)
    if log is not None:
        log.line(
            f"  end of AI turn: {game.runner.credits} credits, {len(game.runner.grip)} in grip,"
            f" Runner {game.runner.points} / Corp {game.corp.points}"
        )
