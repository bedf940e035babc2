#!/usr/bin/env python3
"""Games per second of each opponent level, and how ``--jobs 2`` scales against ``--jobs 1``.

Usage: python bench/opponents.py [--games N] [--expert-games M] [--pairs P] [--batch B]
For the Corp AI pairing and the Runner AI pairing of templates/play.yaml: games per
second on one core (CPU time of this process) of the casual and competent opponents
(N games) and of the expert at its default budget (M games), measured in interleaved
rounds (casual, competent, expert, casual...) so a machine whose load drifts shifts
every level alike; the median and range of P rounds are printed, CPU time first and
wall time after it (on a shared machine the CPU time is the figure that holds still).
Then the wall time of a batch of B competent games with ``--jobs 1`` and with
``--jobs 2``, also in P interleaved pairs, and the median of the pairs' speed-ups.
"""

from __future__ import annotations

import argparse
import os
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


def rates(match, games: int, start: int) -> tuple[float, float]:
    """Games per second of CPU time of this process, and of wall time."""
    from nrprint.simulate.batch import game_seed
    from nrprint.simulate.game import play
    from nrprint.simulate.setup import new_game

    t, w = time.process_time(), time.perf_counter()
    for i in range(start, start + games):
        play(new_game(match, "standard", game_seed(1, "standard", i)))
    return games / (time.process_time() - t), games / (time.perf_counter() - w)


def _cpu_with_workers() -> float:
    """CPU time of this process and of its finished workers: with the same total, two
    workers take half the wall time wherever two cores are free."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):,.1f} ({min(values):,.1f}-{max(values):,.1f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--expert-games", type=int, default=20)
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("--batch", type=int, default=1000, help="competent games of the --jobs comparison")
    args = ap.parse_args()
    from nrprint.simulate.batch import run_batch

    imported = (REPO / "content" / "cards" / "cards.json").exists()
    print(f"card data: {'imported (content/cards/)' if imported else 'none'}", flush=True)
    pairings = (("corp", "corp-auco.txt", "runner-core.txt"), ("runner", "runner-core.txt", "corp-auco.txt"))
    for deck, mine, theirs in pairings:
        matches = {lvl: build(deck, mine, theirs, lvl) for lvl in ("casual", "competent", "expert")}
        cpu: dict[str, list[float]] = {lvl: [] for lvl in matches}
        wall: dict[str, list[float]] = {lvl: [] for lvl in matches}
        for r in range(args.pairs):
            for lvl, match in matches.items():
                n = args.expert_games if lvl == "expert" else args.games
                c, w = rates(match, n, r * n)
                cpu[lvl].append(c)
                wall[lvl].append(w)
        print(f"{deck} AI vs {theirs}, games/s, CPU time; wall time:", flush=True)
        for lvl in matches:
            print(f"  {lvl}: {_spread(cpu[lvl])}; wall {_spread(wall[lvl])}", flush=True)
        match = matches["competent"]
        ratios, walls, cpus = [], {1: [], 2: []}, {1: [], 2: []}
        for _ in range(args.pairs):
            for jobs in (1, 2):
                t, c = time.perf_counter(), _cpu_with_workers()
                run_batch(match, ["standard"], args.batch, 1, jobs=jobs)
                walls[jobs].append(time.perf_counter() - t)
                cpus[jobs].append(_cpu_with_workers() - c)
            ratios.append(walls[1][-1] / walls[2][-1])
        print(
            f"  --jobs 1 vs 2, {args.batch} competent games: wall {statistics.median(walls[1]):.2f} s vs "
            f"{statistics.median(walls[2]):.2f} s, speed-up {statistics.median(ratios):.2f}x "
            f"({min(ratios):.2f}-{max(ratios):.2f}); CPU time of all processes "
            f"{statistics.median(cpus[1]):.2f} s vs {statistics.median(cpus[2]):.2f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
