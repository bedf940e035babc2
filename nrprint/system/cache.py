"""The on-disk cache: results that depend only on their inputs, kept between runs.

Like ruff's and mypy's, the folder (``.nrprint-cache/`` beside the content folder, or
``$NRPRINT_CACHE_DIR``) is safe to delete at any time and ignores itself in git. It
holds a few *buckets*, each a file of ``key -> value`` lines: the keys are content
hashes of everything the value depends on, so a stale entry is never read, it is only
never asked for again. Each file starts with a header (format, nrprint version, a
checksum of the body): a foreign file (another version) is ignored quietly, a damaged
one is ignored with a warning; both are rewritten on the next save.

Each line is ``key<TAB>value`` with the value in JSON, decoded only when asked for: a
run reads a few hundred of the ``textfit`` bucket's thousands of layouts, and splitting
the file into lines costs a run far less than parsing it as one JSON document. JSON rather than pickle: reading a cache must never run code someone put there.

Two processes may save at once: each takes the bucket's lock, merges its entries into
what is on disk, and renames a complete file into place, so nobody reads half a file
and no process's entries are lost. ``NRPRINT_NO_CACHE=1`` or ``--no-cache`` turn the
whole cache off (every run is then a cold run).
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from nrprint import __version__
from nrprint.system import locks
from nrprint.system.paths import SHIPPED

FORMAT = 2  # 2: one entry per line, values decoded on demand
MAGIC = "nrprint-cache"
DEFAULT_NAME = ".nrprint-cache"
# Entries kept per bucket; beyond it the ones this run did not use go first, oldest
# first. Every run reads its buckets whole, so the buckets that gain an entry per edit
# (a whole check's answer, a build's file list) keep only their recent history.
MAX_ENTRIES = 50_000
LIMITS = {"runs": 64, "checks": 4_000, "textfit": 20_000, "code": 16}
# Entries one run adds to a bucket, held in memory until it saves: a big deck of unique
# strings would otherwise keep every layout it made on its first build, and memory is meant not to grow with the number of cards.
MAX_ADDED = 8_192

_folder: Path | None = None
_buckets: dict[str, Bucket] = {}


def configure(folder: Path | None) -> None:
    """Use ``folder`` for this process (None: no cache). Saves what the previous folder held."""
    global _folder
    save_all()
    _buckets.clear()
    _folder = None if folder is None or os.environ.get("NRPRINT_NO_CACHE") else folder


def folder_for(content: Path) -> Path:
    """``$NRPRINT_CACHE_DIR``; else ``.nrprint-cache`` beside the content folder, when the
    user can write there and the content is not the copy inside the installed package;
    else a folder of the user's cache (platformdirs), one per content folder."""
    env = os.environ.get("NRPRINT_CACHE_DIR")
    if env:
        return Path(env)
    root = content.resolve()
    if not root.is_relative_to(SHIPPED) and os.access(root.parent, os.W_OK):
        return root.parent / DEFAULT_NAME
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("nrprint")) / hashlib.sha256(str(root).encode()).hexdigest()[:12]


def enabled() -> bool:
    return _folder is not None


def folder(create: bool = False) -> Path | None:
    """The configured cache folder (None when off), for stores that are not buckets;
    ``create`` makes it as a bucket's save would (with its .gitignore and CACHEDIR.TAG)."""
    if create and _folder is not None:
        _prepare(_folder)
    return _folder


def bucket(name: str) -> Bucket | None:
    """The named bucket of the configured cache, loaded on first use; None when off."""
    if _folder is None:
        return None
    if name not in _buckets:
        _buckets[name] = Bucket(_folder / f"{name}.json")
    return _buckets[name]


def save_all() -> None:
    for b in _buckets.values():
        b.save()


atexit.register(save_all)  # forked render workers leave through os._exit: they never save


