#!/usr/bin/env python3
"""What everyday commands spend importing, from ``python -X importtime``.

Usage: python bench/imports.py [--runs N]

For each command: the total import time (the sum of every module's own time, the
median of N runs) and the packages that cost most. ``--help`` should import argparse
and little else; a check answered from the cache should not import the model; a check
after an edit imports what the units that must run need; a cold check and a build
import the model, the checks and the drawing code; a build with nothing to redo
answers from the cache.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LINE = re.compile(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)")


def import_times(args: list[str], env: dict[str, str]) -> dict[str, int]:
    """Microseconds of each module's own import, from one run of ``nrprint ARGS``."""
    res = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "nrprint", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
    )
    if res.returncode not in (0, 1):
        raise SystemExit(f"bench: nrprint {' '.join(args)} failed:\n{res.stderr[-2000:]}")
    return {m.group(2): int(m.group(1)) for m in LINE.finditer(res.stderr)}


def package(module: str) -> str:
    """``nrprint.layout.textflow`` → ``nrprint.layout``; ``pydantic.fields`` → ``pydantic``."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "nrprint" else parts[0]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-imports-"))
    env = {**os.environ, "NRPRINT_CACHE_DIR": str(tmp / "cache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as on a user's machine: .pyc files are kept
    env.pop("NRPRINT_NO_CACHE", None)
    content = tmp / "content"
    shutil.copytree(REPO / "content", content, ignore=shutil.ignore_patterns("rulings"))
    turn = content / "turn-sequence.yaml"
    original = turn.read_text(encoding="utf-8")
    counter = iter(range(10**6))

    def edit() -> None:  # one word of one string, as a translator or author would
        word = "".join("abcdefghij"[int(d)] for d in str(next(counter)))
        turn.write_text(original.replace("beside the table", f"beside the table {word}", 1), "utf-8")

    check = ["check", "--content", str(content)]
    out, warm = tmp / "out", tmp / "warm"
    cases: list[tuple[str, list[str], object]] = [
        ("nrprint --help", ["--help"], None),
        ("nrprint build --help", ["build", "--help"], None),
        ("check --no-cache", [*check, "--no-cache"], None),
        ("check, no change (warm cache)", check, None),
        ("check, one string edited", check, edit),
        (
            "build --no-cache (all, clean)",
            ["build", "-q", "--no-cache", "--jobs", "1", "--out", str(out)],
            None,
        ),
        ("build, no change (warm cache)", ["build", "-q", "--jobs", "1", "--out", str(warm)], None),
    ]
    subprocess.run([sys.executable, "-m", "nrprint", *check], cwd=REPO, env=env, capture_output=True)
    build = [sys.executable, "-m", "nrprint", "build", "-q", "--out", str(warm)]
    subprocess.run(build, cwd=REPO, env=env, capture_output=True)  # the warm build's cache and output
    print(f"{'command':34} {'imports ms':>10} {'modules':>8}  most expensive packages (ms)")
    for name, cmd, before in cases:
        totals, counts, by_package = [], [], defaultdict(list)
        for _ in range(args.runs):
            if before:
                before()
            shutil.rmtree(out, ignore_errors=True)  # a build draws everything every time
            times = import_times(cmd, env)
            totals.append(sum(times.values()) / 1000)
            counts.append(len(times))
            per: dict[str, int] = defaultdict(int)
            for module, us in times.items():
                per[package(module)] += us
            for pkg, us in per.items():
                by_package[pkg].append(us / 1000)
        top = sorted(by_package.items(), key=lambda kv: -statistics.median(kv[1]))[:5]
        tops = ", ".join(f"{pkg} {statistics.median(v):.0f}" for pkg, v in top)
        print(f"{name:34} {statistics.median(totals):10.0f} {statistics.median(counts):8.0f}  {tops}")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
