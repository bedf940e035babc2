"""A turn-sequence content folder with its languages, and helpers to edit it."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest


@pytest.fixture
def lang_content(turn_content: Path) -> Path:
    """The turn-sequence files and ``languages.yaml``, writable."""
    return turn_content


def tree_hash(root: Path) -> str:
    """One hash of every file under ``root``: proves that nothing was written."""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file():
            h.update(str(p.relative_to(root)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()
