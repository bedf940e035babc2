#!/usr/bin/env python3
"""Time nrprint as whole processes and compare with a bare reportlab floor, same run.

Usage: python bench/run.py [--runs N] [--only NAME ...] [--stress N ...]
(``--only "stress decks"`` runs the stress decks' rounds alone, see ``deckrounds.py``.)
Prints, for each case: median / min / max wall seconds, median CPU seconds (all the
command's processes: builds draw on several cores), peak memory (the largest max RSS of
any of its processes, MiB), and the ratio of wall times to the bare-reportlab floor.
The full build with a warm cache is also run in turn with its floor and the old floor
(case ``paired``: build, floor, old floor, round after round): the median of those
ratios holds when the machine's speed drifts between cases.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import deckrounds

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
PY = sys.executable
NRPRINT = [PY, "-m", "nrprint"]
WARM = "nrprint build (all, clean, warm cache)"


def measure(cmd: list[str], runs: int, setup: Callable[[], None] | None = None) -> dict[str, float]:
    times, cpus, peaks = [], [], []
    for _ in range(runs):
        if setup:
            setup()
        res = subprocess.run(
            [PY, str(REPO / "bench" / "_child.py"), *cmd], cwd=REPO, capture_output=True, text=True
        )
        row = json.loads(res.stdout)
        if row["code"] != 0:
            raise SystemExit(f"bench: {' '.join(cmd)} failed ({row['code']}):\n{row['stderr']}")
        times.append(row["wall"])
        cpus.append(row["cpu"])
        peaks.append(row["peak_kib"] / 1024)
    return {
        "median": statistics.median(times),
        "min": min(times),
        "max": max(times),
        "cpu": statistics.median(cpus),
        "peak_mib": max(peaks),
    }


def paired(a: list[str], floors: list[list[str]], runs: int, setup: Callable[[], None]) -> list[list[float]]:
    """``a``'s wall time over each floor's, run in turn (A F1 F2 A F1 F2 ...), one ratio
    per floor and round: a machine whose speed drifts during the run moves a round alike."""
    ratios: list[list[float]] = [[] for _ in floors]
    for _ in range(runs):
        ta = measure(a, 1, setup)["median"]
        for kept, floor in zip(ratios, floors, strict=True):
            kept.append(ta / measure(floor, 1)["median"])
    return ratios


def pages_and_bytes(folder: Path) -> tuple[int, int]:
    from pypdf import PdfReader

    pages = size = 0
    for pdf in folder.rglob("*.pdf"):
        pages += len(PdfReader(pdf).pages)
        size += pdf.stat().st_size
    return pages, size


def by_name_of(rows: list) -> dict[str, dict[str, float]]:
    return {name: r for name, r, _ in rows}


def report_images(folder: Path, timing: dict[str, float] | None) -> None:
    """Images per second and bytes per image of a --format png build."""
    images = list(folder.rglob("*.png"))
    if timing and images:
        size = sum(p.stat().st_size for p in images)
        print(
            f"  {len(images)} images: {len(images) / timing['median']:.0f} images/s, "
            f"{size / len(images) / 1024:.0f} KiB per image",
            file=sys.stderr,
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument(
        "--stress", type=int, nargs="*", default=[900, 9000, 18000], help="stress deck sizes (cards)"
    )
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-bench-"))
    out = tmp / "out"
    # The cache of every case is here (not in the checkout); and Python writes its .pyc
    # files as on a user's machine (some sandboxes turn that off, which costs 0.1 s a run).
    cache_dir = tmp / "cache"
    os.environ["NRPRINT_CACHE_DIR"] = str(cache_dir)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.pop("NRPRINT_NO_CACHE", None)
    rows: list[tuple[str, dict[str, float], str | None]] = []
    pairs: list[float] = []
    old_pairs: list[float] = []
    stress: dict[int, dict[str, list[dict[str, float]]]] = {}

    def wanted(*names: str) -> bool:
        return not args.only or any(name in args.only for name in names)

    def case(name: str, cmd: list[str], setup=None, floor: str | None = None) -> None:
        if not wanted(name):
            return
        rows.append((name, measure(cmd, args.runs, setup), floor))
        print(f"  measured {name}", file=sys.stderr, flush=True)

    clean = lambda: shutil.rmtree(out, ignore_errors=True)  # noqa: E731
    no_cache = lambda: shutil.rmtree(cache_dir, ignore_errors=True)  # noqa: E731
    case("python-startup", [PY, "-c", "pass"])
    case("python -c 'import argparse'", [PY, "-c", "import argparse"])
    case("nrprint --help", [*NRPRINT, "--help"])
    case("nrprint build --help", [*NRPRINT, "build", "--help"])
    case("baseline-turn (bare reportlab)", [PY, str(REPO / "bench" / "baseline_turn.py"), str(tmp / "base")])
    case("nrprint check --no-cache", [*NRPRINT, "check", "--no-cache"])
    case("nrprint check (cold: empty cache)", [*NRPRINT, "check"], no_cache)
    case("nrprint check (warm: no change)", [*NRPRINT, "check"])
    case(
        "nrprint build turn-sequence",
        [*NRPRINT, "build", "turn-sequence", "turn-sequence-bilingual", "-q", "--out", str(out)],
        clean,
        "baseline-turn (bare reportlab)",
    )
    case(
        "nrprint build (all, clean, --no-cache)",
        [*NRPRINT, "build", "-q", "--no-cache", "--out", str(out)],
        clean,
    )
    case(WARM, [*NRPRINT, "build", "-q", "--out", str(out)], clean)
    # The floor for the full build: the same pages (text runs, fonts, boxes) drawn by bare
    # reportlab in one process, planned (untimed) from the build just made.
    if args.only and "paired" in args.only and not out.exists():
        print("bench: case paired needs a full build first: add its case to --only", file=sys.stderr)
    if out.exists():
        plan = tmp / "full-plan.json"
        subprocess.run(
            [PY, str(REPO / "bench" / "baseline_full.py"), "plan", str(out), str(plan)], check=True
        )
        case(
            "baseline-full (bare reportlab)",
            [PY, str(REPO / "bench" / "baseline_full.py"), "draw", str(plan), str(tmp / "bf")],
        )
        # The floor as it was until issue 25's third session (no forms, curves, colours,
        # states or bookmarks): shown beside it, for the figures measured against it.
        case(
            "baseline-full, pages only (old floor)",
            [
                PY,
                str(REPO / "bench" / "baseline_full.py"),
                "draw",
                str(plan),
                str(tmp / "bf"),
                "--pages-only",
            ],
        )
        floor_of = {
            "nrprint build (all, clean, --no-cache)": "baseline-full (bare reportlab)",
            "nrprint build (all, clean, warm cache)": "baseline-full (bare reportlab)",
        }
        rows[:] = [(n, r, f or floor_of.get(n)) for n, r, f in rows]
        if not args.only or "paired" in args.only:
            floor_cmd = [PY, str(REPO / "bench" / "baseline_full.py"), "draw", str(plan), str(tmp / "bf")]
            warm = [*NRPRINT, "build", "-q", "--out", str(out)]
            pairs, old_pairs = paired(warm, [floor_cmd, [*floor_cmd, "--pages-only"]], args.runs, clean)
            print(f"  measured {len(pairs)} interleaved rounds", file=sys.stderr, flush=True)
    # Cost per language: the whole build with one, two and every declared language (no cache).
    from nrprint.model.domains import discover
    from nrprint.model.project import Project

    discover()
    declared = Project(REPO / "content").languages.tags()
    for n in sorted({1, 2, len(declared)}):
        langs = ",".join(declared[:n])
        case(
            f"nrprint build --lang {langs}",
            [*NRPRINT, "build", "-q", "--no-cache", "--lang", langs, "--out", str(out)],
            clean,
        )
    # The largest shipped deck (15 cards, 30 faces) as print-service images, every language.
    png_shipped = tmp / "png-shipped"
    case(
        "nrprint build automa-corp --format png",
        [
            *NRPRINT,
            "build",
            "automa-corp",
            "--format",
            "png",
            "--bleed",
            "3",
            "-q",
            "--out",
            str(png_shipped),
        ],
        lambda: shutil.rmtree(png_shipped, ignore_errors=True),
    )
    report_images(png_shipped, by_name_of(rows).get("nrprint build automa-corp --format png"))
    # Incremental: a copy of the content, built once; then rebuilt unchanged, then after
    # editing one file (a comment line, so the content stays valid).
    # (Their setup, a full build and a check, runs only when one of them is asked for.)
    incremental = (
        "nrprint build (no change)",
        "nrprint build (one file touched)",
        "nrprint check (one string edited)",
        "nrprint build (one string edited)",
    )
    content = tmp / "content"
    shutil.copytree(REPO / "content", content, ignore=shutil.ignore_patterns("rulings"))
    inc_out = tmp / "inc"
    build_inc = [*NRPRINT, "build", "-q", "--content", str(content), "--out", str(inc_out)]
    if wanted(*incremental):
        subprocess.run(build_inc, cwd=REPO, check=True, capture_output=True)
    case("nrprint build (no change)", build_inc)
    counter = iter(range(10**6))

    def touch() -> None:
        with (content / "terms.yaml").open("a", encoding="utf-8") as f:
            f.write(f"# edit {next(counter)}\n")

    case("nrprint build (one file touched)", build_inc, touch)
    # What a content author does: change one word of one string, then check or build.
    check_inc = [*NRPRINT, "check", "--content", str(content)]
    if wanted(*incremental):
        subprocess.run(check_inc, cwd=REPO, capture_output=True)

    def edit_string() -> None:
        path = content / "turn-sequence.yaml"
        text = path.read_text(encoding="utf-8")
        old = text.split("one page to keep beside the table", 1)[1].split('"', 1)[0]
        n = next(counter)  # a new word each time, no digits (PAR001 compares numbers)
        new = " " + "".join("abcdefghij"[int(d)] for d in str(n))
        path.write_text(
            text.replace(
                f"one page to keep beside the table{old}", f"one page to keep beside the table{new}", 1
            ),
            encoding="utf-8",
        )

    case("nrprint check (one string edited)", check_inc, edit_string)
    case("nrprint build (one string edited)", build_inc, edit_string)
    # Stress decks: generated valid Automa cards, fronts and backs, against bare reportlab
    # drawing the same number of similar cards (``deckrounds``): each nrprint build, on one
    # core or two, between two floor runs; each build edits the deck, so it is checked.
    from nrprint.automa.stress import write_content

    def single(cmd: list[str]) -> dict[str, float]:
        return measure(cmd, 1)

    for n in args.stress:
        folder = write_content(tmp / f"stress{n}", n)
        stress_out = tmp / f"stress-out{n}"
        if not args.only or "stress decks" in args.only:
            floor_cmd = [PY, str(REPO / "bench" / "baseline_cards.py")]
            got = deckrounds.rounds(
                n, folder, stress_out, tmp / f"base{n}.pdf", args.runs, single, NRPRINT, floor_cmd
            )
            stress[n] = got
            floor = f"baseline {n} cards (bare reportlab)"
            rows.append((floor, deckrounds.summary(got["floor"]), None))
            for arm in ("-j 2", "-j 1"):
                rows.append((f"nrprint {n}-card stress deck {arm}", deckrounds.summary(got[arm]), floor))
            print(
                f"  measured {args.runs} builds of each core count of the {n}-card deck, each between two floor runs",
                file=sys.stderr,
                flush=True,
            )
        if n == min(args.stress):
            # Print-service images of the same deck: every face at 300 dpi with 3 mm bleed.
            png_out = tmp / f"png-out{n}"
            case(
                f"nrprint {n}-card stress deck as PNG",
                [*NRPRINT, "build", "automa-decks", "--lang", "en", "--format", "png", "--bleed", "3"]
                + ["--force", "-q", "--content", str(folder), "--out", str(png_out)],
            )
            report_images(png_out, by_name_of(rows).get(f"nrprint {n}-card stress deck as PNG"))
        pages, size = pages_and_bytes(stress_out) if stress_out.exists() else (0, 0)
        mine = by_name_of(rows).get(f"nrprint {n}-card stress deck -j 2")
        if mine and pages:
            print(
                f"  {n} cards: {n / mine['median']:.0f} cards/s, {pages} pages, "
                f"{size / pages / 1024:.1f} KiB per page",
                file=sys.stderr,
            )

    by_name = {n: r for n, r, _ in rows}
    print(f"\n{'case':44} {'median s':>9} {'min':>7} {'max':>7} {'cpu s':>7} {'peak MiB':>9} {'× floor':>8}")
    for name, r, floor in rows:
        ratio = f"{r['median'] / by_name[floor]['median']:.2f}" if floor in by_name else ""
        print(
            f"{name:44} {r['median']:9.3f} {r['min']:7.3f} {r['max']:7.3f} {r['cpu']:7.2f} "
            f"{r['peak_mib']:9.1f} {ratio:>8}"
        )
    old, warm = by_name.get("baseline-full, pages only (old floor)"), by_name.get(WARM)
    if old and warm:
        print(f"full build, warm cache ÷ the old floor (pages only): {warm['median'] / old['median']:.2f}×")
    for what, ratios in (("floor", pairs), ("old floor (pages only)", old_pairs)):
        if ratios:
            print(
                f"full build, warm cache ÷ {what}, {len(ratios)} interleaved rounds: median "
                f"{statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f})"
            )
    deckrounds.report(stress)
    if out.exists():
        pages, size = pages_and_bytes(out)
        if pages:
            print(
                f"\nlast build: {pages} pages, {size / 1024:.0f} KiB, {size / pages / 1024:.1f} KiB per page"
            )
    print(f"cores: {os.cpu_count()}, runs per case: {args.runs}")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
