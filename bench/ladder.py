#!/usr/bin/env python3
"""The opponent ladder measured: each shipped AI deck's win rate against each level.

Usage: python bench/ladder.py [--games N] [--expert-games M] [--budget B] [--difficulty standard]
For every pairing of templates/play.yaml (``checks.pairings``), plays N games with the
casual and competent opponents and M with the expert (slower) at one difficulty, with
the batch's fixed seeds, and prints a markdown table: the AI's win rate per level with
its 95 % interval, and the steps casual -> competent -> expert (issue 35 wants each step
at least 5 points). Also prints the games per second of each level (one core).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--expert-games", type=int, default=300)
    ap.add_argument(
        "--budget", type=int, default=0, help="the expert's rollouts per decision (0: its default)"
    )
    ap.add_argument("--difficulty", default="standard")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--only", help="only the pairings of this AI deck id (corp, corp-stratagem, runner)")
    args = ap.parse_args()
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules
    from nrprint.simulate.stats import wilson

    discover()
    rules = load_rules()
    project = Project(REPO / "content")
    print("| AI deck | decklist vs | casual | competent | expert | steps (points) |")
    print("|---|---|---:|---:|---:|---|")
    speed: dict[str, list[float]] = {}
    for p in rules.checks.pairings:
        if args.only not in (None, p.deck):
            continue
        rates = []
        cells = []
        for level in ("casual", "competent", "expert"):
            n = args.expert_games if level == "expert" else args.games
            match = build_match(
                project, p.deck, REPO / p.decklist, REPO / p.versus, rules=rules, opponent=level,
                behaviour=p.behaviour, budget=args.budget,
            )  # fmt: skip
            t = time.process_time()
            tally = run_batch(match, [args.difficulty], n, args.seed, jobs=1)[args.difficulty]
            speed.setdefault(level, []).append(n / (time.process_time() - t))
            rate = tally.ai_wins / tally.games
            lo, hi = wilson(tally.ai_wins, tally.games)
            rates.append(rate)
            cells.append(f"{100 * rate:.1f} % ({100 * lo:.0f}-{100 * hi:.0f}, n={n})")
        steps = " / ".join(f"{100 * (a - b):+.1f}" for a, b in zip(rates, rates[1:], strict=False))
        name = p.deck + (f" + {p.behaviour}" if p.behaviour else "")
        print(
            f"| {name} | {Path(p.decklist).name} vs {Path(p.versus).name} | {' | '.join(cells)} | {steps} |",
            flush=True,
        )
    for level, rates in speed.items():
        print(f"\n{level}: {min(rates):.1f}-{max(rates):.1f} games/s (one core, CPU time)", end="")
    print()


if __name__ == "__main__":
    main()
