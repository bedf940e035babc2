"""Numbered execution orders hang: a step's later lines start under its text, not under
its number (layout, and the built Runner AI deck read back)."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from nrprint.layout.textflow import layout
from nrprint.render.fonts import measure
from tests.conftest import run_cli


def test_a_numbered_step_hangs_and_plain_text_does_not():
    block = layout("3. **Remote** +A *most advancement tokens on it*", 90, 8.5, 10, measure)
    assert len(block.lines) >= 2
    number = block.lines[0].items[0]
    assert number.piece.text == "3."
    text_x = block.lines[0].items[1].x  # where the step's words start
    for line in block.lines[1:]:
        assert abs(line.items[0].x - text_x) < 0.5 + measure(" ", "regular", 8.5)
        assert line.items[0].x > number.width
    plain = layout("Remote +A most advancement tokens on it", 90, 8.5, 10, measure)
    assert all(line.items[0].x == 0 for line in plain.lines)


@pytest.fixture(scope="module")
def runner_pdf(tmp_path_factory):
    out = tmp_path_factory.mktemp("runner")
    res = run_cli("build", "automa-runner", "--lang", "en", "--out", str(out), "-q", "--no-cache")
    assert res.code == 0, res.err
    return out / "en" / "automa-runner.pdf"


def test_runner_cards_read_back_with_hanging_steps(runner_pdf):
    """First Look's row 3 wraps ("3. Remote +A most advancement / tokens"): "tokens"
    starts right of the "3", under "Remote"."""
    doc = pdfium.PdfDocument(runner_pdf)
    try:
        text = doc[0].get_textpage()
        full = text.get_text_range()
        three = full.index("3. Remote")
        word = full.index("tokens", three)
        x_number = text.get_charbox(three)[0]
        x_remote = text.get_charbox(three + 3)[0]
        x_tokens = text.get_charbox(word)[0]
    finally:
        doc.close()
    assert x_tokens > x_number + 3  # not back under the number
    assert abs(x_tokens - x_remote) < 1.0  # under the step's first word
