"""Render while the rules model checks, on the other cores.

Forked children draw the stale outputs into a private temporary folder while the parent
runs the checks. Only if every check passes does the parent, holding the output lock,
copy the drawings into ``output/`` (each through a temporary file and a rename);
otherwise the children are stopped and their folder removed, so a failing build still
writes nothing. The children draw from the same loaded content with the same code, so
the bytes are those an in-process render gives (the build tests compare ``--jobs 1``
and ``--jobs 2``).
"""

from __future__ import annotations

import ctypes
import json
import multiprocessing
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from nrprint.build.manifest import file_info
from nrprint.disk.atomic import atomic_path, write_atomic
from nrprint.disk.processes import fork_method
from nrprint.render.outputs import Output

PREFIX = "nrprint-render-"
INFO = ".manifest-entries"  # in the children's folder: their drawings' entries (``_child``)


def _remove_orphans() -> None:
    """Folders left by builds that were killed (the pid in the name is gone)."""
    for folder in Path(tempfile.gettempdir()).glob(f"{PREFIX}*-*"):
        pid = folder.name[len(PREFIX) :].split("-")[0]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):  # not ours, or not a pid: leave it
        return True
    return True


def _die_with_parent() -> None:
    """Linux: stop the child if the build is killed, instead of drawing for nobody."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _take(
    outputs: Sequence[Output],
    folder: str,
    counter: Any,
    keep: Callable[[str, dict[str, Any]], None],
    drawn: Callable[[str], None] | None = None,
) -> None:
    """Draw the next undrawn output until none is left (``counter`` is shared); tell
    ``drawn`` the path of each one drawn here.

    ``keep`` is given what the manifest records of each drawing (size, pages, sha256),
    taken while the file is fresh and the other drawers are still busy, rather than by
    the parent once all are done (7 ms at the end of a full build)."""
    while True:
        with counter.get_lock():
            index = counter.value
            counter.value += 1
        if index >= len(outputs):
            return
        path = Path(folder) / outputs[index].relpath
        write_atomic(path, outputs[index].draw)
        keep(outputs[index].relpath, file_info(path))
        if drawn is not None:
            drawn(outputs[index].relpath)


def _child(outputs: Sequence[Output], folder: str, counter: Any) -> None:
    _die_with_parent()
    # The manifest entries go to the parent as lines of one file (a file each took
    # 4 ms to remove): each line is one write to a file opened for appending, so lines
    # of several children never interleave, and a line cut short by a kill is skipped.
    fd = os.open(os.path.join(folder, INFO), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)

    def keep(relpath: str, info: dict[str, Any]) -> None:
        os.write(fd, (json.dumps([relpath, info]) + "\n").encode())

    _take(outputs, folder, counter, keep)
    from nrprint.disk import cache

    cache.save_all()  # the text layouts drawn here serve the next build too


def _read_infos(folder: Path) -> dict[str, dict[str, Any]]:
    """The manifest entries the children wrote (``_child``), by output path."""
    try:
        lines = (folder / INFO).read_text().splitlines()
    except OSError:
        return {}
    infos = {}
    for line in lines:
        try:
            relpath, info = json.loads(line)
        except (ValueError, TypeError):  # cut short by a kill: read again by the build
            continue
        if isinstance(relpath, str) and isinstance(info, dict):
            infos[relpath] = info
    return infos


def _move(ready: Path, target: Path) -> None:
    """Put a finished drawing in place in one rename (copying 44 files took 0.04 s);
    across file systems, copy it to a temporary file beside the target and rename that.
    The target's folder exists."""
    try:
        os.replace(ready, target)
    except OSError:
        with atomic_path(target) as tmp:
            shutil.copyfile(ready, tmp)


