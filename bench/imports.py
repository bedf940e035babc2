#!/usr/bin/env python3
"""What everyday commands spend importing, from ``python -X importtime``.

Usage: python bench/imports.py [--runs N] [--base DIR] [--modules N] [--only TEXT]

For each command: the total import time (the sum of every module's own time, the
median of N runs) and the packages that cost most. ``--help`` should import argparse
and little else; a check answered from the cache should not import the model; a check
after an edit imports what the units that must run need; a cold check and a build
import the model, the checks and the drawing code; a build with nothing to redo
answers from the cache.

``--base DIR`` runs the same commands from another source tree (a ``git archive`` of
the base commit; each tree's commands run in it, so its ``nrprint`` is imported)
alternately with this one, each with its
own cache, so a before/after comparison shares the machine's load. ``--modules N``
adds the N nrprint modules with the most own import time per command.

Python's ``-X importtime`` reports only imports made by the ``import`` statement;
``importlib.import_module``, which the lazy lists (rules, domains, targets, commands)
use, goes around it, so those modules' own time would be missing and only their
imports would show. The child runs nrprint with ``import_module`` routed through
``__import__`` (same modules, same order) so that every module is counted.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LINE = re.compile(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)")
# nrprint's entry with importlib.import_module made visible to -X importtime.
CHILD = """\
import importlib, importlib.util, runpy, sys
def _import_module(name, package=None):
    name = importlib.util.resolve_name(name, package) if name.startswith(".") else name
    __import__(name)
    return sys.modules[name]
importlib.import_module = _import_module
sys.argv[0] = "nrprint"
runpy.run_module("nrprint", run_name="__main__", alter_sys=True)
"""


@dataclass
class Tree:
    """One source tree under measurement, with its own cache and outputs."""

    name: str
    root: Path  # the source tree: the working directory (``-c`` puts it first on sys.path)
    env: dict[str, str]
    work: Path
    totals: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    counts: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    packages: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    modules: dict[str, dict[str, list[float]]] = field(default_factory=dict)


def children_cpu() -> float:
    """CPU seconds (user and system) of the finished child processes so far."""
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def import_times(args: list[str], tree: Tree) -> tuple[dict[str, int], float]:
    """Microseconds of each module's own import, from one run of ``nrprint ARGS``, and
    the run's CPU milliseconds (a cost moved from import to first use shows there)."""
    start = children_cpu()
    res = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", CHILD, *args],
        cwd=tree.root,
        env=tree.env,
        capture_output=True,
        text=True,
    )
    if res.returncode not in (0, 1):
        raise SystemExit(f"bench: nrprint {' '.join(args)} failed:\n{res.stderr[-2000:]}")
    cpu = (children_cpu() - start) * 1000
    return {m.group(2): int(m.group(1)) for m in LINE.finditer(res.stderr)}, cpu


def package(module: str) -> str:
    """``nrprint.layout.textflow`` → ``nrprint.layout``; ``pydantic.fields`` → ``pydantic``."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "nrprint" else parts[0]


def make_tree(name: str, source: Path | None, tmp: Path) -> Tree:
    work = tmp / name
    work.mkdir()
    env = {**os.environ, "NRPRINT_CACHE_DIR": str(work / "cache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as on a user's machine: .pyc files are kept
    env.pop("NRPRINT_NO_CACHE", None)
    root = REPO if source is None else source.resolve()
    env["PYTHONPATH"] = str(root)
    return Tree(name, root, env, work)


def record(tree: Tree, case: str, times: dict[str, int], cpu: float) -> None:
    tree.cpu[case].append(cpu)
    tree.totals[case].append(sum(times.values()) / 1000)
    tree.counts[case].append(len(times))
    per: dict[str, int] = defaultdict(int)
    for module, us in times.items():
        per[package(module)] += us
    for pkg, us in per.items():
        tree.packages.setdefault(case, defaultdict(list))[pkg].append(us / 1000)
    for module, us in times.items():
        if module.startswith("nrprint"):
            tree.modules.setdefault(case, defaultdict(list))[module].append(us / 1000)


def report(tree: Tree, case: str, modules: int) -> None:
    by_package = tree.packages[case]
    top = sorted(by_package.items(), key=lambda kv: -statistics.median(kv[1]))[:5]
    tops = ", ".join(f"{pkg} {statistics.median(v):.0f}" for pkg, v in top)
    total, count = statistics.median(tree.totals[case]), statistics.median(tree.counts[case])
    cpu = statistics.median(tree.cpu[case])
    print(f"{case:34} {tree.name:5} {total:10.0f} {cpu:7.0f} {count:8.0f}  {tops}")
    if modules:
        own = tree.modules.get(case, {})
        heavy = sorted(own.items(), key=lambda kv: -statistics.median(kv[1]))[:modules]
        print(" " * 41, ", ".join(f"{m} {statistics.median(v):.1f}" for m, v in heavy))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument(
        "--base", type=Path, help="a source tree to measure alternately (its nrprint/ first on PYTHONPATH)"
    )
    ap.add_argument(
        "--only", default="", help="run only the commands whose name holds one of these texts (a,b)"
    )
    ap.add_argument("--modules", type=int, default=0, help="list the N nrprint modules with most own time")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-imports-"))
    trees = [make_tree("now", None, tmp)]
    if args.base:
        trees.insert(0, make_tree("base", args.base, tmp))
    content = tmp / "content"
    shutil.copytree(REPO / "content", content, ignore=shutil.ignore_patterns("rulings", "cards"))
    turn = content / "turn-sequence.yaml"
    original = turn.read_text(encoding="utf-8")
    counter = iter(range(10**6))

    def edit() -> None:  # one word of one string, as a translator or author would
        word = "".join("abcdefghij"[int(d)] for d in str(next(counter)))
        turn.write_text(original.replace("beside the table", f"beside the table {word}", 1), "utf-8")

    check = ["check", "--content", str(content)]
    cases: list[tuple[str, Callable[[Tree], list[str]], Callable[[], None] | None]] = [
        ("nrprint --help", lambda t: ["--help"], None),
        ("nrprint build --help", lambda t: ["build", "--help"], None),
        ("check --no-cache", lambda t: [*check, "--no-cache"], None),
        ("check, no change (warm cache)", lambda t: check, None),
        ("check, one string edited", lambda t: check, edit),
        (
            "build --no-cache (all, clean)",
            lambda t: ["build", "-q", "--no-cache", "--jobs", "1", "--out", str(t.work / "out")],
            None,
        ),
        (
            "build, no change (warm cache)",
            lambda t: ["build", "-q", "--jobs", "1", "--out", str(t.work / "warm")],
            None,
        ),
    ]
    for tree in trees:  # the warm check's and warm build's cache and output, .pyc files
        for warm in (check, ["build", "-q", "--out", str(tree.work / "warm")]):
            subprocess.run(
                [sys.executable, "-c", CHILD, *warm], cwd=tree.root, env=tree.env, capture_output=True
            )
    print(
        f"{'command':34} {'tree':5} {'imports ms':>10} {'cpu ms':>7} {'modules':>8}  most expensive packages (ms)"
    )
    for name, cmd, before in cases:
        if not any(part in name for part in args.only.split(",")):
            continue
        for _ in range(args.runs):
            for tree in trees:  # alternated, so both see the same load
                if before:
                    before()
                shutil.rmtree(tree.work / "out", ignore_errors=True)  # a build draws everything every time
                record(tree, name, *import_times(cmd(tree), tree))
        for tree in trees:
            report(tree, name, args.modules)
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
