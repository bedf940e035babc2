"""Stress decks against their floor: every nrprint build between two floor runs.

Each nrprint build edits the deck first (a comment line, so its checks cannot come from
the cache: the deck is read, checked and drawn every time). The runs of one deck size go
floor, ``--jobs 1``, floor, ``--jobs 2``, floor, ``--jobs 1``, floor ... : each build sits
between two runs of ``baseline_cards.py`` with the same number of cards, and its ratio is
its time over the mean of those two. A machine whose speed drifts (this one is shared,
and rounds spread ±20 %) moves a build and the floor runs beside it alike; a drift that is
linear over the three runs cancels. The figure is the median of those per-build ratios,
with their range; one untimed ``--jobs 1`` build comes first, so every timed build meets
the same warm cache (the layouts of the deck's titles).
Each ratio is taken twice: wall time, and CPU time (user + system of the command and
every process it started, ``_child.py``), which moves less with the load on a shared
machine. Peak memory is the largest max RSS of any process of the command. The load
average (one minute, before and after each run) is printed beside the figures.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Callable
from pathlib import Path

ARMS = ("-j 2", "-j 1", "floor")
BUILDS = ("-j 1", "-j 2")  # the order the builds take between the floor runs


def rounds(
    n: int,
    folder: Path,
    out: Path,
    floor_pdf: Path,
    runs: int,
    measure: Callable[[list[str]], dict[str, float]],
    nrprint: list[str],
    floor: list[str],
) -> dict[str, list[dict[str, float]]]:
    """Each arm's measurements: ``runs`` builds of each core count, each between two
    floor runs, whose wall and CPU times it carries as ``floor_wall``/``floor_cpu``."""
    deck = next((folder / "automa" / "decks").glob("*.yaml"))
    got: dict[str, list[dict[str, float]]] = {arm: [] for arm in ARMS}

    def loaded(run: Callable[[], dict[str, float]]) -> dict[str, float]:
        before = os.getloadavg()[0]
        row = run()
        return {**row, "load": (before + os.getloadavg()[0]) / 2}

    def build(jobs: str, tag: str) -> dict[str, float]:
        with deck.open("a", encoding="utf-8") as f:
            f.write(f"# {tag}, jobs {jobs}\n")
        cmd = [*nrprint, "build", "automa-decks", "--lang", "en", "--force", "-q", "--jobs", jobs]
        return measure([*cmd, "--content", str(folder), "--out", str(out)])

    def base() -> dict[str, float]:
        row = loaded(lambda: measure([*floor, str(n), str(floor_pdf)]))
        got["floor"].append(row)
        return row

    build("1", "warm-up")  # untimed: every timed build meets the same warm cache
    before = base()
    for r in range(runs * len(BUILDS)):
        arm = BUILDS[r % len(BUILDS)]
        row = loaded(lambda arm=arm: build(arm.removeprefix("-j "), "round"))
        after = base()
        row["floor_wall"] = (before["median"] + after["median"]) / 2
        row["floor_cpu"] = (before["cpu"] + after["cpu"]) / 2
        got[arm].append(row)
        before = after
    return got


def ratios(rows: list[dict[str, float]], what: str) -> list[float]:
    """Each build's ``wall`` or ``cpu`` time over the mean of the floor runs beside it."""
    mine, floor = {"wall": ("median", "floor_wall"), "cpu": ("cpu", "floor_cpu")}[what]
    return [r[mine] / r[floor] for r in rows]


def summary(row: list[dict[str, float]]) -> dict[str, float]:
    """What ``run.py``'s table shows for one arm."""
    walls = [r["median"] for r in row]
    return {
        "median": statistics.median(walls),
        "min": min(walls),
        "max": max(walls),
        "cpu": statistics.median(r["cpu"] for r in row),
        "peak_mib": max(r["peak_mib"] for r in row),
    }


def _spread(values: list[float]) -> str:
    """Median, range and, from four values on, the quartiles."""
    text = f"{statistics.median(values):5.2f}× ({min(values):.2f}–{max(values):.2f})"
    if len(values) >= 4:
        q1, _, q3 = statistics.quantiles(values, n=4)
        text += f" IQR {q1:.2f}–{q3:.2f}"
    return text


def report(results: dict[int, dict[str, list[dict[str, float]]]]) -> None:
    """Per deck: each build's time ratio to the floor runs beside it, wall and CPU
    (median, range, quartiles), and peak memory against the floor's; then the memory
    each 1,000 cards add between the sizes."""
    if not results:
        return
    print(
        "\nstress decks, read + checked + drawn (deck edited each build), each build over "
        "the mean of the two floor runs beside it (median, range, IQR):"
    )
    print(
        f"{'cards':>7} {'arm':5} {'wall ÷ floor':>32} {'CPU ÷ floor':>32} "
        f"{'peak MiB':>9} {'÷ floor':>8} {'load':>10}"
    )
    for n, got in sorted(results.items()):
        floor = got["floor"]
        floor_peak = max(r["peak_mib"] for r in floor)
        for arm in ARMS[:2]:
            peak = max(r["peak_mib"] for r in got[arm])
            print(
                f"{n:7} {arm:5} {_spread(ratios(got[arm], 'wall')):>32} {_spread(ratios(got[arm], 'cpu')):>32} "
                f"{peak:9.1f} {peak / floor_peak:7.2f}× {_loads(got[arm]):>10}"
            )
        walls, cpus = [r["median"] for r in floor], [r["cpu"] for r in floor]
        print(
            f"{n:7} {'floor':5} {statistics.median(walls):8.2f} s ({min(walls):.1f}–{max(walls):.1f}) "
            f"{statistics.median(cpus):8.2f} s CPU ({min(cpus):.1f}–{max(cpus):.1f}) "
            f"{floor_peak:9.1f} {'':8} {_loads(floor):>10}"
        )
    sizes = sorted(results)
    for arm in ARMS:
        steps = []
        for small, large in zip(sizes, sizes[1:], strict=False):
            a = max(r["peak_mib"] for r in results[small][arm])
            b = max(r["peak_mib"] for r in results[large][arm])
            steps.append(f"{small}→{large}: {(b - a) * 1000 / (large - small):.2f}")
        if steps:
            print(f"MiB of peak memory per 1,000 more cards, {arm}: " + ", ".join(steps))


def _loads(rows: list[dict[str, float]]) -> str:
    """The range of the load average the runs of one arm met."""
    loads = [r["load"] for r in rows if "load" in r]
    return f"{min(loads):.1f}–{max(loads):.1f}" if loads else ""
