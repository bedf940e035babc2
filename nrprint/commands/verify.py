"""``nrprint verify``: open every built PDF and check what a print shop would."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nrprint.commands._common import add_json, report
from nrprint.diagnostics import has_errors


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "verify",
        help="check the built PDFs (boxes, fonts, glyphs, metadata, manifest)",
        description="Open every file listed in OUT/manifest.json and check page and trim boxes, embedded "
        "fonts, glyph coverage, metadata, page counts and checksums. Findings are reported as "
        "file:page:1: error CODE: message.",
    )
    p.add_argument("--out", metavar="DIR", default="output", help="output folder (default: ./output)")
    add_json(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.commands._progress import say
    from nrprint.pipeline import commit
    from nrprint.pipeline.draw import output_lock
    from nrprint.verify.pdfs import verify_output

    out = Path(args.out)
    if commit.staging(out).is_dir():  # an interrupted build: finish or discard it first
        with output_lock(out):
            done = commit.recover(out)
        if done:
            how = "finished" if done == "forward" else "discarded"
            print(f"nrprint: an interrupted build's outputs were {how}", file=sys.stderr)
    diags, checked = verify_output(Path(args.out), lambda done, total: say(f"{done}/{total} files verified"))
    report(diags, args.json, files=checked, ok=not has_errors(diags))
    if not args.json and not diags:
        print(f"nrprint: {checked} file(s) verified", file=sys.stderr)
    return 1 if has_errors(diags) else 0
