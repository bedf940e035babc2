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

    data, positions = compose(text, path)
    return SourceDoc(path, data, positions)  # positions known: no text to keep


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
