"""Exclusive locks on an open file, on POSIX (``flock``) and on Windows (``msvcrt``).

The cache's buckets and the output folder are shared by every nrprint process that
runs on the same content; a lock held on a small file beside them serialises writers.
A lock ends with its file's handle, so a killed process never leaves one behind.
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
