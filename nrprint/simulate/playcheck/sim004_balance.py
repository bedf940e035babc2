"""SIM004: at standard difficulty the AI wins within ``win_range`` against the baseline.

A deck outside the range is no game: the player either always or never wins. The
95 % interval is given so a designer can tell a near miss from a clear one.
"""

from __future__ import annotations


def rule(subject):
    d = subject.data["difficulties"].get("standard")
    if d is None:
        return
    lo, hi = subject.settings.win_range
    if not lo <= d["win_rate"] <= hi:
        a, b = d["win_interval_95"]
        yield subject.deck_pos.error(
            "SIM004",
            f"the AI wins {d['win_rate']:.1%} of games at standard (95 % interval {a:.1%}-{b:.1%}; "
            f"{subject.label}); a game needs {lo:.0%}-{hi:.0%}",
        )
