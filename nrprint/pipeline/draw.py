"""Step 4 of the build: draw, only once the checks have passed, into the staging folder
(``commit``), in parallel (``parallel``), under the output folder's lock. A drawer's
error is one :class:`DrawError` naming the target; a write that fails (a full disk) is
one :class:`DiskError` naming the output folder, not a temporary path."""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from nrprint.render.outputs import Output
from nrprint.system import locks

LOCK = ".nrprint.lock"
# A write that fails for one of these is the output disk's fault, not the drawer's.
DISK_ERRORS = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EIO, errno.EFBIG}
)
Progress = Callable[[str], None] | None


def draw(
    outputs: list[Output], into: Path, jobs: int, progress: Progress, targets: dict[str, str]
) -> list[Path]:
    """Write ``outputs`` under ``into``; a drawer's error becomes :class:`DrawError`,
    naming the file and its target (``targets``: file -> target)."""
    from nrprint.pipeline.parallel import DrawFailed, render_all

    try:
        return render_all(outputs, into, jobs, progress)
    except DrawFailed as exc:
        if isinstance(exc.error, OSError) and exc.error.errno in DISK_ERRORS:
            raise DiskError(into.parent, exc.error) from exc.error
        raise DrawError(exc.relpath, targets.get(exc.relpath, "?"), exc.error) from exc.error
    except OSError as exc:  # making the folders: a full disk, no permission
        raise DiskError(into.parent, exc) from exc


class DrawError(Exception):
    """A drawer failed: one line naming the target (the cause holds the traceback)."""

    def __init__(self, relpath: str, target: str, error: BaseException) -> None:
        super().__init__(f"drawing {relpath} (target {target}) failed: {type(error).__name__}: {error}")
        self.relpath, self.target = relpath, target


class DiskError(Exception):
    """Writing into the output folder failed; the message names the output folder.
    ``committed``: it failed after the commit point, so the next run finishes the new
    build instead of keeping the previous one."""

    def __init__(self, out_dir: Path, error: OSError, committed: bool = False) -> None:
        why = error.strerror or str(error)
        super().__init__(f"cannot write to the output folder {out_dir}/: {why}")
        self.errno, self.committed = error.errno, committed


@contextmanager
def output_lock(out_dir: Path, progress: Progress = None) -> Iterator[None]:
    """Hold the output folder's lock; wait (and say so) while another build has it.

    The lock is the process's own (``locks.lock_process``): drawing workers forked under
    it do not hold it, so a build killed with SIGKILL frees it at once even if a worker
    were left. The holder writes its process id into the lock file and clears it when it
    lets go; a process id still there when the lock is taken is a build that was stopped
    before it let go, and the new holder says it takes the folder over."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / LOCK).open("a+", encoding="utf-8") as handle:
        if not locks.lock_process(handle, wait=False):
            say = progress or _stderr
            say(f"waiting for another build ({_holder(handle) or 'a process'}) to finish with {out_dir}/")
            locks.lock_process(handle)
        stopped = _holder(handle)
        if stopped and stopped != str(os.getpid()):
            (progress or _stderr)(
                f"taking over {out_dir}/ from build {stopped}, which stopped without finishing"
            )
        _write_holder(handle, str(os.getpid()))
        try:
            yield
        finally:
            _write_holder(handle, "")
            locks.unlock_process(handle)


def _holder(handle: IO[str]) -> str:
    """The process id the lock file names ("" when the last holder let go)."""
    handle.seek(0)
    return handle.read(32).strip()


def _write_holder(handle: IO[str], pid: str) -> None:
    handle.seek(0)
    handle.truncate()
    handle.write(pid)
    handle.flush()


def _stderr(message: str) -> None:
    print(f"nrprint: {message}", file=sys.stderr)


def remove_stale_temporaries(out_dir: Path) -> None:
    """Temporary files left by a killed build (we hold the lock, so none is live)."""
    for tmp in out_dir.rglob(".*.tmp"):
        tmp.unlink(missing_ok=True)
