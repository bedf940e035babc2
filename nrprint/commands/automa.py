"""``nrprint automa prepare DECKLIST``: split a real deck into the Automa's piles.

Reads a NetrunnerDB plain-text decklist, applies the rulebook's deck-preparation
arithmetic with a seeded shuffle, checks the deal (partition, caps, HQ size), prints
the piles and writes a one-page tick-box checklist PDF. Any error: nothing written.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.commands.common import add_content, add_json, dump_json, report
from nrprint.deckprep.arith import Difficulty
from nrprint.diagnostics import ContentError, Diagnostic, Pos, Severity, has_errors

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
    from nrprint.commands.automa_expect import add_arguments

    add_arguments(q)
    add_content(q)
    add_json(q)
    q.set_defaults(run=run_prepare)
    from nrprint.commands.automa_simulate import add_parser

    add_parser(inner)


def _strict(diags: list[Diagnostic]) -> list[Diagnostic]:
    return [
        Diagnostic(d.path, d.line, d.col, Severity.ERROR, d.code, d.message + " (--strict)")
        if d.severity is Severity.WARNING
        else d
        for d in diags
    ]


def _unknown_titles_are_errors(diags: list[Diagnostic]) -> list[Diagnostic]:
    return [
        Diagnostic(
            d.path, d.line, d.col, Severity.ERROR, d.code, d.message + " (--allow-unknown deals it anyway)"
        )
        if d.code == "DECK204"
        else d
        for d in diags
    ]


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


def localized(data: dict, index, lang: str) -> tuple[dict, list[str]]:
    """The deal with card titles in ``lang`` where the imported card data has them and
    the embedded font can print them; the titles it cannot print stay in English and
    are returned, to be reported (never a box where a letter should be)."""
    if index is None:
        return data, []
    from nrprint.render.fonts import missing_glyphs

    unprintable: list[str] = []
    out = {**data, "piles": []}
    for pile in data["piles"]:
        cards = []
        for c in pile["cards"]:
            card = index.find(c["name"])
            title = card["titles"].get(lang) if card else None
            printable = title is not None and not missing_glyphs(title) and not missing_glyphs(title, "bold")
            if title is not None and not printable:
                unprintable.append(title)
            cards.append({**c, "name": title if printable else c["name"]})
        out["piles"].append({**pile, "cards": cards})
    return out, unprintable


def run_prepare(args: argparse.Namespace) -> int:
    from nrprint.cards.decks import looks_like_json, read_deck_json
    from nrprint.cards.store import load_index
    from nrprint.deckprep.cards import Side
    from nrprint.deckprep.corp import split_corp
    from nrprint.deckprep.decklist import read_decklist
    from nrprint.deckprep.facts import resolve
    from nrprint.deckprep.report import as_data, as_table
    from nrprint.deckprep.runner import split_runner
    from nrprint.deckprep.verify import verify
    from nrprint.model.project import Project
    from nrprint.setupsheets import content as _sheet_content  # noqa: F401  (registers the domain)
    from nrprint.system.atomic import write_atomic

    display = args.decklist
    content = Path(args.content)
    index = load_index(content) if content.is_dir() else None
    side = Side(args.side) if args.side else None
    if looks_like_json(Path(args.decklist)):
        deck = read_deck_json(Path(args.decklist), display, index, side)
    else:
        deck = read_decklist(Path(args.decklist), display, side)
    diags: list[Diagnostic] = list(deck.warnings)
    diags += _option_errors(deck.side, args, Pos(display, 1, 1))
    project = Project(content, display_root=args.content.rstrip("/") or ".")
    if content.is_dir():
        from nrprint.commands.common import choose_langs

        choose_langs(project, args.lang)  # an undeclared language is a usage error
    facts = project.get("card-facts") if content.is_dir() else None
    labels = project.get("setup-sheets") if content.is_dir() and project.exists("setup-sheets") else None
    diags += [d for d in project.load_diagnostics if d.severity is Severity.ERROR]
    resolved = resolve(deck, facts, stratagem=args.stratagem, imported=index)
    diags += resolved.warnings
    if not args.allow_unknown:  # a misspelt title would be dealt into the wrong pile
        diags = _unknown_titles_are_errors(diags)
    if args.strict:
        diags = _strict(diags)
    if has_errors(diags):
        return _fail(diags, args.json)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    difficulty = Difficulty(args.difficulty)
    if deck.side is Side.CORP:
        split = split_corp(resolved.cards, difficulty, args.stratagem, seed)
    else:
        split = split_runner(resolved.cards, difficulty, seed)
    diags += verify(resolved.cards, split, Pos(display, 1, 1))
    if has_errors(diags):
        return _fail(diags, args.json)
    target = None if args.no_pdf else Path(args.out) / args.lang / CHECKLIST_NAME
    data = as_data(split, resolved, deck.identity, str(target) if target else None)
    expected = None
    if args.versus is not None:  # before anything is written: a bad opponent deck writes nothing
        from nrprint.commands.automa_expect import expectation

        try:
            expected = expectation(args, project, deck.side.value, args.stratagem)
        except ContentError as exc:
            return _fail(diags + exc.diagnostics, args.json)
        data["expectation"] = expected.as_data()
    if target is not None:
        from nrprint.deckprep.checklist_draw import draw_checklist, prepare_checklist

        shown, unprintable = localized(data, index, args.lang)
        diags += [
            Pos(display, 1, 1).warning(
                "DECK205", f"the checklist font cannot print {t!r}: printed in English"
            )
            for t in unprintable
        ]
        try:  # lay out first: a checklist that cannot fit creates no file or folder
            prepare_checklist(shown, args.lang, labels)
        except ContentError as exc:
            return _fail(diags + exc.diagnostics, args.json)
        write_atomic(target, lambda tmp: draw_checklist(tmp, shown, args.lang, labels))
    if args.json:
        dump_json({**data, "diagnostics": [d.as_dict() for d in sorted(set(diags))]})
    else:
        report(sorted(set(diags)), False)
        print(as_table(data))
        if expected is not None:
            from nrprint.commands.automa_expect import as_text

            print(as_text(expected, args.versus, args.difficulty))
        if args.seed is None:
            print(f"(repeat this deal with --seed {seed})", file=sys.stderr)
    return 0
