"""The setup-sheet PDFs read back: pages, A4 boxes, words, fonts, and true scale."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from nrprint.documents.setup_sheets import SHEETS, plan
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions
from nrprint.setupsheets import template
from nrprint.setupsheets.layout import layout_page
from nrprint.simulate.rules import load_rules
from nrprint.source.templates import base
from nrprint.units import MM_PER_INCH, PT_PER_INCH, pt_to_mm

from .conftest import CONTENT

HARD_CREDITS = str(load_rules().game.corp_start_credits["hard"])  # play.yaml's, printed on the sheet
PAGES = {"corp": 1, "runner": 1, "automa-corp": 2, "automa-runner": 2}
WORDS = {
    ("en", "corp"): ["Archives", "R&D", "Remote servers", "Credit pool", "Score area", "maximum hand size"],
    ("en", "runner"): ["Stack", "Heap", "Grip", "Rig: programs", "Tags", "4 clicks"],
    ("en", "automa-corp"): [
        "ST · Stratagem",
        "ICE",
        "OP · operations",
        "Behaviour card",
        "Easy",
        HARD_CREDITS,
    ],
    ("en", "automa-runner"): ["PRO · programs", "EC · economy", "STA · stack", "GR · grip", "Heap", "Easy:"],
    ("fr", "corp"): ["Archives", "Serveurs distants", "Réserve de crédits", "Zone de score"],
    ("fr", "automa-corp"): ["Difficulté", "Facile", "L’IA ne paie pas", "Feuille 1 sur 2"],
    ("de", "automa-corp"): ["Schwierigkeit", "Checkliste zur Deckvorbereitung", "Blatt 1 von 2"],
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_no_command_or_file_name_on_paper(built, lang):
    """Say what the player holds, not how nrprint made it."""
    for name in SHEETS:
        text = " ".join(p.extract_text() for p in PdfReader(built / lang / f"setup-{name}.pdf").pages)
        for word in ("nrprint", "prepare", ".yaml", "--"):
            assert word not in text, (lang, name, word)


@pytest.mark.parametrize("name", SHEETS)
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_pages_and_a4_boxes(built, lang, name):
    reader = PdfReader(built / lang / f"setup-{name}.pdf")
    assert len(reader.pages) == PAGES[name]
    for page in reader.pages:
        w, h = (pt_to_mm(float(v)) for v in (page.mediabox.width, page.mediabox.height))
        assert abs(w - 210) < 0.1 and abs(h - 297) < 0.1
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"


@pytest.mark.parametrize("lang,name", list(WORDS))
def test_words_are_printed(built, lang, name):
    reader = PdfReader(built / lang / f"setup-{name}.pdf")
    text = " ".join(p.extract_text() for p in reader.pages)
    text = " ".join(text.split())
    for word in WORDS[(lang, name)]:
        assert word in text, word


def test_fonts_are_embedded_subsets(built):
    reader = PdfReader(built / "fr" / "setup-automa-corp.pdf")
    for page in reader.pages:
        stream = page.get_contents().get_data().decode("latin-1").replace("BT /F1 12 Tf 14.4 TL ET", "")
        for key, font in page["/Resources"]["/Font"].items():
            font = font.get_object()
            if font["/Subtype"] == "/TrueType":
                assert "+DejaVuSansCondensed" in font["/BaseFont"]
                assert "/FontFile2" in font["/FontDescriptor"]
            else:
                assert f"{key} " not in stream  # reportlab's preamble font sets no text


def test_classic_edition_uses_1996_words(tmp_path):
    discover()
    project = Project(CONTENT)
    outputs = plan(project, BuildOptions(langs=("en",), edition="classic"))
    assert [o.relpath for o in outputs] == [f"en/setup-{n}-classic.pdf" for n in SHEETS]
    corp = outputs[0]
    corp.draw(tmp_path / "c.pdf")
    text = " ".join(PdfReader(tmp_path / "c.pdf").pages[0].extract_text().split())
    assert "Bit pool" in text and "Subsidiary data forts" in text and "actions" in text
    assert "Credit pool" not in text


def test_same_build_same_bytes(built, tmp_path):
    discover()
    project = Project(CONTENT)
    # The build command reads the declared languages before planning, which installs
    # their typography for drawing; do the same, or the bytes depend on what ran before.
    project.languages  # noqa: B018
    outputs = plan(project, BuildOptions(langs=("fr",)))
    out = next(o for o in outputs if o.relpath == "fr/setup-automa-runner.pdf")
    out.draw(tmp_path / "again.pdf")
    assert (tmp_path / "again.pdf").read_bytes() == (built / "fr" / "setup-automa-runner.pdf").read_bytes()


def _runs(values: list[bool]) -> list[tuple[int, int]]:
    """(start, end) index of each run of True values."""
    runs, start = [], None
    for i, v in enumerate([*values, False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            runs.append((start, i - 1))
            start = None
    return runs


@pytest.mark.parametrize("name", SHEETS)
def test_rendered_outlines_measure_63_by_88_mm(built, name):
    """Render at 300 dpi, find each outline's stroke by colour, measure centre to centre."""
    dpi = 300
    px_mm = dpi / MM_PER_INCH
    tpl = template.load()
    accent = base().colour(tpl.sheets[name].colour).lstrip("#")
    target = tuple(int(accent[i : i + 2], 16) for i in (0, 2, 4))
    pdf = pdfium.PdfDocument(built / "en" / f"setup-{name}.pdf")
    measured = 0
    for index, page_tpl in enumerate(tpl.sheets[name].pages):
        img = pdf[index].render(scale=dpi / PT_PER_INCH).to_pil()
        lay = layout_page(page_tpl, tpl)

        def is_line(x: int, y: int, img=img) -> bool:
            return sum(abs(a - b) for a, b in zip(img.getpixel((x, y)), target, strict=True)) < 90

        for box in (b for b in lay.boxes if b.item.kind == "card"):
            r = box.rect
            y_mid = int((r.y + r.h * 0.6) * px_mm)
            x0, x1 = int((r.x - 2) * px_mm), int((r.right + 2) * px_mm)
            row = _runs([is_line(x, y_mid) for x in range(x0, x1)])
            assert len(row) == 2, (name, box.item.zone, row)
            width = ((row[1][0] + row[1][1]) / 2 - (row[0][0] + row[0][1]) / 2) / px_mm
            x_mid = int((r.x + r.w * 0.85) * px_mm)
            y0, y1 = int((r.y - 1.5) * px_mm), int((r.bottom + 2) * px_mm)
            col = _runs([is_line(x_mid, y) for y in range(y0, y1)])
            assert len(col) == 2, (name, box.item.zone, col)
            height = ((col[1][0] + col[1][1]) / 2 - (col[0][0] + col[0][1]) / 2) / px_mm
            assert abs(width - 63) < 0.25 and abs(height - 88) < 0.25, (box.item.zone, width, height)
            measured += 1
    assert measured >= 3


def test_no_subtitle_or_label_said_twice(tmp_path):
    """Sheet 2 of a set does not repeat sheet 1's subtitle; no label says "ICE · ice"."""
    from pypdf import PdfReader

    from tests.conftest import run_cli

    res = run_cli("build", "setup-sheets", "--lang", "en", "--out", str(tmp_path))
    assert res.code == 0, res.err
    for name in ("setup-automa-corp", "setup-automa-runner"):
        pages = [
            " ".join(p.extract_text().split()) for p in PdfReader(str(tmp_path / "en" / f"{name}.pdf")).pages
        ]
        assert "Sort your deck into these piles" in pages[0]
        assert all("Sort your deck into these piles" not in p for p in pages[1:])
        assert all("ICE · ice" not in p for p in pages)
