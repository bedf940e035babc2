"""Fixtures for the rulings tests: the seed list, its import, a content folder, the PDF.

The rulings list is the list's own text, so it is never copied into the repository: the
tests read it from ../shared/seeds/ beside the checkout and skip when it is absent.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.rulings.importer import ImportResult, import_list
from nrprint.rulings.source import read_source
from nrprint.rulings.writer import write

SEEDS = Path(__file__).resolve().parents[2] / ".." / "shared" / "seeds"
SEED = SEEDS / "002_574b36660af46fce.txt"


@pytest.fixture(scope="session")
def seed_path() -> Path:
    if not SEED.is_file():
        pytest.skip(f"needs your copy of the rulings list v1.70 at {SEED}")
    return SEED.resolve()


@pytest.fixture(scope="session")
def seed_lines(seed_path: Path) -> list[str]:
    return seed_path.read_text(encoding="utf-8").split("\n")


@pytest.fixture(scope="session")
def imported(seed_path: Path) -> ImportResult:
    return import_list(read_source(seed_path))


@pytest.fixture(scope="session")
def content_dir(tmp_path_factory: pytest.TempPathFactory, imported: ImportResult) -> Path:
    root = tmp_path_factory.mktemp("content")
    write(root, imported.data)
    return root


@pytest.fixture(scope="session")
def doc(content_dir: Path):
    discover()
    project = Project(content_dir, display_path="content")
    loaded = project.get("rulings")
    assert loaded is not None, project.load_diagnostics
    return loaded


@pytest.fixture(scope="session")
def pdf_path(tmp_path_factory: pytest.TempPathFactory, doc) -> Path:
    from nrprint.documents.rulings import render

    out = tmp_path_factory.mktemp("pdf") / "rulings.pdf"
    render(doc, out)
    return out
