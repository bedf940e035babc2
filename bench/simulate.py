#!/usr/bin/env python3
"""Games per second for each shipped AI deck, and memory against the number of games.

Usage: python bench/simulate.py [--games N] [--runs R]
For each pairing of templates/play.yaml: games per second on one core (``jobs 1``,
median of R runs), beside the floor measured in the same run: dealing and setting up
the same games without playing them. Then the peak memory of ``automa simulate`` as a
whole process at 1,000 and 10,000 games (one job), which should be the same.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def matches():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules

    discover()
    rules = load_rules()
    project = Project(REPO / "content")
    for p in rules.checks.pairings:
        yield (
            p.deck + (f"+{p.behaviour}" if p.behaviour else ""),
            build_match(
                project, p.deck, REPO / p.decklist, REPO / p.versus, rules=rules, behaviour=p.behaviour
            ),
        )


def rate(fn, games: int, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn(games)
        times.append(time.perf_counter() - t)
    return games / statistics.median(times)


def peak_mib(games: int) -> float:
    code = (
        "import resource,sys; from nrprint.cli import main; "
        f"main(['automa','simulate','tests/fixtures/decklists/standard-corp.txt','--games','{games}','--jobs','1','--json']); "
        "sys.stderr.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))"
    )
    res = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    return int(res.stderr.strip().splitlines()[-1]) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    from nrprint.simulate.batch import game_seed
    from nrprint.simulate.game import play
    from nrprint.simulate.setup import new_game

    print(f"{'pairing':<28} {'cards':>5} {'games/s':>9} {'floor (deal only)':>18}")
    for name, match in matches():

        def full(n, m=match):
            for i in range(n):
                play(new_game(m, "standard", game_seed(1, "standard", i)))

        def floor(n, m=match):
            for i in range(n):
                new_game(m, "standard", game_seed(1, "standard", i))

        print(
            f"{name:<28} {len(match.ai_pool):>5} {rate(full, args.games, args.runs):>9.0f} {rate(floor, args.games, args.runs):>18.0f}"
        )
    print(
        f"peak memory, automa simulate: 1,000 games {peak_mib(1000):.0f} MiB, 10,000 games {peak_mib(10000):.0f} MiB"
    )


if __name__ == "__main__":
    main()
