"""Step 2 of the build: answer from the cache. A target whose outputs are still the
files the manifest recorded with the same fingerprint needs no drawing (``--force``
draws every one again)."""

from __future__ import annotations

from pathlib import Path

from nrprint.documents.registry import Target
from nrprint.pipeline.manifest import Manifest
from nrprint.render.outputs import BuildOptions


def stale_targets(
    manifest: Manifest,
    targets: list[Target],
    prints: dict[str, str],
    options: BuildOptions,
    out_dir: Path,
    force: bool,
) -> list[Target]:
    """The targets whose outputs must be drawn again."""
    return [
        t for t in targets if force or not manifest.fresh(t.manifest_key(options), prints[t.name], out_dir)
    ]
