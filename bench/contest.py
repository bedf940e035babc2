#!/usr/bin/env python3
"""Issue 36's figures for every shipped AI deck: the "before" and "after" tables.

Usage: python bench/contest.py [--games N] [--expert-games M] [--set SECTION.KEY=VALUE ...]
                               [--only corp|corp-stratagem|runner] [--levels easy,standard,hard]

For each AI deck (Harbour Grid, Quiet Ledger with each behaviour card or only Schemer
with ``--schemer-only``, Night Courier) on the pairings it is judged on (the blind
playtests' decklists, and the reference decklists of templates/play.yaml), plays N games
per difficulty against ``competent`` and M at standard against ``expert``, and prints a
markdown table: the AI's win rate with its 95 % interval, the median game in AI turns,
dead clicks (a credit counts only when the AI is not short of money) per deck and its
worst card, and per side: R&D iced by AI turn 4, the share of the AI's points from
remotes and the Runner's points per HQ run (Corp AI); the share of successful runs,
games ending with more than 3 tags, money dry or idle three turns running (Runner AI).
``--set clarifications.tie_order=table`` (a YAML value) plays another answer of
templates/play.yaml without editing it: the measure of a departure from the rulebook.
Needs the card data imported (``nrprint import cards``) to play the printed cards.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
DECKS = "tests/fixtures/decklists/"
PLAYTEST = ("playtest-corp-hb.txt", "playtest-runner-shaper.txt", "playtest-nsg-hb.txt")
REFERENCE = ("corp-auco.txt", "runner-core.txt", "corp-auco.txt")
BEHAVIOURS = ("bh-schemer", "bh-builder", "bh-warden", "bh-hoarder")


def pairings(schemer_only: bool) -> list[tuple[str, str | None, str, str, str]]:
    """(deck, behaviour, label, decklist, versus) for every deck on both sets of decklists."""
    out = []
    for label, (corp, runner, human_corp) in (("playtest", PLAYTEST), ("reference", REFERENCE)):
        out.append(("corp", None, label, DECKS + corp, DECKS + runner))
        for b in BEHAVIOURS[:1] if schemer_only else BEHAVIOURS:
            out.append(("corp-stratagem", b, label, DECKS + corp, DECKS + runner))
        out.append(("runner", None, label, DECKS + runner, DECKS + human_corp))
    return out


def with_settings(rules, settings: list[str]):
    """``rules`` with each ``section.key=value`` of ``settings`` (value read as YAML)."""
    for item in settings:
        key, _, raw = item.partition("=")
        section, _, name = key.partition(".")
        part = getattr(rules, section)
        part = part.model_copy(update={name: yaml.safe_load(raw)})
        rules = rules.model_copy(update={section: part})
    return rules


def row(deck: str, behaviour: str | None, label: str, level: str, opponent: str, d: dict) -> str:
    lo, hi = d["win_interval_95"]
    worst = max(d["cards"], key=lambda c: c["dead_rate"])
    who = deck + (f" + {behaviour}" if behaviour else "")
    cells = [
        who,
        label,
        level,
        opponent,
        f"{100 * d['win_rate']:.1f} % ({100 * lo:.0f}-{100 * hi:.0f}, n={d['games']})",
        str(d["length"]["median"]),
        f"{100 * d['dead_rate']:.1f} %",
        f"{worst['id']} {100 * worst['dead_rate']:.0f} %",
    ]
    if "rd_iced" in d:
        hq = d["runs_by_server"].get("HQ", {"points_per_run": 0.0})
        rd = d["runs_by_server"].get("R&D", {"points_per_run": 0.0})
        cells.append(
            f"R&D iced by T4 {100 * d['rd_iced']['by_turn_4']:.0f} %; from remotes"
            f" {100 * d['remote_point_share']:.0f} %; points/run HQ {hq['points_per_run']:.2f},"
            f" R&D {rd['points_per_run']:.2f}; idle money {100 * d['money_idle_3_turns']:.0f} %"
        )
    else:
        cells.append(
            f"runs ok {100 * d['successful_runs']:.0f} %; >3 tags {100 * d['tags_over_3_at_end']:.0f} %;"
            f" dry {100 * d['money_dry_3_turns']:.0f} %, idle {100 * d['money_idle_3_turns']:.0f} %"
        )
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--expert-games", type=int, default=0)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--set", action="append", default=[], dest="settings")
    ap.add_argument("--only", help="only this AI deck id (corp, corp-stratagem, runner)")
    ap.add_argument("--pairing", help="only this set of decklists (playtest, reference)")
    ap.add_argument("--levels", default="easy,standard,hard")
    ap.add_argument("--opponent", default="competent")
    ap.add_argument("--schemer-only", action="store_true")
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match
    from nrprint.simulate.report import as_data
    from nrprint.simulate.rules import load_rules

    discover()
    rules = with_settings(load_rules(), args.settings)
    project = Project(REPO / "content")
    print(
        "| AI deck | decklists | level | opponent | AI wins (95 %) | median AI turns | dead clicks | worst card | side figures |"
    )
    print("|---|---|---|---|---|---:|---:|---|---|")
    for deck, behaviour, label, mine, theirs in pairings(args.schemer_only):
        if args.only not in (None, deck) or args.pairing not in (None, label):
            continue
        levels = args.levels.split(",")
        runs = [(args.opponent, levels, args.games)]
        if args.expert_games:
            runs.append(("expert", ["standard"], args.expert_games))
        for opponent, lvls, n in runs:
            match = build_match(
                project, deck, REPO / mine, REPO / theirs, rules=rules, opponent=opponent, behaviour=behaviour
            )
            data = as_data(match, run_batch(match, lvls, n, args.seed, jobs=args.jobs), args.seed, n)
            for level in lvls:
                print(row(deck, behaviour, label, level, opponent, data["difficulties"][level]), flush=True)


if __name__ == "__main__":
    main()
