#!/usr/bin/env python3
"""Instructions per simulated game, a measure of the simulator that load does not change.

Usage: python bench/instructions.py [DIR] [--pairing corp|runner] [--level L] [--games N]
                                    [--warm W]
Runs, under ``valgrind --tool=cachegrind --cache-sim=no``, one process that builds the
match of ``bench/opponents.py`` (the Corp AI pairing or the Runner AI pairing) in the
checkout DIR (default: this one) and plays W + N seeded standard games, and one that
plays W; the difference of their instruction counts over N is the figure (the start-up,
imports and the match are in both). ``PYTHONHASHSEED=0``; repeated runs agree within
0.05 %. On a machine shared with other work the CPU time of a game swings by a factor of
two from minute to minute; the instructions do not, so a change that keeps every game
(bench/same_games.py) is judged by them, and its games/s taken from bench/opponents.py
on a quiet machine. Slow: about 50 times a game's CPU time.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PLAY = r"""
import sys
sys.path.insert(0, "bench"); sys.path.insert(0, ".")
from opponents import build
from nrprint.simulate.batch import game_seed
from nrprint.simulate.game import play
from nrprint.simulate.setup import new_game
side, level, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
pairs = {"corp": ("corp", "corp-auco.txt", "runner-core.txt"), "runner": ("runner", "runner-core.txt", "corp-auco.txt")}
match = build(*pairs[side], level)
for i in range(n):
    play(new_game(match, "standard", game_seed(1, "standard", i)))
"""


def instructions(where: Path, pairing: str, level: str, games: int) -> int:
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
        + [sys.executable, "-c", PLAY, pairing, level, str(games)],
        cwd=where,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", nargs="?", type=Path, default=REPO)
    ap.add_argument("--pairing", choices=("corp", "runner"), default="corp")
    ap.add_argument("--level", default="competent")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--warm", type=int, default=10)
    args = ap.parse_args()
    base = instructions(args.dir, args.pairing, args.level, args.warm)
    total = instructions(args.dir, args.pairing, args.level, args.warm + args.games)
    cards = "imported" if (args.dir / "content" / "cards" / "cards.json").exists() else "none"
    print(
        f"{args.dir}: {args.pairing} AI vs {args.level}, card data {cards}: "
        f"{(total - base) // args.games:,} instructions per game ({args.games} games)"
    )


if __name__ == "__main__":
    main()
