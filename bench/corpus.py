#!/usr/bin/env python3
"""Issue 36's measure across the sample decklists: each AI deck dealt from every corpus list of its side.

Usage: python bench/corpus.py [--games N] [--versus K] [--only corp|corp-stratagem|runner]
                              [--behaviour ID] [--levels easy,standard,hard] [--opponent NAME]
                              [--set SECTION.KEY=VALUE ...] [--jobs J] [--per-list] [--every N]

The corpus is the real tournament decklists shipped in ``nrprint/samples/decklists``
(``pairings.tsv`` names which list is Corp and which Runner). Each AI deck is dealt from
every list of its own side and plays K lists of the other side (list i meets the K lists
that follow it in the other side's sorted order, so every opposing list is met about as
often), N games per pairing and level. A pairing the AI deck cannot be dealt from is
counted and named, not played.

Prints, per AI deck and level: the median pairing's AI win rate, the share of pairings
inside 25-75 % and inside 40-60 %, the range (and the AI's wins over all games, with their 95 %
interval), the median game length in AI turns (median of the
pairings' medians), the deck's dead clicks (all pairings' clicks together) and its worst
card, and for the Corp AI the share of points from remotes and R&D iced by AI turn 4
(medians over pairings); for the Runner AI its successful runs and games ending with
more than 3 tags and games whose credits ran dry (2 or fewer) or sat unspent (10 or more)
three AI turns running, and the games it lost by a flatline (all pairings' games together). ``--every N`` deals from every N-th AI list only. ``--per-list`` also prints each AI list's median over its opponents, ``--per-pairing`` each pairing's rate.
Needs the card data imported (``nrprint import cards``) to play the printed cards.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
CORPUS = REPO / "nrprint" / "samples" / "decklists"

from contest import with_settings  # noqa: E402  (bench/ is not a package)


def corpus_lists() -> dict[str, list[Path]]:
    """The corpus lists of each side, sorted, from ``pairings.tsv``."""
    sides: dict[str, set[str]] = {"corp": set(), "runner": set()}
    for line in (CORPUS / "pairings.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        _, corp, runner = line.split("\t")
        sides["corp"].add(corp)
        sides["runner"].add(runner)
    return {side: [CORPUS / name for name in sorted(names)] for side, names in sides.items()}


def opponents_of(i: int, others: list[Path], k: int) -> list[Path]:
    """The ``k`` lists after position ``i`` in ``others``, wrapping round."""
    return [others[(i + j) % len(others)] for j in range(min(k, len(others)))]


def _pooled(cells: list[dict]) -> str:
    """The AI's wins over every game of every pairing, with its 95 % interval."""
    from nrprint.simulate.stats import wilson

    games = sum(c["games"] for c in cells)
    won = round(sum(c["win_rate"] * c["games"] for c in cells))
    lo, hi = wilson(won, games)
    return f"{100 * won / games:.1f} % ({100 * lo:.0f}-{100 * hi:.0f}, n={games})"


