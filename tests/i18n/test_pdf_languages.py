"""German and the pseudo-locale, read back from the PDFs they print."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.layout.textflow import plain
from nrprint.model.base import iter_texts
from nrprint.model.domains import discover
from nrprint.model.project import Project
from tests.conftest import run_cli

discover()


def squash(text: str) -> str:
    return "".join(text.replace("\u00a0", " ").split())


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("langs")
    targets = ["turn-sequence", "turn-sequence-bilingual", "automa-corp"]
    assert run_cli("build", *targets, "--lang", "en,de,en-XA", "--out", str(out), "-q").code == 0
    return out


def test_german_turn_sequence_prints_every_german_string(built: Path):
    reader = PdfReader(built / "de" / "turn-sequence.pdf")
    text = squash("".join(p.extract_text() for p in reader.pages))
    project = Project(Path("content"))
    count = 0
    for domain in ("turn", "timeline", "changes"):
        for label, t in iter_texts(project.get(domain)):
            if label == "document_title":
                assert reader.metadata.title == t.get("de")
                continue
            assert squash(plain(t.get("de")).replace("**", "")) in text, f"{domain}.{label}"
            count += 1
    assert count > 80
    assert reader.pdf_header and reader.trailer["/Root"]["/Lang"] == "de"


def test_side_by_side_german_has_both_columns(built: Path):
    text = PdfReader(built / "turn-sequence.en-de.pdf").pages[0].extract_text()
    assert "English" in text and "Deutsch" in text
    assert "Zugablauf" in text and "Turn sequence" in text


def test_german_cards_embed_their_fonts_and_say_german(built: Path):
    reader = PdfReader(built / "de" / "automa-corp.pdf")
    first = reader.pages[0].extract_text()
    assert "Konzern-KI" in first
    for font in reader.pages[0]["/Resources"]["/Font"].values():
        font = font.get_object()
        descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
        assert "/FontFile2" in descendant["/FontDescriptor"].get_object()


def test_pseudo_locale_is_printed_accented_and_longer(built: Path):
    xa = squash(PdfReader(built / "en-XA" / "turn-sequence.pdf").pages[0].extract_text())
    en = squash(PdfReader(built / "en" / "turn-sequence.pdf").pages[0].extract_text())
    assert "[Ţûŕñšéqûéñçé" in xa  # "[Turn sequence", accented (spaces squashed)
    assert len(xa) > 1.25 * len(en)
    assert not (built / "turn-sequence.en-en-XA.pdf").exists()  # no side-by-side for a pseudo-locale


def test_pseudo_locale_overflow_is_reported_as_warnings():
    r = run_cli("check", "--lang", "en-XA")
    assert r.code == 0
    assert "(en-XA" in r.err and " warning " in r.err
    assert " error " not in r.err
