"""Benchmark: build a generated 900-card Automa deck with nrprint, against bare reportlab.

Both run as separate processes in the same run; for each: wall time, cards per second,
peak resident memory, pages and bytes per page. The nrprint figure is the whole
pipeline (load, rules model on 900 cards in two languages, layout, drawing, atomic write).
Usage: python bench/stress_cards.py [N_CARDS]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from nrprint.automa.stress import write_content  # noqa: E402


def timed(cmd: list[str]) -> tuple[float, float]:
    """Run ``cmd``; return (seconds, peak RSS in MiB) of that child alone."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT)
    _pid, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return seconds, usage.ru_maxrss / 1024


def report(name: str, n: int, seconds: float, rss: float, pdf: Path) -> None:
    pages = len(PdfReader(str(pdf)).pages)
    size = pdf.stat().st_size
    print(
        f"{name:10s} {n} cards  {seconds:6.2f} s  {n / seconds:7.1f} cards/s  "
        f"peak {rss:6.1f} MiB  {pages} pages  {size / pages / 1024:6.1f} KiB/page"
    )


def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        content = write_content(t / "content", n)
        out = t / "out"
        cmd = [
            sys.executable,
            "-m",
            "nrprint",
            "build",
            "automa-decks",
            "--lang",
            "en",
            "--content",
            str(content),
            "--out",
            str(out),
            "-q",
        ]
        s, rss = timed(cmd)
        report("nrprint", n, s, rss, out / "en" / "automa-stress-runner.pdf")
        base = t / "baseline.pdf"
        s, rss = timed([sys.executable, str(HERE / "baseline_cards.py"), str(n), str(base)])
        report("reportlab", n, s, rss, base)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 900)
