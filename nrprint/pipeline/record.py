"""Step 5 of the build: record. The manifest keeps, for each target drawn, its
fingerprint, the content it was made from and every file it wrote, and the key of the
last full check; the next build answers from it (step 2). The files are read where they
were drawn (``drawn_dir``, the staging folder); ``commit`` saves the manifest."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nrprint.documents.registry import Target
from nrprint.model.project import Project, content_hash
from nrprint.pipeline.manifest import Manifest
from nrprint.render.outputs import BuildOptions, Output


def record(
    manifest: Manifest,
    project: Project,
    drawn: dict[str, list[Output]],
    targets: list[Target],
    prints: dict[str, str],
    options: BuildOptions,
    drawn_dir: Path,
    known: dict[str, dict[str, Any]],
    everything: str,
) -> None:
    for t in targets:
        files = [(o.relpath, drawn_dir / o.relpath) for o in drawn[t.name]]
        manifest.record(
            t.manifest_key(options), prints[t.name], content_hash(project, t.domains), files, known
        )
    if everything:
        manifest.checked = everything
