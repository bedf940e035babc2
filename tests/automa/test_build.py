"""``nrprint build`` of the Automa targets, read back; bad decks stop the build cleanly."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from nrprint.layout.imposition import sheet_layout
from nrprint.units import PT_PER_MM
from tests.conftest import assert_no_crash, run_cli

from .conftest import CONTENT, FIXTURES, make_content

TARGETS = [
    "automa-corp",
    "automa-corp-stratagem",
    "automa-behaviour",
    "automa-runner",
    "automa-reference",
    "duplex-calibration",
]
DECK_PAGES = {"corp": 4, "corp-stratagem": 4, "behaviour": 2, "runner": 4}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("automa")
    content = make_content(tmp)
    out = tmp / "out"
    res = run_cli("build", *TARGETS, "--content", str(content), "--out", str(out), "-q")
    assert res.code == 0, res.err
    return out


def _titles(deck_file: Path, lang: str) -> list[str]:
    from nrprint.source.reader import load_yaml

    doc = load_yaml(deck_file, deck_file.name)
    return [card["title"][lang] for card in doc.data["cards"]]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("deck", sorted(DECK_PAGES))
def test_deck_pdf_pages_titles_fonts(built, deck, lang):
    reader = PdfReader(str(built / lang / f"automa-{deck}.pdf"))
    assert len(reader.pages) == DECK_PAGES[deck]
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
    assert reader.trailer["/Root"]["/Lang"] == lang
    fronts = [reader.pages[i].extract_text() for i in range(0, len(reader.pages), 2)]
    titles = _titles(CONTENT / "automa" / "decks" / f"{deck}.yaml", lang)
    for i, title in enumerate(titles):
        page_text = " ".join(fronts[i // 9].split())
        assert " ".join(title.split()) in page_text, (title, i)
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            if "/DescendantFonts" in font:
                font = font["/DescendantFonts"][0].get_object()
            assert "/FontFile2" in font["/FontDescriptor"]  # embedded TrueType subset


@pytest.mark.parametrize(("lang", "label"), [("en", "B sides"), ("fr", "faces B")])
def test_behaviour_second_page_is_named_b_sides(built, lang, label):
    """The behaviour cards are double-sided A/B cards: their second page holds the B
    sides, not backs (the French review), while the AI decks' second page is backs."""
    behaviour = PdfReader(str(built / lang / "automa-behaviour.pdf")).pages[1].extract_text()
    corp = PdfReader(str(built / lang / "automa-corp.pdf")).pages[1].extract_text()
    assert label in behaviour and label not in corp


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reference_and_calibration(built, lang):
    for side in ("corp", "runner"):
        reader = PdfReader(str(built / lang / f"automa-reference-{side}.pdf"))
        assert len(reader.pages) == 1
        text = reader.pages[0].extract_text()
        assert ("Corporation" if side == "corp" else "Runner") in text
    cal = PdfReader(str(built / lang / "duplex-calibration.pdf"))
    assert len(cal.pages) == 2


def test_builds_are_reproducible(built, tmp_path):
    content = make_content(tmp_path)
    out = tmp_path / "again"
    assert run_cli("build", "automa-runner", "--content", str(content), "--out", str(out), "-q").code == 0
    assert (out / "en" / "automa-runner.pdf").read_bytes() == (
        built / "en" / "automa-runner.pdf"
    ).read_bytes()


def test_repeated_artwork_is_shared(built):
    """Frames and backs are form XObjects: a back page holds one form, used nine times."""
    reader = PdfReader(str(built / "en" / "automa-corp.pdf"))
    back = reader.pages[1]
    forms = back["/Resources"]["/XObject"]
    assert len([k for k in forms if "back" in k]) == 1
    assert back.get_contents().get_data().count(b" Do") >= 9
    path = built / "en" / "automa-corp.pdf"
    assert path.stat().st_size / len(reader.pages) < 25_000  # bytes per page, fonts included


