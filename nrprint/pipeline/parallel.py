"""Render independent outputs on several cores.

Outputs hold closures over the loaded project, which cannot be pickled; forked workers
inherit them instead, and only an index and a path cross the process boundary. Where
forking is not safe (``nrprint.system.processes``: macOS, Windows) one process draws all.
Every output is drawn to a temporary file and renamed by the worker, so a crash or a
kill never leaves a half-written file in place; every path is confined to the folder
drawn into (``nrprint.system.confine``).

The rules: a drawer's error stops the drawing and comes back as :class:`DrawFailed`,
naming the file; when the build stops for any reason the workers are killed at once
(they ignore Ctrl-C, which the build handles, and die with the build on Linux, even
when it is killed while they start).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence
from pathlib import Path

from nrprint.render.outputs import Output
from nrprint.system.atomic import write_atomic
from nrprint.system.confine import inside
from nrprint.system.processes import fork_method

_OUTPUTS: Sequence[Output] = ()


class DrawFailed(Exception):
    """Drawing one output failed; ``relpath`` names it, ``__cause__`` is the error."""

    def __init__(self, relpath: str, error: BaseException) -> None:
        super().__init__(f"{relpath}: {type(error).__name__}: {error}")
        self.relpath, self.error = relpath, error


def _init(outputs: Sequence[Output], parent: int) -> None:
    global _OUTPUTS
    _OUTPUTS = outputs
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the build answers Ctrl-C, and kills us
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent(parent)


def _die_with_parent(parent: int) -> None:
    """Linux: stop drawing if the build is killed, instead of drawing for nobody.

    The kernel sends SIGKILL when the parent dies from the moment ``prctl`` returns; a
    parent that died between the fork and that moment sends nothing, so the worker looks:
    if its parent is no longer ``parent``, it was adopted, and it leaves at once."""
    import contextlib
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
    if os.getppid() != parent:
        os._exit(1)


def _render(index: int, target: str) -> str:
    from nrprint.system import cache

    write_atomic(Path(target), _OUTPUTS[index].draw)
    cache.save_all()  # workers leave by os._exit: keep the text layouts they made
    return target


def default_jobs() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def render_all(
    outputs: Sequence[Output], out_dir: Path, jobs: int, progress: Callable[[str], None] | None = None
) -> list[Path]:
    """Draw ``outputs`` under ``out_dir``; the paths drawn, in order."""
    paths = [inside(out_dir, o.relpath) for o in outputs]
    method = fork_method()
    if jobs <= 1 or len(outputs) <= 1 or method is None:  # no safe fork: one process draws
        for i, (output, path) in enumerate(zip(outputs, paths, strict=True), 1):
            if progress:
                progress(f"[{i}/{len(outputs)}] {output.relpath}")
            try:
                write_atomic(path, output.draw)
            except Exception as exc:
                raise DrawFailed(output.relpath, exc) from exc
        return paths
    from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait  # only when workers are needed

    ctx = multiprocessing.get_context(method)
    done = 0
    pool = ProcessPoolExecutor(
        max_workers=min(jobs, len(outputs)),
        mp_context=ctx,
        initializer=_init,
        initargs=(outputs, os.getpid()),
    )
    try:
        # What the parent holds (the model, the project, the fonts) is never collected in
        # a worker: left unfrozen, each worker's first full collection would walk all of
        # it and copy every page it touched. Python's gc docs advise this before a
        # fork; the parent unfreezes once its workers exist (``watch`` builds again).
        gc.freeze()
        try:
            futures = {pool.submit(_render, i, str(p)): outputs[i].relpath for i, p in enumerate(paths)}
        finally:
            gc.unfreeze()
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_EXCEPTION)
            for fut in finished:
                try:
                    fut.result()  # a worker's error, here in the parent
                except Exception as exc:
                    raise DrawFailed(futures[fut], exc) from exc
                done += 1
                if progress:
                    progress(f"[{done}/{len(outputs)}] {futures[fut]}")
    except BaseException:
        _kill(pool)
        raise
    pool.shutdown()
    return paths


def _kill(pool: object) -> None:
    """Stop every worker now (``shutdown`` alone would let them finish the queue)."""
    for proc in list((getattr(pool, "_processes", None) or {}).values()):
        proc.kill()
    pool.shutdown(wait=True, cancel_futures=True)  # type: ignore[attr-defined]
