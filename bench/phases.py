#!/usr/bin/env python3
"""Where a full build's time goes, phase by phase, in one process.

Usage: python bench/phases.py [--no-cache] [--warm] [-- BUILD ARGS...]

Runs ``nrprint build --jobs 1`` into a fresh folder (so every phase runs one after the
other on one core) with timers around: importing the model, checks and documents;
the rules model; reading the font files; each document type's drawing; and, inside
the drawing, reportlab's formatting and compressing of the finished file (``save``).
``--warm`` first builds once so the cache holds the checks' answers and the text
layouts (what an author's machine has); ``--no-cache`` builds without the cache.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

spent: dict[str, float] = defaultdict(float)
inside: list[str] = []  # the phases running now, outermost first


def timed(name: str, fn):
    """``fn`` with its time added to ``name`` (and not to the phase around it)."""

    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        inside.append(name)
        try:
            return fn(*args, **kwargs)
        finally:
            inside.pop()
            took = time.perf_counter() - start
            spent[name] += took
            if inside:
                spent[inside[-1]] -= took

    return wrapper


def instrument() -> None:
    from reportlab.pdfgen.canvas import Canvas

    import nrprint.model.domains as domains
    import nrprint.pipeline.check as check
    import nrprint.pipeline.parallel as parallel
    import nrprint.system.atomic as atomic
    from nrprint.render import fonts

    domains.discover = timed("import model, checks, documents", domains.discover)
    check.run_checks = timed("rules model (checks)", check.run_checks)
    fonts.register_fonts = timed("read the font files", fonts.register_fonts)
    Canvas.save = timed("reportlab: format, compress, write (save)", Canvas.save)

    def by_document(target: Path, draw) -> None:
        name = target.stem.removesuffix("-single")
        kind = "turn-sequence" if name.startswith("turn-sequence") else name
        timed(f"draw {kind}", atomic.write_atomic)(target, draw)

    parallel.write_atomic = by_document


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-cache", action="store_true")
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("build_args", nargs="*")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-phases-"))
    os.environ["NRPRINT_CACHE_DIR"] = str(tmp / "cache")
    out = tmp / "out"
    cmd = ["build", "-q", "--jobs", "1", "--out", str(out), *args.build_args]
    if args.no_cache:
        cmd.append("--no-cache")
    if args.warm:
        import subprocess

        subprocess.run([sys.executable, "-m", "nrprint", *cmd], cwd=REPO, capture_output=True, check=True)
        shutil.rmtree(out)
    start = time.perf_counter()
    from nrprint import cli

    spent["start: cli, argparse"] = time.perf_counter() - start
    instrument()
    begin = time.perf_counter()
    with open(os.devnull, "w") as quiet:  # the build's warnings
        sys.stderr = quiet
        try:
            code = cli.main(cmd)
        finally:
            sys.stderr = sys.__stderr__
    total = time.perf_counter() - begin + spent["start: cli, argparse"]
    spent["everything else"] = total - sum(spent.values())
    print(f"nrprint {' '.join(cmd[:1] + cmd[5:])} (exit {code}), one core: {total:.3f} s")
    for name, secs in sorted(spent.items(), key=lambda kv: -kv[1]):
        print(f"  {secs:7.3f} s  {100 * secs / total:5.1f} %  {name}")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
