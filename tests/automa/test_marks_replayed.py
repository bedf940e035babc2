"""A sheet's crop marks, ruler and gutter ticks are drawn once per number of cards on
a sheet and their operators copied onto later sheets (``cardsheet._replayed``): the
file is the one drawing every sheet's marks afresh gives, byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.render import cardsheet
from nrprint.render.cardsheet import ImposeOptions, impose
from nrprint.render.pdf import PdfMeta

from .test_sheets_pdf import synthetic


def _drawn(path: Path, n: int, opts: ImposeOptions) -> bytes:
    impose(synthetic(n), path, PdfMeta("Deck", "test", "en"), opts)
    return path.read_bytes()


@pytest.mark.parametrize(
    "opts",
    [
        ImposeOptions(label="Marks"),
        ImposeOptions(paper="letter", bleed_mm=2.0, duplex="short-edge", label="Marks"),
    ],
)
def test_replayed_marks_are_the_bytes_drawn_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opts):
    # 9, 9, then 4 cards: the last sheet's marks stand around its 4 cards only
    replayed = _drawn(tmp_path / "replayed.pdf", 22, opts)
    monkeypatch.setattr(cardsheet, "_replayed", lambda c, drawn, key, draw: draw())
    fresh = _drawn(tmp_path / "fresh.pdf", 22, opts)
    assert replayed == fresh
