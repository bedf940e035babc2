from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import CONTENT, run_cli


def build(out: Path, *args: str) -> None:
    res = run_cli("build", *args, "--lang", "en", "--content", str(CONTENT), "--out", str(out), "-q")
    assert res.code == 0, res.err


@pytest.fixture(scope="session")
def decks_png(tmp_path_factory) -> Path:
    """Two decks as images, 300 dpi with 3 mm bleed, and the same decks as single-card PDFs."""
    out = tmp_path_factory.mktemp("png")
    build(out, "automa-behaviour", "automa-corp", "--format", "png", "--bleed", "3")
    build(out, "automa-behaviour", "automa-corp", "--layout", "single", "--bleed", "3")
    return out
