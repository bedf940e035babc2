#!/usr/bin/env python3
"""Games per second of two checkouts of nrprint, in tightly interleaved bursts.

Usage: python bench/opponents_ab.py BEFORE AFTER [--pairing corp|runner] [--level L]
                                    [--bursts B] [--games N]
BEFORE and AFTER are directories holding a checkout (``git archive <commit> | tar -x -C
DIR``). One worker process per checkout builds the match of ``bench/opponents.py``
(the Corp AI pairing or the Runner AI pairing), warms up, then the two play bursts of N
standard games in turn (BEFORE, AFTER, then AFTER, BEFORE, ...), the same seeds in both.
A burst lasts a fraction of a second, so on a shared machine whose load swings by
half within a minute the two sides of a pair see nearly the same load: the median of
the pairs' ratios (CPU time of each worker) is the figure to read, with its quartiles.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import sys, time
sys.path.insert(0, "bench"); sys.path.insert(0, ".")
from opponents import build
from nrprint.simulate.batch import game_seed
from nrprint.simulate.game import play
from nrprint.simulate.setup import new_game
pairs = {"corp": ("corp", "corp-auco.txt", "runner-core.txt"), "runner": ("runner", "runner-core.txt", "corp-auco.txt")}
match = build(*pairs[sys.argv[1]], sys.argv[2])
for i in range(30):
    play(new_game(match, "standard", game_seed(9, "standard", i)))
print("ready", flush=True)
for line in sys.stdin:
    start, n = map(int, line.split())
    t, w = time.process_time(), time.perf_counter()
    for i in range(start, start + n):
        play(new_game(match, "standard", game_seed(1, "standard", i)))
    print(time.process_time() - t, time.perf_counter() - w, flush=True)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("--pairing", choices=("corp", "runner"), default="corp")
    ap.add_argument("--level", default="competent")
    ap.add_argument("--bursts", type=int, default=20)
    ap.add_argument("--games", type=int, default=100)
    args = ap.parse_args()
    sides = {"before": args.before, "after": args.after}
    workers = {
        k: subprocess.Popen(
            [sys.executable, "-c", WORKER, args.pairing, args.level],
            cwd=path,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for k, path in sides.items()
    }
    for w in workers.values():
        assert w.stdout is not None and w.stdout.readline().strip() == "ready"
    cpu: dict[str, list[float]] = {k: [] for k in sides}
    wall: dict[str, list[float]] = {k: [] for k in sides}
    for b in range(args.bursts):
        for k in sides if b % 2 == 0 else reversed(sides):
            w = workers[k]
            assert w.stdin is not None and w.stdout is not None
            w.stdin.write(f"{(b % 10) * args.games} {args.games}\n")
            w.stdin.flush()
            c, t = map(float, w.stdout.readline().split())
            cpu[k].append(args.games / c)
            wall[k].append(args.games / t)
    for w in workers.values():
        assert w.stdin is not None
        w.stdin.close()
        w.wait()
    for k in sides:
        print(
            f"{args.pairing} AI vs {args.level}, {k}: CPU {statistics.median(cpu[k]):,.0f} games/s "
            f"({min(cpu[k]):,.0f}-{max(cpu[k]):,.0f}), wall {statistics.median(wall[k]):,.0f} "
            f"({min(wall[k]):,.0f}-{max(wall[k]):,.0f})"
        )
    ratios = [a / b for a, b in zip(cpu["after"], cpu["before"], strict=True)]
    q1, _, q3 = statistics.quantiles(ratios, n=4)
    print(
        f"  after/before, CPU time: median {statistics.median(ratios):.2f} (quartiles {q1:.2f}-{q3:.2f}), "
        f"{args.bursts} pairs of {args.games} games"
    )


if __name__ == "__main__":
    main()