def digest(*parts: object) -> str:
    """A short, stable key for any JSON-able parts."""
    text = json.dumps(parts, ensure_ascii=False, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def warn(message: str) -> None:
    print(f"nrprint: warning: {message}", file=sys.stderr)


class Bucket:
    """One file of entries; read once, written back (merged) if anything was added."""

    def __init__(self, path: Path):
        self.path = path
        self.stamp = _stamp(path)  # before reading: a later save by another process differs
        self.raw: dict[str, bytes] = _read(path)  # key -> the value's JSON, not decoded yet
        self.added: dict[str, Any] = {}
        self.used: set[str] = set()

    @property
    def entries(self) -> dict[str, Any]:
        """Every entry on disk, decoded (for tests and tools; runs use ``get``)."""
        return {k: json.loads(v) for k, v in self.raw.items()}

    def get(self, key: str) -> Any:
        if key in self.added:
            return self.added[key]
        raw = self.raw.get(key)
        if raw is None:
            return None
        try:
            value = _decode(raw.decode())  # json.loads would first guess the bytes' encoding
        except ValueError:  # the checksum held, so only a hand-made file gets here
            return None
        self.used.add(key)
        return value

    def put(self, key: str, value: Any) -> None:
        if len(self.added) < MAX_ADDED or key in self.added:
            self.added[key] = value

    def save(self) -> None:
        if not self.added:
            return
        added = {k: _dumps(v) for k, v in self.added.items()}
        try:
            _prepare(self.path.parent)
            with (self.path.parent / f".{self.path.stem}.lock").open("a") as lock:
                locks.lock(lock)
                if self.stamp is not None and _stamp(self.path) == self.stamp:
                    merged = dict(self.raw)  # nobody saved since it was read
                else:
                    merged = _read(self.path, quiet=True)  # what other processes saved meanwhile
                merged.update(added)
                limit = LIMITS.get(self.path.stem, MAX_ENTRIES)
                if len(merged) > limit:
                    keep = self.used | set(self.added)
                    recent = [k for k in reversed(merged) if k not in keep][: max(0, limit - len(keep))]
                    keep |= set(recent)
                    merged = {k: v for k, v in merged.items() if k in keep}
                _write_raw(self.path, merged)
                self.stamp = _stamp(self.path)
                # What is on disk now: the next save with the same stamp writes ``raw``
                # whole, and must not drop what other processes saved before this one.
                self.raw = merged
        except OSError as exc:  # a read-only checkout still works, only slower next time
            warn(f"cannot write the cache {self.path}: {exc.strerror or exc}")
            self.raw.update(added)
        self.added = {}


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """Which version of the file is there (rewritten files are renamed into place)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def _prepare(folder: Path) -> None:
    if folder.is_dir():
        return
    folder.mkdir(parents=True, exist_ok=True)
    (folder / ".gitignore").write_text("# Created by nrprint; safe to delete.\n*\n", encoding="utf-8")
    (folder / "CACHEDIR.TAG").write_text(
        "Signature: 8a477f597d28d172789f06886806bc55\n# nrprint's cache: safe to delete.\n",
        encoding="utf-8",
    )


def _read(path: Path, quiet: bool = False) -> dict[str, bytes]:
    """Each entry's key and its value's JSON (undecoded), or {} for a missing or bad file."""
    try:
        raw = path.read_bytes()
    except OSError:
        return {}
    head, _, body = raw.partition(b"\n")
    try:
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("magic") != MAGIC:
            raise ValueError("not an nrprint cache file")
        if header.get("format") != FORMAT or header.get("nrprint") != __version__:
            return {}  # another version's cache: rebuilt quietly
        if header.get("blake2b") != hashlib.blake2b(body, digest_size=16).hexdigest():
            raise ValueError("checksum mismatch")
        entries: dict[str, bytes] = {}
        for line in body.split(b"\n") if body else ():
            key, tab, value = line.partition(b"\t")
            if not tab:
                raise ValueError("a line without a value")
            entries[json.loads(key) if key[:1] == b'"' else key.decode()] = value
        return entries
    except (ValueError, UnicodeDecodeError) as exc:
        if not quiet:
            warn(f"cache file {path} is damaged ({exc}); rebuilding it")
        return {}


_decode = json.JSONDecoder().decode  # values are written in UTF-8 (``_dumps``)
# One encoder for every value (json.dumps with options builds a new one per call).
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _dumps(value: Any) -> bytes:
    # JSON never holds a raw newline or tab (they are escaped), so a value stays on its line.
    return _encode(value).encode()


def _key(key: str) -> bytes:
    plain = "\t" not in key and "\n" not in key and not key.startswith('"')
    return key.encode() if plain else json.dumps(key).encode()


def _write(path: Path, entries: dict[str, Any]) -> None:
    """Write decoded entries (what tests and tools hold)."""
    _write_raw(path, {k: _dumps(v) for k, v in entries.items()})


def _write_raw(path: Path, entries: dict[str, bytes]) -> None:
    from nrprint.system.atomic import atomic_path

    body = b"\n".join(_key(k) + b"\t" + v for k, v in entries.items())
    header = {
        "magic": MAGIC,
        "format": FORMAT,
        "nrprint": __version__,
        "blake2b": hashlib.blake2b(body, digest_size=16).hexdigest(),
    }
    with atomic_path(path) as tmp:
        tmp.write_bytes(json.dumps(header).encode() + b"\n" + body)
