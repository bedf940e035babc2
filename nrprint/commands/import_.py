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

from nrprint.commands.common import add_json, report
from nrprint.diagnostics import ContentError, Pos

if TYPE_CHECKING:  # imported when the command runs: `--help` stays fast
    from nrprint.rulings.anomalies import Anomaly


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "import",
        help="import outside material into the content folder",
        description="Import outside material (for now: the v1.70 rulings list) into content.",
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
    r.add_argument("--content", metavar="DIR", default="content", help="content folder (default: ./content)")
    add_json(r)
    r.set_defaults(run=run)


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
