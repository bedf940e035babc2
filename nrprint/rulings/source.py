"""Reading the user's copy of the rulings list, refusing what cannot be one.

A rulings list is a text file of about 100 KB (the imported content is about three
times that, and the content loader reads at most 2 MB). Refused with a clear error (never a
traceback, never a long wait): a missing or unreadable file, an empty one, one over
``MAX_BYTES`` (checked before reading it), a binary file (NUL bytes, or mostly
control characters), and text with no ``@`` rulings under a header. Text that is not
UTF-8 is read as Windows-1252, the encoding such lists were saved in, with a note.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from nrprint.diagnostics import ContentError, Pos

MAX_BYTES = 1_000_000


@dataclass(frozen=True, slots=True)
class Source:
    path: Path
    display: str
    text: str
    sha256: str
    size: int
    encoding: str

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")


def _fail(display: str, code: str, message: str, line: int = 1) -> ContentError:
    return ContentError([Pos(display, line, 1).error(code, message)])


def read_source(path: Path, display: str | None = None) -> Source:
    """Read and vet ``path``; raise ContentError (RIMP0xx) when it cannot be a rulings list."""
    shown = display or str(path)
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise _fail(shown, "RIMP001", "is a folder, not a rulings list file")
        if not path.is_file():  # a device or a pipe: /dev/zero would be read forever
            raise _fail(shown, "RIMP001", "cannot read file: not a regular file")
        if size > MAX_BYTES:
            mb = size / 1_000_000
            raise _fail(
                shown,
                "RIMP002",
                f"file is {mb:.1f} MB; a rulings list is at most {MAX_BYTES // 1_000_000} MB",
            )
        raw = path.read_bytes()
    except OSError as exc:
        raise _fail(shown, "RIMP001", f"cannot read file: {exc.strerror or exc}") from None
    if not raw.strip():
        raise _fail(shown, "RIMP003", "file is empty")
    if b"\x00" in raw:
        line = raw[: raw.index(b"\x00")].count(b"\n") + 1
        raise _fail(shown, "RIMP004", "binary file (NUL byte): not a rulings list", line)
    try:
        text, encoding = raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        text, encoding = raw.decode("cp1252", errors="replace"), "cp1252"
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\n\t\f")
    if controls > len(text) // 100:
        raise _fail(shown, "RIMP004", "binary file (control characters): not a rulings list")
    return Source(path, shown, text, hashlib.sha256(raw).hexdigest(), len(raw), encoding)


def count_items(text: str) -> int:
    """Rulings in the source counted the simplest way: lines whose first mark is ``@``."""
    return sum(1 for line in text.split("\n") if line.lstrip().startswith("@"))
