"""Answers for whole commands whose inputs have not changed, found before the model loads.

Importing the model and its checks costs more than the rest of a warm run
("whole-command answers", bench/README.md).
When the content folder, the templates and the code hash exactly as they did at the end
of an earlier run (``nrprint.system.hashing.folder_fingerprint``: every file's bytes), the
earlier answer is the answer:

- ``check``: the same diagnostics;
- ``build``: nothing to do, provided every output the manifest lists (and the manifest
  itself) is still the file that build left (same size and modification time).

Entries live in the ``runs`` bucket of ``nrprint.system.cache``; ``--no-cache`` skips them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from nrprint.diagnostics import Diagnostic, decode, encode
from nrprint.system import cache

BUCKET = "runs"


def _inputs(root: Path, display_path: str) -> list[str]:
    from nrprint.system.hashing import code_hash, folder_fingerprint, templates_hash

    return [folder_fingerprint(root), templates_hash(), code_hash(), display_path]


def check_key(root: Path, display_path: str, langs: str | None = None, strict: bool = False) -> str:
    return cache.digest("check", *_inputs(root, display_path), langs, strict)


def cached_check(key: str) -> list[Diagnostic] | None:
    store = cache.bucket(BUCKET)
    rows = store.get(key) if store is not None else None
    try:
        return decode(rows) if isinstance(rows, list) else None
    except (TypeError, ValueError):
        return None


def remember_check(key: str, diags: list[Diagnostic]) -> None:
    store = cache.bucket(BUCKET)
    if store is not None:
        store.put(key, encode(diags))


def build_key(asked: dict[str, object], targets: list[str], out: Path, root: Path, display_path: str) -> str:
    """``asked``: what the outputs depend on besides the files (the build's options, as JSON)."""
    return cache.digest("build", *_inputs(root, display_path), asked, sorted(targets), str(out.resolve()))


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def cached_build(key: str) -> dict[str, Any] | None:
    """The earlier build's summary when it is still exactly what is on disk."""
    store = cache.bucket(BUCKET)
    entry = store.get(key) if store is not None else None
    if not isinstance(entry, dict) or not isinstance(entry.get("files"), dict):
        return None
    for path, stamp in entry["files"].items():
        if _stamp(Path(path)) != stamp:
            return None
        if Path(path).name == "manifest.json" and (Path(path).parent / ".staging").exists():
            return None  # an interrupted build: the build proper finishes or discards it
    return entry


def build_diagnostics(entry: dict[str, Any]) -> list[Diagnostic]:
    """The warnings and notes the remembered build reported (said again: the same
    content gets the same diagnostics, answered from here or not)."""
    try:
        return decode(entry.get("diagnostics", []))
    except (TypeError, ValueError):
        return []


def remember_build(
    key: str, out: Path, targets: int, skipped: list[str], note: str = "", diags: Iterable[Diagnostic] = ()
) -> None:
    """After a successful build: the manifest and every file it lists, as they are now,
    and what the build said."""
    import json

    store = cache.bucket(BUCKET)
    if store is None:
        return
    manifest = out / "manifest.json"
    try:
        listed = json.loads(manifest.read_text(encoding="utf-8")).get("files", {})
    except (OSError, ValueError, AttributeError):
        return
    files = {str(p.resolve()): _stamp(p) for p in [manifest, *(out / rel for rel in listed)]}
    if None not in files.values():
        store.put(
            key,
            {
                "files": files,
                "targets": targets,
                "skipped": skipped,
                "note": note,
                "diagnostics": encode(diags),
            },
        )
