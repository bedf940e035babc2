"""``nrprint rulings search WORDS``: settle a question at the table from the imported list."""

from __future__ import annotations

import argparse
import sys
import textwrap
from typing import TYPE_CHECKING

from nrprint.commands._common import add_content, add_json, dump_json, open_project, report
from nrprint.diagnostics import has_errors

if TYPE_CHECKING:  # imported when the command runs: `--help` stays fast
    from nrprint.rulings.model import RulingsDoc
    from nrprint.rulings.search import Hit

SIDE = {"general": "general rulings", "corp": "Corp card", "runner": "Runner card"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "rulings",
        help="search the imported rulings list",
        description="Work with the rulings imported by `nrprint import rulings`.",
    )
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    s = actions.add_parser(
        "search",
        help="print the rulings that contain every word",
        description=(
            "Print the rulings containing every WORD (case and punctuation ignored; a word "
            "matches the start of a word), with their card and citations. Exit 1 when none match."
        ),
    )
    s.add_argument("words", nargs="*", metavar="WORD", help="words that must all appear")
    s.add_argument("--card", metavar="NAME", help="only rulings of this card (exact name, else part of it)")
    add_content(s)
    add_json(s)
    s.set_defaults(run=run_search)


def load(args: argparse.Namespace) -> RulingsDoc | None:
    project = open_project(args)
    doc = project.get("rulings")
    if has_errors(project.load_diagnostics):
        report(project.load_diagnostics, args.json, ok=False)
        return None
    if doc is None:
        print(
            f"nrprint: error: no imported rulings in {args.content}/rulings/; "
            "run `nrprint import rulings PATH` first",
            file=sys.stderr,
        )
    return doc


def run_search(args: argparse.Namespace) -> int:
    from nrprint.rulings.search import hit_dict, match_cards, search

    if not args.words and not args.card:
        print("nrprint: error: give WORDS to search for, or --card NAME", file=sys.stderr)
        return 2
    doc = load(args)
    if doc is None:
        return 1
    if args.card and not match_cards(doc, args.card):
        print(f"nrprint: error: no card named {args.card!r} in the imported rulings", file=sys.stderr)
        return 1
    hits = search(doc, args.words, args.card)
    if args.json:
        dump_json(
            {
                "query": args.words,
                "card": args.card,
                "count": len(hits),
                "hits": [hit_dict(h) for h in hits],
            }
        )
        return 0 if hits else 1
    for hit in hits:
        print(format_hit(hit))
    print(f"{len(hits)} ruling(s) found", file=sys.stderr)
    return 0 if hits else 1


def format_hit(hit: Hit) -> str:
    g = hit.group
    title = g.shown or "(card name missing in the source)"
    head = f"{title} — {SIDE[hit.part]}, source line {hit.ruling.line}"
    body = textwrap.fill(hit.ruling.text, width=88, initial_indent="  ", subsequent_indent="  ")
    return f"{head}\n{body}\n"
