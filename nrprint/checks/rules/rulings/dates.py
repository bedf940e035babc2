"""RUL205: citation dates lie in the game's lifetime and not after the list's own date.

Netrunner was published in 1996 and the last rulings lists date from about 2001; a date
outside 1996–2001, or later than the date the list gives for itself, is most likely a
typing slip in the source (``11/11/95``). It is reported, never corrected.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, warning
from nrprint.model.project import Project
from nrprint.rulings.dates import PLAUSIBLE_FIRST, PLAUSIBLE_LAST, plausible


@check(code="RUL205")
def dates(project: Project) -> Findings:
    """Every parsed citation date is plausible."""
    doc = project.get("rulings")
    latest = doc.preamble.date.iso if doc.preamble.date else None
    span = f"{PLAUSIBLE_FIRST.year}–{PLAUSIBLE_LAST.year}"
    for _, g, r in doc.rulings():
        for i, c in enumerate(r.citations):
            if c.date is None or c.date.iso is None or plausible(c.date.iso, latest):
                continue
            why = (
                f"is outside the game's lifetime {span}"
                if plausible(c.date.iso) is False
                else f"is later than the list's own date {latest}"
            )
            yield warning(
                r.pos("citations", i, "date"),
                f"date '{c.date.text}' ({c.date.iso}) in a ruling on {g.name or 'an untitled group'} "
                f"(source line {c.line}) {why}",
            )
