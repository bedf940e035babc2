"""Write translations into content YAML, keeping its comments, quoting and layout.

ruamel.yaml's round-trip mode reads and writes every shipped content file back byte
for byte (tested), so only the values set here change. A translation goes beside the
string's other languages: ``{en: …, fr: …, fr_src: …, de: …, de_src: …}``.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.scalarstring import DoubleQuotedScalarString

from nrprint.source.reader import KeyPath


def _yaml() -> YAML:
    y = YAML()
    y.preserve_quotes = True
    y.width = 4096  # never fold a long string onto a second line
    y.indent(mapping=2, sequence=4, offset=2)
    return y


def set_translations(path: Path, edits: list[tuple[KeyPath, str, str, str]]) -> str:
    """The text of ``path`` with each (key path, tag, translation, source hash) set."""
    y = _yaml()
    data = y.load(path.read_text(encoding="utf-8"))
    for kp, tag, text, src in edits:
        node: Any = data
        for part in kp:
            node = node[part]
        _put(node, tag, DoubleQuotedScalarString(text))
        _put(node, f"{tag}_src", DoubleQuotedScalarString(src))
    out = io.StringIO()
    y.dump(data, out)
    return out.getvalue()


def _put(mapping: Any, key: str, value: Any) -> None:
    if key in mapping and str(mapping[key]) == str(value):
        return  # unchanged: keep the value's own style (a folded block stays folded)
    if key in mapping:
        mapping[key] = value
        return
    # After the last key of the string's mapping: translations stay in the order added.
    mapping.insert(len(mapping), key, value)
