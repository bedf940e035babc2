"""Step 4 of the build: draw. Each output is drawn to a temporary file and renamed over
the previous one once complete (an interrupted build leaves earlier files whole), in
parallel (``parallel``), under the output folder's lock. The stale targets' drawing may
start before the checks end (``speculate``): it is kept only if they pass."""

from __future__ import annotations

import fcntl
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nrprint.documents.registry import Target, by_weight
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

if TYPE_CHECKING:
    from nrprint.build.speculate import Speculation

LOCK = ".nrprint.lock"
Progress = Callable[[str], None] | None


def draw_ahead(
    project: Project, stale: list[Target], options: BuildOptions, jobs: int
) -> tuple[dict[str, list[Output]], Speculation | None]:
    """Plan the stale targets and start drawing them before the checks' verdict."""
    from nrprint.build.speculate import Speculation

    if not stale or not Speculation.possible(jobs):
        return {}, None
    try:
        plans = {t.name: t.outputs(project, options) for t in stale}
    except Exception:  # noqa: BLE001 - content the checks will reject; planned again after them
        return {}, None
    from nrprint.disk import cache
    from nrprint.render.fonts import register_fonts

    if not cache.enabled():
        # Without the cache the checks read the font files to measure: read them before
        # forking, so the drawing children inherit them instead of each reading them
        # again (0.03-0.09 s of CPU each, on cores the checks share). With the cache, the
        # checks' answers or the width table usually spare the parent the fonts.
        register_fonts()
    try:
        return plans, Speculation([o for t in by_weight(stale) for o in plans[t.name]], jobs)
    except OSError:  # no temporary folder or no process to spare: draw after the checks
        return plans, None


def draw(
    outputs: list[Output], out_dir: Path, jobs: int, progress: Progress, ahead: Speculation | None
) -> tuple[list[Path], dict[str, dict[str, Any]]]:
    """Write ``outputs`` (finishing what ``ahead`` drew); the files written and the
    manifest entries the drawers took."""
    if ahead is not None:
        return ahead.finish(outputs, out_dir, progress), ahead.info
    from nrprint.build.parallel import render_all

    return render_all(outputs, out_dir, jobs, progress), {}


@contextmanager
def output_lock(out_dir: Path, progress: Progress = None) -> Iterator[None]:
    """Hold the output folder's lock; wait (and say so) while another build has it."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / LOCK).open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if progress:
                progress(f"waiting for another build to finish with {out_dir}/")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def remove_stale_temporaries(out_dir: Path) -> None:
    """Temporary files left by a killed build (we hold the lock, so none is live)."""
    for tmp in out_dir.rglob(".*.tmp"):
        tmp.unlink(missing_ok=True)
