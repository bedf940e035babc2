"""Hashes of what nrprint is made of: its own code and fonts (``code_hash``), one file
(``file_hash``), the templates folder and a whole folder of content.

Lower layers need these before the model loads (the YAML cache keys its entries by the
code, the fonts' metrics are keyed by their file's hash, whole answers by the folder).
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path

from nrprint import __version__
from nrprint.disk.paths import PACKAGE, default_dir


def hash_tree(h: hashlib._Hash, root: Path, base: Path) -> None:
    files = [root] if root.is_file() else []
    if root.is_dir():
        files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in files:
        h.update(str(path.relative_to(base)).encode())
        with path.open("rb") as handle:  # a piece at a time: a big deck is never held whole
            for chunk in iter(lambda handle=handle: handle.read(1 << 20), b""):
                h.update(chunk)


# blake2b of each code and font file, as ``code_hash`` read it (path -> hex digest):
# ``nrprint.render.fonts`` keys the fonts' metrics by their file's hash, and every
# drawing process would otherwise read and hash the four font files (2.5 MB) again.
FILE_HASHES: dict[str, str] = {}


@cache
def code_hash() -> str:
    """The package's own code and fonts: a change to the renderer rebuilds everything."""
    # blake2b: twice sha256's speed here, and every check and build pays for this hash
    # (2.5 MB of fonts) before it can answer from the cache.
    # os.walk, not rglob: no stat of every compiled file (0.02 s of each run).
    h = hashlib.blake2b(__version__.encode())
    found = []
    for folder, subs, files in os.walk(PACKAGE):
        subs[:] = [d for d in subs if d != "__pycache__"]
        found += [os.path.join(folder, f) for f in files if f.endswith((".py", ".ttf"))]
    for path in sorted(found):
        with open(path, "rb") as f:
            FILE_HASHES[path] = digest = hashlib.blake2b(f.read(), digest_size=16).hexdigest()
        h.update(os.path.relpath(path, PACKAGE).encode())
        h.update(digest.encode())
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
