"""VOC009: a sheet that states a marked clarification carries the house mark.

Where the Automa rulebook is vague or contradicts itself, the booklet prints our answer
as a marked clarification (a ``clarification`` block with a ``key``), and every other
document that states that answer marks it too, with ``{houserule}``: a player reading a
set-up or reference sheet must see that this is our rule, not the rulebook's. ``marked``
in ``content/glossary-terms.yaml`` names such clarifications and, per language, the
phrases that state them. An error: a sentence of a set-up or reference sheet string (as
printed, each ``[[term]]`` replaced) states a marked clarification without the mark in
that sentence (a mark elsewhere in the string may belong to another rule).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from nrprint.checks.phrases import names
from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import PRINTED
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text

SHEETS = ("setup-sheets", "automa-reference")
MARK = "{houserule}"
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


@check(code="VOC009")
def house_mark(project: Project, domain: str, label: str, text: Text) -> Findings:
    """Each sheet sentence stating a marked clarification carries the house mark."""
    if domain not in SHEETS:
        return
    glossary = project.vocabulary()
    if glossary is None or not glossary.marked:
        return
    for lang in (project.languages.source, *project.translations()):
        value = text.raw(lang)
        if not value:
            continue
        for sentence in SENTENCE_END.split(PRINTED.refer(lang, value)):
            if MARK in sentence:
                continue
            for rule in glossary.marked:
                said = next((p for p in rule.states.get(lang, []) if names(p, sentence)), None)
                if said is not None:
                    yield error(
                        text.where(lang),
                        f"{label} ({lang}): '{said}' states the marked clarification '{rule.key}' "
                        f"without the house mark {MARK} in its sentence",
                    )
