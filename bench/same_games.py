#!/usr/bin/env python3
"""Check that a speed change left every game the same, move for move.

Usage: python bench/same_games.py [--record] [--games N]
Plays N seeded games (default 400) of each pairing below, at easy, standard and hard in
turn, and hashes, per pairing: each game's whole :class:`GameResult` (outcome, score,
turns, every figure the report adds up), the state of the game's random generator when
it ended (so a game that drew or shuffled once more, or once less, differs even with the
same outcome), and the transcript of every fourth game played again with its log. The
digests are compared with bench/same_games.json; ``--record`` writes them into that file
instead. Each key says whether card data was imported (``content/cards/``, written by
``nrprint import cards``): with it the engine plays the printed cards, so the two are
different games and are recorded side by side; ``--record`` replaces only the keys of the
card-data state it ran with.

Record the file on the code *before* a change that must not change any game, then run
the check after it. A change meant to change games (a card effect, a decision) changes
the digests: record them again on that commit, and say so in its message.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
STORED = REPO / "bench" / "same_games.json"
LEVELS = ("easy", "standard", "hard")
# (AI deck, its decklist, the opponent's decklist, opponent level, games as a share of N)
PAIRINGS = (
    ("corp", "corp-auco.txt", "runner-core.txt", "competent", 1.0),
    ("corp", "corp-auco.txt", "runner-core.txt", "casual", 0.5),
    ("corp-stratagem", "standard-corp.txt", "runner-core.txt", "competent", 0.5),
    ("runner", "runner-core.txt", "corp-auco.txt", "competent", 1.0),
    ("runner", "runner-core.txt", "corp-auco.txt", "casual", 0.5),
    ("corp", "corp-auco.txt", "runner-core.txt", "expert", 0.02),
    ("runner", "runner-core.txt", "corp-auco.txt", "expert", 0.02),
)


def digest(match, games: int) -> str:
    from nrprint.simulate.game import play_one

    h = hashlib.sha256()
    for i in range(games):
        level = LEVELS[i % len(LEVELS)]
        seed = f"same:{level}:{i}"
        result, game = play_one(match, level, seed)
        h.update(repr(result).encode())
        h.update(repr(game.rng.getstate()).encode())
        if i % 4 == 0:
            _, logged = play_one(match, level, seed, log=True)
            h.update(logged.log.text().encode())
    return h.hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--record", action="store_true")
    args = ap.parse_args()
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules

    discover()
    fix = REPO / "tests" / "fixtures" / "decklists"
    project, rules = Project(REPO / "content"), load_rules()
    cards = "card data" if (REPO / "content" / "cards" / "cards.json").exists() else "no card data"
    found = {}
    for deck, mine, theirs, level, share in PAIRINGS:
        games = max(2, round(args.games * share))
        key = f"{deck} {mine} vs {theirs}, {level}, {games} games, {cards}"
        budget = 4 if level == "expert" else 0
        match = build_match(
            project, deck, fix / mine, fix / theirs, rules=rules, opponent=level, budget=budget
        )
        found[key] = digest(match, games)
        print(f"{key}: {found[key][:16]}", flush=True)
    stored = json.loads(STORED.read_text()) if STORED.exists() else {}
    if args.record:
        STORED.write_text(json.dumps({**stored, **found}, indent=1) + "\n")
        print(f"recorded in {STORED.relative_to(REPO)}")
        return 0
    differ = [k for k in found if stored.get(k) != found[k]]
    for k in differ:
        print(f"DIFFERENT: {k}" if k in stored else f"not recorded: {k}")
    print("all games the same" if not differ else f"{len(differ)} pairing(s) differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
