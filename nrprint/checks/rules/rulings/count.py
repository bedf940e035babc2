"""RUL206/RUL207: the content holds exactly as many rulings as the source list.

The importer records the source's sha256 and its count of ``@`` rulings. The content
must hold that many (stray text aside): fewer means rulings were lost, more that the
file was edited. When the source file is still where it was imported from and has the
same sha256, it is counted again; a changed source is reported so it can be re-imported.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.rulings.source import MAX_BYTES, count_items

COUNT = "RUL206"
CHANGED = "RUL207"


@check(codes=(COUNT, CHANGED))
def count(project: Project) -> Findings:
    """Rulings in content == rulings in the source (recorded, and recounted when possible)."""
    doc = project.get("rulings")
    have = sum(1 for _, _, r in doc.rulings() if not r.stray)
    want = doc.source.rulings
    if have != want:
        yield doc.source.pos("rulings").error(
            COUNT,
            f"content holds {have} rulings but the source list has {want}: re-run the import",
        )
    path = Path(doc.source.path)
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return
        raw = path.read_bytes()
    except OSError:
        return
    if hashlib.sha256(raw).hexdigest() != doc.source.sha256:
        yield doc.source.pos("sha256").warning(
            CHANGED, f"the source list {path} changed since it was imported: re-run the import"
        )
        return
    recount = count_items(raw.decode("utf-8", errors="replace"))
    if recount != have:
        yield doc.source.pos("rulings").error(
            COUNT, f"content holds {have} rulings but {path} has {recount} when counted again"
        )
