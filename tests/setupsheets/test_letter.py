"""Letter setup sheets: laid out for Letter by numbers, drawn at true scale (from the pixels)."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.checks.rules.sheets import geometry
from nrprint.model.project import Project
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.layout_rules import problems
from nrprint.setupsheets.template import Item, Page, Row
from nrprint.units import MM_PER_INCH, pt_to_mm
from tests.conftest import run_cli

from .conftest import CONTENT

LETTER = template.load(paper="letter")
A4 = template.load(paper="a4")
PAGES = [(name, n, page) for name, s in LETTER.sheets.items() for n, page in enumerate(s.pages, 1)]


def test_same_sheets_and_zones_as_a4():
    zones = {
        t: {n: [i.zone for p in s.pages for r in p.rows for i in r.items] for n, s in tpl.sheets.items()}
        for t, tpl in (("a4", A4), ("letter", LETTER))
    }
    assert zones["a4"] == zones["letter"]


@pytest.mark.parametrize("name,n,page", PAGES, ids=[f"{p[0]}-{p[1]}" for p in PAGES])
def test_letter_pages_fit_with_true_size_outlines(name, n, page):
    lay = layout_page(page, LETTER)
    assert (lay.width, lay.height) == (215.9, 279.4)
    assert lay.overflow == 0
    assert problems(lay, LETTER) == []
    cards = [b for b in lay.boxes if b.item.kind == "card"]
    assert cards and all(abs(b.rect.w - 63) <= 0.1 and abs(b.rect.h - 88) <= 0.1 for b in cards)
    for b in lay.boxes:
        assert b.rect.bottom <= 279.4 - 5 - LETTER.footer_band_mm + 1e-9


def test_the_a4_layout_would_not_fit_letter():
    """Why Letter has its own layout: A4's rows overflow Letter's height."""
    tall = A4.model_copy(update={"paper": "letter"})
    assert any(layout_page(p, tall).overflow > 0 for s in tall.sheets.values() for p in s.pages)


def test_sheet003_checks_letter_too(tmp_path, monkeypatch, content):
    bad = Page(rows=[Row(items=[Item(zone=z, kind="card") for z in ("st", "ice", "op", "re")])])
    sheet = LETTER.sheets["automa-corp"].model_copy(update={"pages": [bad]})
    broken = LETTER.model_copy(update={"sheets": {**LETTER.sheets, "automa-corp": sheet}})
    monkeypatch.setattr(geometry, "default", lambda paper="a4": broken if paper == "letter" else A4)
    found = [
        d
        for d in run_checks(Project(content, "c"), only_domains={"setup-sheets", "terms"})
        if d.code == "SHEET003"
    ]
    assert found and all(d.path == "templates/setup-sheets-letter.yaml" for d in found)
    assert all("(letter" in d.message for d in found)  # "(letter)", or "(letter, fr, …)" for words


@pytest.fixture(scope="module")
def letter_built(tmp_path_factory):
    out = tmp_path_factory.mktemp("letter")
    args = ["setup-sheets", "--paper", "letter", "--lang", "en", "--content", str(CONTENT), "-q"]
    assert run_cli("build", *args, "--out", str(out)).code == 0
    res = run_cli("build", *args, "--out", str(out / "png"), "--format", "png", "--dpi", "150")
    assert res.code == 0 and "A4 only" not in res.err
    return out


@pytest.mark.parametrize("name", ["corp", "runner", "automa-corp", "automa-runner"])
def test_letter_pdf_pages(letter_built, name):
    for page in PdfReader(letter_built / "en" / f"setup-{name}.pdf").pages:
        w, h = (pt_to_mm(float(v)) for v in (page.mediabox.width, page.mediabox.height))
        assert abs(w - 215.9) < 0.1 and abs(h - 279.4) < 0.1


def _runs(row: list[int], dark: int = 200) -> list[tuple[int, int]]:
    """Runs of pixels darker than ``dark`` in a row: (start, end)."""
    out, start = [], None
    for x, v in enumerate(row + [255]):
        if v < dark and start is None:
            start = x
        elif v >= dark and start is not None:
            out.append((start, x))
            start = None
    return out


def test_outlines_are_63_mm_apart_edge_to_edge_in_the_pixels(letter_built):
    """Across the first card row of the Runner sheet: three outlines, each 63 mm wide."""
    im = Image.open(letter_built / "png" / "en" / "setup-runner" / "page-001.png").convert("L")
    assert im.size == (1275, 1650)  # 215.9 × 279.4 mm at 150 dpi
    lay = layout_page(LETTER.sheets["runner"].pages[0], LETTER)
    card = next(b for b in lay.boxes if b.item.kind == "card")
    y = round((card.rect.y + card.rect.h * 0.8) / MM_PER_INCH * 150)  # below the reminder text
    row = [im.getpixel((x, y)) for x in range(im.width)]
    edges = _runs(row)
    assert len(edges) == 6  # left and right edge of three outlines
    for left, right in zip(edges[0::2], edges[1::2], strict=True):
        width_mm = ((right[0] + right[1]) / 2 - (left[0] + left[1]) / 2) * MM_PER_INCH / 150
        assert width_mm == pytest.approx(63, abs=0.35)  # within a pixel and a half
    x0_mm = (edges[0][0] + edges[0][1]) / 2 * MM_PER_INCH / 150
    assert x0_mm == pytest.approx(card.rect.x, abs=0.35)


def test_letter_table_rows_read_back_with_air(letter_built):
    """The difficulty table's rows on Letter: consecutive baselines at least 1.3 × the
    8 pt type apart (they were 8.2 pt, the rules touching the letters)."""
    ys: dict[str, float] = {}

    def text(t, cm, tm, font, size):
        if t.strip() in ("Level", "Easy", "Standard", "Hard"):
            ys[t.strip()] = tm[5] * (cm[3] or 1) + cm[5]

    PdfReader(letter_built / "en" / "setup-automa-corp.pdf").pages[0].extract_text(visitor_text=text)
    rows = [ys[k] for k in ("Level", "Easy", "Standard", "Hard")]
    gaps = [a - b for a, b in zip(rows, rows[1:], strict=False)]
    assert len(gaps) == 3 and min(gaps) >= 8 * 1.3 - 0.01, gaps
