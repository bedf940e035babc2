#!/usr/bin/env python3
"""Games per second of each opponent level, and how ``--jobs 2`` scales against ``--jobs 1``.

Usage: python bench/opponents.py [--games N] [--expert-games M] [--pairs P]
For the Corp AI pairing and the Runner AI pairing of templates/play.yaml: games per
second on one core (CPU time of this process) of the casual and competent opponents
(N games) and of the expert at its default budget (M games), measured in interleaved
rounds (casual, competent, expert, casual...) so a machine whose load drifts shifts
every level alike; the median of P rounds is printed. Then the wall time of a batch
with ``--jobs 1`` and with ``--jobs 2``, also in P interleaved pairs, and the median of
the pairs' speed-ups.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def build(deck: str, mine: str, theirs: str, level: str):
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules

    discover()
    fix = REPO / "tests" / "fixtures" / "decklists"
    return build_match(
        Project(REPO / "content"), deck, fix / mine, fix / theirs, rules=load_rules(), opponent=level
    )


def cpu_rate(match, games: int, start: int) -> float:
    from nrprint.simulate.batch import game_seed
    from nrprint.simulate.game import play
    from nrprint.simulate.setup import new_game

    t = time.process_time()
    for i in range(start, start + games):
        play(new_game(match, "standard", game_seed(1, "standard", i)))
    return games / (time.process_time() - t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--expert-games", type=int, default=20)
    ap.add_argument("--pairs", type=int, default=3)
    args = ap.parse_args()
    from nrprint.simulate.batch import run_batch

    pairings = (("corp", "corp-auco.txt", "runner-core.txt"), ("runner", "runner-core.txt", "corp-auco.txt"))
    for deck, mine, theirs in pairings:
        matches = {lvl: build(deck, mine, theirs, lvl) for lvl in ("casual", "competent", "expert")}
        rates: dict[str, list[float]] = {lvl: [] for lvl in matches}
        for r in range(args.pairs):
            for lvl, match in matches.items():
                n = args.expert_games if lvl == "expert" else args.games
                rates[lvl].append(cpu_rate(match, n, r * n))
        line = ", ".join(
            f"{lvl} {statistics.median(v):,.1f} games/s ({min(v):,.1f}-{max(v):,.1f})"
            for lvl, v in rates.items()
        )
        print(f"{deck} AI vs {theirs}: {line}", flush=True)
        match = matches["competent"]
        ratios, walls = [], {1: [], 2: []}
        for _ in range(args.pairs):
            for jobs in (1, 2):
                t = time.perf_counter()
                run_batch(match, ["standard"], args.games * 2, 1, jobs=jobs)
                walls[jobs].append(time.perf_counter() - t)
            ratios.append(walls[1][-1] / walls[2][-1])
        print(
            f"  --jobs 1 vs 2, {args.games * 2} competent games: wall {statistics.median(walls[1]):.2f} s vs "
            f"{statistics.median(walls[2]):.2f} s, speed-up {statistics.median(ratios):.2f}x "
            f"({min(ratios):.2f}-{max(ratios):.2f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
