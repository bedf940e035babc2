"""Exclusive locks on an open file, on POSIX (``flock``) and on Windows (``msvcrt``).

The cache's buckets and the output folder are shared by every nrprint process that
runs on the same content; a lock held on a small file beside them serialises writers.
A lock ends with its file's handle, so a killed process never leaves one behind.

``lock`` (``flock``) belongs to the open file, which a forked child shares: a child that
outlives its parent keeps it. ``lock_process`` (a POSIX record lock) belongs to the
process alone: a fork does not inherit it, and it ends when the process dies, whatever
its children do. The output folder's lock is a process lock for that reason (the build
forks its drawing workers while it holds it).
"""

from __future__ import annotations

import sys
from typing import IO

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def lock(handle: IO[str], wait: bool = True) -> bool:
        """Take the lock; without ``wait``, False when another process holds it."""
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
        except OSError:
            if wait:
                raise
            return False
        return True

    def unlock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

    lock_process, unlock_process = lock, unlock  # Windows has no fork: the same lock

else:
    import fcntl

    def lock(handle: IO[str], wait: bool = True) -> bool:
        """Take the lock; without ``wait``, False when another process holds it."""
        try:
            fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def unlock(handle: IO[str]) -> None:
        fcntl.flock(handle, fcntl.LOCK_UN)

    def lock_process(handle: IO[str], wait: bool = True) -> bool:
        """Take the process's lock on the whole file; without ``wait``, False when
        another process holds it. Not inherited by forked children."""
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB, 0, 0, 0)
        except (BlockingIOError, PermissionError):  # EAGAIN or EACCES: held elsewhere
            if wait:
                raise
            return False
        return True

    def unlock_process(handle: IO[str]) -> None:
        fcntl.lockf(handle, fcntl.LOCK_UN, 0, 0, 0)
