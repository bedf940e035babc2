#!/usr/bin/env python3
"""How often the human Runner's targets repeat from one decision to the next: the most a
cache of them could save.

Usage: python bench/repeats.py [--games N] [--level L]
Plays N seeded standard games of the Corp AI pairing of ``bench/opponents.py`` and counts
the decisions whose targets (``RunnerPlayer.targets``: each server worth a run, its worth
and the credits to get in) equal those of the same player's previous decision, and the
clicks carried out between decisions. A reuse of the targets saves at most that share
of the time the targets take (cProfile: about a fifth of a competent game).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--level", default="competent")
    args = ap.parse_args()

    from opponents import build

    from nrprint.simulate.batch import game_seed
    from nrprint.simulate.game import play
    from nrprint.simulate.opponents.runner import RunnerPlayer
    from nrprint.simulate.setup import new_game

    kept_targets, kept_apply = RunnerPlayer.targets, RunnerPlayer.apply
    last: dict[int, list[tuple[int, float, int]]] = {}
    counts, clicks = Counter(), Counter()

    def targets(self, game):
        out = kept_targets(self, game)
        plain = [(server.index, worth, cost) for server, worth, cost in out]
        counts["decisions"] += 1
        counts["same"] += last.get(id(self)) == plain
        last[id(self)] = plain
        return out

    def apply(self, game, click):
        clicks[click.kind] += 1
        return kept_apply(self, game, click)

    RunnerPlayer.targets, RunnerPlayer.apply = targets, apply
    match = build("corp", "corp-auco.txt", "runner-core.txt", args.level)
    for i in range(args.games):
        last.clear()
        play(new_game(match, "standard", game_seed(1, "standard", i)))
    cards = "imported" if (REPO / "content" / "cards" / "cards.json").exists() else "none"
    share = counts["same"] / max(1, counts["decisions"])
    print(
        f"{args.games} games, {args.level}, card data {cards}: {counts['same']:,} of "
        f"{counts['decisions']:,} targets equal the previous decision's ({share:.0%})"
    )
    print("clicks: " + ", ".join(f"{kind} {n:,}" for kind, n in clicks.most_common()))


if __name__ == "__main__":
    main()
