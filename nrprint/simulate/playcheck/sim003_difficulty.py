"""SIM003: the AI's win rate rises from easy to standard to hard.

Each level must win at least ``checks.difficulty_step`` more than the one below (a
step of 0 still demands a rise: two equal rates, 0 % and 0 %, say, do not rise).
Levels the AI does not have (the Runner AI has no hard) are left out.
"""

from __future__ import annotations

ORDER = ("easy", "standard", "hard")


def rule(subject):
    levels = [lvl for lvl in ORDER if lvl in subject.data["difficulties"]]
    rates = [subject.data["difficulties"][lvl]["win_rate"] for lvl in levels]
    for (lo, a), (hi, b) in zip(
        zip(levels, rates, strict=False), zip(levels[1:], rates[1:], strict=False), strict=False
    ):
        step = subject.settings.difficulty_step
        if b <= a or b - a < step:
            yield subject.deck_pos.error(
                "SIM003",
                f"the AI wins {b:.1%} on {hi} but {a:.1%} on {lo} ({subject.label}):"
                f" each harder level must win at least {step:.0%} more",
            )
