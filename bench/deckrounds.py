"""Stress decks against their floor, in rounds: nrprint on two cores, on one, the floor.

Each round edits the deck (a comment line, so its checks cannot come from the cache:
the deck is read, checked and drawn every time) and runs ``nrprint build automa-decks
--jobs 2``, the same with ``--jobs 1``, and ``baseline_cards.py`` with the same number
of cards, one after the other: a machine whose speed drifts moves a round alike, so the
median of each round's ratio is the figure (as ``paired`` does for the full build).
Each round starts with the next arm, so no arm always runs first or last; one untimed
``--jobs 1`` build comes before the rounds, so the first arm timed meets a cache as
warm as the others do (the layouts of the deck's titles).
Peak memory is the largest max RSS of any process of the command (``_child.py``). The
CPU time (user + system of all the command's processes) is compared too, round by round:
on a shared machine it moves less with the load than wall time does, and the load
average (one minute, before and after each run) is printed beside the figures.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Callable
from pathlib import Path

ARMS = ("-j 2", "-j 1", "floor")


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
    """Each arm's measurements, ``runs`` rounds of the three in turn."""
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

    build("1", "warm-up")  # untimed: the first timed arm meets the cache the others meet
    arms: dict[str, Callable[[], dict[str, float]]] = {
        "-j 2": lambda: build("2", "round"),
        "-j 1": lambda: build("1", "round"),
        "floor": lambda: measure([*floor, str(n), str(floor_pdf)]),
    }
    for r in range(runs):
        # Each round starts with the next arm (-j 2, -j 1, floor; then -j 1, floor, -j 2
        # ...): a neighbour's burst of work at a round's start or end falls on each arm in turn.
        for arm in ARMS[r % 3 :] + ARMS[: r % 3]:
            got[arm].append(loaded(arms[arm]))
    return got


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


def report(results: dict[int, dict[str, list[dict[str, float]]]]) -> None:
    """Per deck: each round's time ratio to the floor (median, range) and peak memory
    against the floor's; then the memory each 1,000 cards add between the sizes."""
    if not results:
        return
    print("\nstress decks, read + checked + drawn (deck edited each round), against bare reportlab:")
    print(
        f"{'cards':>7} {'arm':5} {'time ÷ floor (rounds)':>26} {'CPU ÷ floor (rounds)':>24} "
        f"{'peak MiB':>9} {'÷ floor':>8} {'load':>10}"
    )
    for n, got in sorted(results.items()):
        floor = got["floor"]
        floor_peak = max(r["peak_mib"] for r in floor)
        for arm in ARMS[:2]:
            ratios = [a["median"] / f["median"] for a, f in zip(got[arm], floor, strict=True)]
            cpus = [a["cpu"] / f["cpu"] for a, f in zip(got[arm], floor, strict=True)]
            peak = max(r["peak_mib"] for r in got[arm])
            print(
                f"{n:7} {arm:5} {statistics.median(ratios):9.2f}× ({min(ratios):.2f}–{max(ratios):.2f}) "
                f"{statistics.median(cpus):9.2f}× ({min(cpus):.2f}–{max(cpus):.2f}) "
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
