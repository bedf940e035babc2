"""Font subsets kept between documents and builds embed the bytes reportlab would.

``nrprint.render.subsets`` keeps each compressed ``FontFile2`` stream in memory and in
the cache folder. The same drawing must give the same file whether the subset is cut
by reportlab's own face, cut and kept, taken from memory, read from the cache folder,
or cut again because the kept file was damaged.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFontFace

from nrprint.render import subsets
from nrprint.render.fonts import FONT_NAMES, font_name, register_fonts
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.system import cache

META = PdfMeta("Subsets", "fonts kept", "en")
# Two subsets of the regular font (past 256 characters), one of the bold.
TEXT = "".join(chr(c) for c in (*range(0x20, 0x7F), *range(0x100, 0x17F), *range(0x391, 0x3C9)))


def _draw(path: Path) -> bytes:
    c = open_canvas(path, (300, 300), META)
    c.setFont(font_name("regular"), 9)
    for n in range(0, len(TEXT), 40):
        c.drawString(10, 280 - n / 4, TEXT[n : n + 40])
    c.setFont(font_name("bold"), 9)
    c.drawString(10, 10, "Bold words")
    c.showPage()
    c.save()
    return path.read_bytes()


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[Path]:
    """A cache folder of its own and an empty memory."""
    cache.configure(tmp_path / "cache")
    subsets._memo.clear()
    yield tmp_path / "cache" / "subsets"
    cache.configure(None)
    subsets._memo.clear()


def test_same_bytes_cut_kept_remembered_and_read(
    tmp_path: Path, kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    register_fonts()
    faces = [pdfmetrics.getFont(name).face for name in FONT_NAMES.values()]
    for face in faces:  # reportlab's own face for the reference drawing
        monkeypatch.setattr(face, "__class__", TTFontFace)
    own = _draw(tmp_path / "own.pdf")
    monkeypatch.undo()
    assert all(isinstance(face, subsets.CachedFace) for face in faces)

    assert _draw(tmp_path / "cut.pdf") == own  # cut, compressed and kept
    files = sorted(kept.iterdir())
    assert len(files) == 3  # regular (two subsets) and bold
    assert _draw(tmp_path / "memory.pdf") == own
    subsets._memo.clear()
    assert _draw(tmp_path / "read.pdf") == own  # from the cache folder

    subsets._memo.clear()
    data = bytearray(files[0].read_bytes())
    data[-1] ^= 0xFF
    files[0].write_bytes(bytes(data))
    files[1].write_bytes(b"short")
    assert _draw(tmp_path / "damaged.pdf") == own  # cut again, and rewritten
    subsets._memo.clear()
    assert _draw(tmp_path / "rewritten.pdf") == own
    assert files[1].stat().st_size > 100


def test_no_cache_folder_keeps_only_memory(tmp_path: Path) -> None:
    cache.configure(None)
    subsets._memo.clear()
    assert _draw(tmp_path / "a.pdf") == _draw(tmp_path / "b.pdf")
    assert subsets._memo
    subsets._memo.clear()
