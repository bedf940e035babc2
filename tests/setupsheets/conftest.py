from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.cli import main

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Path:
    """Build the setup sheets once (every language, A4, Android edition) for the PDF tests."""
    out = tmp_path_factory.mktemp("sheets")
    rc = main(["build", "setup-sheets", "--content", str(CONTENT), "--out", str(out), "-q"])
    assert rc == 0
    return out