def test_bleed_artwork_covers_bleed_box(tmp_path):
    content = make_content(tmp_path)
    out = tmp_path / "out"
    res = run_cli(
        "build",
        "automa-corp",
        "--lang",
        "en",
        "--bleed",
        "3",
        "--content",
        str(content),
        "--out",
        str(out),
        "-q",
    )
    assert res.code == 0, res.err
    lay = sheet_layout("a4", 3.0)
    doc = pdfium.PdfDocument(str(out / "en" / "automa-corp.pdf"))
    for page_no in (0, 1):  # fronts and backs
        img = doc[page_no].render(scale=150 / 72).to_pil().convert("RGB")
        k = 150 / 72
        for slot in lay.slots:
            b, t = slot.bleed, slot.trim
            # Points in the bleed ring, 1.5 mm outside the trim, on every side and corner.
            d = 1.5 * PT_PER_MM
            for x, y in [
                (t.x - d, t.y + t.h / 2),
                (t.right + d, t.y + t.h / 2),
                (t.x + t.w / 2, t.y - d),
                (t.x + t.w / 2, t.top + d),
                (t.x - d, t.y - d),
                (t.right + d, t.top + d),
            ]:
                assert b.x < x < b.right and b.y < y < b.top
                rgb = img.getpixel((round(x * k), round((lay.page_h - y) * k)))
                assert min(rgb) < 245, f"white bleed at slot {slot.index} page {page_no}: {rgb}"
    doc.close()


def test_single_layout_for_print_shops(tmp_path):
    content = make_content(tmp_path)
    out = tmp_path / "out"
    res = run_cli(
        "build",
        "automa-runner",
        "--lang",
        "fr",
        "--layout",
        "single",
        "--bleed",
        "2",
        "--content",
        str(content),
        "--out",
        str(out),
        "-q",
    )
    assert res.code == 0, res.err
    reader = PdfReader(str(out / "fr" / "automa-runner-single.pdf"))
    assert len(reader.pages) == 30  # front, back for each of the 15 cards
    mm = 72 / 25.4
    for page in reader.pages:
        assert float(page.trimbox.width) / mm == pytest.approx(63, abs=0.1)
        assert float(page.trimbox.height) / mm == pytest.approx(88, abs=0.1)
        assert float(page.bleedbox.width) / mm == pytest.approx(67, abs=0.1)
    assert "Premier regard" in reader.pages[0].extract_text()


BAD = {
    "four Corp clicks": ("AUT001-four-corp-clicks.yaml", "AUT001"),
    "unknown special order": ("AUT003-unknown-order.yaml", "AUT003"),
    "reused run pointing nowhere": ("AUT005-reuse-nowhere.yaml", "AUT005"),
    "missing side B": ("AUT009-missing-side-b.yaml", "AUT009"),
    "non-numeric link limit": ("AUT007-link-limit-text.yaml", "AUT007"),
    "500-character click text": ("AUT011-long-text.yaml", "AUT011"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_deck_one_diagnostic_nothing_written(tmp_path, case):
    fixture, code = BAD[case]
    content = make_content(tmp_path, [FIXTURES / fixture])
    out = tmp_path / "out"
    (out / "en").mkdir(parents=True)
    old = out / "en" / "automa-fx-corp.pdf"
    old.write_bytes(b"previous build")
    res = run_cli("build", "automa-decks", "--content", str(content), "--out", str(out))
    assert_no_crash(res, 1)
    errors = [line for line in res.err.splitlines() if re.search(r":\d+:\d+: error ", line)]
    assert len(errors) == 1, res.err
    line = next(
        n
        for n, text in enumerate((FIXTURES / fixture).read_text().splitlines(), 1)
        if f"expect: {code}" in text
    )
    assert errors[0].startswith(f"{content}/automa/decks/{fixture}:{line}:")
    assert f"error {code}:" in errors[0]
    assert "no file was written" in res.err
    assert old.read_bytes() == b"previous build"
    assert sorted(p.name for p in out.rglob("*") if p.is_file()) == ["automa-fx-corp.pdf"]


def test_named_deck_missing_is_an_error(tmp_path):
    content = make_content(tmp_path, [CONTENT / "automa" / "decks" / "runner.yaml"])
    res = run_cli("build", "automa-corp", "--content", str(content), "--out", str(tmp_path / "out"))
    assert_no_crash(res, 1)
    assert "error AUT017: no deck with id corp" in res.err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))
