"""Fingerprints of what a target is built from: content, templates, fonts, code, options.

Two builds with the same fingerprint make the same bytes, so a target whose outputs
still match the manifest's fingerprint needs no rendering.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint import __version__
from nrprint.disk.paths import PACKAGE, default_dir

if TYPE_CHECKING:  # the tree hashes serve fast paths that run before the model is imported
    from nrprint.documents.registry import BuildOptions, Target
    from nrprint.model.project import Project
# Options that change no byte of any output.
NEUTRAL_OPTIONS = {
    *("content", "out", "quiet", "jobs", "run", "targets", "force", "command", "lang"),
    *("no_cache", "discovers", "serve", "host", "port", "public"),  # how the command runs
}


def _hash_tree(h: hashlib._Hash, root: Path, base: Path) -> None:
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


def content_hash(project: Project, domains: tuple[str, ...]) -> str:
    from nrprint.model.project import DOMAINS

    h = hashlib.sha256()
    for name in sorted(domains):
        domain = DOMAINS[name]
        paths = domain.paths or ((domain.file,) if domain.file else ())
        h.update(name.encode())
        if not paths:  # a loader we cannot see into: the whole folder decides
            _hash_tree(h, project.root, project.root)
        for rel in paths:
            _hash_tree(h, project.root / rel, project.root)
    return h.hexdigest()


def templates_hash() -> str:
    h = hashlib.sha256()
    _hash_tree(h, default_dir(), default_dir())
    return h.hexdigest()


def target_fingerprint(
    project: Project, target: Target, options: BuildOptions, templates: str | None = None
) -> str:
    """``templates``: ``templates_hash()`` when the caller has it (a build fingerprints
    a dozen targets at once; hashing the templates folder once saves 2 ms of each)."""
    extra = {k: v for k, v in options.extra.items() if k not in NEUTRAL_OPTIONS and not callable(v)}
    payload = {
        "target": target.name,
        "langs": list(options.langs),
        "paper": options.paper,
        "extra": json.loads(json.dumps(extra, default=str, sort_keys=True)),
        "content": content_hash(project, (*target.domains, *target.uses)),
        "templates": templates or templates_hash(),
        "code": code_hash(),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def project_fingerprint(project: Project) -> str:
    """Everything a full check depends on: the whole content folder, templates, code."""
    return folder_fingerprint(project.root)


def folder_fingerprint(root: Path) -> str:
    """``project_fingerprint`` from the content folder alone (no model needed)."""
    h = hashlib.sha256()
    _hash_tree(h, root, root)
    h.update(templates_hash().encode())
    h.update(code_hash().encode())
    return h.hexdigest()
