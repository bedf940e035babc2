"""What to expect: an AI deck dealt from a player's list, played against that player's deck.

``automa prepare --versus MINE`` asks it. Every difficulty level is played against one
simulated opponent of the player's strength (``casual``, ``competent`` — a club player,
the default — or ``expert``), and the level whose AI win rate is nearest an even game
is suggested; a tie goes to the harder level, since a player who asks wants a contest.
The expert plays fewer games (it searches every click), so its intervals are wider and
printed. The figures are cached under the content's cache folder with a key of every
input (``nrprint.simulate.inputs``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from nrprint.simulate.match import Match
from nrprint.simulate.stats import wilson

# Games per level: a few hundred where a game costs a few milliseconds, fewer for the
# search, which plays about half a game a second a core at its default budget (speed:
# bench/README.md), so the expert's three levels take a couple of minutes.
GAMES = {"casual": 300, "competent": 300, "expert": 40}
LEVELS = ("easy", "standard", "hard")
EVEN = 0.5


def levels_for(ai: str) -> tuple[str, ...]:
    """The difficulty levels an AI side has: all three for both (the Runner AI's hard is
    ours, ``game.runner_ai_free_cards`` in play.yaml: the rulebook gives it none)."""
    return LEVELS


@dataclass(frozen=True, slots=True)
class LevelOdds:
    """The AI's wins at one level, out of ``games``."""

    level: str
    games: int
    ai_wins: int

    @property
    def rate(self) -> float:
        return self.ai_wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.ai_wins, self.games)


@dataclass(frozen=True, slots=True)
class Expectation:
    """Every level's odds against one opponent, and the level nearest an even game."""

    opponent: str
    seed: int
    levels: tuple[LevelOdds, ...]

    @property
    def suggested(self) -> str:
        order = {o.level: i for i, o in enumerate(self.levels)}
        return min(self.levels, key=lambda o: (abs(o.rate - EVEN), -order[o.level])).level

    def as_data(self) -> dict:
        return {
            "opponent": self.opponent,
            "seed": self.seed,
            "levels": [
                {
                    "level": o.level,
                    "games": o.games,
                    "ai_wins": o.ai_wins,
                    "win_rate": round(o.rate, 4),
                    "win_interval_95": [round(x, 4) for x in o.interval],
                }
                for o in self.levels
            ],
            "suggested": self.suggested,
        }

    @classmethod
    def from_data(cls, data: dict) -> Expectation:
        levels = tuple(LevelOdds(o["level"], o["games"], o["ai_wins"]) for o in data["levels"])
        return cls(data["opponent"], data["seed"], levels)


def expect(
    match: Match,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> Expectation:
    """Play every level of ``match``'s AI against ``match``'s opponent."""
    from nrprint.simulate.batch import run_batch

    levels = list(levels_for(match.ai))
    games = GAMES[match.opponent]
    tallies = run_batch(match, levels, games, seed, jobs, progress)
    odds = tuple(LevelOdds(lvl, tallies[lvl].games, tallies[lvl].ai_wins) for lvl in levels)
    return Expectation(match.opponent, seed, odds)
