"""The built sheets read back: ink ≥ 6.35 mm (¼ in) from every edge, no text under 6.5 pt, and
each reminder printed above its outline, on A4 and Letter, in every language."""

from __future__ import annotations

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest

from nrprint.documents.setup_sheets import SHEETS
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.layout_rules import MIN_EDGE_MM
from nrprint.units import MM_PER_INCH, PT_PER_INCH, pt_to_mm
from tests.conftest import run_cli

from .conftest import CONTENT

LANGS = ("en", "fr", "de")
QUARTER_INCH_MM = 6.35  # many home printers leave 5 to 6.35 mm unprinted at the edges
DPI = 100
PX_MM = DPI / MM_PER_INCH


@pytest.fixture(scope="module")
def letter(tmp_path_factory):
    out = tmp_path_factory.mktemp("letter-all")
    args = ["setup-sheets", "--paper", "letter", "--content", str(CONTENT), "-q", "--out", str(out)]
    assert run_cli("build", *args).code == 0
    return out


def _folder(paper, built, letter):
    return built if paper == "a4" else letter


def _pages(folder, lang):
    """Every page of every setup sheet in ``folder`` for ``lang``: (sheet, page number, page)."""
    for name in SHEETS:
        pdf = pdfium.PdfDocument(folder / lang / f"setup-{name}.pdf")
        for index in range(len(pdf)):
            yield name, index + 1, pdf[index]


def _ink_box(page) -> tuple[float, float, float, float]:
    """Millimetres from the left, top, right and bottom edges to the first non-white pixel."""
    img = page.render(scale=DPI / PT_PER_INCH, grayscale=True).to_pil()
    w, h = img.size
    dark = img.point(lambda v: 255 if v < 250 else 0)
    x0, y0, x1, y1 = dark.getbbox()
    return x0 / PX_MM, y0 / PX_MM, (w - x1) / PX_MM, (h - y1) / PX_MM


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", LANGS)
def test_ink_stays_a_quarter_inch_from_every_edge(built, letter, paper, lang):
    for name, number, page in _pages(_folder(paper, built, letter), lang):
        edges = _ink_box(page)
        # a pixel (0.25 mm) of anti-aliasing at most
        assert min(edges) >= QUARTER_INCH_MM - 1 / PX_MM, (paper, lang, name, number, edges)


def test_the_sheet_rule_keeps_a_quarter_inch():
    assert MIN_EDGE_MM >= QUARTER_INCH_MM


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_under_6_5_pt(built, letter, paper, lang):
    for name, number, page in _pages(_folder(paper, built, letter), lang):
        text = page.get_textpage()
        sizes = {
            round(pdfium_c.FPDFText_GetFontSize(text.raw, i), 2)
            for i in range(text.count_chars())
            if not text.get_text_range(i, 1).isspace()
        }
        assert sizes and min(sizes) >= 6.5, (paper, lang, name, number, sorted(sizes)[:3])


REMINDERS = [  # (sheet, page, zone, the start of its English reminder)
    ("corp", 1, "corp-rnd", "Your deck, face down."),
    ("corp", 1, "corp-remotes", "Install face down."),
    ("runner", 1, "runner-grip", "Your hand: 5 cards"),
    ("automa-corp", 1, "st", "Stratagem deck (stratagem"),
    ("automa-corp", 2, "ai-hq", "Refill: R&D’s top card"),
    ("automa-runner", 1, "gr", "5 cards from STA."),
    ("automa-runner", 2, "rai-programs", "Programs the AI installs"),
]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("sheet,n,zone,words", REMINDERS, ids=[r[2] for r in REMINDERS])
def test_reminders_print_above_their_outline(built, letter, paper, sheet, n, zone, words):
    """Find the reminder's characters in the PDF: all of them between the label and the outline."""
    tpl = template.default(paper)
    box = next(b for b in layout_page(tpl.sheets[sheet].pages[n - 1], tpl).boxes if b.item.zone == zone)
    pdf = pdfium.PdfDocument(_folder(paper, built, letter) / "en" / f"setup-{sheet}.pdf")
    page = pdf[n - 1]
    height_mm = pt_to_mm(page.get_height())
    text = page.get_textpage()
    found = text.search(words, match_case=True).get_next()
    assert found is not None, words
    start, count = found
    for i in range(start, start + count):
        left, bottom, right, top = text.get_charbox(i)
        y_top, y_bottom = height_mm - pt_to_mm(top), height_mm - pt_to_mm(bottom)
        x_mm = pt_to_mm(left)
        assert y_bottom <= box.rect.y + 0.3, (zone, y_bottom, box.rect.y)  # descenders: 0.3 mm
        assert y_top >= box.label.y + tpl.label_line_mm - 0.5, (zone, y_top)
        assert box.rect.x - 0.1 <= x_mm <= box.rect.right, (zone, x_mm)
