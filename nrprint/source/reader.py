"""Safe YAML loading that remembers where every value came from.

PyYAML's composer gives nodes with marks; we build plain Python data from them and a
map from each value's key path (``("sides", 0, "title", "en")``) to its position, so
schema errors and rules-model findings point at the exact line and column. Ordinary
content first takes a fast path (``nrprint.source.fast``: the same data, no marks); its
positions are composed only if a message asks for one (``nrprint.source.compose``).
Anchors and aliases are refused: content never needs them and they enable "billion
laughs" expansion bombs. Only safe scalar types are produced (no object construction).
A file's data is kept in the cache by the hash of its bytes (``nrprint.source.cached``), so
an unchanged file is not parsed again, and a run that finds all its files there never
imports a YAML reader.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nrprint.diagnostics import ContentError, Pos

KeyPath = tuple[str | int, ...]
MAX_BYTES = 16_000_000  # a 9,000-card stress deck is 5 MB
MAX_DEPTH = 40
# Control characters other than tab and line ends (C0, DEL and C1): content refuses them.
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


@dataclass(slots=True)
class SourceDoc:
    """A loaded YAML document: its data and, on demand, the position of every value."""

    path: str
    data: Any
    # (line, column) of each value, or None until a message needs one (then the text,
    # kept compressed only for that, is composed again with marks).
    _positions: dict[KeyPath, tuple[int, int]] | None = None
    _text: bytes = b""

    @classmethod
    def unplaced(cls, path: str, data: Any, text: str) -> SourceDoc:
        """Data read without positions; ``text`` is kept (deflated: a 5 MB deck keeps
        about 200 KB) to find them if a message asks."""
        return cls(path, data, None, zlib.compress(text.encode("utf-8"), 1))

    @property
    def text(self) -> str:
        return zlib.decompress(self._text).decode("utf-8") if self._text else ""

    @property
    def positions(self) -> dict[KeyPath, tuple[int, int]]:
        if self._positions is None:
            try:
                self._positions = _compose(self.text, self.path).positions
            except ContentError:  # the fast path read it; nothing better to point at
                self._positions = {}
            self._text = b""
        return self._positions

    def pos(self, keypath: KeyPath) -> Pos:
        """Position of the value at ``keypath``, or of its nearest known ancestor."""
        kp = tuple(keypath)
        while kp:
            if kp in self.positions:
                return Pos(self.path, *self.positions[kp])
            kp = kp[:-1]
        return Pos(self.path, *self.positions.get((), (1, 1)))


def parse_yaml(text: str, path: str, pack: str | None = None) -> SourceDoc:
    """Parse YAML text into data (positions come later, if asked for); raise ContentError
    with a diagnostic. rapidyaml reads ordinary content; anything else goes to the composer.

    With ``pack``, a mapping's sequence of that name is read item by item and comes back
    :class:`~nrprint.source.pack.Packed` when the document allows it (see nrprint.source.pack);
    otherwise it is an ordinary list.
    """
    from nrprint.source.fast import Unusual, fast_load

    if pack is not None:
        from nrprint.source.pack import packed_load

        try:
            return SourceDoc.unplaced(path, packed_load(text, MAX_DEPTH, pack), text)
        except Unusual:
            pass
    try:
        data = fast_load(text, MAX_DEPTH)
    except Unusual:
        return _compose(text, path)
    return SourceDoc.unplaced(path, data, text)


def _compose(text: str, path: str) -> SourceDoc:
    """PyYAML's composer, with a position for every value (``nrprint.source.compose``)."""
    from nrprint.source.compose import compose

    return compose(text, path)


def read_text(file: Path, display: str, max_bytes: int = MAX_BYTES) -> str:
    """Read a content file as UTF-8 text, with diagnostics for size, encoding and controls."""
    return decode_text(read_bytes(file, display, max_bytes), display)


def read_bytes(file: Path, display: str, max_bytes: int = MAX_BYTES) -> bytes:
    """A content file's bytes; a diagnostic for what is not a readable regular file or
    is bigger than ``max_bytes``."""
    pos = Pos(display)
    if file.exists() and not file.is_file():  # a pipe or a device would block or never end
        raise ContentError([pos.error("IO001", "cannot read file: not a regular file")])
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise ContentError([pos.error("IO001", f"cannot read file: {exc.strerror}")]) from None
    if len(raw) > max_bytes:
        raise ContentError([pos.error("IO002", f"file is {len(raw)} bytes; the limit is {max_bytes}")])
    return raw


def decode_text(raw: bytes, display: str) -> str:
    """A content file's bytes as text: UTF-8 without control characters, or a diagnostic."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ContentError([Pos(display, line, 1).error("IO003", "file is not valid UTF-8")]) from None
    bad = CONTROL.search(text)
    if bad:
        lineno = text.count("\n", 0, bad.start()) + 1
        colno = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
        raise ContentError(
            [Pos(display, lineno, colno).error("IO004", f"control character U+{ord(bad.group()):04X}")]
        )
    return text.removeprefix("\ufeff")


def load_yaml(file: Path, display: str, pack: str | None = None) -> SourceDoc:
    """A content file's document. A file of up to ``yamlcache.MAX_FILE`` bytes is read
    whole and its data kept in the cache; with ``pack`` (see :func:`parse_yaml`) a bigger
    one is read a piece at a time, never whole, and the rest whole."""
    from nrprint.source import cached as yamlcache

    if yamlcache.wanted(file):
        raw = read_bytes(file, display)
        doc = yamlcache.get(raw, display, pack)
        if doc is None:
            doc = parse_yaml(decode_text(raw, display), display, pack)
            yamlcache.put(raw, pack, doc)
        return doc
    if pack is not None:
        from nrprint.source.fast import Unusual
        from nrprint.source.pack import packed_load_file

        try:
            data, deflated = packed_load_file(file, MAX_BYTES, MAX_DEPTH, pack)
        except Unusual:
            pass
        else:
            return SourceDoc(display, data, None, deflated)
        # Read whole: the same guards refuse it (a plain list comes back; the caller packs it).
        pack = None
    return parse_yaml(read_text(file, display), display, pack)
