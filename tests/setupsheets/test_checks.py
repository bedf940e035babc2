"""The setup-sheet rules-model checks fire on broken content and pass on the shipped one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.checks.rules.sheets import geometry, styles, type_floor, zones
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.setupsheets import template
from nrprint.setupsheets.template import Item, Page, Row

from .conftest import CONTENT, REPO

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
        geometry, "default", lambda paper="a4": broken if paper == "a4" else template.default(paper)
    )
    found = run_checks(Project(content_copy(tmp_path), "c"), only_domains=DOMAINS)
    geo = [d for d in found if d.code == "SHEET003"]
    assert geo and all(d.path == "templates/setup-sheets.yaml" for d in geo)
    assert any("overlaps" in d.message for d in geo)


def _template_line(name: str, fragment: str) -> int:
    lines = (REPO / "templates" / name).read_text(encoding="utf-8").splitlines()
    return next(i for i, ln in enumerate(lines, 1) if fragment in ln and not ln.startswith("#"))


def _with(monkeypatch, a4=None, letter=None) -> None:
    """Make the checks see these templates instead of the shipped ones."""
    chosen = {"a4": a4 or template.default("a4"), "letter": letter or template.default("letter")}
    for rule in (geometry, styles, type_floor, zones):
        monkeypatch.setattr(rule, "default", lambda paper="a4": chosen[paper])


def _found(tmp_path: Path, code: str):
    found = run_checks(Project(content_copy(tmp_path), "c"), only_domains=DOMAINS)
    return [d for d in found if d.code == code]


def test_ink_within_5_mm_of_the_edge_is_an_error(tmp_path, monkeypatch):
    _with(monkeypatch, letter=template.load(paper="letter").model_copy(update={"margin_mm": 5.0}))
    geo = _found(tmp_path, "SHEET003")
    assert geo and all(d.severity == "error" for d in geo)
    assert all(d.path == "templates/setup-sheets-letter.yaml" for d in geo), [d.format() for d in geo]
    assert any(
        "corp page 1 (letter): corp-archives: drawn 4.86 mm from the left edge" in d.message for d in geo
    )


def test_a_card_row_with_no_band_for_its_reminders_is_an_error(tmp_path, monkeypatch):
    """Without band_mm the row has room for the label only: the reminders have nowhere to go."""
    tpl = template.load()
    page = tpl.sheets["corp"].pages[0]
    flat = page.model_copy(
        update={"rows": [page.rows[0].model_copy(update={"band_mm": None}), *page.rows[1:]]}
    )
    corp = tpl.sheets["corp"].model_copy(update={"pages": [flat]})
    _with(monkeypatch, a4=tpl.model_copy(update={"sheets": {**tpl.sheets, "corp": corp}}))
    geo = _found(tmp_path, "SHEET003")
    msgs = {d.message for d in geo}
    assert (
        "corp page 1 (a4, en, android): corp-rnd: reminder does not fit the band above its outline even at 9 pt"
        in msgs
    )
    assert all("(a4, " in m for m in msgs)
    rnd = next(d for d in geo if "corp-rnd: reminder" in d.message)
    assert rnd.line == _template_line("setup-sheets.yaml", "zone: corp-rnd,")


def test_type_under_6_5_pt_is_an_error(tmp_path, monkeypatch):
    tpl = template.load()
    small = tpl.model_copy(update={"hint_pt": 6.0, "min_hint_pt": 5.5})
    _with(monkeypatch, a4=small)
    found = _found(tmp_path, "SHEET004")
    assert [(d.path, d.severity) for d in found] == [("templates/setup-sheets.yaml", "error")] * 2
    assert "hint_pt is 6 pt, under the 6.5 pt floor" in found[0].message


def test_outlines_that_differ_between_papers_are_an_error(tmp_path, monkeypatch):
    letter = template.load(paper="letter")
    thin = letter.outlines.card.model_copy(update={"stroke_pt": 0.5})
    _with(
        monkeypatch,
        letter=letter.model_copy(update={"outlines": letter.outlines.model_copy(update={"card": thin})}),
    )
    found = _found(tmp_path, "SHEET005")
    assert len(found) == 1 and found[0].path == "templates/setup-sheets-letter.yaml"
    assert found[0].message.startswith("'card' outlines differ: a4 0.8 pt")


def test_shipped_templates_pass_the_new_checks():
    found = run_checks(Project(CONTENT, "content"), only_domains=DOMAINS)
    assert not [d for d in found if d.code in ("SHEET003", "SHEET004", "SHEET005")]


def test_label_saying_its_code_twice_fires(tmp_path):
    """SHEET007: "ICE · ice" (the issue's example) fires; the shipped labels pass."""
    folder = content_copy(
        tmp_path, lambda s: s.replace('label: {en: "[[pile-ice]]",', 'label: {en: "[[pile-ice]] · ice",', 1)
    )
    found = [f for f in codes(folder) if f[0] == "SHEET007"]
    assert found == [("SHEET007", line_of(folder, '"[[pile-ice]] · ice"'))]
    (tmp_path / "ok").mkdir()
    assert not [f for f in codes(content_copy(tmp_path / "ok")) if f[0] == "SHEET007"]
