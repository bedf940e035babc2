"""``nrprint automa simulate DECKLIST``: play an AI deck thousands of times and report.

The options are declared here and registered under ``nrprint automa`` (this module has
no ``register`` of its own, so it is not a top-level command).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from nrprint.commands._common import add_jobs, add_json, content_option, dump_json
from nrprint.simulate.opponents import DEFAULT_BUDGET, DEFAULT_LEVEL
from nrprint.simulate.opponents import LEVELS as OPPONENTS

MAX_GAMES = 1_000_000
MAX_BUDGET = 10_000
LEVELS = ("easy", "standard", "hard")


def add_parser(inner: argparse._SubParsersAction) -> None:
    q = inner.add_parser(
        "simulate",
        help="play an AI deck many times against a simulated opponent and report the figures",
        description=(
            "Deal DECKLIST into the Automa piles and play the AI deck (from the content's deck files) "
            "against a simulated human opponent playing --versus, N games per difficulty. Reports the "
            "AI's win rate with a 95 % interval, game length, dead clicks per AI card, actions, "
            "credits, where points came from, runs, and the stand-ins used for cards the engine "
            "does not model (`nrprint docs simulate`)."
        ),
    )
    q.add_argument("decklist", metavar="DECKLIST", help="the AI's physical deck (NetrunnerDB text or JSON)")
    q.add_argument(
        "--deck", metavar="ID", help="AI deck id in automa/decks (default: 'corp' or 'runner' by side)"
    )
    q.add_argument(
        "--versus", metavar="DECKLIST", help="the human side's deck (default: the reference decklist)"
    )
    q.add_argument(
        "--behaviour", metavar="ID", help="behaviour card for a Stratagem deck (default: the first)"
    )
    q.add_argument(
        "--games", type=int, default=1000, metavar="N", help="games per difficulty (default: %(default)s)"
    )
    q.add_argument(
        "--seed", type=int, default=1, metavar="S", help="seed of the batch (default: %(default)s)"
    )
    q.add_argument(
        "--difficulty", default="standard", choices=(*LEVELS, "all"), help="difficulty (default: %(default)s)"
    )
    q.add_argument(
        "--opponent",
        default=DEFAULT_LEVEL,
        choices=OPPONENTS,
        help="skill of the simulated human: casual, competent (a club player) or expert (searches its "
        "clicks; slower) (default: %(default)s)",
    )
    q.add_argument(
        "--budget",
        type=int,
        default=DEFAULT_BUDGET,
        metavar="N",
        help="the expert's rollouts per decision: more plays better and slower (default: %(default)s)",
    )
    add_jobs(q, "play the games", f"all cores, {os.cpu_count() or 1} here")
    q.add_argument("--log", type=int, metavar="K", help="print game K's transcript (one line per click)")
    q.add_argument("--plot", metavar="FILE", help="draw the deck's profile as FILE (.png or .pdf)")
    content_option(q)
    add_json(q)
    q.set_defaults(run=run_simulate)


def _usage(message: str) -> int:
    print(f"nrprint: error: {message}", file=sys.stderr)
    return 1


def _default_versus(rules, ai_side: str) -> Path | None:
    from nrprint.system.paths import default_dir

    root = default_dir().parent
    for p in rules.checks.pairings:
        if (p.deck == ai_side or p.deck.startswith(ai_side)) and (root / p.versus).is_file():
            return root / p.versus
    return None


def run_simulate(args: argparse.Namespace) -> int:
    if not 1 <= args.games <= MAX_GAMES:
        return _usage(f"--games must be between 1 and {MAX_GAMES:,}, not {args.games:,}")
    if args.seed < 0:
        return _usage("--seed must be 0 or more")
    if not 1 <= args.budget <= MAX_BUDGET:
        return _usage(f"--budget must be between 1 and {MAX_BUDGET:,}, not {args.budget:,}")
    if args.log is not None and not 1 <= args.log <= args.games:
        return _usage(f"--log must name a game from 1 to {args.games}")
    if args.plot and Path(args.plot).suffix.lower() not in (".png", ".pdf"):
        return _usage("--plot FILE must end in .png or .pdf")
    content = Path(args.content)
    if not content.is_dir():
        return _usage(f"content folder not found: {args.content}")
    from nrprint.cards.store import load_index
    from nrprint.model.project import Project
    from nrprint.simulate.batch import game_seed, run_batch
    from nrprint.simulate.game import play_one
    from nrprint.simulate.match import build_match, read_deck
    from nrprint.simulate.report import as_data, as_text
    from nrprint.simulate.rules import load_rules

    rules = load_rules()
    project = Project(content, display_path=args.content.rstrip("/") or ".")
    mine = Path(args.decklist)
    side = read_deck(mine, args.decklist, load_index(content)).side.value
    versus = Path(args.versus) if args.versus else _default_versus(rules, side)
    if versus is None:
        return _usage("no reference decklist for the opponent here: pass --versus DECKLIST")
    match = build_match(
        project,
        args.deck or side,
        mine,
        versus,
        rules=rules,
        opponent=args.opponent,
        budget=args.budget,
        behaviour=args.behaviour,
        shown=(args.decklist, args.versus or str(versus)),
    )
    levels = list(LEVELS if args.difficulty == "all" else (args.difficulty,))
    total = args.games * len(levels)
    progress = _Progress(total) if sys.stderr.isatty() and not args.json else None
    tallies = run_batch(match, levels, args.games, args.seed, args.jobs or os.cpu_count() or 1, progress)
    if progress:
        progress.done()
    data = as_data(match, tallies, args.seed, args.games)
    transcript = None
    if args.log is not None:
        _, game = play_one(match, levels[0], game_seed(args.seed, levels[0], args.log - 1), log=True)
        assert game.log is not None  # log=True: the game keeps its transcript
        transcript = game.log.text()
    if args.plot:
        from nrprint.simulate.plot import write_plot

        write_plot(
            Path(args.plot),
            data,
            _plot_title(project, match, args.decklist, str(versus)),
            rules.checks.card_dead_rate,
        )
    if args.json:
        dump_json({**data, **({"transcript": transcript} if transcript else {})})
    else:
        print(as_text(data))
        if args.plot:
            print(f"\nplot written to {args.plot}")
        if transcript:
            print(f"\nGame {args.log} ({levels[0]}):\n{transcript}", end="")
    return 0


def _plot_title(project, match, decklist: str, versus: str) -> str:
    """The AI deck's printed name (and its behaviour card's), and the two decklists."""
    decks = project.get("automa-decks")
    titles = {d.id: d.title.get("en") for d in decks.decks} if decks is not None else {}
    name = titles.get(match.deck, match.deck)
    if match.behaviour is not None:
        name += f" + {match.behaviour.title}"
    return f"{name}, dealt from {Path(decklist).name}, against {Path(versus).name}"


class _Progress:
    """A one-line progress bar on stderr (a terminal only)."""

    def __init__(self, total: int):
        self.total, self.seen = total, 0

    def __call__(self, n: int) -> None:
        self.seen += n
        width = 30
        filled = width * self.seen // self.total
        print(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {self.seen:,}/{self.total:,} games",
            end="",
            file=sys.stderr,
        )

    def done(self) -> None:
        print(file=sys.stderr)
