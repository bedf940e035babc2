"""``nrprint export tts TARGET --out DIR``: a card deck for Tabletop Simulator."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nrprint.commands._common import add_content, choose_langs, open_project, report
from nrprint.layout.raster import DPI_MIN, TTS_DPI_DEFAULT, TTS_DPI_MAX, dpi_problem


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="export a card deck for other tools", description="Export a deck.")
    kinds = p.add_subparsers(dest="kind", metavar="KIND", required=True)
    t = kinds.add_parser(
        "tts",
        help="Tabletop Simulator: deck sheets, back image and a saved-object JSON",
        description="Write a card deck as Tabletop Simulator deck sheets and a saved object (`nrprint docs images`).",
    )
    t.add_argument("target", metavar="TARGET", help="a card-deck target (see `nrprint list`)")
    t.add_argument("--out", metavar="DIR", required=True, help="folder for the images and the JSON")
    t.add_argument("--lang", default="en", help="one language (default: en)")
    t.add_argument(
        "--dpi",
        type=int,
        default=TTS_DPI_DEFAULT,
        metavar="N",
        help=f"card resolution, {DPI_MIN} to {TTS_DPI_MAX} (default: {TTS_DPI_DEFAULT}: sheets under 4096 px)",
    )
    t.add_argument(
        "--base-url",
        metavar="URL",
        help="http(s) address the folder will be uploaded to: the JSON points at URL/<file> "
        "instead of file:// paths (`nrprint docs images`)",
    )
    add_content(t)
    t.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.documents.registry import TARGETS  # here: `--help` does not load the model

    decks = sorted(name for name, t in TARGETS.items() if t.cards)
    errors = []
    if args.target not in decks:
        errors.append(
            f"unknown card-deck target {args.target!r} for export tts; use one of {', '.join(decks)}"
        )
    if why := dpi_problem(args.dpi, hi=TTS_DPI_MAX):
        errors.append(f"{why}; Tabletop Simulator loads images up to 10,000 px")
    if args.base_url is not None:
        from nrprint.tts.export import check_base_url

        if why := check_base_url(args.base_url):
            errors.append(why)
    if "," in args.lang:
        errors.append("export tts takes one --lang")
    if errors:
        print("\n".join(f"nrprint: error: {e}" for e in errors), file=sys.stderr)
        return 2
    project = open_project(args)
    lang = choose_langs(project, args.lang)[0]
    target = TARGETS[args.target]
    from nrprint.checks.registry import run_checks
    from nrprint.diagnostics import has_errors
    from nrprint.pipeline.plan import missing_content

    diags = missing_content(project, [target]) or run_checks(project, only_domains=set(target.domains))
    report(diags, False)
    if has_errors(diags):
        print("nrprint: export stopped; no file was written", file=sys.stderr)
        return 1
    from nrprint.tts.export import export_tts

    written = export_tts(project, target, lang, Path(args.out), args.dpi, args.base_url)
    print(f"nrprint: wrote {len(written)} file(s) to {args.out}/", file=sys.stderr)
    return 0
