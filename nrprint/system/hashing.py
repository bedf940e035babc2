"""Hashes of what nrprint is made of: its own code and fonts (``code_hash``), one file
(``file_hash``), the templates folder and a whole folder of content.

Lower layers need these before the model loads (the YAML cache keys its entries by the
code, the fonts' metrics are keyed by their file's hash, whole answers by the folder).
"""

from __future__ import annotations

import hashlib
import os
from functools import cache, partial
from pathlib import Path

from nrprint import __version__
from nrprint.system import cache as disk_cache
from nrprint.system.paths import PACKAGE, default_dir


def hash_tree(h: hashlib._Hash, root: Path, base: Path) -> None:
    files = [root] if root.is_file() else []
    if root.is_dir():
        files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in files:
        h.update(str(path.relative_to(base)).encode())
        with path.open("rb") as handle:  # a piece at a time: a big deck is never held whole
            for chunk in iter(partial(handle.read, 1 << 20), b""):
                h.update(chunk)


# blake2b of the font files (and, when ``code_hash`` read the package, of each code
# file), path -> hex digest: ``nrprint.render.fonts`` keys the fonts' metrics by their
# file's hash, and every drawing process would otherwise read and hash the four font
# files again.
FILE_HASHES: dict[str, str] = {}


@cache
def code_hash() -> str:
    """The package's own code and fonts: a change to the renderer rebuilds everything.

    Read once per version of the files: the answer is kept in the cache's ``code`` bucket
    under the size and modification time (to the nanosecond) of every file, the rule
    Python's own bytecode cache follows with whole seconds. Finding the answer (a walk,
    a stat of each file, one small bucket) costs every build and check a fraction of
    reading and hashing every file."""
    found = []
    # os.walk, not rglob: no stat of every compiled file (every run walks the package).
    for folder, subs, files in os.walk(PACKAGE):
        subs[:] = [d for d in subs if d != "__pycache__"]
        found += [os.path.join(folder, f) for f in files if f.endswith((".py", ".ttf"))]
    found.sort()
    store = disk_cache.bucket("code")
    if store is not None:
        stamps = [
            (os.path.relpath(p, PACKAGE), st.st_size, st.st_mtime_ns) for p in found for st in [os.stat(p)]
        ]
        key = disk_cache.digest("code", __version__, stamps)
        known = store.get(key)
        if isinstance(known, dict) and isinstance(known.get("fonts"), dict):
            FILE_HASHES.update({os.path.join(PACKAGE, rel): d for rel, d in known["fonts"].items()})
            return str(known["hash"])
    # blake2b: twice sha256's speed here.
    h = hashlib.blake2b(__version__.encode())
    for path in found:
        with open(path, "rb") as f:
            FILE_HASHES[path] = digest = hashlib.blake2b(f.read(), digest_size=16).hexdigest()
        h.update(os.path.relpath(path, PACKAGE).encode())
        h.update(digest.encode())
    fonts = {os.path.relpath(p, PACKAGE): FILE_HASHES[p] for p in found if p.endswith(".ttf")}
    if store is not None:
        store.put(key, {"hash": h.hexdigest(), "fonts": fonts})
    return h.hexdigest()


def file_hash(path: Path) -> str:
    """blake2b (16 bytes, hex) of a file's bytes; read again only if ``code_hash`` has
    not read it in this process."""
    known = FILE_HASHES.get(str(path))
    return known or hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()


def templates_hash() -> str:
    h = hashlib.sha256()
    hash_tree(h, default_dir(), default_dir())
    return h.hexdigest()


def folder_fingerprint(root: Path) -> str:
    """``project_fingerprint`` from the content folder alone (no model needed)."""
    h = hashlib.sha256()
    hash_tree(h, root, root)
    h.update(templates_hash().encode())
    h.update(code_hash().encode())
    return h.hexdigest()
