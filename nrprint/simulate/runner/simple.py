"""The Runner AI's one-line verbs: credit, draw, remove a tag, use a resource's ability.

Rulebook, "Reading the AI cards" and "Reserved clicks": ``credit`` gains 1 credit;
``draw`` draws the top card of the stack (``rig.draw``: an empty stack reshuffles the
heap on standard and loses on easy). ``remove-tag`` and ``click-ability`` are reserved
clicks: with no tag (or no 2 credits to remove one), or no installed resource that gives
credits for a click (a resource: a program or hardware with a click ability is not
used), the click stays available for the lower instruction. A resource
that holds credits pays them out until it is empty, then is trashed.
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.click_gain import use_click_gain
from nrprint.simulate.outcome import DONE, FAIL, SHORT_OF_MONEY, Outcome
from nrprint.simulate.rig import draw as draw_card
from nrprint.simulate.rig import runner_gain
from nrprint.simulate.state import Game

TAG_COST = 2


def credit(game: Game, step: Step) -> Outcome:
    runner_gain(game, 1)
    game.say("    gains 1 credit")
    return DONE


def draw(game: Game, step: Step) -> Outcome:
    return DONE if draw_card(game) else FAIL


def remove_tag(game: Game, step: Step) -> Outcome:
    return _remove_tag(game)


def _remove_tag(game: Game) -> Outcome:
    runner = game.runner
    if runner.tags == 0 or runner.credits < TAG_COST:
        return FAIL
    runner.credits -= TAG_COST
    runner.tags -= 1
    game.say(f"    removes a tag ({TAG_COST} credits)")
    return DONE


def tag_instead_of_credit(game: Game) -> bool:
    """``tags_before_credits`` in play.yaml: a click that would fall back to 1 credit (a
    credit secondary, the lower instruction's credits) removes a tag instead while the AI
    holds a tag and is not short of money. True when it did."""
    if not game.rules.clarifications.tags_before_credits or game.runner.credits < SHORT_OF_MONEY:
        return False
    return _remove_tag(game) is DONE


def click_ability(game: Game, step: Step) -> Outcome:
    for inst in game.runner.rig:
        if inst.card.type == "resource" and inst.facts.click_gain and (inst.hosted or not inst.facts.hosted):
            if inst.facts.once_turn and inst.used_turn >= 0:  # used this turn (effects.runner_counters)
                continue
            use_click_gain(game, inst)
            return DONE
    return FAIL
