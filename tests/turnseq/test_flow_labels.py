"""Issue 37: the flowchart's decision labels read across the table (8 pt, not 6.8 pt grey)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from tests.conftest import CONTENT, run_cli


def label_sizes(pdf: Path, page: int, words: str) -> list[float]:
    doc = pdfium.PdfDocument(pdf)
    text = doc[page].get_textpage()
    found = text.search(words, match_case=True).get_next()
    assert found is not None, words
    start, count = found
    return [pdfium_c.FPDFText_GetFontSize(text.raw, i) for i in range(start, start + count)]


def test_decision_labels_are_at_least_8_pt(tmp_path: Path):
    res = run_cli(
        "build",
        "turn-sequence",
        "turn-sequence-bilingual",
        "--lang",
        "en,fr",
        "--content",
        str(CONTENT),
        "--out",
        str(tmp_path),
        "-q",
    )
    assert res.code == 0, res.err
    flowcharts = (
        ("en/turn-sequence.pdf", 1, "unrezzed, more ice"),
        ("turn-sequence.en-fr.pdf", 2, "non activée, dernière glace"),
    )
    for name, page, words in flowcharts:
        sizes = label_sizes(tmp_path / name, page, words)
        assert sizes and min(sizes) >= 7.9, (name, sizes)
