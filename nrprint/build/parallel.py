"""Render independent outputs on several cores.

Outputs hold closures over the loaded project, which cannot be pickled; forked workers
inherit them instead, and only an index and a path cross the process boundary. Where
forking is not safe (``nrprint.disk.processes``: macOS, Windows) one process draws all.
Every output is drawn to a temporary file and renamed by the worker, so a crash or a
kill never leaves a half-written PDF in place.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from nrprint.disk.atomic import write_atomic
from nrprint.disk.processes import fork_method
from nrprint.render.outputs import Output

_OUTPUTS: Sequence[Output] = ()


def _init(outputs: Sequence[Output]) -> None:
    global _OUTPUTS
    _OUTPUTS = outputs


def _render(index: int, target: str) -> str:
    from nrprint.disk import cache

    write_atomic(Path(target), _OUTPUTS[index].draw)
    cache.save_all()  # workers leave by os._exit: keep the text layouts they made
    return target


def default_jobs() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def render_all(
    outputs: Sequence[Output], out_dir: Path, jobs: int, progress: Callable[[str], None] | None = None
) -> list[Path]:
    paths = [out_dir / o.relpath for o in outputs]
    method = fork_method()
    if jobs <= 1 or len(outputs) <= 1 or method is None:  # no safe fork: one process draws
        for i, (output, path) in enumerate(zip(outputs, paths, strict=True), 1):
            if progress:
                progress(f"[{i}/{len(outputs)}] {output.relpath}")
            write_atomic(path, output.draw)
        return paths
    from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait  # 5 ms: only here

    ctx = multiprocessing.get_context(method)
    done = 0
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(outputs)), mp_context=ctx, initializer=_init, initargs=(outputs,)
    ) as pool:
        futures = {pool.submit(_render, i, str(p)): outputs[i].relpath for i, p in enumerate(paths)}
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_EXCEPTION)
            for fut in finished:
                fut.result()  # re-raise a worker's error here, in the parent
                done += 1
                if progress:
                    progress(f"[{done}/{len(outputs)}] {futures[fut]}")
    return paths
