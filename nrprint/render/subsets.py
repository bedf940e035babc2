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
apply it (it then applies nothing). Each file starts with a checksum of the rest, so a
damaged one is cut again, never embedded.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import reportlab
from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, TTFontFace

from nrprint import cache

_HEAD = struct.Struct(">16sI")  # blake2b of what follows, then the uncompressed size
_KEEP = 2_000  # subset files kept in the cache folder; beyond it the oldest go
_memo: dict[str, tuple[int, bytes]] = {}  # this process's streams: key -> (size, packed)
_MEMO_MAX = 512
_pruned = False


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


def _folder(create: bool = False) -> Path | None:
    root = cache.folder(create)
    return None if root is None else root / "subsets"


def _read(key: str) -> tuple[int, bytes] | None:
    folder = _folder()
    if folder is None:
        return None
    try:
        data = (folder / key).read_bytes()
    except OSError:
        return None
    if len(data) < _HEAD.size:
        return None
    check, size = _HEAD.unpack_from(data)
    body = data[_HEAD.size :]
    if hashlib.blake2b(data[16:], digest_size=16).digest() != check:
        return None  # damaged: cut again and rewritten
    return size, body


def _write(key: str, found: tuple[int, bytes]) -> None:
    folder = _folder(create=True)
    if folder is None:
        return
    from nrprint.atomic import atomic_path

    size, packed = found
    rest = struct.pack(">I", size) + packed
    try:
        _prune(folder)
        with atomic_path(folder / key) as tmp:
            tmp.write_bytes(hashlib.blake2b(rest, digest_size=16).digest() + rest)
    except OSError as exc:
        cache.warn(f"cannot keep a font subset in {folder} ({exc})")


def _prune(folder: Path) -> None:
    """Once a process: past ``_KEEP`` files, remove the older half (by write time)."""
    global _pruned
    if _pruned:
        return
    _pruned = True
    try:
        entries = [e for e in os.scandir(folder) if e.is_file() and not e.name.startswith(".")]
    except OSError:
        return
    if len(entries) <= _KEEP:
        return
    entries.sort(key=lambda e: e.stat().st_mtime_ns)
    for entry in entries[: len(entries) // 2]:
        with contextlib.suppress(OSError):  # another process pruned it first
            os.unlink(entry.path)
