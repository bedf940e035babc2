"""Shared helpers: a content folder with the shipped Automa reference and a deck (the cards'
words then come from the shipped glossary)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from nrprint.model.domains import discover
from nrprint.model.project import Project

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXPECT = re.compile(r"#\s*expect:\s*([A-Z0-9]+)")

discover()


def make_content(tmp: Path, decks: list[Path] | None = None) -> Path:
    """A content folder holding only the Automa files (and the given deck files)."""
    auto = tmp / "content" / "automa"
    (auto / "decks").mkdir(parents=True)
    # The cards' words come from the shipped glossary (a folder without its own).
    shutil.copy(CONTENT / "automa" / "reference.yaml", auto / "reference.yaml")
    for deck in decks if decks is not None else sorted((CONTENT / "automa" / "decks").glob("*.yaml")):
        shutil.copy(deck, auto / "decks" / deck.name)
    if decks is not None:
        # The broken fixtures are written in English and French: declare just those, so
        # each shows its own finding (the shipped glossary's German is then unchecked).
        (tmp / "content" / "languages.yaml").write_text(FIXTURE_LANGUAGES, encoding="utf-8")
    return tmp / "content"


FIXTURE_LANGUAGES = """\
languages:
  - {tag: en, name: English}
  - {tag: fr, name: Français}
"""


def expected(fixture: Path) -> list[tuple[int, str]]:
    """(line, code) pairs marked ``# expect: CODE`` in a fixture."""
    out = []
    for n, line in enumerate(fixture.read_text(encoding="utf-8").splitlines(), 1):
        m = EXPECT.search(line)
        if m:
            out.append((n, m.group(1)))
    return out


@pytest.fixture
def shipped(tmp_path: Path) -> Project:
    return Project(make_content(tmp_path), display_path="content")
