"""A big deck's card walk on two cores: the upper half of the cards is checked in a
forked process while this one checks the lower half (``--jobs`` 2 or more, Linux).

Every card is still checked before anything is drawn: the walk returns once
both halves are done. The diagnostics are the same as one process finds (the registry
sorts them), since each card's checks read only that card and the loaded project, which
the child inherits. The child sends its diagnostics back pickled; if it fails in any
way, this process checks the upper half itself, which raises or reports as one process
would.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import signal
from collections.abc import Callable, Iterable, Iterator

from nrprint.diagnostics import Diagnostic
from nrprint.system.processes import fork_method

SPLIT_FROM = 2_000  # cards; under it a fork and a process's start earn little


def walk_halves(walk: Callable[[int, int], Iterable[Diagnostic]], n: int, jobs: int) -> Iterator[Diagnostic]:
    """``walk(start, stop)``'s diagnostics for the cards ``0 .. n``; with ``jobs`` of 2
    or more and ``SPLIT_FROM`` cards, the upper half in a forked child."""
    if jobs < 2 or n < SPLIT_FROM or fork_method() is None:
        yield from walk(0, n)
        return
    mid = n // 2
    read_end, write_end = os.pipe()
    gc.freeze()  # the child's collector leaves the parent's objects (and pages) alone
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child; its work is compared in the tests
        _child(walk, mid, n, read_end, write_end)
    gc.unfreeze()
    os.close(write_end)
    got: bytes | None = None
    try:
        yield from walk(0, mid)
        with os.fdopen(read_end, "rb") as pipe:
            got = pipe.read()
    finally:
        if got is None:  # stopped early (an error, Ctrl-C): the child's work is not wanted
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        _pid, status = os.waitpid(pid, 0)
    try:
        upper = pickle.loads(got) if status == 0 and got else None  # noqa: S301 - our own child's
    except (pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError):
        upper = None
    yield from upper if isinstance(upper, list) else walk(mid, n)


def _child(
    walk: Callable[[int, int], Iterable[Diagnostic]], start: int, stop: int, read_end: int, write_end: int
) -> None:
    code = 1
    try:
        os.close(read_end)
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent answers Ctrl-C, and kills us
        data = pickle.dumps(list(walk(start, stop)))
        with os.fdopen(write_end, "wb") as pipe:
            pipe.write(data)
        code = 0
    finally:
        os._exit(code)  # never back into the parent's code (its stack, atexit, buffers)
