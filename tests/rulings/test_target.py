"""The optional ``rulings`` target: skipped with advice when nothing is imported, built
into output/en/rulings.pdf when it is."""

from __future__ import annotations

import json
from pathlib import Path

from nrprint.cli import main
from nrprint.documents.registry import TARGETS
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.pipeline.run import run
from nrprint.render.outputs import BuildOptions


def test_list_says_how_to_enable(tmp_path: Path, capsys):
    (tmp_path / "content").mkdir()
    assert main(["list", "--content", str(tmp_path / "content"), "--json"]) == 0
    rows = {r["target"]: r for r in json.loads(capsys.readouterr().out)["targets"]}
    row = rows["rulings"]
    assert row["available"] is False and "nrprint import rulings PATH" in row["how_to_enable"]
    assert TARGETS["rulings"].optional


def test_build_writes_english_pdf_only(content_dir: Path, tmp_path: Path):
    discover()
    project = Project(content_dir, display_path="content")
    result = run(project, tmp_path / "out", ["rulings"], BuildOptions(langs=("en", "fr")))
    assert result.ok, result.diagnostics
    assert [p.relative_to(tmp_path / "out").as_posix() for p in result.written] == ["en/rulings.pdf"]
    assert (tmp_path / "out" / "en" / "rulings.pdf").read_bytes().startswith(b"%PDF")
    french_only = run(Project(content_dir), tmp_path / "fr", ["rulings"], BuildOptions(langs=("fr",)))
    assert french_only.written == []


def test_build_skips_when_absent(tmp_path: Path):
    discover()
    (tmp_path / "content").mkdir()
    project = Project(tmp_path / "content")
    everything = run(project, tmp_path / "out", [], BuildOptions())
    assert "rulings" in everything.skipped and not (tmp_path / "out" / "en" / "rulings.pdf").exists()
    named = run(project, tmp_path / "out", ["rulings"], BuildOptions())
    assert not named.ok and named.written == []
    assert any(d.code == "IO006" and "nrprint import rulings PATH" in d.message for d in named.diagnostics)
