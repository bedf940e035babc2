#!/usr/bin/env python3
"""The four blind playtest games of 2026-11-27 replayed N times with each opponent level.

Usage: python bench/calibrate.py [--games N] [--jobs J] [--levels casual,competent,expert]
                                [--set NAME=VALUE ...]
For each game of ``../shared/playtests/2026-11-27-*.md`` (decks copied to
``tests/fixtures/decklists/playtest-*.txt``), the same pairing and difficulty is played
N times (fixed seeds) with each opponent level, and the human's result is printed beside
the distribution: the AI's points after given AI turns (mean), the runs and steals of
the side that runs (median), the final score, and the share of games the human side's
player did at least as well as the human (a win, then the margin). Prints a markdown
table for docs/simulate.md.

The AI plays its decks as the testers played them, whatever the content says now: the
AI cards and behaviour cards come from a copy of ``content/automa/decks`` kept in
``tests/fixtures/playtest-automa`` (its README says from which commit). The AI's turn
rules are code (``nrprint/simulate/corp``, ``nrprint/simulate/runner``): the README
records the commit the calibration was measured at. ``--set NAME=VALUE`` (repeatable)
sets a constant of the expert's search (``opponents/search.py``, else ``opponents/plans.py``)
for the run, for probes such as ``--set PLAN_MARGIN=0.1`` or ``--set 'HOLD={"corp": 1,
"runner": 1}'`` without editing the code. The answers of
``templates/play.yaml`` that changed since the playtests are set back to what the testers
played (``nrprint.simulate.rules.as_playtested``: the tie order, the refill, the ice tax, bare
new remotes, the Corp AI's starting credits and the points to win).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
FIX = REPO / "tests" / "fixtures" / "decklists"
PLAYED_AI = REPO / "tests" / "fixtures" / "playtest-automa"  # the AI decks as played


@dataclass(frozen=True)
class Played:
    """A blind game as the log reports it; ``points`` the AI's after each AI turn."""

    name: str
    deck: str
    behaviour: str | None
    decklist: str
    versus: str
    difficulty: str
    won: bool  # the human won
    score: tuple[int, int]  # human, AI
    turns: int
    runs: int
    successful: int
    steals: int
    points: tuple[int, ...]


GAMES = (
    Played("Harbour Grid vs human Runner", "corp", None, "playtest-corp-hb.txt", "playtest-runner-shaper.txt",
           "standard", True, (7, 2), 4, 6, 6, 3, (2, 2, 2, 2)),
    Played("Quiet Ledger + Schemer vs human Runner", "corp-stratagem", "bh-schemer", "playtest-corp-hb.txt",
           "playtest-runner-shaper.txt", "standard", True, (8, 2), 10, 17, 13, 4, (0, 1, 1, 1, 1, 1, 1, 1, 2, 2)),
    Played("Night Courier vs human Corp, game 1", "runner", None, "playtest-runner-shaper.txt",
           "playtest-nsg-hb.txt", "standard", True, (8, 5), 16, 18, 7, 2, (0, 0, 3, 3, 3) + (5,) * 11),
    Played("Night Courier vs human Corp, game 2", "runner", None, "playtest-runner-shaper.txt",
           "playtest-nsg-hb.txt", "easy", True, (6, 4), 11, 12, 7, 2, (0, 0, 0, 2, 2, 2, 2, 4, 4, 4, 4)),
)  # fmt: skip
CHECK_TURNS = (2, 4, 6, 10)


# play.yaml's clarifications as the testers played them (issue 36 changed both since).
def played_rules():
    """``templates/play.yaml`` with the answers printed for the playtests (``as_playtested``)."""
    from nrprint.simulate.rules import as_playtested, load_rules

    return as_playtested(load_rules())


def build(played: Played, level: str, budget: int):
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    match = build_match(
        Project(REPO / "content"),
        played.deck,
        FIX / played.decklist,
        FIX / played.versus,
        rules=played_rules(),
        opponent=level,
        budget=budget,
        behaviour=played.behaviour,
    )
    return as_played(match, played.behaviour)


def as_played(match, behaviour: str | None):
    """``match`` with the AI cards (and behaviour card) of the playtests' decks."""
    import dataclasses

    from nrprint.model.project import Project
    from nrprint.simulate.aicards import ai_deck, behaviour_card

    decks = Project(PLAYED_AI).get("automa-decks").decks
    deck = next(d for d in decks if d.id == match.deck)
    bcard = match.behaviour
    if behaviour is not None:
        bcard = behaviour_card(
            next(c for d in decks if d.kind == "behaviour" for c in d.cards if c.id == behaviour)
        )
    return dataclasses.replace(match, ai_cards=ai_deck(deck), behaviour=bcard)


