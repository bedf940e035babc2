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

from nrprint.simulate.damage import damage
from nrprint.simulate.rig import draw as draw_card
from nrprint.simulate.rig import runner_gain, trash_installed
from nrprint.simulate.state import DONE, FAIL, SHORT_OF_MONEY, Click, Game

TAG_COST = 2


def credit(game: Game, step) -> Click:
    runner_gain(game, 1)
    game.say("    gains 1 credit")
    return DONE


def draw(game: Game, step) -> Click:
    return DONE if draw_card(game) else FAIL


def remove_tag(game: Game, step) -> Click:
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
    return remove_tag(game, None) is DONE


def click_ability(game: Game, step) -> Click:
    for inst in game.runner.rig:
        if inst.card.type == "resource" and inst.f.click_gain and (inst.hosted or not inst.f.hosted):
            if inst.f.once_turn and inst.used_turn >= 0:  # used this turn (effects.runner_counters)
                continue
            use_click_gain(game, inst)
            return DONE
    return FAIL


def use_click_gain(game: Game, inst) -> None:
    if inst.f.once_turn:
        inst.used_turn = game.turn
    if inst.f.click_damage:
        damage(game, inst.f.click_damage, "net")
    amount = inst.take(inst.f.click_gain)
    runner_gain(game, amount)
    for _ in range(inst.f.draw):
        if not draw_card(game):
            break
    game.say(f"    uses {inst.card.name}: {amount} credit(s)")
    if inst.emptied:
        trash_installed(game, inst)
        game.say(f"    {inst.card.name} is empty and trashed")
