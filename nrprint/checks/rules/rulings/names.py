"""RUL201: card names are unique within each side of the imported rulings.

Two entries with the same name on one side would make "see X" pointers, the index
and links from other documents ambiguous. Names are compared by lookup key (case,
spaces, punctuation and trademark markers ignored). Anchors must be unique too.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.rulings import names as card_names

NAME_TWICE = "RUL201"
ANCHOR_TWICE = "RUL202"


@check(codes=(NAME_TWICE, ANCHOR_TWICE))
def names(project: Project) -> Findings:
    """Card names unique per side; group anchors unique in the document."""
    doc = project.get("rulings")
    for part, groups in doc.parts():
        if part == "general":
            continue
        seen: dict[str, int] = {}
        for g in groups:
            if g.name is None:
                continue
            k = card_names.key(g.name)
            if k in seen:
                yield g.pos("name").error(
                    NAME_TWICE,
                    f"{part} card '{g.name}' appears twice (first at source line {seen[k]})",
                )
            else:
                seen[k] = g.line
    anchors: set[str] = set()
    for _, g in doc.groups():
        if g.anchor in anchors:
            yield g.pos("anchor").error(ANCHOR_TWICE, f"anchor '{g.anchor}' is used by two entries")
        anchors.add(g.anchor)
