"""VOC009: every clarification marked in the glossary is one of the booklet's.

The rule: where the Automa rulebook is vague or contradicts itself, the booklet prints
our answer as a marked clarification (a ``clarification`` block with a ``key``), and
every other document that states that answer marks it too, with ``{houserule}``: a
player reading a set-up or reference sheet must see that this is our rule, not the
rulebook's. ``marked`` in ``content/glossary-terms.yaml`` names such clarifications and,
per language, the phrases that state them. Two findings, both errors:

- a sentence of a set-up or reference sheet string (as printed, each ``[[term]]``
  replaced) that states a marked clarification without the mark in that sentence (a
  mark elsewhere in the string may belong to another rule);
- a ``marked`` entry whose key is no clarification of the booklet (it would guard a
  rule nobody marks).
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
