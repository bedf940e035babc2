"""A loaded YAML document: its data and, on demand, the position of every value."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

from nrprint.diagnostics import ContentError, Pos
from nrprint.source.text import KEY, KeyPath


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
        """Data read without positions; ``text`` is kept (deflated) to find them if a
        message asks."""
        return cls(path, data, None, zlib.compress(text.encode("utf-8"), 1))

    @property
    def text(self) -> str:
        return zlib.decompress(self._text).decode("utf-8") if self._text else ""

    @property
    def positions(self) -> dict[KeyPath, tuple[int, int]]:
        if self._positions is None:
            try:
                from nrprint.source.compose import compose

                self._positions = compose(self.text, self.path)[1]
            except ContentError:  # the fast path read it; nothing better to point at
                self._positions = {}
            self._text = b""
        return self._positions

    def key_pos(self, keypath: KeyPath) -> Pos:
        """Position of the key that ends ``keypath`` (where a reader looks for a misspelt
        key), else of its value."""
        where = (*keypath, KEY)
        if where in self.positions:
            return Pos(self.path, *self.positions[where])
        return self.pos(keypath)

    def pos(self, keypath: KeyPath) -> Pos:
        """Position of the value at ``keypath``, or of its nearest known ancestor."""
        kp = tuple(keypath)
        while kp:
            if kp in self.positions:
                return Pos(self.path, *self.positions[kp])
            kp = kp[:-1]
        return Pos(self.path, *self.positions.get((), (1, 1)))
