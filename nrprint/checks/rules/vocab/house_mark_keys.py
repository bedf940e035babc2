"""VOC009: every clarification marked in the glossary is one of the booklet's.

``marked`` in ``content/glossary-terms.yaml`` names the booklet's marked clarifications
(``clarification`` blocks with a ``key``) that other documents must carry the house mark
for (``house_mark``). An error: a ``marked`` entry whose key is no clarification of the
booklet would guard a rule nobody marks.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="VOC009")
def house_mark_keys(project: Project) -> Findings:
    """Every ``marked`` key is a clarification of the booklet."""
    glossary, booklet = project.get("glossary-terms"), project.get("automa-rules")
    if glossary is None or booklet is None:
        return
    keys = {b.key for s in booklet.sections for b in s.blocks if b.kind == "clarification" and b.key}
    for i, marked in enumerate(glossary.marked):
        if marked.key not in keys:
            yield error(
                glossary.pos("marked", i, "key"),
                f"marked: '{marked.key}' is no clarification of the booklet (automa/rules.yaml)",
            )
