"""``nrprint i18n``: translation status (missing and stale French) and reviews."""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from nrprint.commands.common import add_content, add_json, dump_json, open_project


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("i18n", help="translation status and reviews", description="Translation tools.")
    inner = p.add_subparsers(dest="i18n_command", metavar="ACTION", required=True)
    st = inner.add_parser(
        "status",
        help="list missing and stale French strings (exit 1 if any)",
        description="List every French string that is missing or translates an older English text.",
    )
    add_content(st)
    add_json(st)
    st.set_defaults(run=run_status)
    ac = inner.add_parser(
        "accept",
        help="mark stale French strings as reviewed",
        description="After reviewing the French, record the current English hash in each stale fr_src.",
    )
    add_content(ac)
    ac.add_argument("files", nargs="*", metavar="FILE", help="only these content files (paths as reported)")
    ac.set_defaults(run=run_accept)


def _status(args: argparse.Namespace):
    from nrprint.i18n import status

    project = open_project(args)
    project.load_all()
    errors = [d for d in project.load_diagnostics if d.severity == "error"]
    # Content that does not load cannot be assessed: say so, and judge the rest.
    for d in errors:
        print(d.format(), file=sys.stderr)
    return project, status(project), bool(errors)


def run_status(args: argparse.Namespace) -> int:
    _project, entries, broken = _status(args)
    if args.json:
        dump_json(
            {
                "entries": [
                    {
                        "file": e.pos.path,
                        "line": e.pos.line,
                        "col": e.pos.col,
                        "label": e.label,
                        "state": e.state,
                        "en_hash": e.en_hash,
                        "domain": e.domain,
                    }
                    for e in entries
                ],
                "missing": sum(e.state == "missing" for e in entries),
                "stale": sum(e.state == "stale" for e in entries),
            }
        )
        return 1 if entries or broken else 0
    per_doc = Counter((e.pos.path, e.state) for e in entries)
    for e in entries:
        print(f"{e.pos.path}:{e.pos.line}:{e.pos.col}: {e.state} {e.label} (English {e.en_hash})")
    files = sorted({p for p, _ in per_doc})
    for f in files:
        print(
            f"{f}: {per_doc[(f, 'missing')]} missing, {per_doc[(f, 'stale')]} stale",
            file=sys.stderr,
        )
    if not entries and not broken:
        print("nrprint: every French string is present and up to date", file=sys.stderr)
    return 1 if entries or broken else 0


def run_accept(args: argparse.Namespace) -> int:
    from nrprint.i18n import accept

    project, entries, broken = _status(args)
    if args.files:
        entries = [e for e in entries if e.pos.path in args.files]
    done = accept(project, entries)
    for f, n in sorted(done.items()):
        print(f"{f}: {n} string(s) marked reviewed", file=sys.stderr)
    missing = [e for e in entries if e.state == "missing"]
    for e in missing:
        print(f"{e.pos.path}:{e.pos.line}:{e.pos.col}: still missing: {e.label}", file=sys.stderr)
    return 1 if missing or broken else 0
