"""``nrprint init DIR``: a project folder to customise, with a copy of the shipped content."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "init",
        help="write a project folder (content/, README, .gitignore) to customise and build",
        description=(
            "Write DIR/content (a copy of the shipped content), a short DIR/README.md and a "
            "DIR/.gitignore for output/ and the cache. `nrprint build` in DIR then builds it "
            "unchanged. A non-empty DIR is refused unless --force, and even then no existing "
            "file is overwritten: only missing ones are written."
        ),
    )
    p.add_argument("dir", metavar="DIR", help="the project folder (created if missing)")
    p.add_argument(
        "--lang",
        metavar="TAG",
        action="append",
        default=[],
        help="also declare this language (BCP 47 tag, e.g. es) with no translations yet; repeatable",
    )
    p.add_argument("--force", action="store_true", help="write into a non-empty DIR (missing files only)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.source.scaffold import InitError, init_project

    try:
        result = init_project(Path(args.dir), langs=args.lang, force=args.force)
    except InitError as exc:
        print(f"nrprint: error: {exc}", file=sys.stderr)
        return 1
    kept = f"; {len(result.kept)} existing file(s) left as they were" if result.kept else ""
    print(f"nrprint: wrote {len(result.written)} file(s) to {args.dir}/{kept}", file=sys.stderr)
    for tag in result.langs:
        print(
            f"nrprint: declared language {tag}; translate with `nrprint i18n export --lang {tag}`",
            file=sys.stderr,
        )
    print(f"nrprint: next: cd {args.dir} && nrprint build", file=sys.stderr)
    return 0
