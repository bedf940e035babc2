"""A big document read one item of its top-level sequence at a time (a deck's cards).

Read whole, an 18,000-card deck is 11 MB of text, a rapidyaml tree of about 170 MiB
and Python data of about 70 MiB before its first card is checked: memory that grows
with the deck. Here the file is read a line at a time. The lines of each item of the
sequence under ``key`` (``cards:`` at the first column, items ``- `` at one column
``c``) are read by the fast path alone, as a one-item sequence at the same columns, and
kept packed (:class:`Packed`, about 100 bytes a card), with where its text lies in the
file (offset, line, checksum: 20 bytes) for positions. The rest of the file (the
deck's own fields) is read as a mapping.

Why an item's lines read alone give what the whole file gives: an item ends where a
line that is not blank or a comment starts at column ``c`` or less. Such a line ends
any block collection, block scalar or plain scalar of the item; if it lay inside a
quoted scalar or a flow collection, that item's text alone ends inside it and is
refused. A block sequence at column ``c`` sets the same indentation for what it holds
whether it stands alone or under ``cards:``. What could still differ (explicit
indentation or chomping indicators of block scalars, tabs, directives, ``?`` keys,
carriage returns, a byte order mark) is refused: anything refused, and any error,
raises :class:`Unusual`, and the caller reads the file whole, which words the error.

Positions are found when a message asks for one, from the one item's text read again
from the file (composed by PyYAML's composer, shifted to its line), never from the
whole file; if the file has changed since, the message points at the deck instead.
"""

from __future__ import annotations

import re
import sys
import zlib
from array import array
from pathlib import Path
from typing import Any

from yaml.reader import Reader

from nrprint.diagnostics import ContentError
from nrprint.source.doc import SourceDoc
from nrprint.source.fast import Unusual, composer_only, fast_load, quiet_stderr
from nrprint.source.packed import Packed
from nrprint.source.text import CONTROL, KEY, MAX_BYTES, MAX_DEPTH, KeyPath

# Block scalar headers whose meaning could depend on what follows or surrounds the text
# read alone: an indentation indicator in an item ("|2", relative to the parent's
# indentation) and keep chomping anywhere ("|+" keeps the blank lines after it).
# Refused: read whole. (Strip chomping, ">-", means the same anywhere.)
_ITEM_INDICATOR = re.compile(r"[|>](?:[-+]?[0-9]|[0-9]?\+)")
_HEAD_INDICATOR = re.compile(r"[|>][0-9]?\+")
_COMMENT_OR_BLANK = (b"", b"\n", b"#")
STREAM_FROM = 1 << 20  # bytes; a smaller file is read whole (and its data kept in the cache)


class StreamDoc(SourceDoc):
    """A document whose sequence ``key`` was read item by item: the head's positions
    from its own text, an item's from that item's text alone (read again from the file)."""

    __slots__ = ("file", "key", "head", "tail", "offsets", "starts", "sums", "seq_at", "key_at", "_item")

    def __init__(self, file: Path, path: str, key: str, head: str):
        super().__init__(path, None, None, b"")
        self.file, self.key, self.head = file, key, head
        self.tail = (0, "")  # the line the text after the sequence starts on, and that text
        self.offsets = array("q")  # where each item's text starts in the file (bytes), then the end
        self.starts = array("q")  # the line (0-based) each item's text starts on
        self.sums = array("L")  # each item's text's CRC-32
        self.seq_at = (1, 1)  # where the sequence starts (its first item's value)
        self.key_at = (1, 1)  # where the sequence's key is written
        self._item: tuple[int, dict[KeyPath, tuple[int, int]]] = (-1, {})

    @property
    def positions(self) -> _Positions:  # type: ignore[override]
        return _Positions(self)

    def item_positions(self, i: int) -> dict[KeyPath, tuple[int, int]]:
        """The positions of item ``i``'s values, keyed as in the whole document."""
        if self._item[0] != i:
            self._item = (i, self._compose_item(i))
        return self._item[1]

    def _compose_item(self, i: int) -> dict[KeyPath, tuple[int, int]]:
        from nrprint.source.compose import compose

        try:
            with self.file.open("rb") as handle:
                handle.seek(self.offsets[i])
                raw = handle.read(self.offsets[i + 1] - self.offsets[i])
            if zlib.crc32(raw) != self.sums[i]:
                return {}  # the file changed since it was read
            found = compose(raw.decode("utf-8"), self.path)[1]
        except (OSError, UnicodeDecodeError, ContentError):  # nothing better to point at
            return {}
        shift = self.starts[i]
        return {(self.key, i, *kp[1:]): (line + shift, col) for kp, (line, col) in found.items() if kp}

    def head_positions(self) -> dict[KeyPath, tuple[int, int]]:
        if self._positions is None:
            from nrprint.source.compose import compose

            found: dict[KeyPath, tuple[int, int]] = {}
            try:
                found.update(compose(self.head, self.path)[1])
                shift, tail = self.tail
                if tail.strip():
                    later = compose(tail, self.path)[1]
                    found.update({kp: (line + shift, col) for kp, (line, col) in later.items() if kp})
            except ContentError:
                pass
            found[(self.key,)] = self.seq_at
            found[(self.key, KEY)] = self.key_at
            self._positions = found
        return self._positions


