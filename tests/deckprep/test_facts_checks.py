"""Rules-model checks on content/automa/card-facts.yaml: each fires on a broken file."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.model.domains import discover
from nrprint.model.project import Project

from .conftest import REPO

BROKEN = """version: 1
cards:
  - {name: Hedge Fund, side: corp, type: operation, economy: true}
  - {name: hedge  fund, side: corp, type: operation}
  - {name: Sure Gamble, side: runner, type: event, advancement: 3}
  - {name: Hostile Takeover, side: runner, type: agenda, advancement: 2}
  - {name: Ice Wall, side: corp, type: ice, economy: true}
  - {name: Bad, side: corp, advancement: 40}
"""


@pytest.fixture(autouse=True)
def _registered():
    discover()


def findings(folder: Path) -> list[tuple[str, int]]:
    project = Project(folder, display_path="c")
    return [(d.code, d.line) for d in run_checks(project, only_domains={"card-facts"})]


def test_broken_facts_fire_each_check(tmp_path):
    (tmp_path / "automa").mkdir()
    (tmp_path / "automa" / "card-facts.yaml").write_text(BROKEN, encoding="utf-8")
    found = findings(tmp_path)
    assert ("SCHEMA003", 8) in found  # advancement 40 is out of range: nothing else runs
    (tmp_path / "automa" / "card-facts.yaml").write_text(
        BROKEN.rsplit("  - {name: Bad", 1)[0], encoding="utf-8"
    )
    found = findings(tmp_path)
    assert ("DPF001", 4) in found
    assert ("DPF002", 5) in found
    assert ("DPF003", 6) in found
    assert ("DPF004", 7) in found


def test_shipped_facts_pass():
    project = Project(REPO / "content", display_path="content")
    found = run_checks(project, only_domains={"card-facts"})
    assert [d for d in found if d.code.startswith(("DPF", "SCHEMA", "YAML"))] == []
    assert len(project.get("card-facts").cards) > 50
