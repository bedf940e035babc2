"""Fixtures for The Big Sell-Out tests: a scratch copy of only the multiplayer content."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import CONTENT

DOMAINS = {"multiplayer", "multiplayer-houserules"}


@pytest.fixture
def mp_content(tmp_path: Path) -> Path:
    """``<tmp>/content/multiplayer/{rules,houserules}.yaml``, nothing else."""
    dst = tmp_path / "content"
    shutil.copytree(CONTENT / "multiplayer", dst / "multiplayer")
    return dst


def mp_check(root: Path):
    """Load the multiplayer domains of ``root`` and run their checks (only theirs)."""
    from nrprint.checks.registry import run_checks
    from nrprint.model.project import Project

    project = Project(root, display_path="content")
    diags = run_checks(project, only_domains=set(DOMAINS))
    return [d for d in diags if d.path.startswith("content/multiplayer/")]


def loaded(root: Path):
    """The two domain objects of ``root`` (rules, house rules)."""
    from nrprint.model.project import Project

    project = Project(root, display_path="content")
    return project.get("multiplayer"), project.get("multiplayer-houserules")


def build_mp(root: Path) -> Path:
    """Build the cards and the overview from ``root/content`` into ``root/out`` (asserting
    the build succeeds) and return ``root/out``."""
    from tests.conftest import run_cli

    args = ["build", "multiplayer-cards", "multiplayer-overview", "-q"]
    res = run_cli(*args, "--content", str(root / "content"), "--out", str(root / "out"))
    assert res.code == 0, res.err
    return root / "out"
