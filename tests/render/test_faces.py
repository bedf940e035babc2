"""Font faces from their cached summary draw exactly what parsed faces draw."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from nrprint.render import faces
from nrprint.render.fonts import FONT_DIR
from nrprint.system import cache
from tests.conftest import run_cli

FILE = FONT_DIR / "DejaVuSansCondensed-Bold.ttf"
HASH = hashlib.blake2b(FILE.read_bytes(), digest_size=16).hexdigest()


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("NRPRINT_CACHE_DIR", str(folder))
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)
    cache.configure(folder)
    yield folder
    cache.configure(None)


def _summary_font() -> TTFont:
    faces.load_font("T-parsed", FILE, HASH)  # parses, and keeps the summary
    cache.save_all()
    cache.configure(cache.folder())  # read back from the file
    font = faces.load_font("T-summary", FILE, HASH)
    assert isinstance(font.face, faces.SummaryFace)
    return font


def test_a_summary_face_has_what_the_parsed_face_has(cache_dir: Path):
    parsed = TTFont("T-ref", str(FILE)).face
    face = _summary_font().face
    assert "_ttf_data" not in face.__dict__  # not parsed yet
    for name in (*faces.NAMES, *faces.PLAIN, *faces.MAPS):
        mine, theirs = getattr(face, name), getattr(parsed, name)
        assert mine == theirs and type(mine) is type(theirs), name
    assert [face.name.ustr, face.fullName.ustr] == [parsed.name.ustr, parsed.fullName.ustr]
    assert getattr(face, "no_such_thing", "default") == "default"  # unknown: no parse
    assert "_ttf_data" not in face.__dict__
    assert face.hmetrics == parsed.hmetrics  # a lazy attribute: the file is parsed now
    assert face.makeSubset([0, 65, 66]) == parsed.makeSubset([0, 65, 66])


def test_a_summary_of_the_wrong_shape_is_parsed_again(cache_dir: Path):
    key = f"face:{faces.FORMAT}:{faces.reportlab.Version}:{HASH}"
    cache.bucket("fonts").put(key, {"name": "half a summary"})
    font = faces.load_font("T-bad", FILE, HASH)
    assert not isinstance(font.face, faces.SummaryFace) and "_ttf_data" in font.face.__dict__
    assert cache.bucket("fonts").get(key)["lazy"]  # and a good summary replaces it


def test_builds_with_and_without_face_summaries_are_byte_identical(
    cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    from reportlab.pdfbase import pdfmetrics

    from nrprint.render import fonts

    def build(out: Path, *extra: str) -> dict[str, bytes]:
        # Each build registers the fonts afresh: reportlab keeps the first font registered
        # under a name, so the registry is emptied of ours first.
        fonts.register_fonts.cache_clear()
        monkeypatch.setattr(fonts, "_string_width", None)
        ours = lambda font: font.fontName in fonts.FONT_NAMES.values()  # noqa: E731
        monkeypatch.setattr(pdfmetrics, "_fonts", {k: v for k, v in pdfmetrics._fonts.items() if not ours(v)})
        faces_left = {k: v for k, v in pdfmetrics._dynFaceNames.items() if not ours(v)}
        monkeypatch.setattr(pdfmetrics, "_dynFaceNames", faces_left)
        args = ("build", "turn-sequence", "automa-corp", "--lang", "en,fr", "--jobs", "1", "-q")
        assert run_cli(*args, *extra, "--out", str(out)).code == 0
        return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.pdf"))}

    try:
        plain = build(tmp_path / "plain", "--no-cache")  # no cache, no summaries: parsed
        assert not isinstance(pdfmetrics.getFont("NR-Regular").face, faces.SummaryFace)
        build(tmp_path / "first")  # parses, and keeps the summaries
        again = build(tmp_path / "again")
        assert isinstance(pdfmetrics.getFont("NR-Regular").face, faces.SummaryFace)
        assert again == plain
    finally:
        monkeypatch.undo()  # reportlab's registry as it was, and registered again on demand
        fonts.register_fonts.cache_clear()
