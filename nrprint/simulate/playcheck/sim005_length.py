"""SIM005: at most ``long_games`` of the games last more than ``turn_limit`` AI turns,
at every difficulty, and the median game at standard lasts ``median_turns`` AI turns.

A game that goes on past the limit (or reaches the engine's own turn limit) is one
neither side can win: usually an AI that cannot score and an opponent it stops cold.
A median outside the range is a game over before it starts, or one that drags. Only
standard's median is held to the range: the points each side needs change with the
level (play.yaml, ``game``), so easy games are shorter by design.
"""

from __future__ import annotations


def rule(subject):
    s = subject.settings
    lo, hi = s.median_turns
    for level, d in subject.data["difficulties"].items():
        longer = sum(n for t, n in d["length"]["histogram"].items() if int(t) > s.turn_limit)
        if longer > s.long_games * d["games"]:
            yield subject.deck_pos.error(
                "SIM005",
                f"{longer} of {d['games']} games last more than {s.turn_limit} AI turns"
                f" ({subject.label}, {level}; at most {s.long_games:.1%})",
            )
        median = d["length"].get("median")
        if level == "standard" and median is not None and not lo <= median <= hi:
            yield subject.deck_pos.error(
                "SIM005",
                f"the median game lasts {median} AI turns ({subject.label}, {level}; {lo}-{hi} wanted)",
            )
