"""SIM005: every game ends within ``turn_limit`` AI turns, at every difficulty.

A game that goes on past it (or reaches the engine's own turn limit) is one neither
side can win: usually an AI that cannot score and an opponent it stops cold.
"""

from __future__ import annotations


def rule(subject):
    limit = subject.settings.turn_limit
    for level, d in subject.data["difficulties"].items():
        longer = sum(n for t, n in d["length"]["histogram"].items() if int(t) > limit)
        if longer:
            yield subject.deck_pos.error(
                "SIM005",
                f"{longer} of {d['games']} games last more than {limit} AI turns ({subject.label}, {level})",
            )