def summary(cells: list[dict]) -> str:
    """One row's figures from the pairings' per-level report data."""
    wins = [c["win_rate"] for c in cells]
    clicks = sum(c["clicks"] for c in cells) or 1
    dead = sum(c["dead_rate"] * c["clicks"] for c in cells) / clicks
    cards: dict[str, list[float]] = {}
    for c in cells:
        for card in c["cards"]:
            cards.setdefault(card["id"], [0.0, 0.0])
            cards[card["id"]][0] += card["dead_rate"] * card["clicks"]
            cards[card["id"]][1] += card["clicks"]
    worst = max(cards.items(), key=lambda kv: kv[1][0] / (kv[1][1] or 1))
    parts = [
        f"{100 * statistics.median(wins):.1f} %",
        f"{100 * sum(0.25 <= w <= 0.75 for w in wins) / len(wins):.0f} %",
        f"{100 * sum(0.40 <= w <= 0.60 for w in wins) / len(wins):.0f} %",
        f"{100 * min(wins):.0f}-{100 * max(wins):.0f} %; all games {_pooled(cells)}",
        str(statistics.median(c["length"]["median"] for c in cells)),
        f"{100 * dead:.1f} %",
        f"{worst[0]} {100 * worst[1][0] / (worst[1][1] or 1):.0f} %",
    ]
    if "rd_iced" in cells[0]:
        parts.append(
            f"remotes {100 * statistics.median(c['remote_point_share'] for c in cells):.0f} %;"
            f" R&D iced T4 {100 * statistics.median(c['rd_iced']['by_turn_4'] for c in cells):.0f} %"
        )
    else:
        parts.append(
            f"runs ok {100 * statistics.median(c['successful_runs'] for c in cells):.0f} %;"
            f" >3 tags {100 * statistics.median(c['tags_over_3_at_end'] for c in cells):.0f} %;"
            f" dry 3 turns {100 * statistics.median(c['money_dry_3_turns'] for c in cells):.0f} %;"
            f" idle 3 turns {100 * statistics.median(c['money_idle_3_turns'] for c in cells):.0f} %;"
            f" flatlined {sum(c['ends'].get('flatline', 0) for c in cells)} of {sum(c['games'] for c in cells)}"
        )
    return " | ".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500, help="games per pairing and level")
    ap.add_argument("--versus", type=int, default=10, help="opposing lists per AI list")
    ap.add_argument("--only", default="corp", help="AI deck id: corp, corp-stratagem or runner")
    ap.add_argument("--behaviour", default="bh-schemer", help="behaviour card of corp-stratagem")
    ap.add_argument("--levels", default="standard")
    ap.add_argument("--opponent", default="competent")
    ap.add_argument("--set", action="append", default=[], dest="settings")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--per-list", action="store_true")
    ap.add_argument(
        "--per-pairing", action="store_true", help="also print each pairing's AI win rate per level"
    )
    ap.add_argument("--every", type=int, default=1, help="deal from every n-th AI list only (a quick sample)")
    args = ap.parse_args()
    from nrprint.diagnostics import ContentError
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match
    from nrprint.simulate.report import as_data
    from nrprint.simulate.rules import load_rules

    discover()
    rules = with_settings(load_rules(), args.settings)
    project = Project(REPO / "content")
    lists = corpus_lists()
    side = "runner" if args.only == "runner" else "corp"
    other = "corp" if side == "runner" else "runner"
    levels = args.levels.split(",")
    behaviour = args.behaviour if args.only == "corp-stratagem" else None
    cells: dict[str, list[dict]] = {lv: [] for lv in levels}
    per_list: dict[str, dict[str, list[float]]] = {}
    pairings: list[str] = []
    skipped: list[str] = []
    started = time.perf_counter()
    for i, mine in enumerate(lists[side]):
        if i % args.every:
            continue
        for theirs in opponents_of(i, lists[other], args.versus):
            try:
                match = build_match(
                    project, args.only, mine, theirs, rules=rules, opponent=args.opponent, behaviour=behaviour
                )
            except ContentError as err:
                skipped.append(f"{mine.name} vs {theirs.name}: {err.diagnostics[0].message}")
                continue
            data = as_data(
                match, run_batch(match, levels, args.games, args.seed, jobs=args.jobs), args.seed, args.games
            )
            pairings.append(
                f"{mine.name} vs {theirs.name}: "
                + " ".join(f"{lv} {100 * data['difficulties'][lv]['win_rate']:.0f} %" for lv in levels)
            )
            for lv in levels:
                cells[lv].append(data["difficulties"][lv])
                per_list.setdefault(mine.name, {}).setdefault(lv, []).append(
                    data["difficulties"][lv]["win_rate"]
                )
    seconds = time.perf_counter() - started
    who = args.only + (f" + {behaviour}" if behaviour else "")
    print(
        f"{who} vs {args.opponent}, {args.games} games per pairing, {args.versus} opposing lists a list,"
        f" {len(lists[side])} AI lists, {seconds:.0f} s; settings: {', '.join(args.settings) or 'as shipped'}"
    )
    print(
        "| level | median pairing | pairings 25-75 % | 40-60 % | range | median AI turns | dead clicks | worst card | side |"
    )
    print("|---|---:|---:|---:|---|---:|---:|---|---|")
    for lv in levels:
        if cells[lv]:
            print(f"| {lv} ({len(cells[lv])} pairings) | {summary(cells[lv])} |")
    if args.per_list:
        for name, by_level in per_list.items():
            print(name, " ".join(f"{lv} {100 * statistics.median(w):.0f} %" for lv, w in by_level.items()))
    if args.per_pairing:
        print("\n".join(pairings))
    for line in skipped:
        print("skipped:", line)


if __name__ == "__main__":
    main()
