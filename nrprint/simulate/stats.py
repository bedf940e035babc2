"""Add up games: a :class:`Tally` folds each :class:`GameResult` into counters.

Only counts are kept (game lengths as a histogram, sums per AI card, per turn and per
kind), so memory stays flat however many games run, and two tallies merge by addition:
the figures are the same whichever worker played which game.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from nrprint.simulate.result import GameResult

TAGGED = 3  # the Runner AI ends no game with more than 3 tags in most games
MONEY_STREAK = 3  # ... nor has its credits run dry or sit unspent three AI turns running


@dataclass(slots=True)
class Tally:
    games: int = 0
    ai_wins: int = 0
    undecided: int = 0  # games nobody won (turn limit, AI deck out): neither an AI win nor a loss
    lengths: Counter[int] = field(default_factory=Counter)
    ends: Counter[str] = field(default_factory=Counter)
    clicks: int = 0
    dead: int = 0
    fallback_credits: int = 0
    card_reveals: Counter[str] = field(default_factory=Counter)
    card_clicks: Counter[str] = field(default_factory=Counter)
    card_dead: Counter[str] = field(default_factory=Counter)
    card_fallbacks: Counter[str] = field(default_factory=Counter)
    card_fallback_credits: Counter[str] = field(default_factory=Counter)
    actions: Counter[str] = field(default_factory=Counter)
    credits_gained: int = 0
    turns: int = 0
    points_by_turn: Counter[int] = field(default_factory=Counter)  # sum of AI points after turn t
    games_at_turn: Counter[int] = field(default_factory=Counter)  # games still going at turn t
    final_by_length: Counter[int] = field(default_factory=Counter)  # final AI points by game length
    point_sources: Counter[str] = field(default_factory=Counter)
    ai_points: int = 0
    opponent_points: int = 0
    runs: int = 0
    successful_runs: int = 0
    steals: int = 0
    repeat_runs: int = 0
    remotes_made: int = 0
    remotes_iced: int = 0
    needed_credits: int = 0  # credit clicks taken while short of money (not dead clicks)
    rd_iced: Counter[int] = field(
        default_factory=Counter
    )  # games by the AI turn R&D got its first ice (0: never)
    server_runs: Counter[str] = field(default_factory=Counter)
    server_steal_points: Counter[str] = field(default_factory=Counter)
    tagged_ends: int = 0  # games that ended with more than TAGGED tags on the Runner
    dry_games: int = 0  # games with MONEY_STREAK AI turns in a row that ran dry
    idle_games: int = 0  # ... that sat on unspent money
    stand_ins: Counter[str] = field(default_factory=Counter)
    card_uses: Counter[str] = field(default_factory=Counter)
    stand_in_uses: Counter[str] = field(default_factory=Counter)
    unplayed_facts: Counter[str] = field(default_factory=Counter)

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.ai_wins += r.ai_won
        self.undecided += not r.decided
        self.lengths[r.turns] += 1
        self.ends[r.end] += 1
        self.clicks += r.clicks
        self.dead += r.dead_clicks
        self.fallback_credits += r.fallback_credits
        for cid, f in r.cards.items():
            self.card_reveals[cid] += f.reveals
            self.card_clicks[cid] += f.clicks
            self.card_dead[cid] += f.dead
            self.card_fallbacks[cid] += f.fallbacks
            self.card_fallback_credits[cid] += f.fallback_credits
        self.actions.update(r.actions)
        self.credits_gained += r.credits_gained
        self.turns += r.turns
        for t, pts in enumerate(r.points_by_turn, 1):
            self.points_by_turn[t] += pts
            self.games_at_turn[t] += 1
        self.final_by_length[r.turns] += r.ai_points
        self.point_sources.update(r.point_sources)
        self.ai_points += r.ai_points
        self.opponent_points += r.opponent_points
        self.runs += r.runs
        self.successful_runs += r.successful_runs
        self.steals += r.steals
        self.repeat_runs += r.repeat_runs
        self.remotes_made += r.remotes_made
        self.remotes_iced += r.remotes_iced
        self.needed_credits += r.needed_credits
        self.rd_iced[r.rd_iced_turn] += 1
        self.server_runs.update(r.server_runs)
        self.server_steal_points.update(r.server_steal_points)
        self.tagged_ends += r.end_tags > TAGGED
        self.dry_games += r.longest_dry >= MONEY_STREAK
        self.idle_games += r.longest_idle >= MONEY_STREAK
        self.stand_ins.update(r.stand_ins)
        self.card_uses.update(r.card_uses)
        self.stand_in_uses.update(r.stand_in_uses)
        self.unplayed_facts.update(r.unplayed_facts)

    def merge(self, other: Tally) -> None:
        for name in self.__slots__:
            mine, theirs = getattr(self, name), getattr(other, name)
            if isinstance(mine, Counter):
                mine.update(theirs)
            else:
                setattr(self, name, mine + theirs)

    # -- figures -----------------------------------------------------------------

    @property
    def win_rate(self) -> float:
        return self.ai_wins / self.games if self.games else 0.0

    def win_interval(self) -> tuple[float, float]:
        return wilson(self.ai_wins, self.games)

    @property
    def dead_rate(self) -> float:
        return self.dead / self.clicks if self.clicks else 0.0

    @property
    def fallback_rate(self) -> float:
        return self.fallback_credits / self.clicks if self.clicks else 0.0

    def rd_iced_by(self, turn: int) -> float:
        """The share of games whose R&D the Corp AI iced by its AI turn ``turn``."""
        early = sum(n for t, n in self.rd_iced.items() if 0 < t <= turn)
        return early / self.games if self.games else 0.0

    def points_per_run(self, where: str) -> float:
        """Points stolen per run on ``where`` (HQ, R&D, Archives, remote)."""
        runs = self.server_runs[where]
        return self.server_steal_points[where] / runs if runs else 0.0

    def modelled_share(self, who: str | None = None) -> float:
        """The share of card uses (``who``: "ai", "opponent", or both) fully modelled."""
        keys = [who] if who else ["ai", "opponent"]
        uses = sum(self.card_uses[k] for k in keys)
        return 1 - sum(self.stand_in_uses[k] for k in keys) / uses if uses else 1.0

    def card_fallback_rate(self, cid: str) -> float:
        return self.card_fallbacks[cid] / self.card_reveals[cid] if self.card_reveals[cid] else 0.0

    def card_dead_rate(self, cid: str) -> float:
        return self.card_dead[cid] / self.card_clicks[cid] if self.card_clicks[cid] else 0.0

    def length_quartiles(self) -> tuple[int, int, int]:
        return tuple(quantile(self.lengths, q) for q in (0.25, 0.5, 0.75))  # type: ignore[return-value]

    def mean_points_by_turn(self) -> list[float]:
        """Mean AI points after each AI turn; a game that ended keeps its final points."""
        out, carried = [], 0
        for t in range(1, max(self.lengths, default=0) + 1):
            carried += self.final_by_length[t - 1]
            out.append((self.points_by_turn[t] + carried) / self.games)
        return out


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (sound near 0 and 1)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def quantile(hist: Counter[int], q: float) -> int:
    """The ``q`` quantile of a histogram (the lower value at a boundary)."""
    total = sum(hist.values())
    if total == 0:
        return 0
    rank, seen = q * (total - 1), 0
    for value in sorted(hist):
        seen += hist[value]
        if seen > rank:
            return value
    return max(hist)
