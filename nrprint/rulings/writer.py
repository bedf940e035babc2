"""Writing the imported rulings as YAML, atomically, with a header saying what it is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from nrprint.diagnostics import ContentError, Pos
from nrprint.source import reader as yamlsrc
from nrprint.system.atomic import write_text_atomic

HEADER = (
    "# Rulings imported by `nrprint import rulings` from {file}.\n"
    "# This is the list's own text: keep it out of version control (content/rulings/ is\n"
    "# git-ignored). Re-run the import instead of editing it by hand.\n"
)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def dump(data: dict[str, Any]) -> str:
    body = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
    return HEADER.format(file=data["source"]["file"]) + body


def write(content_dir: Path, data: dict[str, Any]) -> Path:
    """Write ``DIR/rulings/rulings.yaml`` in one rename; return its path.

    Refused (RIMP007, nothing written) when the content loader could not read it back.
    """
    target = content_dir / "rulings" / "rulings.yaml"
    text = dump(data)
    size = len(text.encode("utf-8"))
    if size > yamlsrc.MAX_BYTES:
        msg = f"imported content would be {size} bytes; content files are read up to {yamlsrc.MAX_BYTES}"
        raise ContentError([Pos(str(target)).error("RIMP007", msg)])
    write_text_atomic(target, text)
    return target
