"""``nrprint check``: run the rules model and report every problem."""

from __future__ import annotations

import argparse

from nrprint.commands._common import (
    add_content,
    add_json,
    add_lang,
    add_strict,
    check_content,
    choose_langs,
    open_project,
    report,
    use_cache,
)
from nrprint.diagnostics import Severity, has_errors


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "check",
        help="run the rules model on the content",
        description="Run every rules-model check; print problems as path:line:col: severity CODE: message.",
    )
    add_content(p)
    add_json(p)
    add_lang(p, "languages to check")
    add_strict(p)
    p.add_argument(
        "--notes",
        action="store_true",
        help="list the notes (house rules printed with their mark) instead of counting them",
    )
    p.add_argument(
        "--play",
        action="store_true",
        help="also play the shipped AI decks against the reference decklists (play checks SIM001-SIM005; "
        "games and thresholds in templates/play.yaml; figures cached)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.pipeline import quick

    use_cache(args)
    root, display_path = check_content(args), args.content.rstrip("/") or "."
    key = quick.check_key(root, display_path, args.lang, args.strict)
    diags = quick.cached_check(key)  # unchanged since the last check: no model to load
    if diags is None:
        from nrprint.checks.registry import run_checks

        project = open_project(args)
        project = project.narrowed(langs=choose_langs(project, args.lang))
        diags = run_checks(project)
        if (
            quick.check_key(root, display_path, args.lang, args.strict) == key
        ):  # not if a file was saved meanwhile
            quick.remember_check(key, diags)
    if args.play and not has_errors(diags):
        diags = sorted(set(diags + _play(args)))
    report(diags, args.json, args.notes, ok=not has_errors(diags))
    if not args.json and not (args.notes and diags) and all(d.severity is Severity.NOTE for d in diags):
        import sys

        print("nrprint: content is consistent (0 errors, 0 warnings)", file=sys.stderr)
    return 1 if has_errors(diags) else 0


def _play(args: argparse.Namespace) -> list:
    """The play checks (opt-in: they play a few thousand games, or read their cache)."""
    import os
    from pathlib import Path

    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.playcheck.run import play_checks
    from nrprint.simulate.rules import load_rules
    from nrprint.system.cache import folder_for
    from nrprint.system.paths import default_dir

    discover()
    content = Path(args.content)
    project = Project(content, display_path=args.content.rstrip("/") or ".")
    cache = None if args.no_cache or os.environ.get("NRPRINT_NO_CACHE") else folder_for(content)
    return play_checks(project, load_rules(), default_dir().parent, cache, jobs=os.cpu_count() or 1)
