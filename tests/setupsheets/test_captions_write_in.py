"""SHEET008 (captions at least 9 pt) and SHEET009 (a write-in box for one number at most
25 mm) fire on broken templates and pass on the shipped ones; the built PDFs read back
9 pt near-black captions and a 20 mm write-in square, on A4 and Letter."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.checks.rules.sheets.captions import caption_problems
from nrprint.checks.rules.sheets.write_in import write_in_problems
from nrprint.cli import main
from nrprint.model.project import Project
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import layout_page
from nrprint.source.templates import base
from nrprint.units import MM_PER_INCH, PT_PER_INCH

from .conftest import CONTENT, with_item_height
from .test_pdf import _runs

INK = (0.114, 0.114, 0.106)  # base.yaml's ink #1d1d1b as the PDF writes it


def test_shipped_templates_pass():
    codes = {d.code for d in run_checks(Project(CONTENT), only_domains={"setup-sheets"})}
    assert not codes & {"SHEET008", "SHEET009"}
    for paper in template.FILES:
        assert caption_problems(template.default(paper)) == []
        assert write_in_problems(template.default(paper)) == []


def test_sheet008_fires_on_7_pt_captions():
    tpl = template.default("a4").model_copy(update={"hint_pt": 7.0})
    assert caption_problems(tpl) == ["captions (hint_pt) are 7 pt, under 9 pt: hard to read at the table"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_sheet009_fires_on_a_large_write_in_box(paper):
    found = write_in_problems(with_item_height(template.default(paper), "automa-corp", 1, "write", 35))
    assert [z for z, _ in found] == ["ai-advance"]
    assert "35 × 35 mm, more than 25 mm" in found[0][1]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sheets9")
    for paper in ("a4", "letter"):
        rc = main(
            [
                "build",
                "setup-sheets",
                "--content",
                str(CONTENT),
                "--paper",
                paper,
                "--out",
                str(out / paper),
                "-q",
            ]
        )
        assert rc == 0
    return out


def _text_styles(pdf: Path, page: int) -> list[tuple[str, float, tuple[float, ...] | None]]:
    state: dict[str, tuple[float, ...] | None] = {"rg": None}
    out: list[tuple[str, float, tuple[float, ...] | None]] = []

    def before(op, args, cm, tm):
        if op == b"rg":
            state["rg"] = tuple(round(float(a), 3) for a in args)

    def text(t, cm, tm, font, size):
        if t.strip():
            out.append((t, round(size * (tm[3] or 1) * (cm[3] or 1), 2), state["rg"]))

    PdfReader(pdf).pages[page].extract_text(visitor_operand_before=before, visitor_text=text)
    return out


CAPTIONS = {"en": "Write it here", "fr": "Notez-le ici", "de": "Vor dem Spiel hier"}


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_captions_read_back_at_9_pt_in_ink(built, paper, lang):
    runs = _text_styles(built / paper / lang / "setup-automa-corp.pdf", 1)
    hits = [(size, colour) for t, size, colour in runs if CAPTIONS[lang] in t]
    assert hits == [(9.0, INK)]
    grey = [t for t, size, colour in runs if size < 9 and colour not in (INK, None) and len(t.strip()) > 12]
    # only the footer's scale caption and page note stay small and grey
    assert len(grey) <= 2, grey


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_rendered_write_in_square_measures_20_mm(built, paper):
    dpi = 300
    px_mm = dpi / MM_PER_INCH
    tpl = template.default(paper)
    accent = base().colour(tpl.sheets["automa-corp"].colour).lstrip("#")
    target = tuple(int(accent[i : i + 2], 16) for i in (0, 2, 4))
    img = (
        pdfium.PdfDocument(built / paper / "en" / "setup-automa-corp.pdf")[1]
        .render(scale=dpi / PT_PER_INCH)
        .to_pil()
    )
    box = next(
        b for b in layout_page(tpl.sheets["automa-corp"].pages[1], tpl).boxes if b.item.kind == "write"
    )
    r = box.rect

    def is_line(x: int, y: int) -> bool:
        return sum(abs(a - b) for a, b in zip(img.getpixel((x, y)), target, strict=True)) < 90

    y_mid = int((r.y + r.h / 2) * px_mm)
    row = _runs([is_line(x, y_mid) for x in range(int((r.x - 2) * px_mm), int((r.right + 2) * px_mm))])
    assert len(row) == 2, row
    width = ((row[1][0] + row[1][1]) / 2 - (row[0][0] + row[0][1]) / 2) / px_mm
    assert abs(width - 20) < 0.25, width
