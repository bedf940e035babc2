"""Registered font faces from a cached summary, so drawing does not parse the font files.

reportlab parses a TrueType file whole when a font is registered (every table, 6,000
glyph metrics), and every process that draws
registers them: the build's parent and each drawing child. What drawing reads of a
face is small: its names and metrics for the font descriptor, the code point → glyph
map that assigns characters to subsets, and the advance widths. That summary is kept
in the cache (bucket ``fonts``), keyed by the font file's hash and reportlab's version;
a face made from it parses its file only when something else is asked of it (cutting
a subset that ``nrprint.render.subsets`` does not have yet).

Which attributes are summarised and which stay lazy is read off a parsed face, so a
reportlab version that adds one makes it lazy, never missing. Without the cache
(``--no-cache``) every process parses the files.
"""

from __future__ import annotations

import base64
import struct
from pathlib import Path
from typing import Any

import reportlab
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont, TTFontFile

from nrprint.render.subsets import CachedFace, subset_tag
from nrprint.system import cache

NAMES = ("name", "familyName", "styleName", "fullName", "uniqueFontID")  # TTFNameBytes
PLAIN = (
    "glyphNames", "glyphWidths", "ascent", "descent", "bold", "italic", "requiredEncoding",
    "builtIn", "validate", "subfontNameX", "fontRevision", "unitsPerEm", "bbox", "capHeight",
    "stemV", "italicAngle", "underlinePosition", "underlineThickness", "flags", "numGlyphs",
    "_full_font", "defaultWidth",
)  # fmt: skip
# int code point -> glyph index / advance width: packed as little-endian C arrays in
# base64 (``i`` / ``d``), read back exactly and 1.6 times as fast as lists of numbers in JSON.
MAPS = {"charToGlyph": ("i", int), "charWidths": ("d", float)}
FORMAT = 2


class SummaryFace(CachedFace):
    """A face built from its summary; the file is parsed on the first lazy attribute."""

    def __init__(self, filename: str, summary: dict[str, Any], file_hash: str):
        pdfmetrics.TypeFace.__init__(self, None)
        self.__dict__.update(_decode(summary))
        self.filename = filename
        self._file_hash = file_hash  # what subsets.subset_stream would hash the file for
        self._lazy = frozenset(summary["lazy"])

    def __getattr__(self, name: str) -> Any:
        # Only attributes missing from the instance get here: parse for those a parsed
        # face has, refuse the rest (so getattr(face, "x", default) keeps its meaning).
        if name in self.__dict__.get("_lazy", ()):
            self.__dict__["_lazy"] = frozenset()
            TTFontFile.__init__(self, self.filename, validate=0)
            return self.__dict__[name]
        raise AttributeError(name)


class TaggedFont(TTFont):
    """A TrueType font whose embedded subsets are tagged by their content, not by their
    number: reportlab names every file's first subset ``AAAAAA+``, so two of our PDFs
    merged or imposed together (Acrobat Combine, pdfjam, a print shop's RIP) held
    different subsets under one name. The tag is six letters of a hash of the face and
    the subset's characters: the same subset always gets the same tag (builds stay
    byte-identical), and different subsets different tags."""

    def addObjects(self, doc: Any) -> None:  # noqa: N802
        state = self.state.get(doc)
        subsets = list(state.subsets) if state is not None else []
        name = self.face.name

        def tag(n: int) -> bytes:
            return subset_tag(name, subsets[n])

        numbered = ttfonts.SUBSETN
        ttfonts.SUBSETN = tag  # looked up by TTFont.addObjects when it names each subset
        try:
            super().addObjects(doc)
        finally:
            ttfonts.SUBSETN = numbered


def load_font(name: str, path: Path, file_hash: str) -> TTFont:
    """``TTFont(name, path)`` with its face from the cached summary when there is one."""
    store = cache.bucket("fonts")
    key = f"face:{FORMAT}:{reportlab.Version}:{file_hash}"
    summary = store.get(key) if store is not None else None
    if isinstance(summary, dict):
        try:
            return _font_with_face(name, lambda *_a, **_k: SummaryFace(str(path), summary, file_hash))
        except (KeyError, TypeError, ValueError):
            pass  # an entry of another shape: parse, and store a good one
    font = TaggedFont(name, str(path))
    font.face.__class__ = CachedFace  # subsets cut and compressed once (render/subsets.py)
    if store is not None:
        made = summarise(font.face)
        if made is not None:
            store.put(key, made)
    return font


def _font_with_face(name: str, make_face: Any) -> TTFont:
    """reportlab's own ``TTFont.__init__``, given the face to use."""
    real = ttfonts.TTFontFace
    ttfonts.TTFontFace = make_face  # TTFont.__init__ looks the class up when it runs
    try:
        return TaggedFont(name, "")
    finally:
        ttfonts.TTFontFace = real


def summarise(face: Any) -> dict[str, Any] | None:
    """The summary of a parsed face, or None when it lacks an attribute we summarise."""
    have = face.__dict__
    wanted = {*NAMES, *PLAIN, *MAPS}
    if not wanted <= have.keys():
        return None
    out: dict[str, Any] = {n: have[n].ustr for n in NAMES}
    out.update({n: have[n] for n in PLAIN})
    out["subfontNameX"] = have["subfontNameX"].decode("latin-1")
    out["fontRevision"] = list(have["fontRevision"])
    for n, (code, kind) in MAPS.items():
        keys, values = list(have[n].keys()), list(have[n].values())
        if not all(k.__class__ is int and 0 <= k < 1 << 31 for k in keys) or not all(
            v.__class__ is kind for v in values
        ):
            return None  # not what the packing gives back exactly: parse each time
        out[n] = [_pack("i", keys), _pack(code, values)]
    out["lazy"] = sorted(have.keys() - wanted - {"filename", "_file_hash", "_lazy"})
    return out


def _decode(summary: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {n: TTFNameBytes(summary[n].encode("utf8")) for n in NAMES}
    out.update({n: summary[n] for n in PLAIN})
    out["subfontNameX"] = summary["subfontNameX"].encode("latin-1")
    out["fontRevision"] = tuple(summary["fontRevision"])
    for n, (code, _kind) in MAPS.items():
        keys, values = summary[n]
        out[n] = dict(zip(_unpack("i", keys), _unpack(code, values), strict=True))
    return out


def _pack(code: str, numbers: list[Any]) -> str:
    return base64.b64encode(struct.pack(f"<{len(numbers)}{code}", *numbers)).decode("ascii")


def _unpack(code: str, text: str) -> tuple[Any, ...]:
    raw = base64.b64decode(text)
    count = len(raw) // struct.calcsize(f"<{code}")
    return struct.unpack(f"<{count}{code}", raw)
