"""``nrprint docs [TOPIC]``: the guide, in the terminal, from the docs the wheel carries.

Without a topic it lists the pages (in the order of the index, ``docs/README.md``), each
with its title; with one it prints that page's Markdown. A topic is a page's name without
``.md`` (``printing``, ``dev/architecture``); help texts name topics, not file paths, so
they hold for a wheel installed anywhere.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path

from nrprint.system.paths import shipped_root

INDEX = "README.md"
LINK = re.compile(r"\]\(([\w/-]+)\.md\)")


def docs_root() -> Path:
    return shipped_root() / "docs"


def title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].replace("`", "").strip()
    return page.stem


def topics(root: Path) -> list[tuple[str, str]]:
    """(topic, title) of every page of ``root`` and ``root/dev``, in the index's order."""
    pages = {
        p.relative_to(root).with_suffix("").as_posix(): p
        for p in [*root.glob("*.md"), *root.glob("dev/*.md")]
    }
    pages.pop(INDEX.removesuffix(".md"), None)
    index = root / INDEX
    order = LINK.findall(index.read_text(encoding="utf-8")) if index.is_file() else []
    names = [n for n in dict.fromkeys(order) if n in pages] + sorted(set(pages) - set(order))
    return [(name, title(pages[name])) for name in names]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "docs",
        help="read the guide: list its topics, or print one",
        description="List the guide's topics, or print one (Markdown) to read or pipe into a pager.",
    )
    p.add_argument("topic", nargs="?", metavar="TOPIC", help="a topic from the list, e.g. printing")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    root = docs_root()
    known = topics(root)
    if not known:
        print(f"nrprint: error: no guide pages in {root} (this installation lacks them)", file=sys.stderr)
        return 1
    if not args.topic:
        width = max(len(name) for name, _ in known)
        print("Topics (`nrprint docs TOPIC` prints one):\n")
        for name, head in known:
            print(f"  {name:<{width}}  {head}")
        return 0
    wanted = args.topic.removeprefix("docs/").removesuffix(".md")
    names = [name for name, _ in known]
    if wanted not in names:
        close = difflib.get_close_matches(wanted, names, n=1)
        hint = f'; did you mean "{close[0]}"?' if close else ""
        print(f'nrprint: error: no topic "{args.topic}"{hint} (`nrprint docs` lists them)', file=sys.stderr)
        return 2
    sys.stdout.write((root / f"{wanted}.md").read_text(encoding="utf-8"))
    return 0
