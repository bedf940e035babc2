"""``automa prepare --versus MINE``: how often the AI dealt from this list beats the player's deck.

The options and the glue between ``prepare`` and ``nrprint.simulate.expect``: build the
match against the player's strength, read the figures from the cache or play them
(with a progress bar on a terminal), and print them with the suggested level.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when the option is used: `--help` stays fast
    from nrprint.simulate.expect import Expectation

STRENGTH = {"casual": "a casual player", "competent": "a club player", "expert": "a strong player"}


def add_arguments(q: argparse.ArgumentParser) -> None:
    q.add_argument(
        "--versus",
        metavar="DECKLIST",
        help="your own decklist: also play the AI dealt from DECKLIST against it at every level and "
        "suggest the level nearest an even game (a few hundred simulated games, cached)",
    )
    q.add_argument(
        "--player",
        choices=tuple(STRENGTH),
        help="with --versus: how you play, simulated as casual, competent (a club player, the default) "
        "or expert (searches its clicks; fewer games)",
    )
    q.add_argument(
        "--behaviour",
        metavar="ID",
        help="with --stratagem and --versus: the behaviour card in play (default: the first, bh-builder)",
    )


def expectation(args: argparse.Namespace, project, side: str, stratagem: bool) -> Expectation:
    """Play (or read from the cache) every level against ``args.versus``; raises ContentError."""
    from nrprint.commands._common import use_cache
    from nrprint.commands._progress import say
    from nrprint.simulate.expect import GAMES, Expectation, expect, levels_for
    from nrprint.simulate.inputs import inputs_key
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules
    from nrprint.system import cache

    rules = load_rules()
    player = args.player or "competent"
    deck_id = "corp-stratagem" if stratagem else side
    mine, theirs = Path(args.decklist), Path(args.versus)
    request = f"expect:{deck_id}:{args.behaviour}:{player}:{rules.checks.seed}"
    key = inputs_key(project.root, rules, (mine, theirs), request)
    use_cache(args)
    bucket = cache.bucket("expect")
    if bucket is not None and (hit := bucket.get(key)) is not None:
        return Expectation.from_data(hit)
    match = build_match(
        project,
        deck_id,
        mine,
        theirs,
        rules=rules,
        opponent=player,
        behaviour=args.behaviour,
        shown=(args.decklist, args.versus),
    )
    total, seen = GAMES[player] * len(levels_for(match.ai)), 0

    def progress(n: int) -> None:
        nonlocal seen
        seen += n
        say(f"{seen:,}/{total:,} simulated games")

    found = expect(match, rules.checks.seed, os.cpu_count() or 1, progress)  # cli.main shows `say`
    if bucket is not None:
        bucket.put(key, found.as_data())
    return found


def as_text(found: Expectation, versus: str, difficulty: str) -> str:
    """The odds per level, then the suggestion (and how to deal it if it is not this deal's)."""
    lines = [
        f"\nWhat to expect: your deck {versus}, played as {STRENGTH[found.opponent]} ({found.opponent}):"
    ]
    for o in found.levels:
        lo, hi = o.interval
        lines.append(f"  {o.level:<9} AI wins {o.rate:4.0%}  ({lo:.0%}-{hi:.0%}, {o.games} simulated games)")
    best = found.suggested
    lines.append(f"Suggested level: {best}, the nearest to an even game.")
    if best != difficulty:
        lines.append(f"This deal is for {difficulty}: deal again with --difficulty {best}.")
    return "\n".join(lines)
