"""``nrprint list``: the targets and the files each one makes."""

from __future__ import annotations

import argparse
from typing import Any

from nrprint.commands._common import add_content, add_json, dump_json, open_project


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("list", help="list build targets and their files", description="List targets.")
    add_content(p)
    add_json(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.documents.registry import TARGETS, with_languages
    from nrprint.render.outputs import BuildOptions

    project = open_project(args)
    rows: list[dict[str, Any]] = []
    for target in TARGETS.values():
        available = target.available(project)
        files = (
            [o.relpath for o in target.plan(project, with_languages(project, BuildOptions()))]
            if available
            else []
        )
        rows.append(
            {
                "target": target.name,
                "description": target.description,
                "available": available,
                "files": files,
                "how_to_enable": "" if available else target.how_to_enable,
            }
        )
    if args.json:
        dump_json({"targets": rows})
        return 0
    for row in rows:
        print(f"{row['target']}: {row['description']}")
        for f in row["files"]:
            print(f"    {f}")
        if not row["available"]:
            print(f"    (not available: {row['how_to_enable']})")
    return 0
