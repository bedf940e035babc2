"""SIGINT and SIGTERM as an exception the command line words, and a window in which
they wait.

The rule: a signal stops a build where it is, except inside :func:`deferred` (the
commit of a build's files), where it is held until the window ends; the exception then
says the new outputs are in place (``committed``). ``nrprint`` exits 130 after SIGINT
and 143 after SIGTERM.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_held: list[int] = []
_deferring = False


class Interrupted(KeyboardInterrupt):
    """The command was stopped by ``signum``; ``committed``: after the new outputs were
    in place."""

    def __init__(self, signum: int = signal.SIGINT, committed: bool = False) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum, self.committed = signum, committed

    @property
    def exit_code(self) -> int:
        return 128 + self.signum


def _handler(signum: int, _frame: FrameType | None) -> None:
    if _deferring:
        _held.append(signum)
        return
    raise Interrupted(signum)


@contextmanager
def handled() -> Iterator[None]:
    """SIGINT and SIGTERM raise :class:`Interrupted` while inside (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {s: signal.signal(s, _handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, h in before.items():
            signal.signal(s, h)


@contextmanager
def deferred() -> Iterator[None]:
    """Hold SIGINT and SIGTERM until the block ends, then raise (``committed``)."""
    global _deferring
    _deferring, was = True, _deferring
    try:
        yield
    finally:
        _deferring = was
    if _held and not was:
        signum = _held[0]
        _held.clear()
        raise Interrupted(signum, committed=True)
