"""Cache entries kept one file each, for values a run reads only some of.

A bucket (``nrprint.system.cache``) is one file read whole by every run that uses it: right
for many small entries. Font subsets and content files' data are fewer and bigger, and
a run wants only its own, so each lives in a file of its own under a folder of the
cache (``subsets/``, ``yaml/``), named by its key. A file starts with the blake2b of the
rest: a damaged one reads as missing and is made again, never used. Past ``keep``
files, the older half (by write time) goes, once a process.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path

from nrprint.system import cache

_CHECK = 16  # bytes of blake2b before the body
_pruned: set[str] = set()  # folders pruned by this process


def folder(name: str, create: bool = False) -> Path | None:
    """The cache's folder ``name`` (None when the cache is off)."""
    root = cache.folder(create)
    return None if root is None else root / name


def read(name: str, key: str) -> bytes | None:
    """The body stored under ``key`` in folder ``name``; None if absent or damaged."""
    where = folder(name)
    if where is None:
        return None
    try:
        data = (where / key).read_bytes()
    except OSError:
        return None
    body = data[_CHECK:]
    if len(data) < _CHECK or hashlib.blake2b(body, digest_size=_CHECK).digest() != data[:_CHECK]:
        return None  # damaged: made again and rewritten
    return body


def write(name: str, key: str, body: bytes, keep: int, what: str) -> None:
    """Store ``body`` under ``key`` (atomically); a cache that cannot be written only
    warns (``what`` says what could not be kept)."""
    where = folder(name, create=True)
    if where is None:
        return
    from nrprint.system.atomic import atomic_path

    try:
        _prune(where, keep)
        with atomic_path(where / key) as tmp:
            tmp.write_bytes(hashlib.blake2b(body, digest_size=_CHECK).digest() + body)
    except OSError as exc:
        cache.warn(f"cannot keep {what} in {where} ({exc})")


def _prune(where: Path, keep: int) -> None:
    """Once a process: past ``keep`` files, remove the older half (by write time)."""
    if str(where) in _pruned:
        return
    _pruned.add(str(where))
    try:
        entries = [e for e in os.scandir(where) if e.is_file() and not e.name.startswith(".")]
    except OSError:
        return
    if len(entries) <= keep:
        return
    entries.sort(key=lambda e: e.stat().st_mtime_ns)
    for entry in entries[: len(entries) // 2]:
        with contextlib.suppress(OSError):  # another process pruned it first
            os.unlink(entry.path)
