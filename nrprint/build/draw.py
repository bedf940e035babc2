"""Step 4 of the build: draw, only once the checks have passed. Each output is drawn to
a temporary file and renamed over the previous one once complete (an interrupted build
leaves earlier files whole), in parallel (``parallel``), under the output folder's lock."""

from __future__ import annotations

import fcntl
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from nrprint.render.outputs import Output

LOCK = ".nrprint.lock"
Progress = Callable[[str], None] | None


def draw(
    outputs: list[Output], out_dir: Path, jobs: int, progress: Progress
) -> tuple[list[Path], dict[str, dict[str, Any]]]:
    """Write ``outputs``; the files written and the manifest entries the drawers took."""
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
