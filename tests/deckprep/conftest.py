from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DECKS = REPO / "tests" / "fixtures" / "decklists"


@pytest.fixture
def decks() -> Path:
    return DECKS


@pytest.fixture
def repo() -> Path:
    return REPO
