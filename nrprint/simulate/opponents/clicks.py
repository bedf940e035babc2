"""A click of the human side, as a value: what the search compares and a policy returns.

``kind`` names the basic action (``run``, ``draw``, ``credit``, ``play``, ``install``,
``ability``, ``remove-tag``, ``advance``, ``trash-resource``, ``install-ice``,
``install-agenda``, ``install-asset``, ``install-decoy``, ``place-tokens``, ``run-event``);
``target`` is a card's uid or a server's index (-1 when a new remote is meant; 0 when
the action has none); ``card`` the uid of the card a click installs on a server or
plays on ``target`` (0 when none). Clicks compare by value, so
the same click found in two determinized copies of a game is one click. ``RunnerClicks``
is the other sense: a human Runner's clicks left, as a run spends them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nrprint.simulate.state import Game

NEW_REMOTE = -1


@dataclass(frozen=True, slots=True)
class Click:
    kind: str
    target: int = 0
    label: str = ""
    card: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.label}".strip()


DRAW = Click("draw")
CREDIT = Click("credit")
REMOVE_TAG = Click("remove-tag")


class RunnerClicks:
    """A human Runner's clicks left in the turn, as a run spends them (a bioroid may be
    broken by clicks: ``runs.run``'s ``clicks_left``)."""

    def __init__(self, game: Game):
        self.game = game

    def available(self) -> int:
        return self.game.runner.clicks

    def spend(self, n: int) -> None:
        self.game.runner.clicks -= n
