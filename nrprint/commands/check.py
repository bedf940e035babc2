"""``nrprint check``: run the rules model and report every problem."""

from __future__ import annotations

import argparse

from nrprint.commands.common import (
    add_content,
    add_json,
    check_content,
    error_count,
    open_project,
    report,
    use_cache,
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "check",
        help="run the rules model on the content",
        description="Run every rules-model check; print problems as path:line:col: severity CODE: message.",
    )
    add_content(p)
    add_json(p)
    p.set_defaults(run=run, discovers=True)


def run(args: argparse.Namespace) -> int:
    from nrprint import quick

    use_cache(args)
    root, shown = check_content(args), args.content.rstrip("/") or "."
    key = quick.check_key(root, shown)
    diags = quick.cached_check(key)  # unchanged since the last check: no model to load
    if diags is None:
        from nrprint.checks.registry import run_checks

        diags = run_checks(open_project(args))
        if quick.check_key(root, shown) == key:  # not if a file was saved meanwhile
            quick.remember_check(key, diags)
    report(diags, args.json, ok=error_count(diags) == 0)
    if not args.json and not diags:
        import sys

        print("nrprint: content is consistent (0 errors, 0 warnings)", file=sys.stderr)
    return 1 if error_count(diags) else 0
