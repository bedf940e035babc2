"""``nrprint import rulings PATH``: turn a copy of the rulings list into content.

Writes ``DIR/rulings/rulings.yaml`` (atomically), prints every anomaly found in the
source as ``path:line:col: warning CODE: message`` with the source line, then a summary.
A file that cannot be a rulings list is refused with an error and nothing is written.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.commands._common import add_json, content_option, report
from nrprint.diagnostics import ContentError, Pos

if TYPE_CHECKING:  # imported when the command runs: `--help` stays fast
    from nrprint.rulings.anomalies import Anomaly


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "import",
        help="import outside material into the content folder",
        description="Import material nrprint does not ship into your content folder: your copy of the rulings list, NetrunnerDB's card data (`nrprint docs rulings`, `nrprint docs cards`).",
    )
    kinds = p.add_subparsers(dest="kind", metavar="KIND", required=True)
    r = kinds.add_parser(
        "rulings",
        help="import a copy of the Netrunner rulings list (v1.70)",
        description=(
            "Parse a text copy of the rulings list into DIR/rulings/rulings.yaml, report the "
            "damage found in it (missing headers, cut-off citations, ...) and summarise."
        ),
    )
    r.add_argument("path", metavar="PATH", help="the rulings list, a plain text file")
    content_option(r, writes=True)
    add_json(r)
    r.set_defaults(run=run)
    c = kinds.add_parser(
        "cards",
        help="import NetrunnerDB's card data for deck preparation",
        description=(
            "Read netrunner-cards-json (a checkout: pack/*.json or v2/cards/*.json, with "
            "translations/) or NetrunnerDB's API cards dump (one JSON document with a 'data' "
            "list), derive each card's facts (side, type, advancement, economy and why, titles in "
            "other languages) and write DIR/cards/cards.json, replacing any earlier import."
        ),
    )
    c.add_argument("path", metavar="PATH", help="a netrunner-cards-json checkout or an API cards dump")
    content_option(c, writes=True)
    add_json(c)
    c.set_defaults(run=run_cards)


def run_cards(args: argparse.Namespace) -> int:
    from nrprint.cards.importer import derive, write
    from nrprint.cards.source import load

    content = Path(args.content)
    started = time.perf_counter()
    if not content.is_dir():
        report([Pos(args.content).error("CARD007", "content folder not found")], args.json, ok=False)
        return 1
    imported = derive(load(Path(args.path), args.path))
    if imported.errors or not imported.cards:
        errors = imported.errors or [Pos(args.path).error("CARD001", "not card data: no card found")]
        report(errors, args.json, ok=False)
        if not args.json:
            print("nrprint: import stopped; nothing was written", file=sys.stderr)
        return 1
    target = write(content, imported, args.path)
    seconds = round(time.perf_counter() - started, 3)
    summary = imported.summary()
    if args.json:
        report([], True, ok=True, written=str(target), seconds=seconds, summary=summary)
        return 0
    sides = "; ".join(
        f"{side}: " + ", ".join(f"{n} {t}" for t, n in types.items())
        for side, types in summary["by_side_and_type"].items()
    )
    langs = ", ".join(f"{lang} {n}" for lang, n in summary["localized_titles"].items()) or "none"
    print(f"imported {summary['cards']} cards in {seconds:.2f} s → {target}")
    print(f"  {sides}")
    print(f"  economy: {summary['economy']} cards (see `nrprint cards explain NAME`)")
    print(f"  titles in other languages: {langs}")
    return 0


def warning_of(path: str, a: Anomaly):
    return Pos(path, a.line, a.col).warning(a.code, a.message)


def run(args: argparse.Namespace) -> int:
    from nrprint.rulings.importer import import_list
    from nrprint.rulings.source import read_source
    from nrprint.rulings.writer import write

    content = Path(args.content)
    started = time.perf_counter()
    try:
        if not content.is_dir():
            raise ContentError([Pos(args.content).error("RIMP006", "content folder not found")])
        src = read_source(Path(args.path), args.path)
        result = import_list(src)
        target = write(content, result.data)
    except ContentError as exc:
        report(exc.diagnostics, args.json, ok=False)
        return 1
    seconds = round(time.perf_counter() - started, 3)
    summary = result.summary()
    warnings = [warning_of(args.path, a) for a in result.anomalies]
    if args.json:
        report(warnings, True, ok=True, written=str(target), seconds=seconds, summary=summary)
        return 0
    for a, w in zip(result.anomalies, warnings, strict=True):
        print(w.format(), file=sys.stderr)
        if a.source:
            print(f"    | {a.source}", file=sys.stderr)
    print(format_summary(summary, str(target), seconds))
    return 0


def format_summary(s: dict, target: str, seconds: float) -> str:
    cards, untitled, rulings, cites = s["cards"], s["untitled_groups"], s["rulings"], s["citations"]
    refs = s["cross_references"]
    total, general = rulings["total"], rulings["general"]
    lines = [
        f"imported {total} rulings (source has {s['source_rulings']}) in {seconds:.2f} s → {target}",
        f"  general: {s['sections']} sections ({s['untitled_sections']} untitled), {general} rulings",
        f"  corp:    {cards['corp']} cards + {untitled['corp']} untitled groups, {rulings['corp']} rulings",
        f"  runner:  {cards['runner']} cards + {untitled['runner']} untitled groups, "
        f"{rulings['runner']} rulings",
        f"  citations: {cites['total']} parsed, {cites['dated']} dated, {cites['truncated']} truncated, "
        f"{cites['ambiguous_dates']} with an ambiguous date (read month/day)",
        f"  cross-references: {refs['total']} ({refs['resolved']} resolved to a titled entry)",
        "  anomalies: " + (", ".join(f"{k} {v}" for k, v in s["anomalies"].items()) or "none"),
    ]
    return "\n".join(lines)
