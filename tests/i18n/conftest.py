"""A turn-sequence content folder with its languages, and helpers to edit it."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from tests.conftest import CONTENT, TURN_FILES


@pytest.fixture
def lang_content(tmp_path: Path) -> Path:
    """The turn-sequence files and ``languages.yaml``, writable."""
    dst = tmp_path / "content"
    dst.mkdir()
    for name in (*TURN_FILES, "languages.yaml"):
        shutil.copy(CONTENT / name, dst / name)
    return dst


def tree_hash(root: Path) -> str:
    """One hash of every file under ``root``: proves that nothing was written."""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file():
            h.update(str(p.relative_to(root)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()
