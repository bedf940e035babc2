"""SHEET007: a setup-sheet label says each thing once.

A zone label of the form "CODE · words" (``ICE · ice``) must not repeat its code in
the words: compared without case, no part between the " · " separators equals another
(in every language). A label that would only repeat its code is the code alone.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

SEPARATOR = " · "


def repeated(label: str) -> str | None:
    """The part of ``label`` said twice, if any."""
    seen: set[str] = set()
    for part in (p.strip().casefold() for p in label.split(SEPARATOR)):
        if part and part in seen:
            return part
        seen.add(part)
    return None


@check(code="SHEET007")
def labels_once(project: Project) -> Findings:
    """No zone label repeats one of its parts."""
    content = project.get("setup-sheets")
    for zone_id, zone in content.zones.items():
        for lang in project.langs():
            text = zone.label.get(lang)
            if (part := repeated(text)) is not None:
                yield error(
                    zone.label.where(lang),
                    f"zone '{zone_id}' label '{text}' ({lang}) says '{part}' twice: print it once",
                )
