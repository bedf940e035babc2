"""Runner cards that act on the score areas (``effects.corp_agendas.scored`` and ``stolen``
call these).

- ``fan_site`` (Fan Site): whenever the Corp scores an agenda, each such card installed goes
  to the Runner's score area as an agenda worth 0 points, for both Runners (no choice).
- ``steal_swap`` (Turntable): whenever the Runner steals an agenda it may swap it with an
  agenda of the Corp's score area. A human Runner swaps for the Corp's agenda worth most to
  it when that is more than the stolen one's worth, leaving out an agenda with agenda
  counters (their effects stay with the Corp, as the engine plays them); the points are
  then checked again. The Runner AI's rulebook gives it no such choice: its install is a
  stand-in (``rig.install``).
"""

from __future__ import annotations

from nrprint.simulate.state import Card, Game


def corp_scored(game: Game) -> None:
    if "fan_site" not in game.present:
        return
    for inst in [i for i in game.runner.rig if i.facts.fan_site]:
        game.runner.rig.remove(inst)
        game.runner.scored.append(inst.card)
        game.say(f"    {inst.card.name} goes to the Runner's score area (0 points)")


def _worth(card: Card) -> int:
    return card.facts.points - card.facts.runner_points_less


def stolen(game: Game, card: Card) -> None:
    if "steal_swap" not in game.present or game.ai == "runner":
        return
    if not any(i.facts.steal_swap for i in game.runner.rig):
        return
    theirs = [c for c in game.corp.scored if c.type == "agenda" and not game.agenda_counters.get(c.uid)]
    best = max(theirs, key=_worth, default=None)
    if best is None or _worth(best) <= _worth(card):
        return
    game.say(f"    swaps {card.name} for the Corp's {best.name}")
    exchange(game, best, card)


def exchange(game: Game, corps: Card, runners: Card) -> None:
    """The Corp's scored ``corps`` and the Runner's ``runners`` change score areas; the
    points are checked (Turntable here, Exchange of Information in ``corp_operations``)."""
    game.corp.scored.remove(corps)
    game.runner.scored.remove(runners)
    game.corp.scored.append(runners)
    game.runner.scored.append(corps)
    game.check_points()