class Speculation:
    """Outputs being drawn ahead of the checks' verdict, by ``jobs - 1`` forked children
    and, once the checks pass, the parent (``join``): the ``jobs``-th drawer. On two
    cores that is one child beside the checks, then two drawers; before, two children
    and the checks shared the two cores three ways.

    The children are plain processes of the build (no pool), so each dies with it and
    ``cancel`` stops them all.
    """

    def __init__(self, outputs: Sequence[Output], jobs: int):
        self.outputs = list(outputs)
        _remove_orphans()
        self.folder = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-"))
        ctx = multiprocessing.get_context("fork")
        self.counter = ctx.Value("i", 0)
        # NRPRINT_PARENT_DRAWS=0: ``jobs`` children and an idle parent, as before.
        self.parent_draws = os.environ.get("NRPRINT_PARENT_DRAWS") != "0"
        children = max(jobs - 1, 1) if self.parent_draws else jobs
        self.procs = [
            ctx.Process(target=_child, args=(self.outputs, str(self.folder), self.counter))
            for _ in range(min(children, len(self.outputs)))
        ]
        for proc in self.procs:
            proc.start()
        self.reported: set[str] = set()  # drawings announced by ``progress`` so far
        # The manifest entry of each drawing, from the drawer that drew it (``_take``);
        # the build reads the others itself.
        self.info: dict[str, dict[str, Any]] = {}
        self._scanned = 0.0

    def join(self, progress: Callable[[str], None] | None = None) -> None:
        """The checks passed: draw in this process too, taking outputs from the children's
        queue, until none is left (an error is raised here, as in a build without
        children). Progress is reported as drawings are finished, here or by a child."""
        if not self.parent_draws:
            return

        def drawn(relpath: str) -> None:
            self._announce(relpath, progress)
            if time.monotonic() - self._scanned > 0.05:  # the children's, now and then
                self._report(self.outputs, progress)

        _take(
            self.outputs, str(self.folder), self.counter, self.info.__setitem__, drawn if progress else None
        )

    def _announce(self, relpath: str, progress: Callable[[str], None] | None) -> None:
        if relpath not in self.reported:
            self.reported.add(relpath)
            if progress:
                progress(f"[{len(self.reported)}/{len(self.outputs)}] {relpath}")

    def _report(self, wanted: Sequence[Output], progress: Callable[[str], None] | None) -> None:
        """Announce the drawings of ``wanted`` that are finished and not announced yet."""
        self._scanned = time.monotonic()
        for output in wanted:
            if output.relpath not in self.reported and (self.folder / output.relpath).is_file():
                self._announce(output.relpath, progress)

    @staticmethod
    def possible(jobs: int) -> bool:
        return jobs > 1 and fork_method() is not None

    def cancel(self) -> None:
        """The checks failed (or the build stopped): discard everything drawn."""
        for proc in self.procs:
            if proc.is_alive():
                proc.kill()
        for proc in self.procs:
            proc.join()
        shutil.rmtree(self.folder, ignore_errors=True)

    def finish(
        self, wanted: Sequence[Output], out_dir: Path, progress: Callable[[str], None] | None = None
    ) -> list[Path]:
        """Put the drawings of ``wanted`` in ``out_dir``. Anything the children did not
        draw (one failed) is drawn here, so a drawing error surfaces in the parent exactly
        as in a build without speculation."""
        try:
            done = self._wait(wanted, progress)
            self.info.update(_read_infos(self.folder))
            made: set[Path] = set()
            for output in wanted:
                target, ready = out_dir / output.relpath, self.folder / output.relpath
                if ready.is_file():  # complete: children write by rename too
                    if target.parent not in made:
                        target.parent.mkdir(parents=True, exist_ok=True)
                        made.add(target.parent)
                    _move(ready, target)
                else:
                    done += 1
                    if progress:
                        progress(f"[{done}/{len(wanted)}] {output.relpath}")
                    write_atomic(target, output.draw)
            return [out_dir / o.relpath for o in wanted]
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def _wait(self, wanted: Sequence[Output], progress: Callable[[str], None] | None) -> int:
        """Wait for the children, reporting each drawing as it appears; return how many
        of ``wanted`` are drawn."""
        from multiprocessing.connection import wait

        # Wake as soon as a child ends (not on the next tick of a sleep): the last
        # child's exit is when the build can finish. Progress is reported meanwhile.
        while alive := [proc.sentinel for proc in self.procs if proc.is_alive()]:
            self._report(wanted, progress)
            wait(alive, timeout=0.05)
        for proc in self.procs:
            proc.join()
        self._report(wanted, progress)
        return sum(o.relpath in self.reported for o in wanted)