def one(args) -> dict:
    """One game's figures, from the human side's point of view."""
    played, level, budget, i = args
    from nrprint.simulate.game import play
    from nrprint.simulate.setup import new_game

    match = _MATCHES[(played.name, level)]
    game = new_game(match, played.difficulty, f"calibrate:{played.difficulty}:{i}")
    r = play(game)
    if match.ai == "corp":
        runs, successful, steals = game.opponent.runs, game.opponent.successful, len(game.runner.scored)
    else:
        runs, successful, steals = r.runs, r.successful_runs, r.steals
    won = r.decided and not r.ai_won
    return {
        "won": won,
        "margin": r.opponent_points - r.ai_points,
        "score": (r.opponent_points, r.ai_points),
        "turns": r.turns,
        "runs": runs,
        "successful": successful,
        "steals": steals,
        "points": list(r.points_by_turn),
    }


_MATCHES: dict = {}


def _init(matches: dict) -> None:
    _MATCHES.update(matches)


def rank(won: bool, margin: int) -> tuple[int, int]:
    return (1 if won else 0, margin)


def summary(played: Played, level: str, rows: list[dict]) -> str:
    n = len(rows)
    wins = sum(r["won"] for r in rows) / n
    ranks = sorted(rank(r["won"], r["margin"]) for r in rows)
    median = ranks[(n - 1) // 2]
    human = rank(played.won, played.score[0] - played.score[1])
    at_least = sum(rk >= human for rk in ranks) / n

    def pts(t: int) -> str:
        # the AI's points after AI turn t; a game already over keeps its final points
        vals = [r["points"][t - 1] if len(r["points"]) >= t else r["points"][-1] for r in rows if r["points"]]
        return f"{statistics.mean(vals):.1f}"

    med = lambda k: statistics.median(r[k] for r in rows)  # noqa: E731
    you = statistics.median(r["score"][0] for r in rows)
    ai = statistics.median(r["score"][1] for r in rows)
    ok = "yes" if median >= human else "no"
    return (
        f"| {level} | {100 * wins:.0f} % | {' / '.join(pts(t) for t in CHECK_TURNS)} | {med('runs'):.0f} ({med('successful'):.0f}) "
        f"| {med('steals'):.0f} | {you:.0f}-{ai:.0f} | {med('turns'):.0f} | {'win' if median[0] else 'loss'} {median[1]:+d} "
        f"| {100 * at_least:.0f} % | {ok} |"
    )


def human_row(played: Played) -> str:
    pts = " / ".join(str(played.points[min(t, len(played.points)) - 1]) for t in CHECK_TURNS)
    margin = played.score[0] - played.score[1]
    return (
        f"| **the human** | {'won' if played.won else 'lost'} | {pts} | {played.runs} ({played.successful}) "
        f"| {played.steals} | {played.score[0]}-{played.score[1]} | {played.turns} | {'win' if played.won else 'loss'} {margin:+d} | | |"
    )


def probe(assignment: str) -> str:
    """Set a constant of ``opponents/search.py`` (else ``plans.py``) from ``NAME=VALUE``
    (a Python literal); the workers of ``--jobs`` are forked after it and inherit it."""
    import ast

    from nrprint.simulate.opponents import plans, search

    name, _, text = assignment.partition("=")
    module = search if hasattr(search, name) else plans
    if not name.isupper() or not hasattr(module, name):
        raise SystemExit(f"calibrate: --set {assignment}: no such constant in search.py or plans.py")
    setattr(module, name, ast.literal_eval(text))
    return f"set {module.__name__}.{name} = {getattr(module, name)!r}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="the first game's seed number (default 0)")
    ap.add_argument("--levels", default="casual,competent,expert")
    ap.add_argument("--only", default="1,2,3,4", help="the games to play, by number (default: all four)")
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an expert search constant, for a probe",
    )
    args = ap.parse_args()
    for assignment in args.set:
        print(probe(assignment), file=sys.stderr)
    levels = args.levels.split(",")
    games = [g for k, g in enumerate(GAMES, 1) if str(k) in args.only.split(",")]
    matches = {(g.name, lvl): build(g, lvl, args.budget) for g in games for lvl in levels}
    _init(matches)
    for played in games:
        print(
            f"\n**{played.name}** ({played.difficulty}; the side that runs: {'human' if played.deck.startswith('corp') else 'AI'})\n"
        )
        print(
            "| player | human side wins | AI points after AI turn "
            + "/".join(map(str, CHECK_TURNS))
            + " | runs (successful) | steals | final score (human side-AI) | AI turns | median result | at least the human's | median no worse |"
        )
        print("|---|---:|---|---:|---:|---:|---:|---|---:|---|")
        print(human_row(played))
        for level in levels:
            tasks = [(played, level, args.budget, i) for i in range(args.first, args.first + args.games)]
            if args.jobs > 1:
                with multiprocessing.get_context("fork").Pool(args.jobs, _init, (matches,)) as pool:
                    rows = pool.map(one, tasks, chunksize=10)
            else:
                rows = [one(t) for t in tasks]
            print(summary(played, level, rows), flush=True)


if __name__ == "__main__":
    main()
