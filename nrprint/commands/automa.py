"""``nrprint automa prepare DECKLIST``: split a real deck into the Automa's piles.

Reads a NetrunnerDB plain-text decklist, applies the rulebook's deck-preparation
arithmetic with a seeded shuffle, checks the deal (partition, caps, HQ size), prints
the piles and writes a one-page tick-box checklist PDF. Any error: nothing written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.commands._common import add_content, add_json, dump_json, report
from nrprint.deckprep.arith import Difficulty
from nrprint.diagnostics import ContentError, Diagnostic, Pos

if TYPE_CHECKING:  # the rest is imported when the command runs: `--help` stays fast
    from nrprint.deckprep.cards import Side

CHECKLIST_NAME = "deck-checklist.pdf"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "automa",
        help="Automa (solo AI) helpers: deck preparation, simulation",
        description="Helpers for playing against the Automa (solo AI).",
    )
    inner = p.add_subparsers(dest="automa_command", metavar="ACTION", required=True)
    q = inner.add_parser(
        "prepare",
        help="split a decklist into the Automa's piles and print a checklist",
        description=(
            "Split a NetrunnerDB plain-text decklist into the Automa piles (Corp AI: ST, ICE, OP, "
            "RE, R&D, HQ; Runner AI: PRO, EC, RE, STA, GR) with the rulebook's arithmetic; print "
            "the piles and write <out>/<lang>/deck-checklist.pdf."
        ),
    )
    q.add_argument("decklist", metavar="DECKLIST", help="decklist file (NetrunnerDB plain-text export)")
    q.add_argument("--side", choices=("corp", "runner"), help="deck side (default: from the type headers)")
    q.add_argument(
        "--stratagem", action="store_true", help="the Corp AI uses the Stratagem deck (Quiet Ledger)"
    )
    q.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        default="standard",
        help="difficulty (default: standard; HQ starts with 3 cards on easy; the Runner AI has no hard)",
    )
    q.add_argument("--seed", type=int, help="shuffle seed for a reproducible deal (default: random, printed)")
    q.add_argument(
        "--strict", action="store_true", help="treat every warning (e.g. unknown card facts) as an error"
    )
    q.add_argument(
        "--allow-unknown",
        action="store_true",
        help="once card data is imported, a title it lacks is an error (DECK204); with this, a warning "
        "and the card is dealt as not economy",
    )
    q.add_argument(
        "--lang",
        default="en",
        metavar="TAG",
        help="checklist language, declared in languages.yaml (default: en)",
    )
    q.add_argument("--out", metavar="DIR", default="output", help="output folder (default: ./output)")
    q.add_argument("--no-pdf", action="store_true", help="print the piles only; write no checklist")
    from nrprint.commands._automa_expect import add_arguments

    add_arguments(q)
    add_content(q)
    add_json(q)
    q.set_defaults(run=run_prepare)
    from nrprint.commands._automa_simulate import add_parser

    add_parser(inner)


def _fail(diags: list[Diagnostic], as_json: bool) -> int:
    report(sorted(set(diags)), as_json, ok=False)
    return 1


def _option_errors(side: Side, args: argparse.Namespace, pos: Pos) -> list[Diagnostic]:
    from nrprint.deckprep.cards import Side

    out = []
    if side is Side.RUNNER and args.stratagem:
        out.append(pos.error("DECK010", "--stratagem is for a Corporation deck (the Corp AI's ST deck)"))
    if args.versus is None and (args.player is not None or args.behaviour is not None):
        out.append(pos.error("DECK012", "--player and --behaviour describe the game of --versus DECKLIST"))
    if args.behaviour is not None and not args.stratagem:
        out.append(pos.error("DECK013", "--behaviour is for the Stratagem deck (--stratagem)"))
    return out


def run_prepare(args: argparse.Namespace) -> int:
    from nrprint.cards.decks import looks_like_json, read_deck_json
    from nrprint.cards.store import load_index
    from nrprint.deckprep.cards import Side
    from nrprint.deckprep.decklist import read_decklist
    from nrprint.deckprep.prepare import PrepareOptions, plan_checklist, prepare
    from nrprint.deckprep.report import as_table
    from nrprint.model.project import Project
    from nrprint.setupsheets import content as _sheet_content  # noqa: F401  (registers the domain)
    from nrprint.system.atomic import write_atomic

    display_path = args.decklist  # the decklist as the user typed it
    where = Pos(display_path, 1, 1)
    content = Path(args.content)
    index = load_index(content) if content.is_dir() else None
    side = Side(args.side) if args.side else None
    if looks_like_json(Path(args.decklist)):
        deck = read_deck_json(Path(args.decklist), display_path, index, side)
    else:
        deck = read_decklist(Path(args.decklist), display_path, side)
    found = _option_errors(deck.side, args, where)
    project = Project(content, display_path=args.content.rstrip("/") or ".")
    if content.is_dir():
        from nrprint.commands._common import choose_langs

        choose_langs(project, args.lang)  # an undeclared language is a usage error
    target = None if args.no_pdf else Path(args.out) / args.lang / CHECKLIST_NAME
    options = PrepareOptions(
        Difficulty(args.difficulty),
        args.stratagem,
        args.seed,
        args.strict,
        args.allow_unknown,
        str(target) if target else None,
    )
    prepared = prepare(deck, options, project if content.is_dir() else None, index, found)
    diags, data = prepared.diagnostics, prepared.data
    if data is None:
        return _fail(diags, args.json)
    expected = None
    if args.versus is not None:  # before anything is written: a bad opponent deck writes nothing
        from nrprint.commands._automa_expect import expectation

        try:
            expected = expectation(args, project, deck.side.value, args.stratagem)
        except ContentError as exc:
            return _fail(diags + exc.diagnostics, args.json)
        data["expectation"] = expected.as_data()
    if target is not None:
        labels = project.get("setup-sheets") if content.is_dir() and project.exists("setup-sheets") else None
        checklist = plan_checklist(data, args.lang, labels, index, where)
        diags += checklist.diagnostics
        if checklist.draw is None:
            return _fail(diags, args.json)
        write_atomic(target, checklist.draw)
    if args.json:
        dump_json({**data, "diagnostics": [d.as_dict() for d in sorted(set(diags))]})
    else:
        report(sorted(set(diags)), False)
        print(as_table(data))
        if expected is not None:
            from nrprint.commands._automa_expect import as_text

            print(as_text(expected, args.versus, args.difficulty))
        if args.seed is None:
            print(f"(repeat this deal with --seed {prepared.seed})", file=sys.stderr)
    return 0
