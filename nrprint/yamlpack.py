"""A document's big sequence read one item at a time, each item kept packed.

Read whole, a 9,000-card deck is a rapidyaml tree of about 86 MiB and Python data of
35 MiB before its first card is checked. Here libyaml's parser (in C; its events are
the strict syntax check) finds where each top-level value and each item of the named
sequence (a deck's ``cards``) begins and ends. Each item's text is read alone by the
fast path and kept packed (about 75 bytes a card, :class:`Packed`), so at most one
item's data exists at a time. Anything this does not handle exactly as the composer
does raises :class:`Unusual`, and the caller reads the document whole.
"""

from __future__ import annotations

import pickle
import sys
import zlib
from typing import Any

import yaml
from yaml.reader import Reader

from nrprint.yamlfast import _COMPOSER_ONLY, _RESERVED, Unusual, fast_load, plain_scalar

try:
    from yaml._yaml import CParser
except ImportError:  # PyYAML without libyaml: documents are read whole
    CParser = None

_START = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_END = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


class Packed(list):
    """Items of a sequence, each pickled and deflated with the first item's pickle as
    the dictionary: cards share key names and most of their shape, so a card takes
    about 75 bytes (430 pickled alone). ``item(i)`` gives one item's data back."""

    __slots__ = ("zdict",)

    def __init__(self) -> None:
        super().__init__()
        self.zdict = b""

    def add(self, item: Any) -> None:
        raw = pickle.dumps(item, protocol=5)
        if not self:
            self.zdict = raw[-32768:]  # zlib looks back at most 32 KiB
        deflate = zlib.compressobj(6, zdict=self.zdict)
        self.append(deflate.compress(raw) + deflate.flush())

    def item(self, i: int) -> Any:
        inflate = zlib.decompressobj(zdict=self.zdict)
        # Our own pickles of plain YAML data, made in this process, never read from disk.
        return pickle.loads(inflate.decompress(self[i]) + inflate.flush())  # noqa: S301


def pack(items: list[Any]) -> Packed:
    packed = Packed()
    for item in items:
        packed.add(item)
    return packed


def _scalar(event: yaml.ScalarEvent) -> Any:
    if event.style:  # quoted or block: a string as written
        return event.value
    if event.value[:1] in _RESERVED:
        raise Unusual
    return plain_scalar(event.value)


class _Events:
    """libyaml's events with one of look-ahead; refuses what the fast path refuses."""

    __slots__ = ("parser", "text")

    def __init__(self, text: str):
        self.parser = CParser(text)
        self.text = text

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
        start = first.start_mark
        if self.text[start.index] == "?":
            raise Unusual  # an explicit key: the whole text's guard did not see it at a line start
        # Blank columns keep the node's indentation, so its own text reads as it did in
        # place (block scalars and nested blocks depend on it).
        piece = " " * start.column + self.text[start.index : event.end_mark.index]
        return fast_load(piece, max_depth - depth, screened=True)


def packed_load(text: str, max_depth: int, key: str) -> dict[str, Any]:
    """A mapping document whose sequence ``key`` comes back :class:`Packed`, or Unusual."""
    if CParser is None or Reader.NON_PRINTABLE.search(text) or _COMPOSER_ONLY.search(text):
        raise Unusual
    events = _Events(text)
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
