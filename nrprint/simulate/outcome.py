"""What a verb did with its click (``verb.Verb``: the shape of a verb)."""

from __future__ import annotations

import enum


class Outcome(enum.Enum):
    """What a verb did with its click."""

    FAIL = 0  # could not be done: the click stays available
    DONE = 1  # resolved
    DEAD = 2  # resolved with no effect but a credit (a lower-instruction or no-benefit credit)
    FALLBACK = 3  # its action failed and the printed credit secondary was taken instead


FAIL, DONE, DEAD, FALLBACK = Outcome.FAIL, Outcome.DONE, Outcome.DEAD, Outcome.FALLBACK

# The dead-click rule: a click whose only effect is a credit (a fallback or lower
# instruction credit) is dead unless the AI is short of money, i.e. holds fewer credits
# than the rulebook's "low credits" condition (fewer than 6: runner/conditions.py).
SHORT_OF_MONEY = 6


def needed_credits(before: int, clicks: int) -> int:
    """How many of ``clicks`` one-credit clicks, taken from ``before`` credits on, took a
    credit the AI was short of (they are not dead clicks)."""
    return max(0, min(clicks, SHORT_OF_MONEY - before))
