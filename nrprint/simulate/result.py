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


ENDS = tuple(e.value for e in End)
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
    stand_ins: Counter[str] = field(default_factory=Counter)  # "side:card name" -> uses not fully modelled
    card_uses: Counter[str] = field(default_factory=Counter)  # "ai"/"opponent" -> card uses of that side
    stand_in_uses: Counter[str] = field(default_factory=Counter)  # "ai"/"opponent" -> uses not fully modelled
    unplayed_facts: Counter[str] = field(
        default_factory=Counter
    )  # "card: fact" -> uses that left it unplayed

    @property
    def decided(self) -> bool:
        return self.end not in UNDECIDED
