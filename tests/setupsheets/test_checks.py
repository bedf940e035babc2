"""The setup-sheet rules-model checks fire on broken content and pass on the shipped one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.project import Project, discover
from nrprint.setupsheets import checks as sheet_checks
from nrprint.setupsheets import template
from nrprint.setupsheets.template import Item, Page, Row

from .conftest import CONTENT

DOMAINS = {"setup-sheets", "terms"}


@pytest.fixture(autouse=True)
def _registered():
    discover()


def content_copy(tmp_path: Path, edit=None) -> Path:
    for name in ("setup-sheets.yaml", "terms.yaml"):
        shutil.copy(CONTENT / name, tmp_path / name)
    if edit:
        path = tmp_path / "setup-sheets.yaml"
        path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    return tmp_path


def codes(folder: Path) -> list[tuple[str, int]]:
    return [(d.code, d.line) for d in run_checks(Project(folder, "c"), only_domains=DOMAINS)]


def line_of(folder: Path, fragment: str) -> int:
    lines = (folder / "setup-sheets.yaml").read_text(encoding="utf-8").splitlines()
    return next(i for i, ln in enumerate(lines, 1) if fragment in ln)


def test_shipped_content_passes():
    found = run_checks(Project(CONTENT, "content"), only_domains=DOMAINS)
    assert [d for d in found if d.severity == "error"] == []


def test_missing_zone_label_fires(tmp_path):
    folder = content_copy(tmp_path, lambda s: s.replace("  corp-score:\n", "  corp-scored:\n"))
    found = [f for f in codes(folder) if f[0] == "SHEET001"]
    assert found == [("SHEET001", line_of(folder, "  corp-archives:"))]  # the zones mapping


def test_unknown_term_fires_at_its_line(tmp_path):
    folder = content_copy(tmp_path, lambda s: s.replace('"[[Credit]] pool"', '"[[Money]] pool"', 1))
    assert ("SHEET002", line_of(folder, "[[Money]]")) in codes(folder)


def test_geometry_fires_on_a_broken_layout(tmp_path, monkeypatch):
    tpl = template.load()
    bad_page = Page(rows=[Row(items=[Item(zone=z, kind="card") for z in ("st", "ice", "op", "re")])])
    sheet = tpl.sheets["automa-corp"].model_copy(update={"pages": [bad_page]})
    broken = tpl.model_copy(update={"sheets": {**tpl.sheets, "automa-corp": sheet}})
    monkeypatch.setattr(
        sheet_checks, "default", lambda paper="a4": broken if paper == "a4" else template.default(paper)
    )
    found = run_checks(Project(content_copy(tmp_path), "c"), only_domains=DOMAINS)
    geo = [d for d in found if d.code == "SHEET003"]
    assert geo and all(d.path == "templates/setup-sheets.yaml" for d in geo)
    assert any("overlaps" in d.message for d in geo)