class _Positions:
    """The mapping of key paths to positions that ``SourceDoc.pos`` and schema
    messages read, answered from the head or from one item."""

    __slots__ = ("doc",)

    def __init__(self, doc: StreamDoc):
        self.doc = doc

    def _table(self, kp: KeyPath) -> dict[KeyPath, tuple[int, int]]:
        doc = self.doc
        if len(kp) >= 2 and kp[0] == doc.key and isinstance(kp[1], int) and 0 <= kp[1] < len(doc.starts):
            return doc.item_positions(kp[1])
        return doc.head_positions()

    def __contains__(self, kp: object) -> bool:
        return isinstance(kp, tuple) and kp in self._table(kp)

    def __getitem__(self, kp: KeyPath) -> tuple[int, int]:
        return self._table(kp)[kp]

    def get(self, kp: KeyPath, default: Any = None) -> Any:
        return self._table(kp).get(kp, default)


def _decode(raw: bytes | list[bytes], indicators: re.Pattern[str] = _HEAD_INDICATOR) -> str:
    """Text as ``read_text`` and the fast path would accept it, or :class:`Unusual`."""
    try:
        text = (raw if isinstance(raw, bytes) else b"".join(raw)).decode("utf-8")
    except UnicodeDecodeError:
        raise Unusual from None
    if (
        CONTROL.search(text)
        or Reader.NON_PRINTABLE.search(text)
        or composer_only(text)
        or indicators.search(text)
    ):
        raise Unusual
    return text


def stream_load(file: Path, display: str, key: str) -> StreamDoc:
    """The document of ``file`` with its sequence ``key`` packed item by item, or
    :class:`Unusual` for anything the whole-file readers must decide (errors included)."""
    try:
        with file.open("rb") as handle:
            if not file.is_file() or file.stat().st_size > MAX_BYTES:
                raise Unusual  # read_text words what is wrong
            with quiet_stderr():  # once for the file, not once an item
                return _read(handle, file, display, key)
    except OSError:
        raise Unusual from None


def _read(handle: Any, file: Path, display: str, key: str) -> StreamDoc:
    opening = re.compile(re.escape(key).encode() + rb":[ ]*(#.*)?\n")
    head: list[bytes] = []
    lineno = offset = 0  # lines and bytes read so far
    for line in handle:
        if b"\r" in line or (not lineno and line.startswith(b"\xef\xbb\xbf")):
            raise Unusual
        lineno += 1
        offset += len(line)
        if opening.fullmatch(line):
            break
        head.append(line)
    else:
        raise Unusual  # no block sequence under the key
    doc = StreamDoc(file, display, key, _decode(head))
    doc.key_at = (lineno, 1)  # the opening line matched the key at column 1
    items = Packed()
    item: list[bytes] = []
    start = column = -1

    def finish() -> None:
        if item:
            raw = b"".join(item)
            data = fast_load(
                _decode(raw, _ITEM_INDICATOR), MAX_DEPTH - 1, screened=True
            )  # the item is at depth 2 in the file
            if not isinstance(data, list) or len(data) != 1:
                raise Unusual
            doc.offsets.append(offset - len(raw))
            doc.starts.append(start)
            doc.sums.append(zlib.crc32(raw))
            items.add(data[0])

    tail: list[bytes] = []
    for line in handle:
        if b"\r" in line:
            raise Unusual
        stripped = line.lstrip(b" ")
        at = len(line) - len(stripped)
        if stripped[:1] in _COMMENT_OR_BLANK:
            if column < 0:
                _decode(line)  # before the first item: screened, kept by nobody
            else:
                item.append(line)
        elif column < 0 or (at == column and stripped[:2] in (b"- ", b"-\n")):
            if column < 0:  # the first item sets the column
                if stripped[:2] not in (b"- ", b"-\n"):
                    raise Unusual
                column, doc.seq_at = at, (lineno + 1, at + 1)
            finish()
            item, start = [line], lineno
        elif at > column:
            item.append(line)
        elif at == 0:  # the sequence has ended: the document's other keys follow
            tail = [line, *handle]
            doc.tail = (lineno, "")
            break
        else:
            raise Unusual
        lineno += 1
        offset += len(line)
    finish()
    doc.offsets.append(offset)
    if column < 0 or any(b"\r" in line or line[:3] in (b"---", b"...") for line in tail):
        raise Unusual  # a second document: the composer refuses it with a position
    data = fast_load(doc.head, MAX_DEPTH, screened=True)
    tail_text = _decode(tail)
    later = fast_load(tail_text, MAX_DEPTH, screened=True) if tail else None
    if not isinstance(data, dict) or not isinstance(later, dict | None):
        raise Unusual
    if key in data or (later and (key in later or set(later) & set(data))):
        raise Unusual  # a key twice: the composer words it
    data[sys.intern(key)] = items
    data.update(later or {})
    doc.data = data
    doc.tail = (doc.tail[0], tail_text)
    return doc
