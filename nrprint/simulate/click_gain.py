"""A rig card's click ability that gains credits, used by either Runner.

The Runner AI uses it on its ``click-ability`` verb (``runner/simple.py``), the human
Runner as one of its clicks (``opponents/runner.py``): once a turn if the card says so,
its net damage taken, its credits (a card that holds them pays until empty, then is
trashed) and its draws.
"""

from __future__ import annotations

from nrprint.simulate.damage import damage
from nrprint.simulate.rig import draw as draw_card
from nrprint.simulate.rig import runner_gain, trash_installed
from nrprint.simulate.state import Game, Installed


def use_click_gain(game: Game, inst: Installed) -> None:
    if inst.facts.once_turn:
        inst.used_turn = game.turn
    if inst.facts.click_damage:
        damage(game, inst.facts.click_damage, "net")
    amount = inst.take(inst.facts.click_gain)
    runner_gain(game, amount)
    for _ in range(inst.facts.draw):
        if not draw_card(game):
            break
    game.say(f"    uses {inst.card.name}: {amount} credit(s)")
    if inst.emptied:
        trash_installed(game, inst)
        game.say(f"    {inst.card.name} is empty and trashed")
