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


def with_item_height(tpl, sheet: str, page: int, kind: str, height: float):
    """A copy of sheet template ``tpl`` whose ``kind`` items on ``sheet``'s page ``page``
    (0-based) are ``height`` mm tall: a broken fixture for the geometry rules."""
    data = tpl.model_dump()
    for row in data["sheets"][sheet]["pages"][page]["rows"]:
        for item in row["items"]:
            if item["kind"] == kind:
                item["height_mm"] = height
    return type(tpl).model_validate(data)
