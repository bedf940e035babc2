"""The real decklists shipped with nrprint (``nrprint/samples/decklists``) and their
matchups, for the coverage report, the simulator's tests and the play checks."""

from __future__ import annotations

from pathlib import Path

import nrprint

DECKLISTS = Path(nrprint.__file__).resolve().parent / "samples" / "decklists"


def sample_files() -> list[Path]:
    """Every shipped decklist, by file name."""
    return sorted(DECKLISTS.glob("*.txt"))


def pairings() -> list[tuple[str, Path, Path]]:
    """``(matchup, corp decklist, runner decklist)`` as jinteki.net pairs them."""
    out = []
    for line in (DECKLISTS / "pairings.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            key, corp, runner = line.split("\t")
            out.append((key, DECKLISTS / corp, DECKLISTS / runner))
    return out
