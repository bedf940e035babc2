"""The human side of a simulated game: one protocol, three players of rising skill.

Every opponent, Runner or Corp, speaks OpenSpiel's language: a game state, the clicks
that are legal in it (:class:`~nrprint.simulate.opponents.clicks.Click`), and a policy
that ``choose``-s one of them. A turn is ``begin_turn``, then ``choose`` and ``apply``
while clicks are left, then ``end_turn``. The levels:

- ``casual`` (``runner.CasualRunner``, ``corp.CasualCorp``): a new player; runs where it
  hopes to find something without counting the ice, banks credits, draws only when its
  hand is nearly empty, discards its dearest card;
- ``competent`` (the default: ``runner.CompetentRunner``, ``corp.CompetentCorp``): a
  club player's fixed rules, listed in each class's docstring;
- ``expert`` (``search.Expert``): chooses a plan (``plans``: ``competent`` with one
  habit changed) by rollouts to the end of the game and holds it (a Corp two turns, a
  Runner one), and as a Runner searches its clicks, both by determinized Monte Carlo
  (information-set search at the root, after OpenSpiel's IS-MCTS); it sees only what a
  player at the table sees.

``make`` builds the opponent a match names; ``LEVELS`` lists the names in order of skill.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from nrprint.simulate.opponents.clicks import Click
    from nrprint.simulate.state import Card, Game, Installed

LEVELS = ("casual", "competent", "expert")
DEFAULT_LEVEL = "competent"
DEFAULT_BUDGET = 64  # the expert's rollouts per decision (speed: bench/README.md; why 64: docs/simulate.md)


class Player(Protocol):
    """What the engine and the search ask of a human-side player: the table's
    :class:`~nrprint.simulate.state.Opponent` (declared again here, so that reading
    ``LEVELS`` loads no game state), and its turn click by click."""

    level: str

    def turn(self, game: Game) -> None: ...

    def rezzes(self, game: Game, inst: Installed) -> bool: ...

    def trashes(self, game: Game, card: Card) -> bool: ...

    def discard_choice(self, game: Game) -> Card: ...

    def legal(self, game: Game) -> list[Click]: ...

    def choose(self, game: Game, clicks: list[Click]) -> Click: ...

    def apply(self, game: Game, click: Click) -> None: ...

    def begin_turn(self, game: Game) -> None: ...

    def end_turn(self, game: Game) -> None: ...

    def clicks_left(self, game: Game) -> int: ...


def make(side: str, level: str, budget: int = 0) -> Player:
    """The human-side player for ``side`` ("runner" faces the Corp AI, "corp" the
    Runner AI) at ``level``; ``budget`` is the expert's rollouts per decision (0: its
    default)."""
    factory = _FACTORIES.get((side, level, budget))
    if factory is None:  # once per process and kind: new_game asks for one every game
        factory = _FACTORIES[(side, level, budget)] = _factory(side, level, budget)
    return factory()


_FACTORIES: dict[tuple[str, str, int], Callable[[], Player]] = {}


def _factory(side: str, level: str, budget: int) -> Callable[[], Player]:
    # imported here: the command line reads LEVELS without loading the players
    from nrprint.simulate.opponents import corp, runner

    if level not in LEVELS:
        raise ValueError(f"unknown opponent level {level!r} (levels: {', '.join(LEVELS)})")
    players: dict[str, tuple[type[Player], type[Player]]] = {
        "runner": (runner.CasualRunner, runner.CompetentRunner),
        "corp": (corp.CasualCorp, corp.CompetentCorp),
    }
    casual, competent = players[side]
    if level == "casual":
        return casual
    if level == "competent":
        return competent
    from nrprint.simulate.opponents.search import Expert

    return partial(Expert, competent, budget or DEFAULT_BUDGET)
