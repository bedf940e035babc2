"""``nrprint schema``: export JSON Schemas of the content files for editors."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from nrprint.commands._common import dump_json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "schema",
        help="print or write the JSON Schema of each content file",
        description="Export JSON Schemas so editors (e.g. VS Code YAML) can autocomplete content files.",
    )
    p.add_argument("domain", nargs="?", help="one content domain (default: all)")
    p.add_argument("--out", metavar="DIR", help="write one <domain>.schema.json per domain into DIR")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from nrprint.model.domains import DOMAINS

    domains = {n: d for n, d in DOMAINS.items() if d.model is not None}
    if args.domain:
        if args.domain not in domains:
            raise SystemExit(f"nrprint: error: unknown domain {args.domain!r}; one of {', '.join(domains)}")
        domains = {args.domain: domains[args.domain]}
    schemas = {n: d.model_class().model_json_schema() for n, d in domains.items()}
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        for name, schema in schemas.items():
            (out / f"{name}.schema.json").write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
        return 0
    dump_json(schemas if not args.domain else schemas[args.domain])
    return 0
