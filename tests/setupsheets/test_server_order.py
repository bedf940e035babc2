"""SHEET010: the Corp AI's set-up sheet (and the booklet's picture of that side of the
table) lays Archives, R&D and HQ out left to right in play.yaml's tie order. It fires on the layout the sheet had before (Archives first) and
on the shipped layout read against another tie order; the shipped sheets pass, and the
built sheet reads its servers back in that order."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.checks.rules.sheets.server_order import (
    ARCHIVES,
    HQ,
    RD,
    booklet_order_problems,
    server_order_problems,
)
from nrprint.checks.rules.vocab.rules_stated import play_value
from nrprint.cli import main
from nrprint.model.project import Project
from nrprint.setupsheets import template

from .conftest import CONTENT


def _centrals(tpl) -> list[str]:
    return [
        i.zone
        for p in tpl.sheets["automa-corp"].pages
        for r in p.rows
        for i in r.items
        if i.zone in (ARCHIVES, RD, HQ)
    ]


def _laid_out(tpl, zones: list[str]):
    tpl = tpl.model_copy(deep=True)
    for page in tpl.sheets["automa-corp"].pages:
        for row in page.rows:
            if any(i.zone == ARCHIVES for i in row.items):
                by_zone = {i.zone: i for i in row.items}
                row.items[:] = [by_zone[z] for z in zones]
    return tpl


def test_the_shipped_sheets_follow_the_shipped_tie_order():
    assert play_value("clarifications.tie_order") == "archives-last"
    codes = {d.code for d in run_checks(Project(CONTENT), only_domains={"setup-sheets", "automa-rules"})}
    assert "SHEET010" not in codes
    for paper in template.FILES:
        assert _centrals(template.default(paper)) == [RD, HQ, ARCHIVES]
        assert server_order_problems(template.default(paper), "archives-last") == []


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_sheet010_fires_on_the_old_left_to_right_layout(paper):
    old = _laid_out(template.default(paper), [ARCHIVES, RD, HQ])
    found = server_order_problems(old, "archives-last")
    assert found == [
        "automa-corp page 2: the central servers are laid out ai-archives, ai-rnd, ai-hq;"
        " the tie order (archives-last) tries them ai-rnd, ai-hq, ai-archives"
    ]
    assert server_order_problems(old, "table") == []  # the rulebook's own order reads so


@pytest.mark.parametrize("order", ["table", "remotes-first"])
def test_sheet010_fires_when_play_yaml_names_another_order(order):
    assert len(server_order_problems(template.default("a4"), order)) == 1


def test_the_built_sheet_reads_its_servers_in_the_tie_order(tmp_path):
    assert main(["build", "setup-sheets", "--content", str(CONTENT), "--out", str(tmp_path)]) == 0
    lines = PdfReader(tmp_path / "en" / "setup-automa-corp.pdf").pages[1].extract_text().splitlines()
    labels = [line for line in lines if line in ("R&D", "HQ", "Archives")]
    assert labels == ["R&D", "HQ", "Archives"]


def test_the_booklet_picture_follows_the_tie_order_and_its_old_order_is_caught():
    booklet = Project(CONTENT).get("automa-rules")
    assert booklet_order_problems(booklet, "archives-last") == []
    setup = booklet.sections[0]
    table = next(b for b in setup.blocks if b.kind == "table")
    rows = [
        sorted(r, key=lambda p: ["Archives", "R&D", "HQ"].index(p.label.get("en")))
        if len(r) == 3 and r[0].label.get("en") == "R&D"
        else r
        for r in table.rows
    ]
    old = table.model_copy(update={"rows": rows})
    broken = booklet.model_copy(
        update={
            "sections": [
                setup.model_copy(update={"blocks": [old if b is table else b for b in setup.blocks]}),
                *booklet.sections[1:],
            ]
        }
    )
    found = booklet_order_problems(broken, "archives-last")
    assert [msg for _, msg in found] == [
        "the table picture of section 'setup' lays out ai-archives, ai-rnd, ai-hq;"
        " the tie order (archives-last) tries them ai-rnd, ai-hq, ai-archives"
    ]
    assert booklet_order_problems(broken, "table") == []
