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

from pathlib import Path

from nrprint.source.doc import SourceDoc
from nrprint.source.text import (  # noqa: F401  (re-exported: the reader's whole interface)
    CONTROL,
    MAX_BYTES,
    MAX_DEPTH,
    KeyPath,
    decode_text,
    read_bytes,
    read_text,
)


def parse_yaml(text: str, path: str) -> SourceDoc:
    """Parse YAML text into data (positions come later, if asked for); raise ContentError
    with a diagnostic. rapidyaml reads ordinary content; anything else goes to the composer."""
    from nrprint.source.fast import Unusual, fast_load

    try:
        data = fast_load(text, MAX_DEPTH)
    except Unusual:
        return _compose(text, path)
    return SourceDoc.unplaced(path, data, text)


def _compose(text: str, path: str) -> SourceDoc:
    """PyYAML's composer, with a position for every value (``nrprint.source.compose``)."""
    from nrprint.source.compose import compose

    data, positions = compose(text, path)
    return SourceDoc(path, data, positions)  # positions known: no text to keep


def load_yaml(file: Path, display: str) -> SourceDoc:
    """A content file's document. A file of up to ``yamlcache.MAX_FILE`` bytes is read
    whole and its data kept in the cache; a bigger one is read whole every time."""
    from nrprint.source import cached as yamlcache

    if yamlcache.wanted(file):
        raw = read_bytes(file, display)
        doc = yamlcache.get(raw, display)
        if doc is None:
            doc = parse_yaml(decode_text(raw, display), display)
            yamlcache.put(raw, doc)
        return doc
    return parse_yaml(read_text(file, display), display)


def load_yaml_items(file: Path, display: str, key: str) -> SourceDoc:
    """``load_yaml`` for a document whose sequence ``key`` may be long (a deck's cards):
    a file of more than ``stream.STREAM_FROM`` bytes is read an item at a time, the
    items packed (``nrprint.source.stream``); anything that reader refuses is read whole."""
    from nrprint.source import stream

    try:
        big = file.is_file() and file.stat().st_size > stream.STREAM_FROM
    except OSError:
        big = False
    if big:
        from nrprint.source.fast import Unusual

        try:
            return stream.stream_load(file, display, key)
        except Unusual:
            pass
    return load_yaml(file, display)
