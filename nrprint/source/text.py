"""Content files read as text: the limits every reader holds, and the checks of size,
encoding and control characters."""

from __future__ import annotations

import re
from pathlib import Path

from nrprint.diagnostics import ContentError, Pos

KeyPath = tuple[str | int, ...]
# Appended to a key path, it names where the key itself is written (positions of values
# are keyed by the bare path); YAML keys in content cannot hold a NUL.
KEY = "\0key"
MAX_BYTES = 16_000_000  # a 9,000-card stress deck is 5 MB
MAX_DEPTH = 40
# Control characters other than tab and line ends (C0, DEL and C1): content refuses them.
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


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
