"""VER009–VER011 read back from PDFs: broken fixtures fire, shipped sheets pass."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.imposition import sheet_layout
from nrprint.render.calibration import calibration_sheet as calibration
from nrprint.render.cardsheet import CardFace, ImposeOptions, impose
from nrprint.render.fonts import font_name
from nrprint.render.pdf import PdfMeta
from nrprint.units import PT_PER_MM
from nrprint.verify.ink import page_ink
from nrprint.verify.printing import check_file

W, H = A4


def _codes(path: Path) -> list[str]:
    return [d.code for d in check_file(path, path.name)]


def _canvas(path: Path) -> Canvas:
    return Canvas(str(path), pagesize=A4)


def _text(c: Canvas, x: float, y: float, size: float, text: str = "Readable?") -> None:
    c.setFont(font_name("regular"), size)
    c.drawString(x, y, text)


# --- VER009: type floor ---------------------------------------------------------------


def test_small_text_fires(tmp_path: Path):
    path = tmp_path / "small.pdf"
    c = _canvas(path)
    _text(c, 30 * PT_PER_MM, 100 * PT_PER_MM, 5.4)
    c.save()
    found = check_file(path, "small.pdf")
    assert [d.code for d in found] == ["VER009"]
    assert "5.4 pt" in found[0].message and found[0].line == 1


def test_size_is_tf_times_ctm_and_text_matrix(tmp_path: Path):
    """13 pt drawn at 0.45 scale prints at 5.85 pt; 10 pt × 0.7 in a text matrix at 7 pt."""
    path = tmp_path / "scaled.pdf"
    c = _canvas(path)
    c.saveState()
    c.translate(40 * PT_PER_MM, 120 * PT_PER_MM)
    c.scale(0.45, 0.45)
    _text(c, 0, 0, 13)
    c.restoreState()
    t = c.beginText()
    t.setTextTransform(0.7, 0, 0, 0.7, 40 * PT_PER_MM, 150 * PT_PER_MM)
    t.setFont(font_name("regular"), 10)
    t.textLine("Large enough")
    c.drawText(t)
    c.save()
    from pypdf import PdfReader

    reader = PdfReader(path)
    sizes = sorted(round(r.size, 2) for r in page_ink(reader.pages[0], reader).texts)
    assert sizes == [5.85, 7.0]
    assert _codes(path) == ["VER009"]


def test_small_text_inside_a_form_fires(tmp_path: Path):
    path = tmp_path / "form.pdf"
    c = _canvas(path)
    c.beginForm("f")
    _text(c, 0, 0, 8)
    c.endForm()
    c.saveState()
    c.translate(50 * PT_PER_MM, 50 * PT_PER_MM)
    c.scale(0.7, 0.7)  # 8 pt × 0.7 = 5.6 pt
    c.doForm("f")
    c.restoreState()
    c.save()
    assert _codes(path) == ["VER009"]


def test_text_at_the_floor_passes(tmp_path: Path):
    path = tmp_path / "ok.pdf"
    c = _canvas(path)
    _text(c, 30 * PT_PER_MM, 100 * PT_PER_MM, 6.5)
    _text(c, 30 * PT_PER_MM, 120 * PT_PER_MM, 9)
    c.save()
    assert _codes(path) == []


# --- VER010: printable margin -----------------------------------------------------------


@pytest.mark.parametrize(
    "draw",
    [
        lambda c: _text(c, W / 2, H - 4 * PT_PER_MM, 7, "label"),  # the Letter page label
        lambda c: _text(c, 2 * PT_PER_MM, 100 * PT_PER_MM, 7, "left"),
        lambda c: _text(c, W - 25 * PT_PER_MM, 100 * PT_PER_MM, 12, "runs off the right edge"),
        lambda c: c.line(
            50 * PT_PER_MM, H - 6 * PT_PER_MM, 50 * PT_PER_MM, H - 1.2 * PT_PER_MM
        ),  # a crop mark
        lambda c: c.line(100 * PT_PER_MM, 3 * PT_PER_MM, 150 * PT_PER_MM, 3 * PT_PER_MM),  # a ruler
    ],
)
def test_ink_near_the_paper_edge_fires(tmp_path: Path, draw):
    path = tmp_path / "edge.pdf"
    c = _canvas(path)
    draw(c)
    c.save()
    assert _codes(path) == ["VER010"]


def test_ink_5mm_in_passes_and_trimmed_pages_are_exempt(tmp_path: Path):
    path = tmp_path / "inside.pdf"
    c = _canvas(path)
    _text(c, 5 * PT_PER_MM, 5 * PT_PER_MM, 7, "corner")
    c.line(5 * PT_PER_MM, 5 * PT_PER_MM, 5 * PT_PER_MM, 20 * PT_PER_MM)
    c.showPage()
    c.setTrimBox(
        (3 * PT_PER_MM, 3 * PT_PER_MM, W - 3 * PT_PER_MM, H - 3 * PT_PER_MM)
    )  # one card a page, to be trimmed
    _text(c, 1 * PT_PER_MM, 1 * PT_PER_MM, 7, "bleeds off")
    c.save()
    assert _codes(path) == []


def test_letter_cards_nearer_than_a_quarter_inch_fire(tmp_path: Path):
    """A Letter card sheet as it was before: 2 mm gutters put the bottom row 5.7 mm from
    the edge (its bleed 4.7 mm). Fine for a text page, an error for cards on Letter."""
    from reportlab.lib.pagesizes import LETTER

    path = tmp_path / "letter.pdf"
    c = Canvas(str(path), pagesize=LETTER)
    cw, ch = 63 * PT_PER_MM, 88 * PT_PER_MM
    x0, y0 = (LETTER[0] - 3 * cw - 2 * 3.5 * PT_PER_MM) / 2, 5.7 * PT_PER_MM
    for row in range(3):
        for col in range(3):
            x, y = x0 + col * (cw + 3.5 * PT_PER_MM), y0 + row * (ch + 2 * PT_PER_MM)
            c.saveState()
            p = c.beginPath()
            p.rect(x - PT_PER_MM, y - PT_PER_MM, cw + 2 * PT_PER_MM, ch + 2 * PT_PER_MM)
            c.clipPath(p, stroke=0, fill=0)
            c.rect(x - PT_PER_MM, y - PT_PER_MM, cw + 2 * PT_PER_MM, ch + 2 * PT_PER_MM, stroke=0, fill=1)
            c.restoreState()
    c.save()
    found = check_file(path, "letter.pdf")
    assert [d.code for d in found] == ["VER010"]
    assert "6.35 mm" in found[0].message and "card at" in found[0].message


# --- VER011: marks only for real cards ------------------------------------------------


def _card_sheet(path: Path, cards: int, marked: int) -> None:
    """A 9-up page with ``cards`` cards and the top crop marks of ``marked`` columns."""
    lay = sheet_layout("a4")
    c = _canvas(path)
    top = max(s.bleed.top for s in lay.slots)
    for s in lay.slots[:marked]:
        if s.row == 0:
            for x in (s.trim.x, s.trim.right):
                c.line(x, top + 1 * PT_PER_MM, x, top + 5 * PT_PER_MM)
    for s in lay.slots[:cards]:
        c.saveState()
        p = c.beginPath()
        p.rect(s.bleed.x, s.bleed.y, s.bleed.w, s.bleed.h)
        c.clipPath(p, stroke=0, fill=0)
        c.rect(s.bleed.x, s.bleed.y, s.bleed.w, s.bleed.h, stroke=0, fill=1)
        c.restoreState()
    c.save()


def test_marks_for_empty_slots_fire(tmp_path: Path):
    path = tmp_path / "orphans.pdf"
    _card_sheet(path, cards=1, marked=3)  # marks for three columns, one card
    found = check_file(path, "orphans.pdf")
    assert [d.code for d in found] == ["VER011"]
    assert found[0].message.startswith("4 crop mark(s)")


def test_marks_for_real_cards_pass(tmp_path: Path):
    path = tmp_path / "real.pdf"
    _card_sheet(path, cards=2, marked=2)
    assert _codes(path) == []


# --- shipped sheets pass ---------------------------------------------------------------


def _flat(ctx, trim, bleed):
    r = trim.inset(-bleed)
    ctx.c.rect(r.x, r.y, r.w, r.h, stroke=0, fill=1)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("n", [1, 2, 4, 9, 13])
def test_imposed_sheets_pass(tmp_path: Path, paper: str, n: int):
    path = tmp_path / "deck.pdf"
    cards = [CardFace(f"Card {i}", _flat, _flat) for i in range(n)]
    opts = ImposeOptions(paper=paper, label="A deck with a long name · sheet numbers")
    impose(cards, path, PdfMeta("Deck", "test", "en"), opts)
    assert _codes(path) == []


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_calibration_sheet_passes(tmp_path: Path, paper: str):
    path = tmp_path / "cal.pdf"
    lines = ["1. Print both pages double-sided.", "2. Read the cross."]
    calibration(path, PdfMeta("Cal", "t", "en"), ImposeOptions(paper=paper), "Duplex calibration", lines)
    assert _codes(path) == []


def test_verify_reports_them_as_errors(tmp_path: Path):
    """``nrprint verify`` runs the print checks on every PDF, as errors."""
    from nrprint.diagnostics import Severity
    from nrprint.verify.pdfs import verify_pdf

    path = tmp_path / "small.pdf"
    c = _canvas(path)
    c.setTitle("t")
    c.setAuthor("a")
    c.setSubject("s")
    _text(c, 30 * PT_PER_MM, 1 * PT_PER_MM, 5)
    c.save()
    found = [
        d for d in verify_pdf(path, "out/small.pdf", 1, frozenset(range(0x20, 0x7F))) if d.code >= "VER009"
    ]
    assert sorted(d.code for d in found) == ["VER009", "VER010"]
    assert all(d.severity == Severity.ERROR for d in found)
    assert found[0].format().startswith("out/small.pdf:1:1: error VER009: ")
