#!/usr/bin/env python3
"""Benchmark: ``nrprint import cards`` on generated card data of N cards (issue 26).

Usage: python bench/import_cards.py [N ...]   (default: 20000 200000)

Each size is written as netrunner-cards-json pack files of 2,000 cards (the shipped
data's shape; every card a short text the economy and play rules read), with French
titles for one card in ten, and imported by a separate process: wall time, the time the
import reports, and the child's peak RSS. Before issue 26 each card's line was found by
rescanning its file: 20,000 cards took about 10 s and 200,000 did not finish.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = [
    ("runner", "event", "Gain {n}[credit]."),
    ("runner", "resource", "When your turn begins, draw 1 card."),
    ("runner", "program", "Interface → 1[credit]: Break 1 subroutine."),
    ("corp", "operation", "Gain {n}[credit]. Draw 1 card."),
    ("corp", "ice", "[subroutine] End the run."),
    ("corp", "asset", "When your turn begins, gain 1[credit]."),
]


def write_data(root: Path, n: int, per_pack: int = 2000) -> None:
    (root / "pack").mkdir(parents=True)
    fr = root / "translations" / "fr" / "pack"
    fr.mkdir(parents=True)
    for start in range(0, n, per_pack):
        cards, titles = [], []
        for i in range(start, min(n, start + per_pack)):
            side, ctype, text = TYPES[i % len(TYPES)]
            code = f"{i:07d}"
            cards.append(
                {
                    "code": code,
                    "title": f"Card {i}",
                    "side_code": side,
                    "type_code": ctype,
                    "text": text.format(n=i % 9 + 1),
                    "cost": i % 6,
                }
            )
            if i % 10 == 0:
                titles.append({"code": code, "title": f"Carte {i}"})
        name = f"p{start // per_pack:04d}.json"
        (root / "pack" / name).write_text(json.dumps(cards, indent=4), encoding="utf-8")
        (fr / name).write_text(json.dumps(titles, indent=4), encoding="utf-8")


def main() -> int:
    sizes = [int(a) for a in sys.argv[1:]] or [20_000, 200_000]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for n in sizes:
        with tempfile.TemporaryDirectory(prefix="nrprint-bench-cards-") as tmp:
            data, content = Path(tmp) / "data", Path(tmp) / "content"
            write_data(data, n)
            content.mkdir()
            mb = sum(p.stat().st_size for p in data.rglob("*.json")) / 2**20
            cmd = [sys.executable, "-m", "nrprint", "import", "cards", str(data), "--content", str(content)]
            cmd += ["--json"]
            start = time.perf_counter()
            proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE)
            out = proc.stdout.read() if proc.stdout else b""
            _pid, status, usage = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - start
            if os.waitstatus_to_exitcode(status) != 0:
                raise SystemExit(f"import of {n} cards failed")
            doc = json.loads(out)
            print(
                f"{n:>8,} cards ({mb:.0f} MB): {wall:6.2f} s wall, {doc['seconds']:6.2f} s reported, "
                f"{n / wall:8,.0f} cards/s, peak RSS {usage.ru_maxrss / 1024:.0f} MiB"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
