"""A document's big sequence read one item at a time, each item kept packed.

Read whole, a 9,000-card deck is a rapidyaml tree of about 86 MiB and Python data of
35 MiB before its first card is checked. Here libyaml's parser (in C; its events are
the strict syntax check) finds where each top-level value and each item of the named
sequence (a deck's ``cards``) begins and ends. Each item's text is read alone by the
fast path and kept packed (about 75 bytes a card, :class:`Packed`), so at most one
item's data exists at a time. Read from a file (:func:`packed_load_file`), the text
itself goes through a small window: the file is never held whole either. Anything this
does not handle exactly as the composer does raises :class:`Unusual`, and the caller
reads the document whole.
"""

from __future__ import annotations

import codecs
import os
import sys
import zlib
from pathlib import Path
from typing import Any, BinaryIO

import yaml
from yaml.reader import Reader

from nrprint.source.fast import _COMPOSER_ONLY, Unusual, fast_load, scalar
from nrprint.source.packed import Packed
from nrprint.source.text import CONTROL

try:
    from yaml._yaml import CParser
except ImportError:  # PyYAML without libyaml: documents are read whole
    CParser = None

_START = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_END = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _scalar(event: yaml.ScalarEvent) -> Any:
    return scalar(event.value, not event.style)  # libyaml's style is "" for plain scalars


class _Whole:
    """The text of a document held whole (read from a string)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def slice(self, start: int, end: int) -> str:
        return self.text[start:end]

    def forget(self, upto: int) -> None:
        pass


class _FileWindow:
    """A content file handed to libyaml a piece at a time, and the window of its text
    still needed: from the start of the value being read to what libyaml has read.

    Each piece is checked as it is decoded, as ``read_text`` and the fast path check a
    whole text (UTF-8, control and non-printable characters, constructs only the
    composer reads). A piece that fails marks the window ``bad`` and ends the input;
    the caller then reads the file whole, which reports it with its position.
    """

    CHUNK = 1 << 16

    def __init__(self, file: BinaryIO):
        self.file = file
        self.decoder = codecs.getincrementaldecoder("utf-8")("strict")
        self.deflate = zlib.compressobj(1)  # the text, kept deflated to find positions later
        self.deflated: list[bytes] = []
        self.window, self.base, self.pending = "", 0, ""
        self.lines = ""  # text after the last line break, screened when its line is whole
        self.context = ""  # last non-blank character and the blanks after it (see _screen)
        self.bad = self.eof = self.first = False

    def read(self, size: int) -> str:
        while len(self.pending) < size and not self.eof:
            self._more()
        piece, self.pending = self.pending[:size], self.pending[size:]
        return piece

    def _more(self) -> None:
        raw = self.file.read(self.CHUNK)
        try:
            text = self.decoder.decode(raw, final=not raw)
        except UnicodeDecodeError:
            text, raw = "", b""
            self.bad = True
        if not self.first and text:
            text, self.first = text.removeprefix("\ufeff"), True
        self.eof = not raw
        self.deflated.append(self.deflate.compress(text.encode("utf-8")))
        self.lines += text
        cut = len(self.lines) if self.eof else self.lines.rfind("\n") + 1
        if cut:
            self._screen(self.lines[:cut])
            self.lines = self.lines[cut:]
        if self.bad:
            self.eof, text = True, ""
        self.window += text
        self.pending += text

    def _screen(self, lines: str) -> None:
        """Whole lines (with the context a guard can need across a line break)."""
        seen = self.context + lines
        if CONTROL.search(lines) or Reader.NON_PRINTABLE.search(lines) or _COMPOSER_ONLY.search(seen):
            self.bad = True
        stripped = seen.rstrip()
        self.context = seen[len(stripped) - 1 :] if stripped else self.context + seen

    def slice(self, start: int, end: int) -> str:
        return self.window[start - self.base : end - self.base]

    def forget(self, upto: int) -> None:
        self.window = self.window[upto - self.base :]
        self.base = upto


class _Events:
    """libyaml's events with one of look-ahead; refuses what the fast path refuses."""

    __slots__ = ("parser", "source")

    def __init__(self, parser: Any, source: _Whole | _FileWindow):
        self.parser, self.source = parser, source

    def next(self) -> Any:
        try:
            event = self.parser.get_event()
        except yaml.YAMLError:
            raise Unusual from None  # the composer words the error, with its position
        if (
            isinstance(event, yaml.AliasEvent)
            or getattr(event, "anchor", None)
            or getattr(event, "tag", None)
        ):
            raise Unusual
        return event

    def node(self, first: Any, max_depth: int, depth: int) -> Any:
        """The data of the node that starts with ``first``, read from its own text."""
        if isinstance(first, yaml.ScalarEvent):
            self.source.forget(first.end_mark.index)
            return _scalar(first)
        if not isinstance(first, _START):
            raise Unusual
        # Inner events are only counted here; their anchors, aliases and tags are
        # refused by the fast path reading the node's text.
        get, level, event = self.parser.get_event, 1, first
        try:
            while level:
                kind = type(event := get())
                if kind in _START:
                    level += 1
                    if depth + level - 1 > max_depth:
                        raise Unusual
                elif kind in _END:
                    level -= 1
        except yaml.YAMLError:
            raise Unusual from None
        start, end = first.start_mark.index, event.end_mark.index
        text = self.source.slice(start, end)
        self.source.forget(end)
        if text[:1] == "?":
            raise Unusual  # an explicit key: the whole text's guard did not see it at a line start
        # Blank columns keep the node's indentation, so its own text reads as it did in
        # place (block scalars and nested blocks depend on it).
        return fast_load(" " * first.start_mark.column + text, max_depth - depth, screened=True)


