"""Embedded font subsets, cut and compressed once: the fonts' ``FontFile2`` streams.

For every 256 characters a document uses, reportlab cuts a TrueType subset of the font
(``makeSubset``, a Python walk over the glyph tables) and zlib-compresses it when the
PDF is saved. The default build embeds 129 subsets, 3.4 MB to compress: the largest
part of all compression, though only 81 of them differ (the same letters in many
documents), and none differs from the previous build's. So each subset's stream is kept,
compressed, by what it depends on (the font file, the subset's characters in code order,
reportlab's and zlib's versions): in memory for the process, and as one file in the
cache folder (``subsets/``) for the next build.

The stream is the one reportlab would write: the same compressed bytes, ``Length1`` the
uncompressed size, the ``FlateDecode`` filter named before ``PDFStream.format`` would
apply it (it then applies nothing). Each file starts with a checksum of the rest
(``nrprint.system.cachefiles``), so a damaged one is cut again, never embedded.
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from collections.abc import Sequence
from typing import Any

import reportlab
from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, TTFontFace

from nrprint.system import cache, cachefiles

FOLDER = "subsets"
_SIZE = struct.Struct(">I")  # the uncompressed size, before the compressed stream
_KEEP = 2_000  # subset files kept in the cache folder; beyond it the oldest go
_memo: dict[str, tuple[int, bytes]] = {}  # this process's streams: key -> (size, packed)
_MEMO_MAX = 512


class CachedFace(TTFontFace):
    """A font face whose subsets come from ``subset_stream`` (set on our registered fonts)."""

    _file_hash: str | None = None

    def addSubsetObjects(self, doc: Any, fontname: str, subset: Sequence[int]) -> Any:  # noqa: N802
        """reportlab's ``TTFontFace.addSubsetObjects`` with the font file stream kept."""
        if not doc.compression or reportlab.rl_config.useA85:
            return super().addSubsetObjects(doc, fontname, subset)
        size, packed = subset_stream(self, subset)
        font_file = pdfdoc.PDFStream()
        font_file.content = packed
        font_file.dictionary["Length1"] = size
        font_file.dictionary["Filter"] = pdfdoc.PDFArray([pdfdoc.PDFName(pdfdoc.PDFZCompress.pdfname)])
        font_file.filters = [pdfdoc.PDFZCompress]  # named above, so format applies none
        font_file_ref = doc.Reference(font_file, f"fontFile:{self.filename}({fontname})")
        # From here on as reportlab's own method.
        flags = (self.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC
        descriptor = pdfdoc.PDFDictionary(
            {
                "Type": "/FontDescriptor",
                "Ascent": self.ascent,
                "CapHeight": self.capHeight,
                "Descent": self.descent,
                "Flags": flags,
                "FontBBox": pdfdoc.PDFArray(self.bbox),
                "FontName": pdfdoc.PDFName(fontname),
                "ItalicAngle": self.italicAngle,
                "StemV": self.stemV,
                "FontFile2": font_file_ref,
                "MissingWidth": self.defaultWidth,
            }
        )
        return doc.Reference(descriptor, "fontDescriptor:" + fontname)


def subset_stream(face: CachedFace, subset: Sequence[int]) -> tuple[int, bytes]:
    """(uncompressed size, zlib-compressed bytes) of ``face.makeSubset(subset)``."""
    if face._file_hash is None:
        face._file_hash = hashlib.blake2b(face._ttf_data, digest_size=16).hexdigest()
    name = face.name.decode("latin-1")  # a collection's fonts share one file
    key = cache.digest(
        "subset", face._file_hash, name, list(subset), reportlab.Version, zlib.ZLIB_RUNTIME_VERSION
    )
    found = _memo.get(key)
    if found is None:
        found = _read(key)
        if found is None:
            raw = face.makeSubset(subset)
            found = (len(raw), pdfdoc.PDFZCompress.encode(raw))
            _write(key, found)
        if len(_memo) >= _MEMO_MAX:
            _memo.pop(next(iter(_memo)))
        _memo[key] = found
    return found


def _read(key: str) -> tuple[int, bytes] | None:
    body = cachefiles.read(FOLDER, key)
    if body is None or len(body) < _SIZE.size:
        return None
    (size,) = _SIZE.unpack_from(body)
    return size, body[_SIZE.size :]


def _write(key: str, found: tuple[int, bytes]) -> None:
    size, packed = found
    cachefiles.write(FOLDER, key, _SIZE.pack(size) + packed, _KEEP, "a font subset")


def subset_tag(face_name: bytes | str, subset: Sequence[int]) -> bytes:
    """Six capital letters naming a subset by its face and characters (``KQZBFA+``)."""
    name = face_name if isinstance(face_name, bytes) else face_name.encode()
    digest = hashlib.blake2b(name + b"\0" + ",".join(map(str, subset)).encode(), digest_size=6).digest()
    return bytes(65 + b % 26 for b in digest)
