"""``nrprint check``: run the rules model and report every problem."""

from __future__ import annotations

import argparse

from nrprint.checks.registry import run_checks
from nrprint.commands.common import (
    add_content,
    add_json,
    add_lang,
    choose_langs,
    error_count,
    open_project,
    report,
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "check",
        help="run the rules model on the content",
        description="Run every rules-model check; print problems as path:line:col: severity CODE: message.",
    )
    add_content(p)
    add_json(p)
    add_lang(p, "languages to check")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    project = open_project(args)
    project.only_langs = choose_langs(project, args.lang)
    diags = run_checks(project)
    report(diags, args.json, ok=error_count(diags) == 0)
    if not args.json and not diags:
        import sys

        print("nrprint: content is consistent (0 errors, 0 warnings)", file=sys.stderr)
    return 1 if error_count(diags) else 0
