"""RUL203/RUL204: every "see X" pointer resolves to a card or section, or is reported.

A pointer resolves when some titled entry has the same lookup key as its target. An
unresolved target (usually a card whose header the source lost) is a warning, given
once per target at its first pointer with the count of the others. A stored anchor
that names no entry is an error: the content was edited or corrupted.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.rulings import names

NO_ENTRY = "RUL203"
UNKNOWN_ANCHOR = "RUL204"


@check(codes=(NO_ENTRY, UNKNOWN_ANCHOR))
def xrefs(project: Project) -> Findings:
    """Cross-references resolve, or are reported once per missing target."""
    doc = project.get("rulings")
    index = {names.key(g.name): g.anchor for _, g in doc.groups() if g.name}
    anchors = doc.anchors()
    unresolved: dict[str, list] = {}
    for _, g, r in doc.rulings():
        for i, ref in enumerate(r.see):
            if ref.anchor is not None and ref.anchor not in anchors:
                yield r.pos("see", i, "anchor").error(
                    UNKNOWN_ANCHOR,
                    f"cross-reference to '{ref.target}' points at unknown anchor '{ref.anchor}'",
                )
            if names.key(ref.target) not in index:
                unresolved.setdefault(ref.target, []).append((g, r, i))
    for target, uses in unresolved.items():
        g, r, i = uses[0]
        more = f" (and {len(uses) - 1} more pointer(s))" if len(uses) > 1 else ""
        where = g.name or "an untitled group"
        yield r.pos("see", i, "target").warning(
            NO_ENTRY,
            f"'see {target}' in {where} (source line {r.line}) names no entry in the list{more}",
        )
