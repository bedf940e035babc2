"""The turn-sequence PDFs, read back: pages, boxes, text, fonts, outline, metadata."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.layout.textflow import plain
from nrprint.model.base import iter_texts
from nrprint.model.project import Project
from tests.conftest import assert_no_crash, edit, run_cli

A4 = (595.28, 841.89)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    from tests.conftest import CONTENT, TURN_FILES

    root = tmp_path_factory.mktemp("turn")
    content = root / "content"
    content.mkdir()
    for name in TURN_FILES:
        (content / name).write_bytes((CONTENT / name).read_bytes())
    out = root / "out"
    res = run_cli(
        "build",
        "turn-sequence",
        "turn-sequence-bilingual",
        "--content",
        str(content),
        "--out",
        str(out),
        "-q",
    )
    assert res.code == 0, res.err
    return out


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def project() -> Project:
    from tests.conftest import CONTENT

    return Project(CONTENT)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_language_pdf_has_every_string_and_a4_pages(built: Path, lang: str):
    reader = PdfReader(built / lang / "turn-sequence.pdf")
    assert 1 <= len(reader.pages) <= 2
    for page in reader.pages:
        box = page.mediabox
        assert (float(box.width), float(box.height)) == pytest.approx(A4, abs=0.01)
    text = squash("".join(p.extract_text() for p in reader.pages))
    # The strings as the build printed them: the same content, its typography installed
    # (Text.get reads the process's typography, which the test run's order would decide).
    p = Project(built.parent / "content")
    p.languages  # noqa: B018
    count = 0
    for domain in ("turn", "timeline", "changes"):
        for label, t in iter_texts(p.get(domain)):
            if label == "document_title":  # the PDF's title, not a line on the page
                assert reader.metadata.title == t.get(lang)
                continue
            wanted = squash(plain(t.get(lang)).replace("**", ""))
            assert wanted in text, f"{domain}.{label} ({lang}) not found in the PDF"
            count += 1
    assert count > 80


def test_fonts_are_embedded_subset_truetype(built: Path):
    reader = PdfReader(built / "en" / "turn-sequence.pdf")
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = descendant["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor, font["/BaseFont"]
            seen.add(str(font["/BaseFont"]))
    assert seen and all("+" in name for name in seen), seen  # subset tags like AAAAAA+


def test_metadata_language_and_outline(built: Path):
    for lang, first in (("en", "Turn sequence"), ("fr", "Déroulement du tour")):
        reader = PdfReader(built / lang / "turn-sequence.pdf")
        meta = reader.metadata
        assert meta.title and meta.author and meta.subject
        assert reader.trailer["/Root"]["/Lang"] == lang
        titles = [o.title for o in _flatten(reader.outline)]
        assert titles[0] == first
        assert len(titles) >= 5
    bilingual = PdfReader(built / "turn-sequence.en-fr.pdf")
    titles = [o.title for o in _flatten(bilingual.outline)]
    assert "Corporation turn" in titles and "Anatomy of a run" in titles


def _flatten(outline):
    for item in outline:
        if isinstance(item, list):
            yield from _flatten(item)
        else:
            yield item


def _positions(page) -> dict[str, float]:
    """Baseline y of each text run on a page."""
    found: dict[str, float] = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.setdefault(text.strip(), tm[5] * cm[3] + cm[5])

    page.extract_text(visitor_text=visit)
    return found


def test_bilingual_rows_are_aligned(built: Path):
    reader = PdfReader(built / "turn-sequence.en-fr.pdf")
    pairs = [
        ("Play an operation.", "Jouez une opération."),
        ("Remove 1 tag.", "Retirez 1 tag."),
        ("Play an event.", "Jouez un événement."),
    ]
    checked = 0
    for page in reader.pages:
        pos = _positions(page)
        for en, fr in pairs:
            en_y = next((y for t, y in pos.items() if t.startswith(en[:12])), None)
            fr_y = next((y for t, y in pos.items() if t.startswith(fr[:12])), None)
            if en_y is not None and fr_y is not None:
                assert en_y == pytest.approx(fr_y, abs=0.5), (en, en_y, fr_y)
                checked += 1
    assert checked == len(pairs)


def test_two_builds_are_byte_identical(tmp_path: Path, turn_content: Path):
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        assert run_cli("build", "--content", str(turn_content), "--out", str(out), "-q").code == 0
        outs.append(out)
    files = sorted(p.relative_to(outs[0]) for p in outs[0].rglob("*.pdf"))
    assert len(files) == 5  # en, fr, de and the two side-by-side summaries
    for rel in files:
        assert (outs[0] / rel).read_bytes() == (outs[1] / rel).read_bytes(), rel


def test_source_date_epoch_sets_the_dates(tmp_path: Path, turn_content: Path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    out = tmp_path / "o"
    assert (
        run_cli(
            "build",
            "turn-sequence",
            "--lang",
            "en",
            "--content",
            str(turn_content),
            "--out",
            str(out),
        ).code
        == 0
    )
    meta = PdfReader(out / "en" / "turn-sequence.pdf").metadata
    assert str(meta["/CreationDate"]).startswith("D:20231114")


def test_failed_build_leaves_previous_outputs_untouched(tmp_path: Path, turn_content: Path):
    out = tmp_path / "out"
    assert run_cli("build", "--content", str(turn_content), "--out", str(out), "-q").code == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    edit(turn_content / "turn-sequence.yaml", 'fr: "Dépensez 3 {click}', 'fr: "Dépensez 2 {click}')
    res = run_cli("build", "--content", str(turn_content), "--out", str(out))
    assert res.code == 1 and "no file was written" in res.err
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before


def test_crash_while_drawing_leaves_no_partial_file(tmp_path: Path, turn_content: Path, monkeypatch):
    out = tmp_path / "out"
    assert run_cli("build", "--content", str(turn_content), "--out", str(out), "-q").code == 0
    target = out / "en" / "turn-sequence.pdf"
    before = target.read_bytes()
    import nrprint.render.ops as ops

    def broken(path, pages, meta):
        Path(path).write_bytes(b"%PDF-1.4 half written")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ops, "render_pages", broken)
    res = run_cli("build", "turn-sequence", "--force", "--content", str(turn_content), "--out", str(out))
    assert "No space left" in res.err
    assert_no_crash(res, 1)
    assert target.read_bytes() == before
    assert not [p for p in out.rglob("*.tmp")]
