#!/usr/bin/env python3
"""Instructions of a stress deck's `-j 1` build against its floor, which load does not change.

Usage: python bench/deck_instructions.py [DIR] [--cards N] [--sim]
In the checkout DIR (default: this one), writes an N-card Runner stress deck (default
9,000), builds it once untimed with ``--jobs 1`` (so the layout cache is warm and the
bytecode written, as in ``deckrounds.py``), edits it (so it is read and checked
again), and runs under ``valgrind --tool=cachegrind`` one ``nrprint build automa-decks
--jobs 1 --lang en`` of it and one ``bench/baseline_cards.py N``; ``PYTHONHASHSEED=0``.
Prints both instruction counts and their ratio. With ``--sim`` cachegrind also
simulates the caches (this machine's sizes: 32 KiB L1, a 32 MiB last level) and the
branch predictor, and the figure is a cycle estimate, instructions + 10 × (L1 misses +
mispredicted branches) + 100 × last-level misses (kcachegrind's "CEst"): a model, not
the machine.

The two counts do not rank wall times alone: the floor spends about a quarter of its
instructions formatting numbers in C (glibc's ``printf``), which run many to a cycle,
and nrprint most of its own in the interpreter. Slow: about 50 times the two
processes' CPU time, twice that with ``--sim``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SIM = ["--cache-sim=yes", "--branch-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=33554432,16,64"]
FIELDS = {
    "refs": r"I\s+refs:\s+([\d,]+)",
    "l1": r"(?:I1|D1)\s+misses:\s+([\d,]+)",
    "ll": r"LL[id]\s+misses:\s+([\d,]+)",
    "branches": r"Mispredicts:\s+([\d,]+)",
}


def counts(cmd: list[str], where: Path, env: dict[str, str], sim: bool) -> dict[str, int]:
    """Cachegrind's summary of one process: instructions and, with ``sim``, the misses."""
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cachegrind-out-file=/dev/null"]
        + (SIM if sim else ["--cache-sim=no"])
        + cmd,
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    got = {k: sum(int(n.replace(",", "")) for n in re.findall(p, run.stderr)) for k, p in FIELDS.items()}
    if not got["refs"]:
        raise SystemExit(f"no instruction count from valgrind:\n{run.stderr[-2000:]}")
    return got


def estimate(c: dict[str, int]) -> int:
    """Cycles as kcachegrind estimates them."""
    return c["refs"] + 10 * (c["l1"] + c["branches"]) + 100 * c["ll"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", nargs="?", type=Path, default=REPO)
    ap.add_argument("--cards", type=int, default=9000)
    ap.add_argument("--sim", action="store_true", help="simulate caches and branches: a cycle estimate")
    args = ap.parse_args()
    where = args.dir.resolve()
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-deck-instructions-"))
    env = {
        **os.environ,
        "PYTHONHASHSEED": "0",
        "PYTHONPATH": str(where),
        "NRPRINT_CACHE_DIR": str(tmp / "cache"),
    }
    env.pop("NRPRINT_NO_CACHE", None)
    # The untimed build writes the checkout's bytecode, as ``run.py``'s first build does:
    # without it every counted run compiles each module it imports (about 0.55 G
    # instructions at any deck size), which a timed run does not.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    content = tmp / "content"
    make = "from pathlib import Path; from nrprint.automa.stress import write_content; "
    make += f"write_content(Path({str(content)!r}), {args.cards}, 'runner')"
    subprocess.run([sys.executable, "-c", make], cwd=where, env=env, check=True)
    build = [sys.executable, "-m", "nrprint", "build", "automa-decks", "-q", "--force", "--jobs", "1"]
    build += ["--lang", "en", "--content", str(content), "--out", str(tmp / "out")]
    subprocess.run(build, cwd=where, env=env, check=True, capture_output=True)  # warms the layout cache
    with next((content / "automa" / "decks").glob("*.yaml")).open("a", encoding="utf-8") as f:
        f.write("# edited, so the deck is read and checked again\n")
    ours = counts(build, where, env, args.sim)
    floor = counts(
        [sys.executable, str(where / "bench" / "baseline_cards.py"), str(args.cards), str(tmp / "floor.pdf")],
        where,
        env,
        args.sim,
    )
    print(f"{where}: {args.cards:,}-card stress deck, -j 1, against bare reportlab")
    print(
        f"  instructions: nrprint {ours['refs']:,}, floor {floor['refs']:,}, {ours['refs'] / floor['refs']:.3f}×"
    )
    if args.sim:
        for name, c in (("nrprint", ours), ("floor", floor)):
            print(
                f"  {name}: L1 misses {c['l1']:,}, last-level misses {c['ll']:,}, mispredicted branches {c['branches']:,}"
            )
        a, b = estimate(ours), estimate(floor)
        print(f"  cycle estimate: nrprint {a:,}, floor {b:,}, {a / b:.3f}×")


if __name__ == "__main__":
    main()
