"""All-or-nothing output: draw into a staging folder, then commit by renames, the
manifest last.

The rule: whatever stops a build (a signal, a kill, a full disk, a drawer's crash), the
output folder holds the previous build or the new one, with the manifest that describes
it, once :func:`recover` has run (every build and ``nrprint verify`` run it first, under
the output folder's lock).

- Every output is drawn under ``OUT/.staging/`` (the same disk, so renames are atomic);
  the previous files are not touched while drawing.
- The commit point is ``.staging/manifest.json``: written (atomically) only once every
  staged file is complete, and listing every file of the new build.
- Commit: each staged file the new manifest lists is renamed over its place, then the
  staged manifest over ``manifest.json``, then the staging folder is removed.
- Recovery: a staging folder holding a manifest is rolled forward (what is left of it
  renamed into place, then the manifest); one without a manifest is removed: nothing
  outside it was touched.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from nrprint.pipeline.manifest import NAME, Manifest
from nrprint.system.confine import inside

STAGING = ".staging"


def staging(out_dir: Path) -> Path:
    return out_dir / STAGING


def begin(out_dir: Path) -> Path:
    """An empty staging folder (call :func:`recover` first)."""
    stage = staging(out_dir)
    stage.mkdir(parents=True, exist_ok=True)
    return stage


def discard(out_dir: Path) -> None:
    """Forget the staged files (before the commit point: nothing else was touched)."""
    stage = staging(out_dir)
    if stage.is_dir() and not (stage / NAME).exists():
        shutil.rmtree(stage, ignore_errors=True)


def committed(out_dir: Path) -> bool:
    """Whether the commit point is written: the new build wins, whatever stops it now."""
    return (staging(out_dir) / NAME).is_file()


def commit(out_dir: Path, manifest: Manifest) -> None:
    """Write the commit point, then move the staged files into place."""
    manifest.save(staging(out_dir))  # atomic: from here on the new build wins
    _roll_forward(out_dir)


def recover(out_dir: Path) -> str:
    """Finish or discard what an interrupted build left: "forward", "back" or ""."""
    stage = staging(out_dir)
    if not stage.is_dir():
        return ""
    if (stage / NAME).is_file():
        _roll_forward(out_dir)
        return "forward"
    shutil.rmtree(stage, ignore_errors=True)
    return "back"


def _roll_forward(out_dir: Path) -> None:
    stage = staging(out_dir)
    staged = Manifest.load(stage)
    for rel in staged.files:
        src = inside(stage, rel)
        if src.is_file():  # not yet moved (a rename is all or nothing)
            dest = inside(out_dir, rel)
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.replace(src, dest)
    os.replace(stage / NAME, out_dir / NAME)
    shutil.rmtree(stage, ignore_errors=True)
