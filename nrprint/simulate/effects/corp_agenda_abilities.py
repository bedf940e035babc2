"""Agendas that count a second copy or cost the Runner a program (False Lead, which takes the
Runner's clicks: ``effects.corp_forfeit``).

- ``copy_point`` (Megaprix Qualifier): scored while another copy sits in either score area,
  it gets 1 agenda counter, worth 1 more point (``Corp.counter_points``; ``scored``).
- ``steal_program`` (SDS Drone Deployment): to steal it the Runner trashes one of its installed
  programs, the cheapest (a cost: nothing prevents it); without a program it cannot steal it
  (``steal_paid``, from ``corp_agendas.steal_paid``). ``score_trash_program``: when the Corp
  scores it, its Runner's costliest program is trashed (``rig.trash_program``) unless a card
  prevents it.
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_protect
from nrprint.simulate.rig import trash_installed, trash_program
from nrprint.simulate.state import Card, Game


def scored(game: Game, card: Card) -> None:
    """Megaprix Qualifier's counter, before the points are checked."""
    if card.facts.copy_point and any(
        c.name == card.name and c is not card for c in (*game.corp.scored, *game.runner.scored)
    ):
        game.agenda_counters[card.uid] = 1
        game.corp.counter_points += 1
        game.say(f"    {card.name}: 1 agenda counter (another copy scored), 1 more point")


def score_trash(game: Game, card: Card) -> None:
    if card.facts.score_trash_program and not runner_protect.prevents_trash(game):
        trash_program(game)


def steal_paid(game: Game, card: Card) -> bool:
    """SDS Drone Deployment's steal cost: the Runner's cheapest program trashed, or no steal."""
    programs = [i for i in game.runner.rig if i.card.type == "program"]
    if not programs:
        game.say(f"    no program to trash: cannot steal {card.name}")
        return False
    victim = min(programs, key=lambda i: i.facts.cost)
    trash_installed(game, victim)
    game.say(f"    trashes {victim.card.name} to steal {card.name}")
    return True