def packed_load(text: str, max_depth: int, key: str) -> dict[str, Any]:
    """A mapping document whose sequence ``key`` comes back :class:`Packed`, or Unusual."""
    if CParser is None or Reader.NON_PRINTABLE.search(text) or _COMPOSER_ONLY.search(text):
        raise Unusual
    return _read(_Events(CParser(text), _Whole(text)), max_depth, key)


def packed_load_file(file: Path, max_bytes: int, max_depth: int, key: str) -> tuple[dict[str, Any], bytes]:
    """:func:`packed_load` reading the file a piece at a time: memory holds one value's
    text, never the whole file. Returns the data and the text, deflated (for positions).
    Unusual for anything the whole-file readers must decide, errors included."""
    if CParser is None or not file.is_file():  # read_text words what is not a regular file
        raise Unusual
    try:
        with file.open("rb") as handle:
            if os.fstat(handle.fileno()).st_size > max_bytes:
                raise Unusual
            window = _FileWindow(handle)
            data = _read(_Events(CParser(window), window), max_depth, key)
            while not window.eof:  # the rest of the file: comments, blank lines
                window.read(_FileWindow.CHUNK)
    except OSError:
        raise Unusual from None
    if window.bad:
        raise Unusual
    return data, b"".join([*window.deflated, window.deflate.flush()])


def _read(events: _Events, max_depth: int, key: str) -> dict[str, Any]:
    kinds = [type(events.next()) for _ in range(3)]
    if kinds != [yaml.StreamStartEvent, yaml.DocumentStartEvent, yaml.MappingStartEvent]:
        raise Unusual
    out: dict[str, Any] = {}
    while not isinstance(event := events.next(), yaml.MappingEndEvent):
        if not isinstance(event, yaml.ScalarEvent):
            raise Unusual  # a key that is a collection
        name = _scalar(event)
        if not isinstance(name, str) or name in out or name == "<<":
            raise Unusual
        name = sys.intern(name)
        value = events.next()
        if name == key and isinstance(value, yaml.SequenceStartEvent):
            out[name] = _items(events, max_depth)
        else:
            out[name] = events.node(value, max_depth, 1)
    if not isinstance(events.next(), yaml.DocumentEndEvent) or not isinstance(
        events.next(), yaml.StreamEndEvent
    ):
        raise Unusual  # several documents: the composer refuses them with a position
    return out


def _items(events: _Events, max_depth: int) -> Packed:
    items = Packed()
    while not isinstance(event := events.next(), yaml.SequenceEndEvent):
        items.add(events.node(event, max_depth, 2))
    return items
