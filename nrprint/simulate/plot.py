"""A deck's profile as a picture: the one module of the simulator that draws.

Three panels from a report's data (``report.as_data``): how long games last, how often
each AI card's clicks are dead (by the card's id and printed name, with the play
check's threshold), and the AI's mean points after each AI turn, one line per
difficulty, with the points each side needs drawn and labelled. The title names the AI
deck as printed and the decklists it was dealt from and played against. matplotlib's Agg backend writes PNG or PDF; the PDF's dates are fixed so
the same figures give the same file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

COLOURS = {"easy": "#4c9f70", "standard": "#3a6ea5", "hard": "#b8432f"}


def write_plot(path: Path, data: dict[str, Any], title: str, dead_threshold: float | None = None) -> None:
    """``title``: the deck's printed name and decklists; ``dead_threshold``: SIM002's share
    of one AI card's clicks (``checks.card_dead_rate``), drawn on the dead-click panel."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from nrprint.system.atomic import write_atomic

    levels = data["difficulties"]
    fig, (ax_len, ax_dead, ax_pts) = plt.subplots(1, 3, figsize=(13, 4.2), layout="constrained")
    fig.suptitle(f"{title}\n{data['games']:,} games per difficulty against a {data['opponent']} opponent")
    width = 0.8 / max(1, len(levels))
    for k, (level, d) in enumerate(levels.items()):
        hist = {int(t): n for t, n in d["length"]["histogram"].items()}
        xs = sorted(hist)
        ax_len.bar(
            [x + k * width for x in xs],
            [hist[x] / d["games"] for x in xs],
            width,
            label=level,
            color=COLOURS.get(level),
        )
        ax_pts.plot(
            range(1, len(d["points_by_turn"]) + 1),
            d["points_by_turn"],
            label=f"{level}: AI wins {d['win_rate']:.0%}",
            color=COLOURS.get(level),
        )
    ax_len.set(title="Game length", xlabel="AI turns", ylabel="share of games")
    ax_len.legend()
    first = next(iter(levels.values()))
    cards = sorted(first["cards"], key=lambda c: c["id"])
    for k, (level, d) in enumerate(levels.items()):
        rate = {c["id"]: c["dead_rate"] for c in d["cards"]}
        ax_dead.barh(
            [i + k * width for i in range(len(cards))],
            [100 * rate[c["id"]] for c in cards],
            width,
            label=level,
            color=COLOURS.get(level),
        )
    ax_dead.set_yticks(range(len(cards)), [f"{c['id']} {c['title']}" for c in cards], fontsize=7)
    ax_dead.invert_yaxis()
    if dead_threshold is not None:
        ax_dead.axvline(100 * dead_threshold, color="#888", linestyle="--", linewidth=1)
        ax_dead.annotate(
            f"SIM002: {100 * dead_threshold:.0f} %",
            (100 * dead_threshold, 0),
            xycoords=("data", "axes fraction"),
            xytext=(3, 3),
            textcoords="offset points",
            fontsize=7,
            color="#555",
        )
    ax_dead.set(title="Dead clicks per AI card", xlabel="% of the card's clicks")
    # The AI's target, dotted in each level's colour (play.yaml: the points change by level).
    targets = {level: d.get("points_to_win", {}).get("ai", 7) for level, d in levels.items()}
    for level, target in targets.items():
        ax_pts.axhline(target, color=COLOURS.get(level, "#888"), linestyle=":", linewidth=1)
        ax_pts.annotate(
            f"AI wins at {target} ({level})",
            (0, target),
            xycoords=("axes fraction", "data"),
            xytext=(3, 2),
            textcoords="offset points",
            fontsize=7,
            color=COLOURS.get(level, "#555"),
        )
    top = max(targets.values(), default=7) + 1
    ax_pts.set(title="AI points by turn (mean)", xlabel="AI turn", ylabel="points", ylim=(0, top))
    ax_pts.legend()
    fmt = path.suffix.lower().lstrip(".")
    meta = {"CreationDate": None, "ModDate": None} if fmt == "pdf" else {"Software": None}
    write_atomic(path, lambda tmp: fig.savefig(tmp, format=fmt, dpi=120, metadata=meta))
    plt.close(fig)
