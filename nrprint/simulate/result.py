"""What one game leaves behind: the figures the report adds up (no game state).

A :class:`GameResult` is small, flat and picklable, so thousands of them cross from
worker processes cheaply and memory stays flat: a batch folds each into a
:class:`~nrprint.simulate.stats.Tally` as it arrives and keeps none.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field


class End(enum.StrEnum):
    """Why a game ended (its value is the name the report and transcripts print)."""

    AI_POINTS = "ai-points"  # the AI reached the points to win
    OPPONENT_POINTS = "opponent-points"  # the human side did
    RD_EMPTY = "rd-empty"  # the Corp (AI or human) had to draw from an empty R&D
    FLATLINE = "flatline"  # the Runner (AI or human) took more damage than its grip held
    STACK_EMPTY = "stack-empty"  # the Runner AI, on easy, had to draw from an empty stack
    AI_DECK_EMPTY = "ai-deck-empty"  # the AI deck ran out with ai_deck_reshuffle off: nobody wins
    TURN_LIMIT = "turn-limit"  # no winner within the engine's turn limit: nobody wins


MONEY_DRY = 2  # an AI turn that ends on this many credits or fewer has run dry
MONEY_IDLE = 10  # one that ends on this many or more, none of them spent, sits on its money

UNDECIDED = (End.AI_DECK_EMPTY, End.TURN_LIMIT)  # ends that are neither side's win


@dataclass(slots=True)
class CardFigures:
    """One AI card's figures in one game (keyed by the card's id)."""

    reveals: int = 0
    clicks: int = 0
    dead: int = 0  # clicks that fell back to credits or did nothing
    fallbacks: int = 0  # reveals in which at least one click fell back
    fallback_credits: int = 0  # clicks whose action failed and took the printed credit (part of dead)


@dataclass(slots=True)
class GameResult:
    """One game's figures. ``turns`` counts AI turns; lists are per AI turn."""

    seed: str
    deck: str
    difficulty: str
    opponent: str
    ai_side: str  # "corp" or "runner"
    ai_won: bool
    end: str  # an End's value
    turns: int
    ai_points: int
    opponent_points: int
    clicks: int = 0
    dead_clicks: int = 0  # includes fallback credits
    fallback_credits: int = 0  # AI clicks whose action failed and fell back to a printed credit
    cards: dict[str, CardFigures] = field(default_factory=dict)
    actions: Counter[str] = field(default_factory=Counter)  # AI actions resolved, by verb
    credits_gained: int = 0  # by the AI over the game
    credits_by_turn: list[int] = field(default_factory=list)  # AI credits won or lost in each AI turn
    points_by_turn: list[int] = field(default_factory=list)  # AI points after each AI turn
    point_sources: Counter[str] = field(default_factory=Counter)  # hq-refill, remote, discard, steal-*
    runs: int = 0  # Runner AI runs begun
    successful_runs: int = 0
    steals: int = 0
    repeat_runs: int = 0  # Runner AI runs on a server that had already stopped it this turn (runs.run counts)
    remotes_made: int = 0  # Corp AI new remotes
    remotes_iced: int = 0  # of those, iced within two AI turns
    needed_credits: int = 0  # fallback or lower credits taken while short of money (not dead)
    rd_iced_turn: int = 0  # the Corp AI's turn that put the first ice on R&D (0: never)
    server_runs: Counter[str] = field(
        default_factory=Counter
    )  # runs by either Runner: HQ, R&D, Archives, remote
    server_steal_points: Counter[str] = field(default_factory=Counter)  # points stolen there
    end_tags: int = 0  # the Runner's tags when the game ended
    dry_streak: int = 0  # AI turns in a row that ended with MONEY_DRY credits or fewer
    idle_streak: int = 0  # ... with MONEY_IDLE or more and none spent
    longest_dry: int = 0
    longest_idle: int = 0
    stand_ins: Counter[str] = field(default_factory=Counter)  # "side:card name" -> uses not fully modelled
    card_uses: Counter[str] = field(default_factory=Counter)  # "ai"/"opponent" -> card uses of that side
    stand_in_uses: Counter[str] = field(default_factory=Counter)  # "ai"/"opponent" -> uses not fully modelled
    unplayed_facts: Counter[str] = field(
        default_factory=Counter
    )  # "card: fact" -> uses that left it unplayed

    @property
    def decided(self) -> bool:
        return self.end not in UNDECIDED

    def money_turn(self, credits: int, credits_won: int) -> None:
        """An AI turn ended on ``credits`` after winning (or losing) ``credits_won``: it ran
        dry (``MONEY_DRY`` or fewer) or sat on money it did not spend (``MONEY_IDLE`` or more
        and none spent), or neither; the longest run of each is kept."""
        self.dry_streak = self.dry_streak + 1 if credits <= MONEY_DRY else 0
        self.idle_streak = self.idle_streak + 1 if credits >= MONEY_IDLE and credits_won >= 0 else 0
        self.longest_dry = max(self.longest_dry, self.dry_streak)
        self.longest_idle = max(self.longest_idle, self.idle_streak)
