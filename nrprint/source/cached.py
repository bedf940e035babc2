"""Content files' data kept between runs, by the hash of the file's bytes.

Every build and check reads the content and the templates, files that rarely change:
they must not cost a parse, nor the YAML readers' import, each time ("YAML data cache",
bench/README.md).
A file of up to ``MAX_FILE`` bytes is therefore read whole, hashed, and looked up in the
cache folder's ``yaml/`` (``nrprint.system.cachefiles``: one file per entry, checksummed). An
entry holds what the fast path read, as JSON, and the text deflated (for positions, if
a message asks for one).
The key also holds nrprint's own code (``code_hash``): a change to the readers reads
every file again.

Only what JSON gives back exactly is kept (strings as keys; no dates, no NaN): anything
else is simply read again each time. Documents the composer read (errors are never
kept, and rare constructs) are not kept either. Bigger files (a generated stress deck
of thousands of cards) are read every time: their data would cost more memory than
parsing costs time.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from nrprint.source.doc import SourceDoc
from nrprint.source.text import MAX_DEPTH
from nrprint.system import cache, cachefiles

FOLDER = "yaml"
FORMAT = 2  # 2: no packed decks
MAX_FILE = 1 << 20  # bytes; the shipped content's biggest file is 47 KB
KEEP = 1_000  # entries kept; past it the older half goes
_SEPARATOR = b"\0"  # between the JSON (which escapes every NUL) and the deflated text


def wanted(file: Path) -> bool:
    """Whether ``file`` is read through the cache: the cache is on and it is a regular
    file of up to ``MAX_FILE`` bytes (anything else takes the usual path, which words
    what is wrong with it)."""
    if not cache.enabled():
        return False
    try:
        return file.is_file() and file.stat().st_size <= MAX_FILE
    except OSError:
        return False


def _key(raw: bytes) -> str:
    from nrprint.system.hashing import code_hash

    return cache.digest(
        FOLDER, FORMAT, code_hash(), MAX_DEPTH, hashlib.blake2b(raw, digest_size=16).hexdigest()
    )


def get(raw: bytes, display: str) -> SourceDoc | None:
    """The document of a file whose bytes are ``raw``, as read before; None if unknown."""
    body = cachefiles.read(FOLDER, _key(raw))
    if body is None:
        return None
    head, _, text = body.partition(_SEPARATOR)
    try:
        data = json.loads(head)["data"]
    except (ValueError, KeyError, TypeError):  # the checksum held: only a hand-made file
        return None
    return SourceDoc(display, data, None, text)


def put(raw: bytes, doc: SourceDoc) -> None:
    """Keep ``doc``, read from ``raw``, when JSON gives its data back exactly."""
    if doc._positions is not None:  # the composer read it: nothing kept (see above)
        return
    data: Any = doc.data
    try:
        head = json.dumps({"data": data}, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError):  # a date, a NaN, bytes
        return
    if json.loads(head)["data"] != data:  # keys that are not strings
        return
    body = head.encode("utf-8") + _SEPARATOR + doc._text
    cachefiles.write(FOLDER, _key(raw), body, KEEP, "a content file's data")
