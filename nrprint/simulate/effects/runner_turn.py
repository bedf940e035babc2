"""Runner cards that act when the Runner's turn begins or when they leave the grip.

- ``turn_draw`` with ``counters`` (Earthrise Hotel): at the start of its Runner's turn the
  card loses a counter and its Runner draws that many cards; the emptied card is trashed.
  Played for both Runners (``runner.turn`` for the AI, ``RunnerPlayer.begin_turn``).
- ``grip_trash_draw``, ``grip_trash_gain`` (Steelskin Scarring, Strike Fund): when the card
  is trashed from the grip (by damage, ``effects.damage``, or discarded at the hand limit)
  its Runner draws or gains; the "you may" is always taken.
- ``click_store`` (Kati Jones): once a turn, a click stores that many credits on the card, or
  takes all it holds (``store``; when, is the player's choice: ``opponents.runner_cards``).
"""

from __future__ import annotations

from nrprint.simulate.effects import (
    corp_credit_gains,
    corp_scored,
    runner_gains,
    runner_installs,
    runner_plays,
    runner_turn_cards,
)
from nrprint.simulate.effects.runner_counters import turn_begins as counters_turn
from nrprint.simulate.effects.runner_servers import turn_begins as servers_turn
from nrprint.simulate.effects.runner_virus import turn_begins as virus_turn
from nrprint.simulate.rig import draw, runner_gain, trash_installed
from nrprint.simulate.state import Card, Game, Installed


def turn_begins(game: Game) -> None:
    runner = game.runner
    virus_turn(game)  # effects.runner_virus: counters on a hosted virus
    counters_turn(game)  # effects.runner_counters: counters each turn, once-a-turn abilities
    servers_turn(game)  # effects.runner_servers: a server chosen each turn
    corp_scored.runner_turn(game)  # the Corp's credits on scored agendas (Corporate Sales Team)
    corp_credit_gains.turn_begins(game)  # the Corp's first card gain of this turn is to come (PAD Tap)
    runner_turn_cards.turn_begins(game)  # Drug Dealer, Aesop's Pawnshop
    runner_plays.turn_begins(game)  # Tapwrm, Stoneship Chart Room
    runner_gains.turn_begins(game)  # Underworld Contact, Wyldside, Hyperdriver, Beth Kilrain-Chang
    runner_installs.set_aside(game)  # Gachapon
    if "turn_draw" not in game.present:
        return
    for inst in list(runner.rig):
        if not inst.facts.turn_draw or not inst.counters:
            continue
        inst.counters -= 1
        game.say(f"  {inst.card.name}: draws {inst.facts.turn_draw}")
        for _ in range(inst.facts.turn_draw):
            if not draw(game):
                break
        if not inst.counters:
            trash_installed(game, inst)


def trashed_from_grip(game: Game, cards: list[Card]) -> None:
    runner_plays.trashed(game, cards)  # Aniccam
    for card in cards:
        if card.facts.grip_trash_gain:
            runner_gain(game, card.facts.grip_trash_gain)
        for _ in range(card.facts.grip_trash_draw):
            if not draw(game):
                break


def store(game: Game, inst: Installed, take: bool) -> None:
    """A ``click_store`` resource's click, once a turn: store its credits on it, or take all."""
    inst.used_turn = game.turn
    if take:
        runner_gain(game, inst.hosted)
        game.say(f"    takes {inst.hosted} credit(s) from {inst.card.name}")
        inst.hosted = 0
    else:
        inst.hosted += inst.facts.click_store
        game.say(f"    stores {inst.facts.click_store} credit(s) on {inst.card.name}")
