"""Safe YAML loading that remembers where every value came from.

PyYAML's composer gives nodes with marks; we build plain Python data from them and a
map from each value's key path (``("sides", 0, "title", "en")``) to its position, so
schema errors and rules-model findings point at the exact line and column. Ordinary
content first takes a fast path (``nrprint.yamlfast``: the same data, no marks); its
positions are composed only if a message asks for one.
Anchors and aliases are refused: content never needs them and they enable "billion
laughs" expansion bombs. Only safe scalar types are produced (no object construction).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from nrprint.diagnostics import ContentError, Pos
from nrprint.yamlfast import CONTROL, Unusual, fast_load

KeyPath = tuple[str | int, ...]
MAX_BYTES = 16_000_000  # a 9,000-card stress deck is 5 MB
MAX_DEPTH = 40
# libyaml's safe loader when PyYAML was built with it (about 3× faster), else pure Python.
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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


def _mark(path: str, node: yaml.Node) -> Pos:
    return Pos(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _where(node: yaml.Node) -> tuple[int, int]:
    mark = node.start_mark
    return (mark.line + 1, mark.column + 1)


class _Builder:
    def __init__(self, path: str):
        self.path = path
        self.positions: dict[KeyPath, tuple[int, int]] = {}
        self._constructor = yaml.SafeLoader("")
        self._seen: set[int] = set()

    def build(self, node: yaml.Node, kp: KeyPath, depth: int = 0) -> Any:
        where = _where(node)
        # The composer shares one node object between an anchor and its aliases; meeting a
        # node twice means an alias, refused before any expansion can happen.
        if id(node) in self._seen:
            raise ContentError(
                [
                    Pos(self.path, *where).error(
                        "YAML002", "YAML anchors and aliases are not allowed in content"
                    )
                ]
            )
        self._seen.add(id(node))
        if depth > MAX_DEPTH:
            raise ContentError(
                [Pos(self.path, *where).error("YAML003", f"nesting deeper than {MAX_DEPTH} levels")]
            )
        self.positions[kp] = where
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML004", "keys must be plain text")]
                    )
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML002", "merge keys (<<) are not allowed")]
                    )
                key = str(key_node.value)
                if key in out:
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML005", f"duplicate key '{key}'")]
                    )
                out[key] = self.build(value_node, (*kp, key), depth + 1)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.build(v, (*kp, i), depth + 1) for i, v in enumerate(node.value)]
        try:
            return self._constructor.construct_object(node, deep=True)
        except yaml.YAMLError as exc:
            raise ContentError(
                [Pos(self.path, *where).error("YAML001", f"unreadable value: {exc}")]
            ) from None


def parse_yaml(text: str, path: str, pack: str | None = None) -> SourceDoc:
    """Parse YAML text into data (positions come later, if asked for); raise ContentError
    with a diagnostic. rapidyaml reads ordinary content; anything else goes to the composer.

    With ``pack``, a mapping's sequence of that name is read item by item and comes back
    :class:`~nrprint.yamlpack.Packed` when the document allows it (see nrprint.yamlpack);
    otherwise it is an ordinary list.
    """
    if pack is not None:
        from nrprint.yamlpack import packed_load

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
    """PyYAML's composer: slower, with a mark on every node and its own error messages."""
    try:
        node = yaml.compose(text, Loader=SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        msg = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        raise ContentError([Pos(path, line, col).error("YAML001", f"malformed YAML: {msg}")]) from None
    except yaml.YAMLError as exc:
        raise ContentError([Pos(path).error("YAML001", f"malformed YAML: {exc}")]) from None
    if node is None:
        return SourceDoc(path, None, {(): (1, 1)})
    builder = _Builder(path)
    data = builder.build(node, ())
    return SourceDoc(path, data, builder.positions)  # positions known: no text to keep


def read_text(file: Path, display: str, max_bytes: int = MAX_BYTES) -> str:
    """Read a content file as UTF-8 text, with diagnostics for size, encoding and controls."""
    pos = Pos(display)
    if file.exists() and not file.is_file():  # a pipe or a device would block or never end
        raise ContentError([pos.error("IO001", "cannot read file: not a regular file")])
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise ContentError([pos.error("IO001", f"cannot read file: {exc.strerror}")]) from None
    if len(raw) > max_bytes:
        raise ContentError([pos.error("IO002", f"file is {len(raw)} bytes; the limit is {max_bytes}")])
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
    """A content file's document. With ``pack`` (see :func:`parse_yaml`) an ordinary
    file is read a piece at a time, never whole; anything else is read whole."""
    if pack is not None:
        from nrprint.yamlpack import packed_load_file

        try:
            data, deflated = packed_load_file(file, MAX_BYTES, MAX_DEPTH, pack)
        except Unusual:
            pass
        else:
            return SourceDoc(display, data, None, deflated)
        # Read whole: the same guards refuse it (a plain list comes back; the caller packs it).
        pack = None
    return parse_yaml(read_text(file, display), display, pack)
