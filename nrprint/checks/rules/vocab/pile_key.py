"""VOC008: the key of the pile codes names every code, and nothing else.

The rule: players meet the AI piles' codes (ICE, OP, RE, ÉCO …) on the cards, so the
booklet prints a key of them, ``[[pile-key]]``, from the glossary's ``pile_key``: per AI,
each code with what its pile holds. A code of ``codes`` that no group of the key names
would print unexplained; a key entry that is not a code would explain something no card
prints. Both are errors, at the glossary's ``pile_key``.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="VOC008")
def pile_key(project: Project) -> Findings:
    """Every pile code is in the key, and every entry of the key is a pile code."""
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.pile_key:
        return
    codes = set(glossary.codes)
    keyed: set[str] = set()
    for group in glossary.pile_key:
        for code in group.codes:
            keyed.add(code)
            if code not in codes:
                yield error(
                    group.pos("codes", code),
                    f"pile_key: '{code}' is not a pile code (glossary `codes`); no card prints it",
                )
    for code in glossary.codes:
        if code not in keyed:
            yield error(
                glossary.pos("pile_key"),
                f"pile_key: the pile code '{code}' is in no group of the key; the booklet would not explain it",
            )
