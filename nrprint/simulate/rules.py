"""The numbers of a game and the engine's clarifications, from ``templates/play.yaml``.

The Automa rulebook leaves some questions open (which card scores on a refill, what a
``+R`` order does with no remote, the order of ties). The engine does not decide them
in code: each answer is a named value here, so a designer can measure another answer
by editing the file, and ``docs/simulate.md`` lists each with its reason.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal, cast

from pydantic import BaseModel, ConfigDict, Field, field_validator

Level = Literal["easy", "standard", "hard"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class GameNumbers(_Strict):
    points_to_win: int = Field(7, ge=1, le=20)
    turn_limit: int = Field(60, ge=5, le=500)
    corp_start_credits: dict[Literal["easy", "standard", "hard"], int]
    # Difficulty as the AI's target: the rulebook's levels barely move the AI's win rate
    # in play (docs/automa.md), so the points each side needs also change with the level,
    # per AI: the Corp AI's hard step and the Runner AI's are tuned apart.
    corp_ai_points_to_win: dict[Level, int] = Field(default_factory=dict)
    corp_opponent_points_to_win: dict[Level, int] = Field(default_factory=dict)
    runner_ai_points_to_win: dict[Level, int] = Field(default_factory=dict)
    runner_opponent_points_to_win: dict[Level, int] = Field(default_factory=dict)
    # The old shared form: an error that names the keys to write instead.
    ai_points_to_win: None = None
    opponent_points_to_win: None = None
    runner_start_credits: int = Field(5, ge=0, le=50)
    # The levels at which the Runner AI plays and installs its PRO, RE and grip cards
    # without paying (our hard level: the rulebook gives the Runner AI none; runner.piles).
    runner_ai_free_cards: list[Literal["easy", "standard", "hard"]] = Field(default_factory=list)
    # The Corp AI's starting credits above are its own rule; a human Corp starts as in
    # the ordinary game (the booklet gives the house rule to the AI only: audit A1).
    human_corp_start_credits: int = Field(5, ge=0, le=50)
    hand_size: int = Field(5, ge=1, le=20)

    @field_validator("ai_points_to_win", "opponent_points_to_win", mode="before")
    @classmethod
    def _per_ai(cls, value, info):
        raise ValueError(
            f"{info.field_name} is now given per AI: write corp_{info.field_name} and"
            f" runner_{info.field_name} (the same numbers, if both AIs should keep them)"
        )

    def points_needed(self, ai: str, level: str) -> tuple[int, int]:
        """The points the ``ai`` side (corp or runner) needs at ``level``, and its
        opponent's; ``points_to_win`` for a level the tables leave out."""
        mine = self.corp_ai_points_to_win if ai == "corp" else self.runner_ai_points_to_win
        theirs = self.corp_opponent_points_to_win if ai == "corp" else self.runner_opponent_points_to_win
        key = cast(Level, level)
        return mine.get(key, self.points_to_win), theirs.get(key, self.points_to_win)


class Clarifications(_Strict):
    refill_scores: Literal["drawn", "pushed", "drawn-and-pushed"] = "drawn-and-pushed"
    no_remote_order: Literal["fail", "new-remote"] = "fail"
    tie_order: Literal["table", "remotes-first", "archives-last"] = "table"
    ice_install_tax: bool = True
    ai_deck_reshuffle: bool = True
    impossible_diversion: Literal["next-row", "dead"] = "next-row"
    # true: at every level; a list: at those levels only (easy keeps the rulebook's bare remote)
    new_remote_ice: bool | list[Literal["easy", "standard", "hard"]] = False
    skip_stopped_server: bool = False
    breaker_condition: Literal["any-breaker", "for-ice"] = "any-breaker"
    easy_empty_stack: Literal["lose", "no-draw"] = "lose"
    # Candidate rules for the playtests' defects (measured in docs/automa-rules.md):
    corp_ai_draws: bool = False  # the Corp AI draws one card (as on Refill HQ) as its turn begins
    remember_stops: bool = False  # the Runner AI skips a server that stopped it until it installs a program
    # a Runner AI click falling back to 1 credit removes a tag instead (6+ credits):
    tags_before_credits: bool = False
    run_events: bool = False  # a run event the Runner AI plays makes its run (runner.events)
    # a server is a valid target only while the Runner AI could pay through its rezzed ice:
    pay_through: bool = False
    pay_through_grip: bool = False  # and a run left no server by it plays from the grip


class Pairing(_Strict):
    deck: str
    decklist: str
    versus: str
    behaviour: str | None = None


class CheckSettings(_Strict):
    games: int = Field(300, ge=1, le=100_000)
    seed: int = Field(2026, ge=0)
    opponent: Literal["casual", "competent", "expert"] = "competent"
    fallback_rate: float = Field(0.25, ge=0, le=1)
    dead_rate: float = Field(0.10, ge=0, le=1)
    card_dead_rate: float = Field(0.20, ge=0, le=1)
    win_range: tuple[float, float] = (0.15, 0.85)
    turn_limit: int = Field(40, ge=1)
    difficulty_step: float = Field(0.0, ge=0, le=1)
    median_turns: tuple[int, int] = (1, 500)
    long_games: float = Field(0.0, ge=0, le=1)
    remote_share: float = Field(0.0, ge=0, le=1)
    iced_remotes: float = Field(0.0, ge=0, le=1)
    run_success: float = Field(0.0, ge=0, le=1)
    pairings: list[Pairing] = Field(default_factory=list)


class Rules(_Strict):
    """Everything the engine reads from ``templates/play.yaml``."""

    version: Literal[1] = 1
    game: GameNumbers
    clarifications: Clarifications = Clarifications()
    checks: CheckSettings = CheckSettings()

    @property
    def points_to_win(self) -> int:
        return self.game.points_to_win


# The answers of the printed set the blind playtests of 2026-11-27 were played from
# (play.yaml at 64fffea): issue 36 changed each of them since. A calibration against those
# games (bench/calibrate.py) and their click-by-click replay (tests/simulate/
# test_playtest_replay.py) play these, or they measure another game than the testers'.
PLAYTESTED_CLARIFICATIONS: dict[str, object] = {
    "refill_scores": "drawn-and-pushed",  # an agenda pushed off HQ's bottom scored too
    "tie_order": "remotes-first",  # the newest remote first, Archives last
    "ice_install_tax": True,  # 1 credit per ice already on the server
    "new_remote_ice": False,  # a new remote was bare
}
PLAYTESTED_GAME: dict[str, object] = {
    "corp_start_credits": {"easy": 9, "standard": 12, "hard": 15},
    "corp_ai_points_to_win": {"easy": 8, "standard": 7, "hard": 6},
    "corp_opponent_points_to_win": {"easy": 5, "standard": 7, "hard": 8},
    "runner_ai_points_to_win": {"easy": 8, "standard": 7, "hard": 6},
    "runner_opponent_points_to_win": {"easy": 5, "standard": 7, "hard": 8},
    "runner_ai_free_cards": [],
}


def as_playtested(rules: Rules) -> Rules:
    """``rules`` with the answers of the printed set of the 2026-11-27 playtests."""
    return rules.model_copy(
        update={
            "clarifications": rules.clarifications.model_copy(update=PLAYTESTED_CLARIFICATIONS),
            "game": rules.game.model_copy(update=PLAYTESTED_GAME),
        }
    )


@cache
def load_rules(folder: Path | None = None) -> Rules:
    """``templates/play.yaml``, validated; a ContentError with positions if it is wrong."""
    from nrprint.source.templates import load_template

    return load_template("play", Rules, folder)
