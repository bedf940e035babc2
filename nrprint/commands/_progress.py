"""Progress on a terminal: one line that says a command is still at work.

A command that can run for more than two seconds (a first check, `verify`, an import)
must not look hung. When stderr is a terminal, a line appears after ``AFTER`` seconds
and is rewritten in place (``\\r``) until the command ends, then erased; whatever else
the command prints on stderr first erases it, so the two never mix. A command may say
where it is (``say("12/47 files")``). Nothing is drawn when stderr is a file or a
pipe: logs and tests see exactly what they saw before.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

AFTER = 2.0  # seconds of silence before the line appears
EVERY = 0.5  # seconds between redraws
ERASE = "\r\x1b[K"
_CURRENT: _Line | None = None


class _Line:
    __slots__ = ("label", "status", "visible", "lock", "stream")

    def __init__(self, label: str, stream: TextIO) -> None:
        self.label, self.status, self.visible = label, "", False
        self.lock, self.stream = threading.Lock(), stream

    def draw(self, elapsed: float) -> None:
        with self.lock:
            status = f" {self.status}" if self.status else ""
            self.stream.write(f"{ERASE}nrprint {self.label}: working…{status} ({elapsed:.0f} s)")
            self.stream.flush()
            self.visible = True

    def erase(self) -> None:
        if self.visible:
            self.stream.write(ERASE)
            self.stream.flush()
            self.visible = False


class _Erasing:
    """stderr while the line may be shown: each write erases it first."""

    def __init__(self, line: _Line) -> None:
        self._line = line

    def write(self, text: str) -> int:
        with self._line.lock:
            self._line.erase()
            return self._line.stream.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._line.stream, name)


def say(status: str) -> None:
    """Where the running command is (shown on the progress line, if any)."""
    if _CURRENT is not None:
        _CURRENT.status = status


def _in_child() -> None:
    """A forked drawing worker writes to the real stderr: the line's lock may have been
    held by the thread that drew it, which the child does not have."""
    global _CURRENT
    if _CURRENT is not None:
        sys.stderr, _CURRENT = _CURRENT.stream, None


os.register_at_fork(after_in_child=_in_child)


@contextmanager
def ticking(label: str, stream: Any = None, quiet: bool = False) -> Iterator[None]:
    """Show the progress line for ``label`` while the block runs, if ``stream``
    (default: stderr) is a terminal and not ``quiet`` (`watch` says what it does)."""
    global _CURRENT
    stream = stream if stream is not None else sys.stderr
    isatty = getattr(stream, "isatty", None)
    if quiet or not (isatty and isatty()):
        yield
        return
    line, done = _Line(label, stream), threading.Event()
    start = time.monotonic()

    def tick() -> None:
        if done.wait(AFTER):
            return
        while not done.is_set():
            line.draw(time.monotonic() - start)
            done.wait(EVERY)

    thread = threading.Thread(target=tick, name="nrprint-progress", daemon=True)
    saved, sys.stderr, _CURRENT = sys.stderr, _Erasing(line), line
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()
        sys.stderr, _CURRENT = saved, None
        with line.lock:
            line.erase()
